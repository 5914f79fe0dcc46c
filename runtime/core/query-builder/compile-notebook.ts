/**
 * A queries-builder notebook compiled into the SQL of a saved query: readable (one clause a
 * line, quoted names, a header saying where it came from), the same in DuckDB and PostgreSQL,
 * and with every value a person typed turned into a declared `{param}` that the query engine
 * binds — no value is ever pasted into the SQL text. Names are checked against the catalog
 * (tables, columns, declared relations) before anything is written, and each refusal names the
 * part of the notebook that is wrong. Pure: the builder shows the SQL live with it, and the
 * server compiles again on save so the stored SQL always matches the notebook.
 */
import type { QueryNotebook } from '../../../schemas/generated/query-notebook';

export type ColumnKind = 'text' | 'number' | 'date' | 'boolean' | 'other';

/** What the builder may use: tables with their columns, and the declared relations. */
export interface NotebookCatalog {
  tables: Record<string, Record<string, ColumnKind>>;
  /** `table.column` pairs; a join must follow one of them (in either direction). */
  relations: Array<{ from: string; to: string }>;
}

export interface NotebookParam {
  name: string;
  type: 'string' | 'float' | 'date';
  value: string | number | boolean;
}

export type CompiledNotebook =
  | { ok: true; sql: string; params: NotebookParam[]; columns: string[] }
  | { ok: false; errors: Array<{ path: string; message: string }> };

export const NOTEBOOK_HEADER =
  '-- Built with the queries builder: open it there to change it (edits here are replaced on the next save there).';

type ColumnRef = { table: string; column: string };
type Filter = NonNullable<QueryNotebook['filters']>[number];

const OPS_BY_KIND: Record<ColumnKind, ReadonlySet<string>> = {
  text: new Set(['=', '!=', 'in', 'contains', 'starts_with', 'is_null', 'not_null']),
  number: new Set(['=', '!=', '>', '>=', '<', '<=', 'between', 'in', 'is_null', 'not_null']),
  date: new Set(['=', '!=', '>', '>=', '<', '<=', 'between', 'in', 'is_null', 'not_null']),
  boolean: new Set(['=', '!=', 'is_null', 'not_null']),
  other: new Set(['is_null', 'not_null']),
};

