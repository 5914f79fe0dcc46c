/**
 * The columns an identifier may name, looked up case-insensitively (as unquoted SQL reads
 * them) and answered with the column's own spelling, which the compiler then quotes.
 */
import type { ColumnInfo } from '../datasources/datasource.ts';
import { isIdentifier } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

/** Columns by name. */
export interface ColumnCatalog {
  /** The column `name` refers to, or undefined. */
  find(name: string): ColumnInfo | undefined;
  /**
   * The column `name` refers to; QueryInputError `Unknown column "name" in <where>`
   * otherwise (also for names that are not plain identifiers).
   */
  require(name: string, where: string): ColumnInfo;
}

/** A catalog of `columns`; on duplicate names (case-insensitive) the first one counts. */
export function columnCatalog(...lists: readonly (readonly ColumnInfo[])[]): ColumnCatalog {
  const byName = new Map<string, ColumnInfo>();
  for (const list of lists) {
    for (const column of list) {
      const key = column.name.toLowerCase();
      if (!byName.has(key)) byName.set(key, column);
    }
  }
  const find = (name: string) => (isIdentifier(name) ? byName.get(name.toLowerCase()) : undefined);
  return {
    find,
    require(name, where) {
      const column = find(name);
      if (!column) throw new QueryInputError(`Unknown column ${quoteForMessage(name)} in ${where}`);
      return column;
    },
  };
}

/** `text` in double quotes for an error message, shortened and with control characters shown. */
export function quoteForMessage(text: string): string {
  const short = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  // eslint-disable-next-line no-control-regex
  return `"${short.replace(/[\u0000-\u001f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}
