/**
 * How a module offers its dashboards and which are shown: tabs for a few, a select for many,
 * a multi-select (several dashboards stacked) only when attributes.multiselect equals 'true'
 * (widget-layer §5, app-shell §5). The choice lives in the URL (`?dashboard=<id>[,<id>]`) so
 * it can be linked.
 */

/** Query parameter holding the chosen dashboard id(s). */
export const DASHBOARD_PARAM = 'dashboard';

/** More dashboards than this are offered in a select instead of tabs. */
export const MAX_TABS = 6;

/** How the dashboards are offered. */
export type SelectionMode = 'tabs' | 'select' | 'multiselect';

/** The part of a dashboard the selection reads. */
export interface SelectableDashboard {
  dashboard_id: string;
  attributes?: { multiselect?: string | boolean } | null;
}

/**
 * Multiple mode only if a dashboard of the module says multiselect 'true' (the text, as the
 * spec writes it); otherwise tabs, or a select past {@link MAX_TABS}.
 */
export function selectionMode(dashboards: readonly SelectableDashboard[]): SelectionMode {
  if (dashboards.some((d) => d.attributes?.multiselect === 'true')) return 'multiselect';
  return dashboards.length > MAX_TABS ? 'select' : 'tabs';
}

/**
 * The dashboards to show for a `?dashboard=` value: the known ids it lists (one in single
 * modes, all of them in multiselect), else the first dashboard.
 */
export function selectedDashboards(
  dashboards: readonly SelectableDashboard[],
  param: string | null | undefined,
  mode: SelectionMode = selectionMode(dashboards),
): string[] {
  const known = new Set(dashboards.map((d) => d.dashboard_id));
  const asked = (param ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => known.has(id));
  const unique = [...new Set(asked)];
  const chosen = mode === 'multiselect' ? unique : unique.slice(0, 1);
  if (chosen.length > 0) return chosen;
  const first = dashboards[0]?.dashboard_id;
  return first ? [first] : [];
}

/** The `?dashboard=` value of a selection. */
export function dashboardParam(ids: readonly string[]): string {
  return ids.join(',');
}
