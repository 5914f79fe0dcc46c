import { coerceFilterValue } from './panel-values';
import type { FilterItem, FilterSelections } from './types';

/** The geography order programs use unless they declare their own (top level first). */
export const DEFAULT_HIERARCHY = [
  'territory_id',
  'region_id',
  'district_id',
  'market_id',
  'store_id',
] as const;

/** True when a panel selection holds a value (false counts; null, '', [] do not). */
export function hasSelection(value: unknown): boolean {
  return coerceFilterValue(value) !== null;
}

function levelOf(item: Pick<FilterItem, 'hierarchy'>): number | undefined {
  return typeof item.hierarchy === 'number' && Number.isFinite(item.hierarchy)
    ? item.hierarchy
    : undefined;
}

/**
 * The ids of the hierarchy (geography) filters, top level first, by their `hierarchy` number;
 * items without one are not part of the hierarchy. Equal numbers keep their list order.
 */
export function hierarchyLevels(items: readonly Pick<FilterItem, 'id' | 'hierarchy'>[]): string[] {
  return items
    .flatMap((item) => {
      const level = levelOf(item);
      return level === undefined ? [] : [{ id: item.id, level }];
    })
    .sort((a, b) => a.level - b.level)
    .map((entry) => entry.id);
}

/**
 * The deepest level (by `levels` order) that has a selection, or null when none has. This is
 * the `hlevel` the server rolls the hierarchy up to.
 */
export function deepestHierarchyLevel(
  levels: readonly string[],
  selections: FilterSelections,
): string | null {
  for (let index = levels.length - 1; index >= 0; index -= 1) {
    const level = levels[index];
    if (level !== undefined && hasSelection(selections[level])) return level;
  }
  return null;
}

/**
 * Selects a value in filter `id` and clears (sets to null) every hierarchy filter deeper than
 * it, as their options depend on this one. A filter outside the hierarchy clears nothing.
 * Returns a new selections object.
 */
export function selectHierarchyLevel(
  items: readonly Pick<FilterItem, 'id' | 'hierarchy'>[],
  selections: FilterSelections,
  id: string,
  value: unknown,
): FilterSelections {
  const next: FilterSelections = { ...selections, [id]: value };
  const selected = items.find((item) => item.id === id);
  const level = selected && levelOf(selected);
  if (level === undefined) return next;
  for (const item of items) {
    const itemLevel = levelOf(item);
    if (item.id !== id && itemLevel !== undefined && itemLevel > level) next[item.id] = null;
  }
  return next;
}

/** The selected values of one level as text, so 5 matches '5' (BIGINTs arrive as strings). */
function selectedKeys(value: unknown): Set<string> | undefined {
  const coerced = coerceFilterValue(value, 'string');
  if (coerced === null) return undefined;
  return new Set((Array.isArray(coerced) ? coerced : [coerced]).map(String));
}

/**
 * For each level, the rows its options come from: the rows that match the selections of all
 * earlier levels (a level's own and deeper selections do not narrow it). `levels` is top
 * first; it defaults to DEFAULT_HIERARCHY. Returns level id → rows.
 */
export function narrowHierarchyOptions<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  selections: FilterSelections,
  levels: readonly string[] = DEFAULT_HIERARCHY,
): Record<string, Row[]> {
  const result: Record<string, Row[]> = {};
  let remaining: Row[] = [...rows];
  for (const level of levels) {
    result[level] = remaining;
    const keys = selectedKeys(selections[level]);
    if (keys) {
      remaining = remaining.filter((row) => {
        const cell = row[level];
        return cell !== null && cell !== undefined && keys.has(String(cell));
      });
    }
  }
  return result;
}

/** A select option built from store rows. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The distinct options of a filter from rows: value from `valueKey` (the filter id), label
 * from `labelKey` (the filter item's `value` field, else the id), first occurrence kept, rows
 * without a value skipped. Values are text, as select inputs hold text.
 */
export function distinctOptions(
  rows: readonly Record<string, unknown>[],
  valueKey: string,
  labelKey: string = valueKey,
): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const row of rows) {
    const value = row[valueKey];
    if (value === null || value === undefined || value === '') continue;
    const key = String(value);
    if (seen.has(key)) continue;
    const label = row[labelKey];
    seen.set(key, {
      value: key,
      label: label === null || label === undefined ? key : String(label),
    });
  }
  return [...seen.values()];
}
