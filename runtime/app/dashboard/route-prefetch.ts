/**
 * A module page's requests, started as soon as the router knows the address instead of one
 * after the other as its components mount (session → programs → modules → dashboard chunk →
 * dashboard → widgets). In the main bundle: it must not wait for the dashboard chunk.
 *
 * At once: the session check, the program's modules, the dashboard chunk, the chart chunk
 * (vega) and the dashboard the address names. With the modules: the module's chosen dashboard
 * when the address names none. With the dashboard: the queries of the widgets within the
 * first screen and the lazy margin, with the conditions their containers will ask with (same
 * key). The components take these answers (prefetch-cache.ts); nothing here renders or
 * decides what the page shows.
 */
import { apiFetch, getToken } from '../api/client.ts';
import { FILTER_URL_PARAM } from '../../core/index.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { findRouteModule } from '../shell/module-path.ts';
import { checkSession, ensureModules, ensurePrograms } from '../shell/session.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { prefetchWidgetCode } from '../../../widgets/registry-prefetch.ts';
import { dashboardCode } from './dashboard-code.ts';
import {
  dashboardPath,
  runDashboardAnswers,
  runQuery,
  type DashboardDetail,
} from './dashboard-api.ts';
import { seedDashboard } from './dashboard-seed.ts';
import { DASHBOARD_PARAM, selectedDashboards } from './dashboard-selection.ts';
import { hasPrefetch, prefetch } from './prefetch-cache.ts';
import type { PlannedQuery } from './prefetch-plan.ts';
import { LAZY_MARGIN_PX } from './useInView.ts';
import { yieldToBrowser } from '../shell/yield-to-browser.ts';

/** The chosen dashboard of a module for a `?dashboard=` value (the first shown one). */
function chosenDashboard(module: ModuleRow, search: URLSearchParams): string | undefined {
  return selectedDashboards(module.dashboards ?? [], search.get(DASHBOARD_PARAM))[0];
}

/** The first dashboard id a `?dashboard=` value names, if any. */
function namedDashboard(search: URLSearchParams): string | undefined {
  const first = (search.get(DASHBOARD_PARAM) ?? '').split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * Sends planned widget queries now; the containers' fetchers take the answers (same keys).
 * Failures are left to the containers, whose own requests report them. `keepOnNavigation`:
 * whether a path change leaves them running (the route's own prefetch starts before its
 * navigation has finished). With `dashboardId`, several queries leave in one call of that
 * dashboard's that streams each answer as its query finishes (issue 30: a call per query
 * made a new visit wait for the browser's six connections, and 15 requests more).
 */
export function startPlannedQueries(
  planned: readonly PlannedQuery[],
  keepOnNavigation = false,
  dashboardId?: string,
): void {
  const asked = planned.filter((query) => !hasPrefetch(query.key));
  const answers =
    dashboardId !== undefined && asked.length > 1
      ? runDashboardAnswers(dashboardId, asked, keepOnNavigation)
      : undefined;
  asked.forEach((query, index) => {
    const run = () =>
      answers?.[index] ?? runQuery(query.slug, query.conditions ?? {}, false, keepOnNavigation);
    void prefetch(query.key, run).catch(() => undefined);
  });
}

/**
 * Prefetches a dashboard, then its first screen's queries once the program and module are
 * known too: the filters (`?f=`, the owner's saved ones) are seeded first, so the queries are
 * the filtered ones the page asks for (prefetch-seed.ts).
 */
function prefetchDashboard(
  dashboardId: string,
  page: { program: string; segment: string; urlParam: string | null },
  programs: Promise<ProgramRow[]>,
): void {
  const path = dashboardPath(dashboardId);
  const dashboard = prefetch(path, () =>
    apiFetch<DashboardDetail>(path, { keepOnNavigation: true }),
  );
  void dashboard.then(
    (detail) => seedDashboard(path, detail),
    () => undefined,
  );
  const where = Promise.all([programs, ensureModules(page.program).catch(() => [] as ModuleRow[])]);
  // The filter seeding lives with the dashboard chunk (loading at once, above): not in the
  // main bundle.
  const seeding = import('./prefetch-seed.ts');
  void Promise.all([dashboard, where, seeding])
    .then(([detail, [programRows, modules], { seededPlan }]) => {
      const screenPx = window.innerHeight + LAZY_MARGIN_PX;
      const planned = seededPlan(
        detail,
        {
          programSlug: page.program,
          program: programRows.find((p) => p.program_slug === page.program),
          route: findRouteModule(modules, page.program, page.segment),
          urlParam: page.urlParam,
        },
        screenPx,
      );
      startPlannedQueries(planned, true, detail.dashboard_id);
    })
    .catch(() => undefined);
}

/**
 * Loads the code of a module page: the dashboard chunk, the chart chunk (vega) and, on a first
 * visit, vega-lite's compiler. Also the sidebar's link prefetch (shell/link-prefetch.ts).
 * Failures are left to the page, which loads them again.
 */
export function prefetchModuleCode(): void {
  void dashboardCode.preload().catch(() => undefined);
  prefetchWidgetCode();
}

/**
 * Starts the requests of the module page `/{program}/{module}?{search}`; a no-op without a
 * stored token (the page sends the visitor to the login). Failures are left to the page,
 * whose own requests report them.
 */
export function prefetchModulePage(program: string, segment: string, search: string): void {
  if (!getToken()) return;
  // A known user (a move between pages) is not checked again, as MainLayout does.
  const programs = (navigatorStore.user ? Promise.resolve() : checkSession(program))
    .then(() => ensurePrograms())
    .catch(() => [] as ProgramRow[]);
  const params = new URLSearchParams(search);
  const page = { program, segment, urlParam: params.get(FILTER_URL_PARAM) };
  const planned = new Set<string>();
  const plan = (dashboardId: string | undefined) => {
    if (!dashboardId || planned.has(dashboardId)) return;
    planned.add(dashboardId);
    prefetchDashboard(dashboardId, page, programs);
  };
  // A dashboard the address names starts at once, in parallel with the modules (the server
  // checks access; one of another module is a wasted request, the page never shows it).
  plan(namedDashboard(params));
  ensureModules(program)
    .then((modules) => {
      const module = findRouteModule(modules, program, segment);
      plan(module ? chosenDashboard(module, params) : undefined);
    })
    .catch(() => undefined);
  // The code after the requests, in a task of its own: adding the chunks' preload links
  // costs tens of milliseconds on a first visit.
  void yieldToBrowser().then(prefetchModuleCode);
}

/** The route of a module page (router.tsx). */
export const MODULE_ROUTE_PATH = '/:program/:module';

let lastPrefetched: string | undefined;

/**
 * Prefetches for a router state when it shows a module page whose path or chosen dashboard
 * changed since the last call (other search changes ask for nothing new).
 */
export function prefetchRouterState(state: {
  location: { pathname: string; search: string };
  matches: readonly { route: { path?: string }; params: Record<string, string | undefined> }[];
}): void {
  const match = state.matches.find((m) => m.route.path === MODULE_ROUTE_PATH);
  const { program, module } = match?.params ?? {};
  if (!program || !module) {
    lastPrefetched = undefined;
    return;
  }
  const { pathname, search } = state.location;
  const page = `${pathname}?${new URLSearchParams(search).get(DASHBOARD_PARAM) ?? ''}`;
  if (page === lastPrefetched) return;
  lastPrefetched = page;
  prefetchModulePage(program, module, search);
}
