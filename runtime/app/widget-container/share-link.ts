/** The widget share link of widget-layer §2. */
import { FILTER_URL_PARAM } from '../../core/index.ts';

/**
 * `${origin}/v2/share/widget/{dashboard_id}/{widget_id}`, with `?f=` when the dashboard has
 * applied filters (the same parameter the page's own address carries), so the recipient's
 * widget runs with the sender's filters and shows the same numbers.
 */
export function widgetShareLink(
  origin: string,
  dashboardId: string,
  widgetId: string,
  filterParam?: string,
): string {
  const path = `${origin.replace(/\/+$/, '')}/v2/share/widget/${encodeURIComponent(dashboardId)}/${encodeURIComponent(widgetId)}`;
  if (!filterParam) return path;
  return `${path}?${new URLSearchParams({ [FILTER_URL_PARAM]: filterParam }).toString()}`;
}

/**
 * Whether `pathname` is the share-widget route (widget-layer §2, named
 * share-widget-dashboard_uid-widget_uid), whose settings dialog hides its tabs: `/share/widget/…`
 * and the `/v2/share/widget/…` link the app hands out (the same page). The `/widget/…` view
 * is not a share route and keeps them.
 */
export function isShareWidgetPath(pathname: string): boolean {
  return /^\/(v2\/)?share\/widget(\/|$)/.test(pathname);
}
