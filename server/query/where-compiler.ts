/**
 * where_cond → a parameterized boolean expression (conditions-semantics "where_cond
 * syntax"). Keys name columns of the query (with at most one suffix: `!` negate, `|` OR
 * group, `~` starts with); values are coerced to the column's kind and bound, never pasted.
 */
import { isIsoDate, splitWhereKey } from '../../runtime/core/index.ts';
import type { ColumnInfo } from '../datasources/datasource.ts';
import type { BoundParams, BoundValue } from './bound-params.ts';
import { quoteForMessage, type ColumnCatalog } from './column-catalog.ts';
import { quoteIdentifier, textType, type Dialect } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

/** Operators of the `[op, value]` form. */
export const WHERE_OPERATORS = ['=', '<>', '!=', '>', '<', '>=', '<=', 'LIKE', 'ILIKE'] as const;

const OPERATOR_SET: ReadonlySet<string> = new Set(WHERE_OPERATORS);

/** Values one IN list may hold unless the datasource's in_list_limit says otherwise. */
export const DEFAULT_IN_LIST_LIMIT = 1000;

/** What a where compilation needs. */
export interface WhereContext {
  dialect: Dialect;
  columns: ColumnCatalog;
  params: BoundParams;
  /** Name of the condition key in messages ('where_cond'). */
  label?: string;
  /** Most values of one list (the datasource's in_list_limit; DEFAULT_IN_LIST_LIMIT). */
  inListLimit?: number;
}

/**
 * The boolean expression of `where` (without the WHERE keyword), or '' when no entry
 * filters anything. Entries without `|` are ANDed; `|` entries form one OR group, ANDed
 * with the rest.
 */
export function compileWhere(
  where: Readonly<Record<string, unknown>>,
  context: WhereContext,
): string {
  const and: string[] = [];
  const or: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    const clause = compileEntry(key, value, context);
    if (clause === undefined) continue;
    if (splitWhereKey(key).suffix === '|') or.push(clause);
    else and.push(clause);
  }
  if (or.length > 0) and.push(`(${or.join(' OR ')})`);
  return and.join(' AND ');
}

function compileEntry(key: string, value: unknown, context: WhereContext): string | undefined {
  const label = context.label ?? 'where_cond';
  const { column: name, suffix } = splitWhereKey(key);
  const column = context.columns.require(name, label);
  // Checked before any value is coerced or bound: a 100,000-value list costs the database
  // seconds and every tenant that shares it.
  const limit = context.inListLimit ?? DEFAULT_IN_LIST_LIMIT;
  if (Array.isArray(value) && value.length > limit) {
    throw new QueryInputError(
      `${label} ${quoteForMessage(key)}: ${value.length} values, at most ${limit} are allowed`,
    );
  }
  const negate = suffix === '!';
  const target = quoteIdentifier(column.name);
  const entry: Entry = { key, column, target, context };

  if (isNullValue(value)) return `${target} IS ${negate ? 'NOT ' : ''}NULL`;
  if (value === '!null') return `${target} IS ${negate ? '' : 'NOT '}NULL`;
  if (suffix === '~') return startsWith(entry, Array.isArray(value) ? value : [value]);
  if (!Array.isArray(value)) {
    return `${target} ${negate ? '<>' : '='} ${bindAs(entry, value)}`;
  }
  if (value.length === 0) return undefined;
  const first = value[0];
  if (typeof first === 'string' && OPERATOR_SET.has(first.toUpperCase())) {
    return comparison(entry, first.toUpperCase(), value, negate);
  }
  if (value.length === 2 && isDateColumn(column) && value.every(isIsoDate)) {
    const [from, to] = value.map((item) => context.params.bind(item as string));
    return `${target} ${negate ? 'NOT ' : ''}BETWEEN ${from} AND ${to}`;
  }
  return inList(entry, value, negate);
}

interface Entry {
  key: string;
  column: ColumnInfo;
  /** The quoted column. */
  target: string;
  context: WhereContext;
}

function isNullValue(value: unknown): boolean {
  return value === null || value === 'null';
}

function isDateColumn(column: ColumnInfo): boolean {
  return column.kind === 'date' || column.kind === 'timestamp';
}

