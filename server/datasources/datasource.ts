/**
 * The one interface every engine implements. The query engine compiles to the datasource's
 * dialect, then calls `query` with positional `$n` parameters; both engines return the same
 * JSON for the same data (see json-values.ts).
 */
import type { Dialect } from '../query/dialects.ts';
import { QueryInputError } from '../query/query-errors.ts';

/** What the compiler needs to know about a column's type. */
export type ColumnKind = 'number' | 'string' | 'date' | 'timestamp' | 'boolean' | 'other';

/** A column of a query result or a table. */
export interface ColumnInfo {
  name: string;
  /** The engine's type name (`INTEGER`, `character varying`, ...). */
  type: string;
  kind: ColumnKind;
}

/** Limits of one statement. */
export interface QueryOptions {
  /** The statement is cancelled after this many milliseconds (QueryTimeoutError). */
  timeoutMs: number;
  /** At most this many rows are read; `truncated` tells when there were more. */
  rowLimit: number;
  /** Cancels the statement (QueryExecutionError 'Query cancelled'). */
  signal?: AbortSignal;
}

/** Rows of a statement, as JSON-friendly values. */
export interface DatasourceResult {
  rows: Record<string, unknown>[];
  /** Output column names in order. */
  columns: string[];
  /** True when the statement had more rows than `rowLimit`. */
  truncated: boolean;
}

/** A database the engine reads. */
export interface Datasource {
  readonly name: string;
  /**
   * The SQL dialect queries are compiled for; 'http' for a JSON API (http/http-datasource.ts),
   * whose statements are requests, not SQL (see sqlDialect).
   */
  readonly dialect: Dialect | 'http';
  /** The schema queries read unqualified names from. */
  readonly schema: string;
  /** Most rows a query may return (the datasource file's row_limit, default 100000). */
  readonly rowLimit: number;
  /** Statement timeout of saved queries (statement_timeout_ms, default 10000). */
  readonly timeoutMs: number;
  /**
   * Runs one read-only statement with bound `$n` parameters. Throws QueryExecutionError with
   * the database's message, or QueryTimeoutError.
   */
  query(sql: string, params: readonly unknown[], options: QueryOptions): Promise<DatasourceResult>;
  /**
   * Output columns of a SELECT without running it: parameters may be left unbound (they are
   * read as NULL where a value is needed).
   */
  describe(sql: string): Promise<ColumnInfo[]>;
  /**
   * Columns of the tables and views of the datasource's schema among `names`
   * (case-insensitive); names that are not tables are left out. Keys are lower-case names.
   */
  tableColumns(names: readonly string[]): Promise<Map<string, ColumnInfo[]>>;
  /**
   * Throws QueryInputError when SQL written by a user (a preview, a saved query) names
   * another schema of the database or a catalog that lists them (see schema-scope.ts).
   */
  assertInScope(sql: string): Promise<void>;
  /**
   * For data that changes while the server runs (the tenant's write store): a text that changes
   * with every write, so cached results of the old data are never served. Absent: the data
   * only changes with a new file or a restart.
   */
  dataVersion?(): string;
  close(): Promise<void>;
}

/**
 * The SQL dialect of `datasource`; QueryInputError when it is an HTTP datasource, which runs
 * saved queries with an http request and no SQL (previews, SQL slugs, the queries builder).
 */
export function sqlDialect(datasource: Pick<Datasource, 'name' | 'dialect'>): Dialect {
  if (datasource.dialect === 'http') {
    throw new QueryInputError(
      `Datasource "${datasource.name}" is an HTTP datasource: it runs saved queries with an http request, not SQL`,
    );
  }
  return datasource.dialect;
}

/** Defaults of the datasource file (datasource.schema.json). */
export const DEFAULT_ROW_LIMIT = 100_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** connect_timeout_ms: opening a connection to a database server (PostgreSQL). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The kind of an engine type name: DuckDB's (`DECIMAL(12,2)`, `TIMESTAMP WITH TIME ZONE`)
 * and PostgreSQL's (`double precision`, `character varying`, `timestamp without time zone`).
 */
export function columnKind(typeName: string): ColumnKind {
  const type = typeName.toLowerCase();
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp') || type === 'timestamptz') return 'timestamp';
  if (type === 'boolean' || type === 'bool') return 'boolean';
  if (
    /^(tinyint|smallint|integer|int|int[248]|bigint|hugeint|utinyint|usmallint|uinteger|ubigint|uhugeint|float|float[48]|real|double|double precision|decimal|numeric|bignum|varint)\b/.test(
      type,
    )
  ) {
    return 'number';
  }
  if (/^(varchar|character|char|text|string|uuid|enum|name|bpchar)\b/.test(type)) return 'string';
  return 'other';
}

/**
 * Groups `information_schema.columns` rows (`table_name`, `column_name`, `data_type`) into
 * columns per lower-cased table name, in the order the rows come.
 */
export function groupColumnsByTable(
  rows: readonly Record<string, unknown>[],
): Map<string, ColumnInfo[]> {
  const result = new Map<string, ColumnInfo[]>();
  for (const row of rows) {
    const table = String(row.table_name);
    const type = String(row.data_type);
    const columns = result.get(table) ?? [];
    columns.push({ name: String(row.column_name), type, kind: columnKind(type) });
    result.set(table, columns);
  }
  return result;
}
