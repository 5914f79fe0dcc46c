import { deepestHierarchyLevel, hierarchyLevels } from './hierarchy';
import { coerceFilterValue, filterConditionKey } from './panel-values';
import type { FilterItem, FilterSelections, WhereCond } from './types';

/** What one Apply of the filter panel commits (spec app-shell §4 "Filter apply"). */
export interface FilterApplyResult {
  /** The selected filters, coerced, under their where_cond keys. */
  where_cond: WhereCond;
  /** Ids of the filters with no selection, so stale conditions under them can be cleared. */
  whereConditionNull: string[];
  /** The date filter's selection as the date picker holds it, or null when there is none. */
  date: unknown;
  /** The deepest hierarchy filter with a selection, or null. */
  hlevel: string | null;
}

function isEmptyDate(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Turns the panel's selections into conditions. Each filter with a selection goes into
 * where_cond (coerced by coerceFilterValue, its key piped for an OR multiple selection);
 * each without one goes into whereConditionNull. A disabled filter counts as having no
 * selection, as a switch turned it off. The first date filter's selection becomes `date`;
 * date filters never enter where_cond, nor do `jump` filters (switches and helpers that only
 * narrow or enable other filters), which are left out of whereConditionNull too.
 */
export function buildFilterConditions(
  items: readonly FilterItem[],
  selections: FilterSelections,
): FilterApplyResult {
  const result: FilterApplyResult = {
    where_cond: {},
    whereConditionNull: [],
    date: null,
    hlevel: null,
  };
  const effective: FilterSelections = {};
  for (const item of items) {
    const selection = selections[item.id];
    if (item.type === 'date') {
      if (result.date === null && !isEmptyDate(selection)) result.date = selection;
      continue;
    }
    if (item.jump === true) continue;
    const value = item.disabled ? null : coerceFilterValue(selection, item.format);
    if (value === null) {
      result.whereConditionNull.push(item.id);
      continue;
    }
    result.where_cond[filterConditionKey(item, value)] = value;
    effective[item.id] = value;
  }
  result.hlevel = deepestHierarchyLevel(hierarchyLevels(items), effective);
  return result;
}
