/**
 * The gate in front of raw SQL (query_raw previews and saved-query SQL): one read-only
 * statement, nothing else. It is a second line of defence: DuckDB files are opened
 * read-only without external access and PostgreSQL statements run in READ ONLY
 * transactions, so a statement that slips past this check still cannot write.
 */
import { QueryInputError } from './query-errors.ts';
import { memoizeBySql } from './sql-memo.ts';
import { isForbiddenFunction, isForbiddenKeyword } from './forbidden-sql.ts';
import { fileAsTable } from './sql-file-tables.ts';
import { readNames } from './sql-names.ts';
import { significantTokens, type SqlToken, type TokenizeOptions } from './sql-tokens.ts';

export { FORBIDDEN_FUNCTIONS, FORBIDDEN_KEYWORDS } from './forbidden-sql.ts';

/** A refused statement, with where in the SQL text the refused word starts. */
export class ReadOnlySqlError extends QueryInputError {
  /** Offset of the offending token in the SQL text (0 when the whole text is at fault). */
  readonly offset: number;

  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

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
  if (first === undefined) throw new ReadOnlySqlError('The SQL is empty', 0);
  const separator = statement.find((token) => token.kind === 'symbol' && token.text === ';');
  if (separator) {
    throw new ReadOnlySqlError('Only one SQL statement can be run at a time', separator.start);
  }
  if (first.kind !== 'word' || !FIRST_WORDS.has(first.text.toLowerCase())) {
    throw new ReadOnlySqlError(
      `Only SELECT, WITH, VALUES, DESCRIBE, SHOW and EXPLAIN statements can be run, not "${first.text}"`,
      first.start,
    );
  }
  const names = readNames(statement);
  for (const named of names) {
    if (named.plain && isForbiddenKeyword(named.name)) {
      throw new ReadOnlySqlError(
        `"${named.written.toUpperCase()}" is not allowed in a read-only query`,
        named.token.start,
      );
    }
    // A call, however the name is spelt ("query", U&"\0071uery") or qualified (main.query).
    if (statement[named.next]?.text === '(' && isForbiddenFunction(named.name)) {
      throw new ReadOnlySqlError(
        `Function "${named.written}" is not allowed in a read-only query`,
        named.token.start,
      );
    }
  }
  const file = fileAsTable(statement, names);
  if (file !== undefined) {
    throw new ReadOnlySqlError(
      `${JSON.stringify(file.name)} cannot be read as a table: a query reads the datasource's tables only`,
      file.offset,
    );
  }
}
