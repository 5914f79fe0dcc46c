/**
 * The text side of compiling a saved query: its SQL without trailing `;` and its
 * placeholders (worked out once per text), the substitution of the placeholders, and the
 * outer SELECT that carries fields, where, grouping, ordering and limits.
 */
import { memoizeBySql } from './sql-memo.ts';
import { findPlaceholders, type SqlPlaceholder } from './sql-placeholders.ts';
import { stripTrailingSemicolons } from './sql-tokens.ts';

/** Placeholders that take the where expression. */
export const WHERE_SLOTS: ReadonlySet<string> = new Set(['where_cond', 'and_cond', 'filter']);
/** Placeholders bound as dates from the conditions. */
export const DATE_SLOTS: ReadonlySet<string> = new Set(['firstdate', 'lastdate', 'filterdate']);

/** The SQL without trailing `;` and its placeholders: derived once per text. */
export interface SqlShape {
  body: string;
  /** Distinct placeholder names in order of first use. */
  placeholders: string[];
  /** Every placeholder occurrence in `body`. */
  found: SqlPlaceholder[];
}

/** The shape of `sql`, remembered per text. */
export const shapeOf = memoizeBySql((sql): SqlShape => {
  const body = stripTrailingSemicolons(sql);
  const found = findPlaceholders(body);
  return { body, placeholders: [...new Set(found.map((item) => item.name))], found };
});

/** Whether the where expression of `sql` goes inside it (it has a where placeholder). */
export function hasWherePlaceholder(sql: string): boolean {
  return shapeOf(sql).placeholders.some((name) => WHERE_SLOTS.has(name));
}

/**
 * `sql` with every placeholder replaced (from the end, so offsets stay valid). A WHERE / AND
 * part gets a space before it when the text before the placeholder does not end in one
 * (`x > 0{and_cond}` still reads `x > 0 AND ...`).
 */
export function substitute(shape: SqlShape, replacements: ReadonlyMap<string, string>): string {
  const sql = shape.body;
  let out = sql;
  for (const found of [...shape.found].reverse()) {
    let replacement = replacements.get(found.name);
    if (replacement === undefined) continue;
    if (/^(WHERE|AND) /.test(replacement) && !/^$|\s/.test(sql[found.offset - 1] ?? '')) {
      replacement = ` ${replacement}`;
    }
    out = out.slice(0, found.offset) + replacement + out.slice(found.offset + found.length);
  }
  return out;
}

/** What the outer SELECT adds. */
export interface OuterParts {
  fields: string;
  where: string;
  groupBy: string;
  ordering: string;
  limit?: number;
  offset?: number;
}

/** `inner` wrapped in the outer SELECT, or as is when the wrapper would add nothing. */
export function wrap(inner: string, parts: OuterParts): string {
  const needed =
    parts.fields !== '*' ||
    parts.where !== '' ||
    parts.groupBy !== '' ||
    parts.ordering !== '' ||
    parts.limit !== undefined;
  if (!needed) return inner;
  // The inner SQL goes on its own lines: a trailing `-- comment` must not swallow `) AS q`.
  const lines = [`SELECT ${parts.fields}`, 'FROM (', inner.trimEnd(), ') AS q'];
  if (parts.where !== '') lines.push(`WHERE ${parts.where}`);
  if (parts.groupBy !== '') lines.push(`GROUP BY ${parts.groupBy}`);
  if (parts.ordering !== '') lines.push(`ORDER BY ${parts.ordering}`);
  // Validated integers (readLimit), so they can be part of the text.
  if (parts.limit !== undefined) lines.push(`LIMIT ${parts.limit}`);
  if (parts.offset !== undefined) lines.push(`OFFSET ${parts.offset}`);
  return lines.join('\n');
}
