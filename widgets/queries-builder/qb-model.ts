/**
 * The queries builder's model: which operators a column's type offers, which joins the
 * declared relations allow from the tables already in the query, and the output columns a sort
 * may name. The notebook itself (schemas/query-notebook.schema.json) is what is saved; the
 * server compiles it (runtime/core/query-builder/compile-notebook.ts).
 */
import type { QueryNotebook } from '../../schemas/generated/index.ts';

export type Notebook = QueryNotebook;
export type Filter = NonNullable<Notebook['filters']>[number];
export type Operator = Filter['op'];
export type Aggregate = NonNullable<Notebook['aggregates']>[number];
export type ColumnRef = { table: string; column: string };

export interface SchemaTable {
  name: string;
  columns: { name: string; type: string }[];
}

export interface Relation {
  from: string;
  to: string;
}

export type ColumnKind = 'text' | 'number' | 'date' | 'boolean';

/** The kind of a database type name (DuckDB or PostgreSQL spelling). */
export function columnKind(type: string): ColumnKind {
  const upper = type.toUpperCase();
  if (upper.includes('BOOL')) return 'boolean';
  if (upper.includes('DATE') || upper.includes('TIME')) return 'date';
  if (/INT|DOUBLE|FLOAT|REAL|DECIMAL|NUMERIC|HUGEINT/.test(upper)) return 'number';
  return 'text';
}

/** The operators a column of `kind` offers. */
export const OPERATORS: Record<ColumnKind, Operator[]> = {
  text: ['=', '!=', 'in', 'contains', 'starts_with', 'is_null', 'not_null'],
  number: ['=', '!=', '>', '>=', '<', '<=', 'between', 'in', 'is_null', 'not_null'],
  date: ['=', '>', '>=', '<', '<=', 'between', 'is_null', 'not_null'],
  boolean: ['=', 'is_null', 'not_null'],
};

/** How many values an operator takes: none, one, two (between) or a list (in). */
export function operandsOf(op: Operator): 'none' | 'one' | 'two' | 'list' {
  if (op === 'is_null' || op === 'not_null') return 'none';
  if (op === 'between') return 'two';
  if (op === 'in') return 'list';
  return 'one';
}

export const refKey = (ref: ColumnRef) => `${ref.table}.${ref.column}`;
export function parseRef(key: string): ColumnRef {
  const [table = '', column = ''] = key.split('.');
  return { table, column };
}

/** The tables of the query: the starting one and the joined ones. */
export function queryTables(notebook: Notebook): string[] {
  return [notebook.table, ...(notebook.joins ?? []).map((join) => join.table)].filter(Boolean);
}

/** Every column of the query's tables, with its kind. */
export function queryColumns(
  notebook: Notebook,
  tables: readonly SchemaTable[],
): Array<ColumnRef & { kind: ColumnKind; type: string }> {
  return queryTables(notebook).flatMap((name) =>
    (tables.find((t) => t.name === name)?.columns ?? []).map((column) => ({
      table: name,
      column: column.name,
      type: column.type,
      kind: columnKind(column.type),
    })),
  );
}

/**
 * The joins the declared relations offer from the query's tables to a table not yet in it
 * (either direction of a relation).
 */
export function availableJoins(notebook: Notebook, relations: readonly Relation[]) {
  const inQuery = new Set(queryTables(notebook));
  const joins: Array<{ table: string; on: { left: ColumnRef; right: ColumnRef } }> = [];
  for (const relation of relations) {
    const from = parseRef(relation.from);
    const to = parseRef(relation.to);
    if (inQuery.has(from.table) && !inQuery.has(to.table))
      joins.push({ table: to.table, on: { left: from, right: to } });
    else if (inQuery.has(to.table) && !inQuery.has(from.table))
      joins.push({ table: from.table, on: { left: to, right: from } });
  }
  // One offer per table: the first declared relation that reaches it.
  return joins.filter((join, index) => joins.findIndex((j) => j.table === join.table) === index);
}

/** Whether the query summarizes (then group-bys and aggregates are its columns). */
export const summarizes = (notebook: Notebook) =>
  (notebook.group_by?.length ?? 0) > 0 || (notebook.aggregates?.length ?? 0) > 0;

/** The names of the query's output columns, which a sort may name. */
export function outputColumns(notebook: Notebook, tables: readonly SchemaTable[]): string[] {
  if (summarizes(notebook)) {
    return [
      ...(notebook.group_by ?? []).map(
        (g) => g.as ?? (g.grain ? `${g.column.column}_${g.grain}` : g.column.column),
      ),
      ...(notebook.aggregates ?? []).map((a) => a.as),
    ];
  }
  const columns = notebook.columns?.length
    ? notebook.columns
    : queryColumns(notebook, tables).filter((c) => c.table === notebook.table);
  return columns.map((c) => c.column);
}

/** A default output name for an aggregate: count, sum_revenue, … unique among `taken`. */
export function aggregateAlias(fn: Aggregate['fn'], column: string | undefined, taken: string[]) {
  const base = column ? `${fn}_${column}` : fn;
  let name = base;
  for (let i = 2; taken.includes(name); i++) name = `${base}_${i}`;
  return name;
}

/** The notebook without empty parts, as it is sent and saved. */
export function cleanNotebook(notebook: Notebook): Notebook {
  const clean: Notebook = { table: notebook.table };
  if (notebook.joins?.length) clean.joins = notebook.joins;
  if (notebook.columns?.length && !summarizes(notebook)) clean.columns = notebook.columns;
  if (notebook.filters?.length) clean.filters = notebook.filters;
  if (notebook.group_by?.length) clean.group_by = notebook.group_by;
  if (notebook.aggregates?.length) clean.aggregates = notebook.aggregates;
  if (notebook.order_by?.length) clean.order_by = notebook.order_by;
  if (notebook.limit) clean.limit = notebook.limit;
  return clean;
}

/** The notebook's list steps: joins, filters, summaries, groupings and sorts. */
export type ListStep = 'joins' | 'filters' | 'aggregates' | 'group_by' | 'order_by';
export type StepItem<K extends ListStep> = NonNullable<Notebook[K]>[number];

/** The change that replaces item `index` of list step `key` with what `edit` makes of it. */
export function replaceStep<K extends ListStep>(
  notebook: Notebook,
  key: K,
  index: number,
  edit: (item: StepItem<K>) => StepItem<K>,
): Pick<Notebook, K> {
  const items = (notebook[key] ?? []) as StepItem<K>[];
  return { [key]: items.map((item, i) => (i === index ? edit(item) : item)) } as Pick<Notebook, K>;
}

/** The change that removes item `index` of list step `key`. */
export function removeStep<K extends ListStep>(
  notebook: Notebook,
  key: K,
  index: number,
): Pick<Notebook, K> {
  const items = (notebook[key] ?? []) as StepItem<K>[];
  return { [key]: items.filter((_, i) => i !== index) } as Pick<Notebook, K>;
}

/** The aliases of every summary but the one at `index` (a new alias must differ from them). */
export function otherAliases(notebook: Notebook, index: number): string[] {
  return (notebook.aggregates ?? []).filter((_, i) => i !== index).map((a) => a.as);
}
