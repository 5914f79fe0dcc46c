/**
 * The two scanning steps every SQL reader here needs: where a string literal or quoted
 * identifier ends, and where a block comment ends. The tokenizer and the placeholder finder
 * share them so both agree on what is SQL text and what is quoted.
 */

/** Offset just past the quote closing the literal opened at `start` (or the end of text). */
export function quotedEnd(
  sql: string,
  start: number,
  quote: string,
  backslashEscapes: boolean,
): number {
  let k = start + 1;
  while (k < sql.length) {
    const c = sql[k];
    if (backslashEscapes && c === '\\') {
      k += 2;
    } else if (c === quote) {
      // A doubled quote is an escaped quote inside the literal.
      if (sql[k + 1] === quote) k += 2;
      else return k + 1;
    } else {
      k++;
    }
  }
  return sql.length;
}

/**
 * Offset just past the `*\/` closing the comment opened at `start`. PostgreSQL and DuckDB nest
 * block comments (`nested`, the default); standard SQL ends at the first `*\/`.
 */
export function blockCommentEnd(sql: string, start: number, nested = true): number {
  let depth = 0;
  let k = start;
  while (k < sql.length) {
    if (sql[k] === '/' && sql[k + 1] === '*' && (nested || depth === 0)) {
      depth++;
      k += 2;
    } else if (sql[k] === '*' && sql[k + 1] === '/') {
      depth--;
      k += 2;
      if (depth === 0) return k;
    } else {
      k++;
    }
  }
  return sql.length;
}
