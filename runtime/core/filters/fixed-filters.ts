import type { FilteringShow } from './permissions';
import type { FilterScalar, WhereCond } from './types';
import { whereKeyColumn } from './where-keys';

/** A user's filtering_fixed: filter id → the value(s) the user is bound to. */
export type FilteringFixed = Record<string, unknown>;

/**
 * Reads a user's filtering_fixed, which sessions carry as a JSON string. A map passes through;
 * anything else (null, invalid JSON, a list) gives no fixed filters.
 */
export function parseFilteringFixed(value: unknown): FilteringFixed {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return parsed as FilteringFixed;
}

/**
 * The ids of the filters a filtering_show setup defines, basic and advanced: each
 * definition's `id`, else its key in the map.
 */
export function filterSetupIds(show: FilteringShow | null | undefined): string[] {
  const ids = new Set<string>();
  for (const map of [show?.filtering, show?.filteringadv]) {
    for (const [key, definition] of Object.entries(map ?? {})) {
      const id = (definition as { id?: unknown } | null)?.id;
      ids.add(typeof id === 'string' && id !== '' ? id : key);
    }
  }
  return [...ids];
}

/**
 * The single value a fixed filter binds to: an array gives its first element (nested arrays
 * are unwrapped the same way). Undefined when there is no usable value (null, empty list,
 * object).
 */
export function fixedFilterValue(value: unknown): FilterScalar | undefined {
  let current = value;
  while (Array.isArray(current)) current = current[0];
  if (typeof current === 'number') return Number.isFinite(current) ? current : undefined;
  if (typeof current === 'string' || typeof current === 'boolean') return current;
  return undefined;
}

/** Inputs of applyFixedFilters. */
export interface ApplyFixedFiltersInput {
  whereCond: WhereCond | null | undefined;
  /** The user's filtering_fixed, as a map or as its JSON string. */
  filteringFixed: unknown;
  /** Ids of the filters in the current filtering setup (see filterSetupIds). */
  filterIds: readonly string[];
}

/** The scalars of a fixed list (nested lists flattened), or undefined for a non-list. */
function fixedList(raw: unknown): FilterScalar[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return (raw.flat(Infinity) as unknown[]).filter(
    (value): value is FilterScalar =>
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)),
  );
}

/**
 * A fixed list's condition: the selected values within the list (compared as text, kept as
 * selected), else the whole list, as the server restricts to the whole list.
 */
function listCondition(list: FilterScalar[], selected: unknown): FilterScalar | FilterScalar[] {
  const allowed = new Set(list.map(String));
  const chosen = (Array.isArray(selected) ? selected : [selected]).filter(
    (value): value is FilterScalar => value !== null && allowed.has(String(value)),
  );
  if (chosen.length === 0) return list.length === 1 ? (list[0] as FilterScalar) : list;
  return Array.isArray(selected) ? chosen : (chosen[0] as FilterScalar);
}

/**
 * Restricts where conditions to the user's fixed filters (spec app-shell §5). A fixed filter
 * applies only if its id is a filter of the current setup; it then replaces any condition on
 * that column (including `k!`, `k|` variants). A single value binds to it; a list keeps the
 * selected values that are in the list, or else the whole list (the panel offers exactly the
 * list; the server restricts to it). When the user has fixed filters, conditions on columns
 * outside the setup are dropped. Without fixed filters the conditions come back unchanged (as
 * a copy).
 */
export function applyFixedFilters(input: ApplyFixedFiltersInput): WhereCond {
  const fixed = parseFilteringFixed(input.filteringFixed);
  const whereCond: WhereCond = { ...(input.whereCond ?? {}) };
  if (Object.keys(fixed).length === 0) return whereCond;
  const setup = new Set(input.filterIds);
  const bound = new Map<string, FilterScalar | FilterScalar[]>();
  for (const [id, raw] of Object.entries(fixed)) {
    if (!setup.has(id)) continue;
    const list = fixedList(raw);
    if (list && list.length > 0) {
      bound.set(id, listCondition(list, whereCond[id] ?? whereCond[`${id}|`]));
      continue;
    }
    const value = list ? undefined : fixedFilterValue(raw);
    if (value !== undefined) bound.set(id, value);
  }
  const result: WhereCond = {};
  for (const [key, value] of Object.entries(whereCond)) {
    const column = whereKeyColumn(key);
    if (setup.has(column) && !bound.has(column)) result[key] = value;
  }
  for (const [id, value] of bound) result[id] = value;
  return result;
}

/**
 * The filters the panel shows as read-only labels: those of `filterIds` the user is bound to
 * by a single fixed value. A fixed array leaves the filter selectable (among its values).
 * Returns filter id → the label's value.
 */
export function readOnlyFixedFilters(
  filterIds: readonly string[],
  filteringFixed: unknown,
): Record<string, FilterScalar> {
  const fixed = parseFilteringFixed(filteringFixed);
  const labels: Record<string, FilterScalar> = {};
  for (const id of filterIds) {
    const raw = fixed[id];
    if (Array.isArray(raw)) continue;
    const value = fixedFilterValue(raw);
    if (value !== undefined) labels[id] = value;
  }
  return labels;
}
