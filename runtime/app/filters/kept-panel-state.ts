/**
 * The panel's unapplied choices kept across its destruction (app-shell §4 "The panel state
 * is reset when destroyed unless told otherwise"): by default closing the panel drops them;
 * a filtering_show with `keepState: true` tells otherwise, and reopening the panel on the
 * same dashboard shows them again. Any Apply (the panel's, a chip's removal) forgets them, as
 * the applied filters are then the state to start from.
 */
import type { PanelState } from './filter-commit.ts';

const kept = new Map<string, PanelState>();

/** Keeps `state` for `dashboardId` when `keep` is set; otherwise forgets any kept one. */
export function keepPanelState(dashboardId: string, state: PanelState, keep: boolean): void {
  if (keep) kept.set(dashboardId, state);
  else kept.delete(dashboardId);
}

/** The state kept for `dashboardId`, when the panel is told to keep it. */
export function keptPanelState(dashboardId: string, keep: boolean): PanelState | undefined {
  return keep ? kept.get(dashboardId) : undefined;
}

/** Forgets the kept state of `dashboardId` (an Apply, a Reset). */
export function forgetPanelState(dashboardId: string): void {
  kept.delete(dashboardId);
}
