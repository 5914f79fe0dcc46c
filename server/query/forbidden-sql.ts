/**
 * The words raw SQL may not use (read-only-sql.ts): statement keywords that write or
 * administer, and functions that run SQL text, read or list server files, reach other
 * servers or other sessions, or change settings. Functions come in families (PostgreSQL's
 * `query_to_xml` / `table_to_xml` / `database_to_xml...`, `pg_read_*`, `lo_*`, `dblink*`;
 * DuckDB's `read_*`, `parquet_*`), so families are matched by prefix or pattern and a new
 * member of one is refused without being listed.
 */

/** Statement keywords that write, change settings or reach outside the database. */
export const FORBIDDEN_KEYWORDS = [
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'create',
  'drop',
  'alter',
  'attach',
  'detach',
  'copy',
  'install',
  'load',
  'pragma',
  'set',
  'reset',
  'call',
  'export',
  'import',
  'grant',
  'revoke',
  'truncate',
  'vacuum',
  'checkpoint',
  'use',
  'begin',
  'commit',
  'rollback',
  'abort',
  'do',
  'lock',
  'listen',
  'notify',
  'refresh',
  'cluster',
  'reindex',
  'comment',
  'prepare',
  'execute',
  'deallocate',
  'discard',
] as const;

/** Functions refused by name, whatever their schema or spelling. */
export const FORBIDDEN_FUNCTIONS = [
  // Run SQL text given as a value (DuckDB, PostgreSQL's text search statistics).
  'query',
  'query_table',
  'json_execute_serialized_sql',
  'ts_stat',
  'ts_rewrite',
  // Read or list server files.
  'pg_stat_file',
  'pg_current_logfile',
  'glob',
  'sniff_csv',
  'st_read',
  // Other sessions, the server process, settings.
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'set_config',
  'current_setting',
  'getenv',
  // Writes disguised as functions.
  'nextval',
  'setval',
  'loread',
  'lowrite',
  // DuckDB generators that install extensions and write tables.
  'dbgen',
  'dsdgen',
  // DuckDB table functions that change the shared database's state, or write to its log:
  // enable_logging(storage_path = ...) writes files and can take the process down.
  'checkpoint',
  'force_checkpoint',
  'truncate_duckdb_logs',
  'check_peg_parser',
  'write_log',
  'setseed',
  'getvariable',
  'currval',
  // Sleeping holds a pooled connection for nothing a dashboard needs.
  'sleep_ms',
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  // DuckDB catalogs of secrets, settings, files and other statements: not a dashboard's data.
  'duckdb_secrets',
  'which_secret',
  'duckdb_settings',
  'duckdb_variables',
  'duckdb_logs',
  'duckdb_logs_parsed',
  'duckdb_log_contexts',
  'duckdb_temporary_files',
  'duckdb_external_file_cache',
  'duckdb_prepared_statements',
  'duckdb_databases',
] as const;

/** Families refused by prefix. */
export const FORBIDDEN_FUNCTION_PREFIXES = [
  'pg_read_', // pg_read_file, pg_read_binary_file
  'pg_ls_', // pg_ls_dir, pg_ls_logdir, pg_ls_waldir, pg_ls_tmpdir...
  'pg_file_', // adminpack's pg_file_write, pg_file_rename...
  'lo_', // large objects: lo_import, lo_export, lo_get, lo_open...
  'dblink', // dblink, dblink_exec, dblink_connect...
  'read_', // DuckDB: read_csv, read_parquet, read_json, read_text, read_blob, read_xlsx...
  'parquet_', // parquet_scan, parquet_metadata, parquet_schema...
  'csv_', // csv_scan
  'iceberg_',
  'delta_scan',
  'postgres_', // DuckDB's postgres extension: postgres_query, postgres_execute, postgres_scan
  'mysql_',
  'sqlite_',
  'st_read', // st_read_meta, st_readosm...
  'tpch',
  'tpcds',
  'enable_', // DuckDB: enable_logging, enable_profiling, enable_peg_parser...
  'disable_', // DuckDB: disable_logging, disable_profiling, disable_peg_parser...
  'arrow_scan', // DuckDB: reads memory at a pointer given as an argument
] as const;

/**
 * Families refused by pattern: PostgreSQL's XML exporters run a query text
 * (`query_to_xml`) or read a whole table, schema or database (`table_to_xml`,
 * `schema_to_xml`, `database_to_xml`, `cursor_to_xml`, and their `_xmlschema` forms).
 */
export const FORBIDDEN_FUNCTION_PATTERNS: readonly RegExp[] = [/_to_xml/];

const NAMES: ReadonlySet<string> = new Set(FORBIDDEN_FUNCTIONS);
const KEYWORDS: ReadonlySet<string> = new Set(FORBIDDEN_KEYWORDS);

/** Whether `word` (lower-case) is a statement keyword raw SQL may not use. */
export function isForbiddenKeyword(word: string): boolean {
  return KEYWORDS.has(word);
}

/** Whether calling the function `name` (decoded, lower-case) is refused. */
export function isForbiddenFunction(name: string): boolean {
  return (
    NAMES.has(name) ||
    FORBIDDEN_FUNCTION_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
    FORBIDDEN_FUNCTION_PATTERNS.some((pattern) => pattern.test(name))
  );
}
