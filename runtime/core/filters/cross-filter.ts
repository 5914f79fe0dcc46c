/**
 * Cross-filtering (the select table; Superset's cross-filters, Metabase's click-to-filter): a
 * widget's row selection becomes the dashboard filter named by its field, so the other widgets
 * re-query with it, the filter bar shows it as a chip and `?f=` keeps it. Pure.
 */
import { parseFilteringFixed } from './fixed-filters';
import { hasSelection } from './hierarchy';
import type { WhereCond } from './types';
import { whereKeyColumn } from './where-keys';

/** A filter value as the panel holds it: one value, a list (multi select) or none. */
export type CrossFilterValue = string | string[] | undefined;

/** The values a selection holds, as text (how the panel and the URL keep them). */
export function crossFilterValues(selection: unknown): string[] {
  const list = Array.isArray(selection) ? selection : [selection];
  return list.filter(hasSelection).map(String);
}

/**
 * The selection after a click on the row whose field holds `value`: a selected row is
 * unselected (clicking it again removes the filter); single select replaces the value, multi
 * select adds it. Undefined: nothing selected (the filter is removed).
 */
export function toggleCrossFilter(
  selection: unknown,
  value: unknown,
  multiple: boolean,
): CrossFilterValue {
  if (!hasSelection(value)) return toValue(selection);
  const text = String(value);
  const current = crossFilterValues(selection);
  if (current.includes(text)) {
    const rest = current.filter((item) => item !== text);
    if (rest.length === 0) return undefined;
    return multiple ? rest : rest[0];
  }
  return multiple ? [...current, text] : text;
}

function toValue(selection: unknown): CrossFilterValue {
  const values = crossFilterValues(selection);
  if (values.length === 0) return undefined;
  return Array.isArray(selection) ? values : values[0];
}

/**
 * The where_cond a publishing widget runs its own query with: without the filter it publishes
 * (Superset's emitting chart is not filtered by its own cross-filter, so every row stays
 * selectable), unless the user's fixed filters bind that field: those always apply.
 */
export function withoutOwnCrossFilter<W extends Record<string, unknown> = WhereCond>(
  where: W | undefined,
  field: string | undefined,
  filteringFixed: unknown,
): W | undefined {
  if (!where || !field || field in parseFilteringFixed(filteringFixed)) return where;
  const kept = Object.entries(where).filter(([key]) => whereKeyColumn(key) !== field);
  if (kept.length === Object.keys(where).length) return where;
  return Object.fromEntries(kept) as W;
}
