/**
 * Seeds a dashboard's applied filters before its widgets first query, so they query once:
 * a bookmarked `?f=` URL wins, then what this session already applied, then the owner's
 * state saved in the dashboard's conditions. The user's fixed filters override all three.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_URL_PARAM } from '../../core/index.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import { clearProgramFilters, filteringStore } from '../stores/filtering-store.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import {
  applyPanel,
  commitApplied,
  hasApplied,
  inferSwitches,
  itemsForSelections,
  savedPanelState,
  urlPanelState,
} from './filter-commit.ts';
import { dashboardFilterSetup, type FilterSetup } from './filter-setup.ts';

/** Inputs of {@link useFilterBootstrap}. */
export interface FilterBootstrapInput {
  dashboardId: string;
  data: DashboardDetail | undefined;
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
}

/**
 * Seeds the filtering store for a dashboard about to show (not a hook: the route prefetch can
 * call it before planning its queries): the `f` URL parameter, else this session's Apply,
 * else the owner's saved state; the user's fixed filters win. Idempotent. Returns the setup.
 */
export function seedDashboardFilters(
  input: Omit<FilterBootstrapInput, 'data'> & { data: DashboardDetail },
  urlParam: string | null,
): FilterSetup | undefined {
  const { dashboardId, data, program, route } = input;
  const setup = dashboardFilterSetup({ dashboard: data, route, program });
  if (!setup) return undefined;
  // The layout clears a program's filters when the program changes, in an effect that runs
  // after this render: clear first (the same clearing), so the seed below survives it.
  if (filteringStore.program !== data.program_slug) clearProgramFilters(data.program_slug);
  const state =
    urlPanelState(setup, urlParam) ??
    (hasApplied(dashboardId)
      ? undefined
      : savedPanelState(setup, data.conditions as Record<string, unknown> | undefined));
  if (state) {
    const selections = inferSwitches(setup.items, state.selections);
    const items = itemsForSelections(setup.items, selections);
    const applied = applyPanel(
      { items, selections, date: state.date },
      navigatorStore.user?.filtering_fixed,
    );
    commitApplied(dashboardId, applied);
  }
  return setup;
}

/** The dashboard's filter setup (undefined: no panel), after seeding the store once. */
export function useFilterBootstrap({
  dashboardId,
  data,
  program,
  route,
}: FilterBootstrapInput): FilterSetup | undefined {
  const [search] = useSearchParams();
  const [seeded, setSeeded] = useState<string | undefined>(undefined);
  const setup = useMemo(
    () => (data ? dashboardFilterSetup({ dashboard: data, route, program }) : undefined),
    [data, program, route],
  );
  // In render, not in an effect: the grid below reads the store in this same render. The
  // state marks the dashboard as seeded (React re-renders at once, before any child mounts).
  if (setup && data && seeded !== dashboardId) {
    setSeeded(dashboardId);
    seedDashboardFilters({ dashboardId, data, program, route }, search.get(FILTER_URL_PARAM));
  }
  return setup;
}
