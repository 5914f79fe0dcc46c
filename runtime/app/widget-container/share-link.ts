/** The widget share link of widget-layer §2. */

/** `${origin}/v2/share/widget/{dashboard_id}/{widget_id}`. */
export function widgetShareLink(origin: string, dashboardId: string, widgetId: string): string {
  return `${origin.replace(/\/+$/, '')}/v2/share/widget/${encodeURIComponent(dashboardId)}/${encodeURIComponent(widgetId)}`;
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
