/**
 * `{name}` placeholders in saved-query SQL. The config validator uses this to check that every
 * placeholder is declared, and the query engine to bind them, so both agree on what counts as
 * a placeholder: `{` + word characters + `}` outside string literals, quoted identifiers and
 * comments. Anything else with a brace (JSON literals, `{` alone) is plain SQL text.
 */

import { blockCommentEnd, quotedEnd } from './sql-scan.ts';

/** Placeholders the query engine fills itself from the conditions; never declared in `params`. */
export const BUILT_IN_PLACEHOLDERS = [
  'where_cond',
  'and_cond',
  'filter',
  'fields',
  'firstdate',
  'lastdate',
  'filterdate',
] as const;

/** One of {@link BUILT_IN_PLACEHOLDERS}. */
export type BuiltInPlaceholder = (typeof BUILT_IN_PLACEHOLDERS)[number];

const BUILT_IN_SET: ReadonlySet<string> = new Set(BUILT_IN_PLACEHOLDERS);

/** Whether `name` is filled by the query engine rather than a declared parameter. */
export function isBuiltInPlaceholder(name: string): name is BuiltInPlaceholder {
  return BUILT_IN_SET.has(name);
}

/** A `{name}` found in SQL text. */
export interface SqlPlaceholder {
  /** The word between the braces. */
  name: string;
  /** Offset of the opening `{` in the SQL string (UTF-16 code units). */
  offset: number;
  /** Length of the whole placeholder including both braces. */
  length: number;
  /** 1-based line of the `{`. */
  line: number;
  /** 1-based column of the `{` (UTF-16 code units, as editors count them). */
  column: number;
}

const PLACEHOLDER_AT = /\{(\w+)\}/y;
const DOLLAR_TAG_AT = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;

/**
 * Every `{name}` placeholder in `sql`, in order. Skips `'...'` strings (with `''` escapes, and
 * backslash escapes in `E'...'` strings), `"..."` identifiers, `$tag$...$tag$` strings,
 * `-- line` and `/* block *\/` comments (nested, as in PostgreSQL).
 */
export function findPlaceholders(sql: string): SqlPlaceholder[] {
  const found: SqlPlaceholder[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const n = sql.length;

  // Advances over [from, to) keeping the line counter right; strings and comments may span lines.
  const skipTo = (to: number): void => {
    for (let k = i; k < to && k < n; k++) {
      if (sql.charCodeAt(k) === 10) {
        line++;
        lineStart = k + 1;
      }
    }
    i = Math.min(to, n);
  };

  while (i < n) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '\n') {
      line++;
      lineStart = i + 1;
      i++;
    } else if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      skipTo(end === -1 ? n : end);
    } else if (ch === '/' && next === '*') {
      skipTo(blockCommentEnd(sql, i));
    } else if (ch === "'") {
      const prev = i > 0 ? sql[i - 1] : '';
      const backslashEscapes = (prev === 'E' || prev === 'e') && !isWordChar(sql[i - 2]);
      skipTo(quotedEnd(sql, i, "'", backslashEscapes));
    } else if (ch === '"') {
      skipTo(quotedEnd(sql, i, '"', false));
    } else if (ch === '$' && !isWordChar(sql[i - 1])) {
      DOLLAR_TAG_AT.lastIndex = i;
      const tag = DOLLAR_TAG_AT.exec(sql);
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        skipTo(close === -1 ? n : close + tag[0].length);
      } else {
        i++;
      }
    } else if (ch === '{') {
      PLACEHOLDER_AT.lastIndex = i;
      const match = PLACEHOLDER_AT.exec(sql);
      if (match?.[1] !== undefined) {
        found.push({
          name: match[1],
          offset: i,
          length: match[0].length,
          line,
          column: i - lineStart + 1,
        });
        i += match[0].length;
      } else {
        i++;
      }
    } else {
      i++;
    }
  }
  return found;
}

/** Distinct placeholder names in order of first use. */
export function placeholderNames(sql: string): string[] {
  return [...new Set(findPlaceholders(sql).map((p) => p.name))];
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /\w/.test(ch);
}
