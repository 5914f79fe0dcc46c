/**
 * The gate in front of raw SQL (query_raw previews and saved-query SQL): one read-only
 * statement, nothing else. It is a second line of defence: DuckDB files are opened
 * read-only without external access and PostgreSQL statements run in READ ONLY
 * transactions, so a statement that slips past this check still cannot write.
 */
import { QueryInputError } from './query-errors.ts';
import { memoizeBySql } from './sql-memo.ts';
import { significantTokens, type SqlToken, type TokenizeOptions } from './sql-tokens.ts';

/** Words a read-only statement may start with. */
const FIRST_WORDS = new Set([
  'select',
  'with',
  'values',
  'describe',
  'show',
  'explain',
  'table',
  'from',
  'summarize',
]);

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

/** Functions that read server files, run SQL text or act on other sessions. */
export const FORBIDDEN_FUNCTIONS = [
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'lo_import',
  'lo_export',
  'dblink',
  'dblink_exec',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'set_config',
  'query',
  'query_table',
  'read_csv',
  'read_csv_auto',
  'read_parquet',
  'parquet_scan',
  'read_json',
  'read_json_auto',
  'read_ndjson',
  'read_text',
  'read_blob',
  'glob',
  'sniff_csv',
] as const;

const FORBIDDEN_KEYWORD_SET: ReadonlySet<string> = new Set(FORBIDDEN_KEYWORDS);
const FORBIDDEN_FUNCTION_SET: ReadonlySet<string> = new Set(FORBIDDEN_FUNCTIONS);

/**
 * Both ways of reading the corners where SQL readers differ (`E'\''` escapes, nested
 * comments): a statement must pass under each, so no reader sees a second statement hidden
 * in what another reads as a string or a comment.
 */
const READINGS: readonly TokenizeOptions[] = [
  { escapeStrings: true, nestedComments: true },
  { escapeStrings: false, nestedComments: false },
];

/**
 * Throws QueryInputError unless `sql` is a single SELECT / WITH / VALUES / DESCRIBE / SHOW /
 * EXPLAIN (or DuckDB's FROM-first / SUMMARIZE / TABLE) statement with no write or
 * administration keyword and no file-reading function. A trailing `;` is allowed. Words are
 * matched outside string literals, quoted identifiers and comments, so a column must be
 * quoted when its name is one of the keywords (`"load"`).
 */
export const assertReadOnlyStatement: (sql: string) => void = memoizeBySql((sql) => {
  for (const reading of READINGS) checkReading(significantTokens(sql, reading));
});

function checkReading(tokens: SqlToken[]): void {
  let end = tokens.length;
  while (end > 0 && tokens[end - 1]?.text === ';') end--;
  const statement = tokens.slice(0, end);
  const first = statement.find((token) => token.text !== '(');
  if (first === undefined) throw new QueryInputError('The SQL is empty');
  if (statement.some((token) => token.kind === 'symbol' && token.text === ';')) {
    throw new QueryInputError('Only one SQL statement can be run at a time');
  }
  if (first.kind !== 'word' || !FIRST_WORDS.has(first.text.toLowerCase())) {
    throw new QueryInputError(
      `Only SELECT, WITH, VALUES, DESCRIBE, SHOW and EXPLAIN statements can be run, not "${first.text}"`,
    );
  }
  statement.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const word = token.text.toLowerCase();
    if (FORBIDDEN_KEYWORD_SET.has(word)) {
      throw new QueryInputError(
        `"${token.text.toUpperCase()}" is not allowed in a read-only query`,
      );
    }
    if (FORBIDDEN_FUNCTION_SET.has(word) && statement[index + 1]?.text === '(') {
      throw new QueryInputError(`Function "${token.text}" is not allowed in a read-only query`);
    }
  });
}
