import { isIsoDate } from '../dates/calendar-date';
import type { FilterDataType } from './operators';

/** A column as `PATCH /api/v2/services/queries/{slug}` describes it (its `columns` list). */
export interface ColumnTypeInfo {
  name: string;
  /** The engine's type name, e.g. `INTEGER`, `DOUBLE`, `character varying`. */
  type?: string | null;
  /** The engine-neutral kind: number, string, date, timestamp, boolean or other. */
  kind?: string | null;
}

/** Integer type names of DuckDB and PostgreSQL (a number column is a float otherwise). */
const INTEGER_TYPE =
  /^(?:u?(?:tiny|small|big|huge)?int(?:eger)?\d*|int[248]|(?:big|small)?serial)$/i;

/**
 * The filter data type of a column from its kind and engine type: number → int for integer
 * types (INTEGER, BIGINT, int4...) else float; date and timestamp → date; boolean → boolean;
 * anything else → string, whose operators (==, <>, LIKE, ILIKE) suit any text.
 */
export function filterDataTypeOfColumn(
  column: Pick<ColumnTypeInfo, 'type' | 'kind'>,
): FilterDataType {
  switch (column.kind) {
    case 'number':
      return INTEGER_TYPE.test(String(column.type ?? '').trim()) ? 'int' : 'float';
    case 'date':
    case 'timestamp':
      return 'date';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

/**
 * The filter data type a sample value suggests, for columns whose type the server did not
 * say: whole numbers → int, other numbers → float, booleans → boolean, 'YYYY-MM-DD' (with
 * an optional time) → date, anything else → string; undefined for null and undefined.
 */
export function filterDataTypeOfValue(value: unknown): FilterDataType | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'boolean') return 'boolean';
  if (
    typeof value === 'string' &&
    isIsoDate(value.slice(0, 10)) &&
    /^.{10}(?:[T ].*)?$/.test(value)
  )
    return 'date';
  return 'string';
}

/**
 * The filter data type of each column: its declared type when the server gave one, else the
 * first non-null value of the rows (a float anywhere in a numeric column makes it float),
 * else string.
 */
export function filterDataTypes(
  columns: readonly ColumnTypeInfo[],
  rows: readonly Record<string, unknown>[] = [],
): Record<string, FilterDataType> {
  const types: Record<string, FilterDataType> = {};
  for (const column of columns) {
    if (column.kind) {
      types[column.name] = filterDataTypeOfColumn(column);
      continue;
    }
    let guess: FilterDataType | undefined;
    for (const row of rows.slice(0, 200)) {
      const type = filterDataTypeOfValue(row[column.name]);
      if (type === undefined) continue;
      if (guess === 'int' && type === 'float') guess = 'float';
      guess ??= type;
      if (guess !== 'int') break;
    }
    types[column.name] = guess ?? 'string';
  }
  return types;
}
