/**
 * Which widget queries a dashboard's first screen asks for, computed before the grid mounts
 * (route-prefetch.ts): the same keys and conditions the widget containers will use. Pure.
 */
import { conditionsKey } from '../../core/index.ts';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { DashboardDetail } from './dashboard-api.ts';
import { filterConditionsFor } from './filter-conditions.ts';
import { currentFiscalConfig } from '../filters/date/date-env.ts';
import { readsRoute, requestConditions } from './widget-conditions.ts';
import { sessionWidgetFilterConditions } from '../widget-container/widget-filter-state.ts';
import { withoutPublishedFilter } from '../widget-container/published-filter.ts';
import { typeUserConditions } from '../widget-container/user-conditions.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import type { SessionUser } from '../api/types.ts';

/** The grid's defaults (DashboardGrid.tsx; not imported: it lives in the dashboard chunk). */
const DEFAULT_ROW_HEIGHT = 80;
const GRID_MARGIN_PX = 16;
/**
 * Where the grid starts at the least (top bar 60, page padding 20, module title and gap): a
 * cell is prefetched only if LazyWidget will render it at once, never one below the fold.
 */
export const GRID_TOP_MIN_PX = 120;

/** One widget query to prefetch: its cache key (useWidgetData's) and how to run it. */
export interface PlannedQuery {
  key: string;
  slug: string;
  conditions: Widget['conditions'];
}

/**
 * The queries of a dashboard's widgets whose cell starts within `screenPx` of the page's top
 * (the first screen plus the lazy margin: those LazyWidget renders at once), in layout order,
 * each distinct key once. Filter selections come from `filters` as the containers read them.
 */
export function plannedQueries(
  dashboard: Pick<
    DashboardDetail,
    'dashboard_id' | 'conditions' | 'layout' | 'widgets' | 'module_condition_rules'
  > & {
    attributes?: { rowHeight?: number } | null;
  },
  filters: Parameters<typeof filterConditionsFor>[0],
  screenPx: number,
): PlannedQuery[] {
  const rowHeight = dashboard.attributes?.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const planned = new Map<string, PlannedQuery>();
  const items = [...dashboard.layout].sort((a, b) => a.y - b.y || a.x - b.x);
  // A child shown with its parent's rows (params.widgets[].shareData) runs no query of its own.
  const sharing = new Set(
    Object.values(dashboard.widgets).flatMap((parent) =>
      (parent?.params?.widgets ?? []).filter((c) => c.shareData).map((c) => c.widget_id),
    ),
  );
  for (const item of items) {
    if (GRID_TOP_MIN_PX + item.y * (rowHeight + GRID_MARGIN_PX) > screenPx) break;
    const widget = dashboard.widgets[item.i];
    const slug = widget?.query_slug?.slug;
    // A widget reading the route gets its conditions from the page's URL in its container.
    if (!widget || !slug || readsRoute(widget) || sharing.has(item.i)) continue;
    // A type narrowing its query to the signed-in user (the profile card), as its container
    // does: nothing is asked before that user is known.
    const session = typeUserConditions(widget, navigatorStore.user as SessionUser | undefined);
    if (session === null) continue;
    const conditions = requestConditions({
      dashboard: dashboard.conditions,
      widget,
      // As the container: the panel's selection plus the widget's own rules and filterInputs.
      filter: withoutPublishedFilter(
        sessionWidgetFilterConditions(
          filterConditionsFor(filters, [dashboard.dashboard_id, item.i]),
          widget,
        ),
        widget,
      ),
      calendar: currentFiscalConfig(),
      session,
      moduleRules: dashboard.module_condition_rules,
    });
    const key = conditionsKey(slug, conditions);
    if (!planned.has(key)) planned.set(key, { key, slug, conditions });
  }
  return [...planned.values()];
}
