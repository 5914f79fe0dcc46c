/**
 * Committing a panel state for a dashboard, shared by the panel's Apply and the filter bar's
 * chips: the store in one batch, then the widgets' queries sent at once.
 */
import { plannedQueries } from '../dashboard/prefetch-plan.ts';
import { startPlannedQueries } from '../dashboard/route-prefetch.ts';
import { LAZY_MARGIN_PX } from '../dashboard/useInView.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import { filteringStore } from '../stores/filtering-store.ts';
import {
  applyPanel,
  commitApplied,
  type AppliedFilters,
  type PanelState,
} from './filter-commit.ts';

/** How far down the page widgets have rendered: the visible part plus the lazy margin. */
function renderedPx(): number {
  return window.scrollY + window.innerHeight + LAZY_MARGIN_PX;
}

/**
 * Applies `state` to the dashboard (the user's fixed filters win) and returns what was
 * applied, for the address and the owner's save.
 */
export function commitPanelState(
  dashboard: DashboardDetail,
  state: PanelState,
  filteringFixed: unknown,
): AppliedFilters {
  const applied = applyPanel(state, filteringFixed);
  commitApplied(dashboard.dashboard_id, applied);
  // The widgets' queries leave now rather than when React has re-rendered every container
  // with the new conditions (~10 ms on a nine-widget dashboard): their fetchers take these.
  startPlannedQueries(plannedQueries(dashboard, filteringStore, renderedPx()));
  return applied;
}