/** `k op $n`, `NOT (k op $n)` for `k!`; LIKE and ILIKE match the column as text. */
function comparison(entry: Entry, operator: string, value: unknown[], negate: boolean): string {
  if (value.length !== 2) {
    throw invalid(entry, value, `expected [operator, value], e.g. [">=", 5]`);
  }
  const operand = value[1];
  let clause: string;
  if (operator === 'LIKE' || operator === 'ILIKE') {
    clause = `${asText(entry)} ${operator} ${entry.context.params.bind(textValue(entry, operand))}`;
  } else {
    if (isNullValue(operand)) throw invalid(entry, value, 'cannot compare with null');
    const op = operator === '!=' ? '<>' : operator;
    clause = `${entry.target} ${op} ${bindAs(entry, operand)}`;
  }
  return negate ? `NOT (${clause})` : clause;
}

/** `k IN (...)` / `k NOT IN (...)`; null items add `k IS NULL` (or remove it for `k!`). */
function inList(entry: Entry, value: unknown[], negate: boolean): string {
  const items = value.filter((item) => !isNullValue(item));
  const hasNull = items.length < value.length;
  const { target } = entry;
  const nullTest = `${target} IS ${negate ? 'NOT ' : ''}NULL`;
  if (items.length === 0) return nullTest;
  const list = `${target} ${negate ? 'NOT IN' : 'IN'} (${items.map((item) => bindAs(entry, item)).join(', ')})`;
  if (!hasNull) return list;
  return `(${list} ${negate ? 'AND' : 'OR'} ${nullTest})`;
}

/** `k~`: the column starts with the value (ILIKE, wildcards in the value taken literally). */
function startsWith(entry: Entry, values: unknown[]): string | undefined {
  const clauses = values
    .filter((value) => !isNullValue(value))
    .map((value) => {
      const prefix = textValue(entry, value).replace(/[\\%_]/g, (ch) => `\\${ch}`);
      return `${asText(entry)} ILIKE ${entry.context.params.bind(`${prefix}%`)} ESCAPE '\\'`;
    });
  if (clauses.length === 0) return undefined;
  return clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`;
}

/** The column as text, for pattern matching on non-text columns. */
function asText(entry: Entry): string {
  if (entry.column.kind === 'string') return entry.target;
  return `CAST(${entry.target} AS ${textType(entry.context.dialect)})`;
}

/** Binds `value` coerced to the column's kind. */
function bindAs(entry: Entry, value: unknown): string {
  return entry.context.params.bind(coerce(entry, value));
}

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * `value` as the column's kind: numbers for number columns (numeric text accepted), text for
 * text columns, strict `YYYY-MM-DD` for dates, booleans (or 'true' / 'false') for booleans.
 * Anything else is a QueryInputError naming the key, the same for every dialect.
 */
function coerce(entry: Entry, value: unknown): BoundValue {
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw invalid(entry, value, 'text cannot contain a NUL character');
  }
  switch (entry.column.kind) {
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) return Number(value);
      throw invalid(entry, value, 'expected a number');
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value === 'boolean') return String(value);
      throw invalid(entry, value, 'expected text');
    case 'date':
      if (isIsoDate(value)) return value;
      throw invalid(entry, value, 'expected a date (YYYY-MM-DD)');
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw invalid(entry, value, 'expected true or false');
    default:
      if (typeof value === 'string' || typeof value === 'boolean') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      throw invalid(entry, value, 'expected a value');
  }
}

/** A pattern operand: text (numbers and booleans as their text). */
function textValue(entry: Entry, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') throw invalid(entry, value, 'expected text');
  if (value.includes('\u0000')) throw invalid(entry, value, 'text cannot contain a NUL character');
  return value;
}

function invalid(entry: Entry, value: unknown, why: string): QueryInputError {
  const label = entry.context.label ?? 'where_cond';
  let shown: string;
  try {
    shown = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    shown = String(value);
  }
  return new QueryInputError(
    `Invalid value ${quoteForMessage(shown)} for ${quoteForMessage(entry.key)} in ${label}: ${why}`,
  );
}
