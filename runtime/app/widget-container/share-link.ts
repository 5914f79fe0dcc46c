/** The widget share link of widget-layer §2. */

/** `${origin}/v2/share/widget/{dashboard_id}/{widget_id}`. */
export function widgetShareLink(origin: string, dashboardId: string, widgetId: string): string {
  return `${origin.replace(/\/+$/, '')}/v2/share/widget/${encodeURIComponent(dashboardId)}/${encodeURIComponent(widgetId)}`;
}
