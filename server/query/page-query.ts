/**
 * Server-side paging of a saved query (the server-side query table): the slug's compiled SQL
 * (tenant, fixed filters and conditions already applied) becomes a subquery, and the page's
 * column filters, sort and window run on the database as bound SQL:
 *
 *   SELECT * FROM (<slug sql>) t WHERE <filters> ORDER BY "<column>" LIMIT $n OFFSET $m
 *   SELECT count(*) AS total FROM (<slug sql>) t WHERE <filters>
 *
 * Column names come from the request but are checked against the query's output columns and
 * quoted; every value is bound.
 */
import { quoteForMessage } from './column-catalog.ts';
import { placeholder, quoteIdentifier, textType, type Dialect } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 500;

/** Column filter operators: `contains` matches the text form case-insensitively. */
export const PAGE_FILTER_OPS = ['contains', 'eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
export type PageFilterOp = (typeof PAGE_FILTER_OPS)[number];

const COMPARISON: Readonly<Record<Exclude<PageFilterOp, 'contains'>, string>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

export interface PageFilter {
  column: string;
  op: PageFilterOp;
  value: string | number | boolean;
}

/** One page request: window, sort and column filters. */
export interface PageRequest {
  offset: number;
  limit: number;
  sort?: { column: string; direction: 'asc' | 'desc' };
  filters: PageFilter[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integer(name: string, value: unknown, min: number, max: number, fallback: number) {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max) {
    return value;
  }
  throw new QueryInputError(
    `Invalid page.${name} ${quoteForMessage(String(JSON.stringify(value)))}: expected an integer from ${min} to ${max}`,
  );
}

/**
 * The `page` object of a request body, checked (400 naming the bad field and value).
 * Column names are checked later, against the query's columns ({@link pageStatements}).
 */
export function parsePageRequest(value: unknown): PageRequest {
  if (value === undefined || value === null) return { offset: 0, limit: 50, filters: [] };
  if (!isObject(value))
    throw new QueryInputError('page must be an object {offset, limit, sort, filters}');
  const offset = integer('offset', value.offset, 0, Number.MAX_SAFE_INTEGER, 0);
  const limit = integer('limit', value.limit, 1, MAX_PAGE_SIZE, 50);
  let sort: PageRequest['sort'];
  if (value.sort !== undefined && value.sort !== null) {
    const raw = value.sort;
    if (!isObject(raw) || typeof raw.column !== 'string') {
      throw new QueryInputError('page.sort must be {column, direction: "asc" | "desc"}');
    }
    const direction = raw.direction ?? 'asc';
    if (direction !== 'asc' && direction !== 'desc') {
      throw new QueryInputError(
        `Invalid page.sort.direction ${quoteForMessage(String(direction))}: expected asc or desc`,
      );
    }
    sort = { column: raw.column, direction };
  }
  const filters: PageFilter[] = [];
  const rawFilters = value.filters ?? [];
  if (!Array.isArray(rawFilters)) throw new QueryInputError('page.filters must be an array');
  rawFilters.forEach((filter: unknown, index) => {
    const where = `page.filters[${index}]`;
    if (!isObject(filter) || typeof filter.column !== 'string') {
      throw new QueryInputError(`${where} must be {column, op, value}`);
    }
    const op = filter.op ?? 'contains';
    if (!(PAGE_FILTER_OPS as readonly unknown[]).includes(op)) {
      throw new QueryInputError(
        `Invalid ${where}.op ${quoteForMessage(String(op))}: expected one of ${PAGE_FILTER_OPS.join(', ')}`,
      );
    }
    const filterValue = filter.value;
    if (!['string', 'number', 'boolean'].includes(typeof filterValue)) {
      throw new QueryInputError(`${where}.value must be a string, number or boolean`);
    }
    filters.push({
      column: filter.column,
      op: op as PageFilterOp,
      value: filterValue as PageFilter['value'],
    });
  });
  return { offset, limit, sort, filters };
}

/** The page's rows and count statements over a compiled slug. */
export interface PageStatements {
  rows: { sql: string; params: unknown[] };
  count: { sql: string; params: unknown[] };
}

function checkedColumn(name: string, columns: readonly string[], field: string): string {
  if (!columns.includes(name)) {
    throw new QueryInputError(
      `Unknown column ${quoteForMessage(name)} in ${field}: the query's columns are ${columns.join(', ')}`,
    );
  }
  return quoteIdentifier(name);
}

function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Wraps `inner` (the compiled slug, whose bound values are `params`) for one page. `columns`
 * are the slug's output columns: the only names sort and filters may use.
 */
export function pageStatements(
  dialect: Dialect,
  inner: { sql: string; params: readonly unknown[] },
  columns: readonly string[],
  page: PageRequest,
): PageStatements {
  const params = [...inner.params];
  const bind = (value: unknown) => {
    params.push(value);
    return placeholder(params.length);
  };
  const conditions = page.filters.map((filter, index) => {
    const column = checkedColumn(filter.column, columns, `page.filters[${index}].column`);
    if (filter.op === 'contains') {
      return `CAST(${column} AS ${textType(dialect)}) ILIKE ${bind(likePattern(String(filter.value)))} ESCAPE '\\'`;
    }
    return `${column} ${COMPARISON[filter.op]} ${bind(filter.value)}`;
  });
  const from = `FROM (${inner.sql.trim().replace(/;\s*$/, '')}) t${
    conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  }`;
  const countParams = [...params];
  const order = page.sort
    ? ` ORDER BY ${checkedColumn(page.sort.column, columns, 'page.sort.column')} ${
        page.sort.direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST'
      }`
    : '';
  const window = ` LIMIT ${bind(page.limit)} OFFSET ${bind(page.offset)}`;
  return {
    rows: { sql: `SELECT * ${from}${order}${window}`, params },
    count: { sql: `SELECT count(*) AS total ${from}`, params: countParams },
  };
}
