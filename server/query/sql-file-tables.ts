/**
 * Table positions that name a file: DuckDB reads `FROM '/etc/passwd'`, `JOIN "data.csv"` or
 * `DESCRIBE 'x.parquet'` as files or URLs (its "replacement scans"). Its external access is
 * off, so the database refuses them anyway; the read-only check refuses them first, with a
 * message that says why.
 */
import { stringValue, type NamedToken } from './sql-names.ts';
import type { SqlToken } from './sql-tokens.ts';

/** Words after which, in a query's FROM clause, a name is a table. */
const TABLE_POSITION = new Set(['from', 'join', 'describe', 'summarize', 'table']);
/** Words that end a FROM clause. */
const CLAUSE_ENDS = new Set([
  'where',
  'group',
  'having',
  'order',
  'limit',
  'offset',
  'qualify',
  'window',
  'union',
  'intersect',
  'except',
  'select',
  'on',
  'using',
  'returning',
]);
/** A table name that DuckDB would read as a file or URL (its "replacement scans"). */
const FILE_NAME =
  /[/\\:]|\.(?:csv|tsv|parquet|json|jsonl|ndjson|txt|gz|zst|xlsx|db|duckdb|sqlite|arrow)$/i;

/** Words that open a query inside parentheses (`(FROM 'x.csv')` is DuckDB's FROM-first). */
const QUERY_STARTS = new Set([
  'select',
  'with',
  'values',
  'from',
  'table',
  'summarize',
  'describe',
]);
/** SQL-standard functions whose arguments read `FROM` as a word of their own. */
const FROM_FUNCTIONS = new Set(['extract', 'substring', 'trim', 'overlay', 'position']);

interface Frame {
  /** Inside a FROM clause of this parenthesis level. */
  inFrom: boolean;
  /** This level holds a query (not a function's arguments). */
  query: boolean;
  /** The next token is the first of this level. */
  first: boolean;
  /** The level's opening parenthesis follows extract/substring/trim... */
  fromFunction: boolean;
}

/**
 * The file a statement names where a table belongs (`FROM '/etc/passwd'`,
 * `JOIN "data.csv"`, `FROM sales, 'x.parquet'`), or undefined. `tokens` are significant
 * tokens; `names` their identifiers (sql-names.ts), whose decoded text is checked.
 */
export function fileAsTable(
  tokens: readonly SqlToken[],
  names: readonly NamedToken[],
): { name: string; offset: number } | undefined {
  const quoted = new Map(names.filter((n) => !n.plain).map((n) => [n.index, n.written]));
  const frames: Frame[] = [{ inFrom: false, query: true, first: false, fromFunction: false }];
  let before: string | undefined;
  for (const [index, token] of tokens.entries()) {
    const frame = frames[frames.length - 1];
    if (frame === undefined) break;
    const word = token.kind === 'word' ? token.text.toLowerCase() : undefined;
    if (word === 'select' || (frame.first && !frame.fromFunction && QUERY_STARTS.has(word ?? ''))) {
      frame.query = true;
    }
    frame.first = false;
    if (
      frame.query &&
      before !== undefined &&
      (TABLE_POSITION.has(before) || (before === ',' && frame.inFrom))
    ) {
      if (token.kind === 'string') return { name: stringValue(token), offset: token.start };
      const name = quoted.get(index);
      if (name !== undefined && FILE_NAME.test(name)) return { name, offset: token.start };
    }
    if (word === 'from' || word === 'join') frame.inFrom = frame.query;
    else if (word !== undefined && CLAUSE_ENDS.has(word)) frame.inFrom = false;
    if (token.text === '(') {
      frames.push({
        inFrom: false,
        query: false,
        first: true,
        fromFunction: FROM_FUNCTIONS.has(before ?? ''),
      });
    } else if (token.text === ')' && frames.length > 1) {
      frames.pop();
    }
    before = word ?? token.text;
  }
  return undefined;
}
