/**
 * Apply (app-shell §4 "Filter apply"): the panel's selections become where_cond,
 * null-conditions, the date conditions and the hierarchy level, and are committed to the
 * filtering store in one synchronous batch so every widget re-queries exactly once.
 */
import {
  applyFixedFilters,
  buildFilterConditions,
  decodeFilterUrlState,
  encodeFilterUrlState,
  hasSelection,
  parseEnabledIds,
  readOnlyFixedFilters,
  selectionsFromWhere,
  type FilterSelections,
  type WhereCond,
} from '../../core/index.ts';
import { filteringStore } from '../stores/filtering-store.ts';
import { dateSelectionToConditions, type DateSelection } from './date/index.ts';
import type { FilterSetup, PanelItem } from './filter-setup.ts';
import { forgetPanelState } from './kept-panel-state.ts';

/** What the panel holds between Applies: its items (switches change `disabled`), values, date. */
export interface PanelState {
  items: PanelItem[];
  selections: FilterSelections;
  date?: DateSelection;
}

/** One Apply's result, as it goes into the store and the owner's save. */
export interface AppliedFilters {
  where_cond: WhereCond;
  whereConditionNull: string[];
  /** The deepest selected hierarchy filter (the store's optionHlevel), or null. */
  hlevel: string | null;
  date?: DateSelection;
  /** The selections as the panel held them (for the URL and the next visit). */
  selections: FilterSelections;
}

/**
 * Selections with unrecorded switches filled in: a saved where_cond leaves switches out, so a
 * checkbox without a value is on when one of the selects in its `enabled` holds a value (it
 * could only have been chosen with the switch on).
 */
export function inferSwitches(
  items: readonly PanelItem[],
  selections: FilterSelections,
): FilterSelections {
  const next = { ...selections };
  for (const item of items) {
    if (item.type !== 'checkbox' || typeof next[item.id] === 'boolean') continue;
    if (parseEnabledIds(item.enabled).some((id) => hasSelection(next[id]))) next[item.id] = true;
  }
  return next;
}

/**
 * Items with their switches' state applied: a checkbox switched on enables the selects in its
 * `enabled`, switched off disables them; a switch never touched keeps the config's `disabled`.
 */
export function itemsForSelections(
  items: readonly PanelItem[],
  selections: FilterSelections,
): PanelItem[] {
  const state = new Map<string, boolean>();
  for (const item of items) {
    const value = selections[item.id];
    if (item.type !== 'checkbox' || typeof value !== 'boolean') continue;
    for (const id of parseEnabledIds(item.enabled)) state.set(id, value);
  }
  return items.map((item) =>
    state.has(item.id) ? { ...item, disabled: !state.get(item.id) } : item,
  );
}

/**
 * Selections with the user's fixed filters forced in: a filter bound to a single fixed value
 * holds that value (as text, as inputs hold it) whatever the URL or a saved state said.
 */
export function withFixedSelections(
  items: readonly PanelItem[],
  selections: FilterSelections,
  filteringFixed: unknown,
): FilterSelections {
  const fixed = readOnlyFixedFilters(
    items.map((item) => item.id),
    filteringFixed,
  );
  const next = { ...selections };
  for (const [id, value] of Object.entries(fixed)) next[id] = String(value);
  return next;
}

/** Turns the panel state into what Apply commits; fixed filters win over any selection. */
export function applyPanel(state: PanelState, filteringFixed: unknown): AppliedFilters {
  const selections = withFixedSelections(state.items, state.selections, filteringFixed);
  const result = buildFilterConditions(state.items, selections);
  const where_cond = applyFixedFilters({
    whereCond: result.where_cond,
    filteringFixed,
    filterIds: state.items.map((item) => item.id),
  });
  return {
    where_cond,
    whereConditionNull: result.whereConditionNull.filter((id) => !(id in where_cond)),
    hlevel: result.hlevel,
    date: state.date,
    selections,
  };
}

