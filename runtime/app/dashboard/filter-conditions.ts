/**
 * The filter panel's selection for one widget, read from the filtering store: the entries
 * kept under the dashboard's id (dashboard-wide filters) and under the widget's own id, the
 * widget's winning. The filter panel writes the store; widgets only read it.
 */
import { useMemo } from 'react';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { stableStringify } from '../../core/index.ts';
import { filteringStore, type FilteringState } from '../stores/filtering-store.ts';
import type { Conditions, WhereCond } from '../../../schemas/generated/index.ts';

type FilterMaps = Pick<FilteringState, 'whereCondition' | 'filterDate'> &
  Partial<Pick<FilteringState, 'whereConditionNull'>>;

/**
 * Conditions of the filter panel for `ids` (lowest first): their where conditions as
 * where_cond and their date selection (firstdate, lastdate, filterdate...) as top-level
 * keys; undefined when none of them has a selection.
 */
export function filterConditionsFor(
  state: FilterMaps,
  ids: readonly (string | undefined)[],
): Conditions | undefined {
  const where: WhereCond = {};
  const dates: Conditions = {};
  // An Apply that cleared every filter still counts: the widgets then run unfiltered.
  let applied = false;
  for (const id of ids) {
    if (!id) continue;
    Object.assign(where, state.whereCondition[id] ?? {});
    Object.assign(dates, state.filterDate[id] ?? {});
    applied ||= state.whereConditionNull?.[id] !== undefined;
  }
  if (Object.keys(where).length === 0 && Object.keys(dates).length === 0) {
    return applied ? {} : undefined;
  }
  return Object.keys(where).length > 0 ? { ...dates, where_cond: where } : dates;
}

/** The filter conditions of a widget on a dashboard; a stable object while they are equal. */
export function useFilterConditions(
  dashboardId: string,
  widgetId: string | undefined,
): Conditions | undefined {
  const snap = useSnapshot(filteringStore);
  const conditions = filterConditionsFor(snap as FilterMaps, [dashboardId, widgetId]);
  const text = conditions ? stableStringify(conditions) : '';
  // A plain copy, not the snapshot's objects: those are render-tracking proxies, which
  // structuredClone, postMessage and the history state refuse (a drilldown cloned them).
  return useMemo(() => (text ? (JSON.parse(text) as Conditions) : undefined), [text]);
}
