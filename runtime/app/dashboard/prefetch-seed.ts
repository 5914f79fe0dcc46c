/**
 * The route prefetch's plan after the dashboard's filters are seeded: the `?f=` filters or the
 * owner's saved ones are applied the same way the page applies them (useFilterBootstrap.ts),
 * so the prefetched queries are the filtered ones the containers ask for, not unfiltered ones
 * that would go unused.
 */
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { seedDashboardFilters } from '../filters/useFilterBootstrap.ts';
import { filteringStore } from '../stores/filtering-store.ts';
import type { DashboardDetail } from './dashboard-api.ts';
import { plannedQueries, type PlannedQuery } from './prefetch-plan.ts';

/** Where the dashboard shows: its program and module, when the page's route names them. */
export interface SeedContext {
  /** The program slug of the address. */
  programSlug: string;
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
  /** The `f` URL parameter. */
  urlParam: string | null;
}

/**
 * Seeds the dashboard's filters (only for a dashboard of the address's program: seeding
 * another program's would clear this one's applied filters), then plans its first screen.
 */
export function seededPlan(
  dashboard: DashboardDetail,
  context: SeedContext,
  screenPx: number,
): PlannedQuery[] {
  if (dashboard.program_slug === context.programSlug) {
    seedDashboardFilters(
      {
        dashboardId: dashboard.dashboard_id,
        data: dashboard,
        program: context.program,
        route: context.route,
      },
      context.urlParam,
    );
  }
  return plannedQueries(dashboard, filteringStore, screenPx);
}
