import { isNumeric } from '../format/numeric';
import type { FilterItem, FilterScalar } from './types';

/** A coerced panel selection: one value, a list of values, or null for no selection. */
export type PanelFilterValue = FilterScalar | FilterScalar[] | null;

function isEmptyScalar(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * A numeric value as a number, except integers past 2^53 written as text (BIGINT ids come
 * from the server as strings): those stay text, as a rounded number would match another row.
 */
function toNumberKeepingPrecision(value: number | string): number | string {
  if (typeof value === 'number') return value;
  const text = value.trim();
  const number = Number(text);
  return Math.abs(number) <= Number.MAX_SAFE_INTEGER ? number : text;
}

function toInteger(value: number | string): number | string {
  const number = toNumberKeepingPrecision(value);
  return typeof number === 'number' ? Math.trunc(number) : number;
}

/** Only strings, finite numbers and booleans are values; objects and NaN are not. */
function isScalar(value: unknown): value is FilterScalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function coerceItem(value: FilterScalar, format: 'string' | 'number' | undefined): FilterScalar {
  if (format === 'string') return String(value);
  // A value that is not numeric keeps its text: dropping it would silently widen the filter.
  if (format === 'number') return isNumeric(value) ? toNumberKeepingPrecision(value) : value;
  return value;
}

/**
 * Coerces a filter panel selection for where_cond (spec app-shell §5):
 * - booleans pass through, whatever the format;
 * - format 'string' gives strings, format 'number' gives numbers;
 * - without a format, a list whose first item is numeric becomes numbers, and a single
 *   numeric value becomes an integer ('12.5' → 12; use format 'number' to keep decimals);
 * - no selection gives null: null, undefined, blank text, NaN, objects, and lists that hold no
 *   value (empty lists are ignored rather than sent as `IN ()`).
 * Lists are flattened and their empty items dropped. Values that are not numeric keep their
 * text under a number format, and integers past 2^53 stay text so they keep every digit.
 */
export function coerceFilterValue(value: unknown, format?: string | null): PanelFilterValue {
  if (typeof value === 'boolean') return value;
  // Only the two documented formats change the typing; anything else guesses like no format.
  const fmt = format === 'string' || format === 'number' ? format : undefined;
  if (Array.isArray(value)) {
    const items = (value.flat(Infinity) as unknown[]).filter(
      (item): item is FilterScalar => isScalar(item) && !isEmptyScalar(item),
    );
    if (items.length === 0) return null;
    if (fmt === undefined && isNumeric(items[0])) {
      return items.map((item) => (isNumeric(item) ? toNumberKeepingPrecision(item) : item));
    }
    return items.map((item) => coerceItem(item, fmt));
  }
  if (!isScalar(value) || isEmptyScalar(value)) return null;
  if (fmt === undefined && isNumeric(value)) return toInteger(value);
  return coerceItem(value, fmt);
}

/**
 * The where_cond key of a filter item for a coerced value: its id, with a trailing pipe when a
 * multiple selection uses operator 'OR'.
 */
export function filterConditionKey(
  item: Pick<FilterItem, 'id' | 'operator'>,
  value: PanelFilterValue,
): string {
  const orGroup = String(item.operator ?? '').toUpperCase() === 'OR';
  return orGroup && Array.isArray(value) ? `${item.id}|` : item.id;
}