const GRAIN_UNIT = { day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year' };

const quote = (name: string) => `"${name}"`;
const ref = (c: ColumnRef) => `${quote(c.table)}.${quote(c.column)}`;

export function compileNotebook(
  notebook: QueryNotebook,
  catalog: NotebookCatalog,
): CompiledNotebook {
  const errors: Array<{ path: string; message: string }> = [];
  const fail = (path: string, message: string) => errors.push({ path, message });
  const inQuery = new Set<string>();

  if (!catalog.tables[notebook.table])
    fail('table', `no table "${notebook.table}" in the datasource`);
  else inQuery.add(notebook.table);

  const kindOf = (c: ColumnRef, path: string): ColumnKind | undefined => {
    if (!inQuery.has(c.table)) {
      fail(path, `table "${c.table}" is not part of the query (start from it or join it)`);
      return undefined;
    }
    const kind = catalog.tables[c.table]?.[c.column];
    if (!kind) fail(path, `table "${c.table}" has no column "${c.column}"`);
    return kind;
  };

  const joinLines: string[] = [];
  (notebook.joins ?? []).forEach((join, index) => {
    const path = `joins.${index}`;
    if (!catalog.tables[join.table])
      return fail(`${path}.table`, `no table "${join.table}" in the datasource`);
    if (inQuery.has(join.table))
      return fail(`${path}.table`, `table "${join.table}" is already in the query`);
    const { left, right } = join.on;
    if (right.table !== join.table) {
      return fail(
        `${path}.on.right`,
        `the right side must be a column of the joined table "${join.table}"`,
      );
    }
    kindOf(left, `${path}.on.left`);
    inQuery.add(join.table);
    kindOf(right, `${path}.on.right`);
    const pair = (a: ColumnRef, b: ColumnRef) => `${a.table}.${a.column}=${b.table}.${b.column}`;
    const declared = catalog.relations.some(
      (r) => `${r.from}=${r.to}` === pair(left, right) || `${r.to}=${r.from}` === pair(left, right),
    );
    if (!declared) {
      fail(
        `${path}.on`,
        `${left.table}.${left.column} = ${right.table}.${right.column} is not a declared relation of the datasource`,
      );
    }
    const type = join.type === 'inner' ? 'JOIN' : 'LEFT JOIN';
    joinLines.push(`  ${type} ${quote(join.table)} ON ${ref(right)} = ${ref(left)}`);
  });

  const params: NotebookParam[] = [];
  const paramName = (base: string) => {
    let name = base;
    for (let n = 2; params.some((p) => p.name === name); n++) name = `${base}_${n}`;
    return name;
  };
  const bind = (c: ColumnRef, kind: ColumnKind, value: unknown, suffix = ''): string => {
    const name = paramName(`${c.column}${suffix}`);
    const type = kind === 'number' ? 'float' : kind === 'date' ? 'date' : 'string';
    params.push({ name, type, value: value as string | number | boolean });
    return `{${name}}`;
  };

  const where: string[] = [];
  (notebook.filters ?? []).forEach((filter, index) => {
    const path = `filters.${index}`;
    const kind = kindOf(filter.column, `${path}.column`);
    if (!kind) return;
    if (!OPS_BY_KIND[kind].has(filter.op)) {
      return fail(
        `${path}.op`,
        `"${filter.op}" does not apply to ${kind} column "${filter.column.column}"`,
      );
    }
    const clause = filterClause(filter, kind, path, fail, bind);
    if (clause) where.push(clause);
  });

  const select: string[] = [];
  const outputs: string[] = [];
  const output = (alias: string, path: string) => {
    if (outputs.includes(alias)) fail(path, `two output columns are named "${alias}"`);
    outputs.push(alias);
  };
  const groups = notebook.group_by ?? [];
  const aggregates = notebook.aggregates ?? [];
  const summarizing = groups.length > 0 || aggregates.length > 0;
  if (summarizing) {
    groups.forEach((group, index) => {
      const path = `group_by.${index}`;
      const kind = kindOf(group.column, `${path}.column`);
      const alias =
        group.as ?? (group.grain ? `${group.column.column}_${group.grain}` : group.column.column);
      output(alias, `${path}.as`);
      if (group.grain && kind && kind !== 'date') {
        fail(
          `${path}.grain`,
          `a grain applies to date columns ("${group.column.column}" is ${kind})`,
        );
      }
      const expression = group.grain
        ? `CAST(date_trunc('${GRAIN_UNIT[group.grain]}', ${ref(group.column)}) AS DATE)`
        : ref(group.column);
      select.push(`  ${expression} AS ${quote(alias)}`);
    });
    aggregates.forEach((aggregate, index) => {
      const path = `aggregates.${index}`;
      output(aggregate.as, `${path}.as`);
      if (aggregate.fn === 'count') {
        select.push(`  count(*) AS ${quote(aggregate.as)}`);
        return;
      }
      if (!aggregate.column) return fail(`${path}.column`, `${aggregate.fn} needs a column`);
      const kind = kindOf(aggregate.column, `${path}.column`);
      if ((aggregate.fn === 'sum' || aggregate.fn === 'avg') && kind && kind !== 'number') {
        return fail(
          `${path}.fn`,
          `${aggregate.fn} needs a number column ("${aggregate.column.column}" is ${kind})`,
        );
      }
      const expression =
        aggregate.fn === 'count_distinct'
          ? `count(DISTINCT ${ref(aggregate.column)})`
          : `${aggregate.fn}(${ref(aggregate.column)})`;
      select.push(`  ${expression} AS ${quote(aggregate.as)}`);
    });
  } else {
    const columns = notebook.columns ?? [];
    if (columns.length === 0) fail('columns', 'pick at least one column, or summarize');
    columns.forEach((column, index) => {
      kindOf(column, `columns.${index}`);
      output(column.column, `columns.${index}`);
      select.push(`  ${ref(column)} AS ${quote(column.column)}`);
    });
  }

  const order = (notebook.order_by ?? []).map((item, index) => {
    if (!outputs.includes(item.column)) {
      fail(
        `order_by.${index}.column`,
        `"${item.column}" is not an output column (${outputs.join(', ')})`,
      );
    }
    return `${quote(item.column)} ${item.direction === 'desc' ? 'DESC' : 'ASC'}`;
  });

  if (errors.length > 0) return { ok: false, errors };
  const lines = [
    NOTEBOOK_HEADER,
    'SELECT',
    select.join(',\n'),
    `FROM ${quote(notebook.table)}`,
    ...joinLines,
  ];
  if (where.length > 0) lines.push(`WHERE ${where.join('\n  AND ')}`);
  if (summarizing && groups.length > 0) {
    lines.push(`GROUP BY ${groups.map((_, index) => String(index + 1)).join(', ')}`);
  }
  if (order.length > 0) lines.push(`ORDER BY ${order.join(', ')}`);
  if (notebook.limit !== undefined) lines.push(`LIMIT ${Math.trunc(notebook.limit)}`);
  return { ok: true, sql: `${lines.join('\n')}\n`, params, columns: outputs };
}

function filterClause(
  filter: Filter,
  kind: ColumnKind,
  path: string,
  fail: (path: string, message: string) => void,
  bind: (c: ColumnRef, kind: ColumnKind, value: unknown, suffix?: string) => string,
): string | undefined {
  const column = ref(filter.column);
  const need = (value: unknown, field: string) => {
    if (value === undefined || value === '') {
      fail(`${path}.${field}`, `"${filter.op}" needs a value`);
      return false;
    }
    return true;
  };
  switch (filter.op) {
    case 'is_null':
      return `${column} IS NULL`;
    case 'not_null':
      return `${column} IS NOT NULL`;
    case 'in': {
      if (!filter.values || filter.values.length === 0) {
        fail(`${path}.values`, '"in" needs at least one value');
        return undefined;
      }
      const list = filter.values.map((value, index) =>
        bind(filter.column, kind, value, `_${index + 1}`),
      );
      return `${column} IN (${list.join(', ')})`;
    }
    case 'between':
      if (!need(filter.value, 'value') || !need(filter.value2, 'value2')) return undefined;
      return `${column} BETWEEN ${bind(filter.column, kind, filter.value, '_from')} AND ${bind(filter.column, kind, filter.value2, '_to')}`;
    case 'contains':
    case 'starts_with': {
      if (!need(filter.value, 'value')) return undefined;
      const param = bind(filter.column, kind, filter.value);
      // The pattern is built in SQL from the bound value, so % or _ typed by a person stay literal.
      const escaped = `replace(replace(replace(${param}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
      const pattern = filter.op === 'contains' ? `'%' || ${escaped} || '%'` : `${escaped} || '%'`;
      return `${column} LIKE ${pattern} ESCAPE '\\'`;
    }
    default:
      if (!need(filter.value, 'value')) return undefined;
      return `${column} ${filter.op === '!=' ? '<>' : filter.op} ${bind(filter.column, kind, filter.value)}`;
  }
}