/**
 * Commits an Apply for `dashboardId` in one synchronous batch (valtio notifies once, so each
 * widget's conditions change once): where_cond, null-conditions, the date (as conditions and
 * as the picker's selection), the hierarchy level, and a search tick.
 */
export function commitApplied(dashboardId: string, applied: AppliedFilters): void {
  forgetPanelState(dashboardId);
  filteringStore.whereCondition[dashboardId] = applied.where_cond;
  filteringStore.whereConditionNull[dashboardId] = Object.fromEntries(
    applied.whereConditionNull.map((id) => [id, null]),
  );
  if (applied.date) {
    filteringStore.filterDate[dashboardId] = dateSelectionToConditions(applied.date);
    filteringStore.filterDateSelect[dashboardId] = { ...applied.date };
  } else {
    delete filteringStore.filterDate[dashboardId];
    delete filteringStore.filterDateSelect[dashboardId];
  }
  filteringStore.optionHlevel[dashboardId] = applied.hlevel ?? '';
  filteringStore.panelSelections[dashboardId] = { ...applied.selections };
  filteringStore.search[dashboardId] = (filteringStore.search[dashboardId] ?? 0) + 1;
}

/** True when the store holds an Apply for `dashboardId` (this session). */
export function hasApplied(dashboardId: string): boolean {
  return (
    filteringStore.whereCondition[dashboardId] !== undefined ||
    filteringStore.filterDateSelect[dashboardId] !== undefined
  );
}

/** The panel state of the last Apply in the store, or undefined when there was none. */
export function appliedPanelState(
  setup: FilterSetup,
  dashboardId: string,
): Omit<PanelState, 'items'> | undefined {
  if (!hasApplied(dashboardId)) return undefined;
  const where = filteringStore.whereCondition[dashboardId] ?? {};
  const date = filteringStore.filterDateSelect[dashboardId] as DateSelection | undefined;
  const selections =
    filteringStore.panelSelections[dashboardId] ?? selectionsFromWhere(setup.items, where);
  return { selections: { ...selections }, date: date && { ...date } };
}

/** A saved filter state's `date` (dateSelection of conditions.schema) as the picker's value. */
export function savedDateSelection(value: unknown): DateSelection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const saved = value as Record<string, unknown>;
  const { period, firstdate, lastdate, comparison, rangeCompare } = saved;
  if (typeof period !== 'string' || typeof firstdate !== 'string' || typeof lastdate !== 'string') {
    return undefined;
  }
  return {
    period,
    firstdate,
    lastdate,
    compare: comparison === true,
    rangeCompare: rangeCompare === 'all' ? 'all' : 'prev',
  };
}

/** The owner's saved state in a dashboard's conditions (`where`, `date`), if any. */
export function savedPanelState(
  setup: FilterSetup,
  conditions: Record<string, unknown> | null | undefined,
): Omit<PanelState, 'items'> | undefined {
  const where = conditions?.where;
  const date = savedDateSelection(conditions?.date);
  const selections =
    typeof where === 'object' && where !== null && !Array.isArray(where)
      ? selectionsFromWhere(setup.items, where as Record<string, unknown>)
      : {};
  if (Object.keys(selections).length === 0 && !date) return undefined;
  return { selections, date };
}

/** The panel state an `f` URL parameter describes, or undefined. */
export function urlPanelState(
  setup: FilterSetup,
  param: string | null,
): Omit<PanelState, 'items'> | undefined {
  const decoded = decodeFilterUrlState(param);
  if (!decoded) return undefined;
  const ids = new Set(setup.items.map((item) => item.id));
  const selections = Object.fromEntries(
    Object.entries(decoded.selections).filter(([id]) => ids.has(id)),
  );
  const date = setup.items.some((item) => item.type === 'date') ? decoded.date : undefined;
  return { selections, date };
}

/** The `f` URL parameter of an Apply (undefined: nothing to put in the URL). */
export function urlParamOf(applied: AppliedFilters): string | undefined {
  return encodeFilterUrlState({ selections: applied.selections, date: applied.date });
}
