/**
 * The `?f=` parameter of what a dashboard has applied, read from the filtering store: the
 * page writes the same one into its address, and share links carry it.
 */
import { encodeFilterUrlState, type FilterSelections } from '../../core/index.ts';
import type { FilteringState } from '../stores/filtering-store.ts';
import { filteringStore } from '../stores/filtering-store.ts';
import { useSnapshot } from '../stores/use-snapshot.ts';
import type { DateSelection } from './date/index.ts';

type AppliedMaps = Pick<FilteringState, 'panelSelections' | 'filterDateSelect'>;

/** The `f` parameter of the dashboard's last Apply (or seed), undefined when there is none. */
export function appliedFilterParam(state: AppliedMaps, dashboardId: string): string | undefined {
  const selections = state.panelSelections[dashboardId] as FilterSelections | undefined;
  const date = state.filterDateSelect[dashboardId] as DateSelection | undefined;
  if (!selections && !date) return undefined;
  return encodeFilterUrlState({ selections: selections ?? {}, date });
}

/** {@link appliedFilterParam} of a dashboard, read reactively. */
export function useAppliedFilterParam(dashboardId: string): string | undefined {
  const snap = useSnapshot(filteringStore);
  return appliedFilterParam(snap as AppliedMaps, dashboardId);
}
