/**
 * A conservative SQL tokenizer: enough to tell words from string literals, quoted
 * identifiers (`U&"..."` ones included), comments and statement separators in DuckDB and
 * PostgreSQL text. The engine
 * uses it to strip a trailing `;` before wrapping a query, to find the tables a query names
 * and to check that a preview is one read-only statement; it never rewrites SQL with it.
 */

import { blockCommentEnd, quotedEnd } from './sql-scan.ts';
import { readNames } from './sql-names.ts';

/** Kinds of token. */
export type SqlTokenKind =
  'word' | 'quoted-identifier' | 'string' | 'comment' | 'number' | 'parameter' | 'symbol' | 'space';

/** One token and where it is in the text. */
export interface SqlToken {
  kind: SqlTokenKind;
  /** The exact source text. */
  text: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const PARAMETER = /\$\d+/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
const SPACE = /\s+/y;

/**
 * How to read the corners where dialects differ. The defaults are PostgreSQL's; checks that
 * must hold for any reader tokenize twice (see read-only-sql.ts).
 */
export interface TokenizeOptions {
  /** `E'...'` strings take backslash escapes (PostgreSQL; default true). */
  escapeStrings?: boolean;
  /** Block comments nest (PostgreSQL; default true). */
  nestedComments?: boolean;
}

/**
 * Splits `sql` into tokens covering the whole text. An unterminated string, identifier or
 * comment runs to the end of the text (as the database would read it: as an error, never
 * as more SQL).
 */
export function tokenizeSql(sql: string, options: TokenizeOptions = {}): SqlToken[] {
  const escapeStrings = options.escapeStrings ?? true;
  const nestedComments = options.nestedComments ?? true;
  const tokens: SqlToken[] = [];
  let i = 0;
  const push = (kind: SqlTokenKind, end: number): void => {
    tokens.push({ kind, text: sql.slice(i, end), start: i, end });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i] ?? '';
    const next = sql[i + 1];
    if (sticky(SPACE, sql, i)) {
      push('space', SPACE.lastIndex);
    } else if (ch === '-' && next === '-') {
      const newline = sql.indexOf('\n', i);
      push('comment', newline === -1 ? sql.length : newline);
    } else if (ch === '/' && next === '*') {
      push('comment', blockCommentEnd(sql, i, nestedComments));
    } else if (ch === "'") {
      push('string', quotedEnd(sql, i, "'", false));
    } else if (escapeStrings && (ch === 'E' || ch === 'e') && next === "'") {
      push('string', quotedEnd(sql, i + 1, "'", true));
    } else if (ch === '"') {
      push('quoted-identifier', quotedEnd(sql, i, '"', false));
    } else if ((ch === 'U' || ch === 'u') && next === '&' && sql[i + 2] === '"') {
      // PostgreSQL's U&"..." identifier: one token, decoded by sql-names.ts.
      push('quoted-identifier', quotedEnd(sql, i + 2, '"', false));
    } else if ((ch === 'U' || ch === 'u') && next === '&' && sql[i + 2] === "'") {
      push('string', quotedEnd(sql, i + 2, "'", false));
    } else if (ch === '$' && sticky(PARAMETER, sql, i)) {
      push('parameter', PARAMETER.lastIndex);
    } else if (ch === '$' && sticky(DOLLAR_TAG, sql, i)) {
      const tag = sql.slice(i, DOLLAR_TAG.lastIndex);
      const close = sql.indexOf(tag, DOLLAR_TAG.lastIndex);
      push('string', close === -1 ? sql.length : close + tag.length);
    } else if (sticky(WORD, sql, i)) {
      push('word', WORD.lastIndex);
    } else if (sticky(NUMBER, sql, i)) {
      push('number', NUMBER.lastIndex);
    } else {
      push('symbol', i + 1);
    }
  }
  return tokens;
}

/** Tokens that carry meaning: no spaces, no comments. */
export function significantTokens(sql: string, options?: TokenizeOptions): SqlToken[] {
  return tokenizeSql(sql, options).filter(
    (token) => token.kind !== 'space' && token.kind !== 'comment',
  );
}

/**
 * `sql` without trailing `;` separators (and the spaces and comments around them), so it can
 * be wrapped as a subquery. A `;` followed by more SQL is left alone: callers that accept a
 * single statement check for it separately.
 */
export function stripTrailingSemicolons(sql: string): string {
  const tokens = tokenizeSql(sql);
  let end = tokens.length;
  let cut = sql.length;
  while (end > 0) {
    const token = tokens[end - 1];
    if (token === undefined) break;
    if (token.kind === 'space' || token.kind === 'comment') {
      end--;
    } else if (token.kind === 'symbol' && token.text === ';') {
      end--;
      cut = token.start;
    } else {
      break;
    }
  }
  return sql.slice(0, cut);
}

/**
 * The identifiers `sql` mentions (plain words and quoted identifiers, `U&` ones decoded,
 * lower-cased, in order of first use): a superset of the tables and views it reads.
 */
export function identifierWords(sql: string): string[] {
  const words = new Set<string>();
  for (const named of readNames(significantTokens(sql))) {
    if (named.name !== '') words.add(named.name);
  }
  return [...words];
}

function sticky(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at;
  return pattern.test(text);
}
