/** The suffixes a where_cond key may carry: negate, join with OR, starts-with. */
export type WhereKeySuffix = '!' | '|' | '~';

const SUFFIXES: readonly string[] = ['!', '|', '~'];

/**
 * Splits a where_cond key into its column and suffix: 'store_id|' → {column: 'store_id',
 * suffix: '|'}. A key carries at most one suffix.
 */
export function splitWhereKey(key: string): { column: string; suffix: WhereKeySuffix | '' } {
  const last = key.slice(-1);
  if (key.length > 1 && SUFFIXES.includes(last)) {
    return { column: key.slice(0, -1), suffix: last as WhereKeySuffix };
  }
  return { column: key, suffix: '' };
}

/** The column a where_cond key filters, without its suffix. */
export function whereKeyColumn(key: string): string {
  return splitWhereKey(key).column;
}
