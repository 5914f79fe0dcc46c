/**
 * Calls of the dashboard editor (server/routes/dashboard-edit-routes.ts and the spec's
 * `PUT /api/v2/widgets-template`), typed as the server answers them.
 */
import type { LayoutItem, Widget } from '../../schemas/generated/index.ts';
import { withoutWidgetIdentity } from '../../runtime/core/widgets/identity.ts';
import { apiFetch } from '../../runtime/app/api/client.ts';
import { dashboardPath } from '../../runtime/app/dashboard/dashboard-api.ts';
import { layoutMoves, type GridItem } from './layout-draft.ts';

/** Answer of a layout save. */
export interface LayoutSaved {
  message: string;
  data: { dashboard_id: string; layout: LayoutItem[] };
  version: string;
}

/** Answer of adding a widget. */
export interface WidgetAdded {
  message: string;
  data: { data: Widget; layout: LayoutItem };
  version: string;
}

const ifMatch = (version: string | undefined): Record<string, string> =>
  version ? { 'if-match': `"${version}"` } : {};

/** Saves the dashboard's layout; refused with 409 when `version` is not the current one. */
export function saveLayout(
  dashboardId: string,
  layout: readonly GridItem[],
  version: string | undefined,
): Promise<LayoutSaved> {
  return apiFetch<LayoutSaved>(`${dashboardPath(dashboardId)}/layout`, {
    method: 'PUT',
    headers: ifMatch(version),
    body: { layout: layoutMoves(layout) },
  });
}

/** What a new widget starts as: the widget's fields plus where it goes. */
export type NewWidget = Partial<Widget> & {
  layout?: Partial<Pick<LayoutItem, 'x' | 'y' | 'w' | 'h'>>;
};

/** Adds a widget to the dashboard (the server picks its id and, unless told, its place). */
export function addDashboardWidget(
  dashboardId: string,
  widget: NewWidget,
  version: string | undefined,
): Promise<WidgetAdded> {
  return apiFetch<WidgetAdded>(`${dashboardPath(dashboardId)}/widgets`, {
    method: 'PUT',
    headers: ifMatch(version),
    body: widget,
  });
}

/** Saves a copy of one of the dashboard's widgets below the others. */
export function cloneDashboardWidget(
  dashboardId: string,
  widgetId: string,
  version: string | undefined,
): Promise<WidgetAdded> {
  return apiFetch<WidgetAdded>(`${dashboardPath(dashboardId)}/widgets`, {
    method: 'PUT',
    headers: ifMatch(version),
    body: { clone_of: widgetId },
  });
}

/** The body of `PUT /api/v2/widgets-template`: the widget minus identity, plus title and name. */
export function templatePayload(widget: Widget, title: string): Record<string, unknown> {
  return { ...withoutWidgetIdentity(widget), title, widget_name: title };
}

/** Saves a widget as a template; resolves with the server's `data.message`. */
export async function saveWidgetTemplate(widget: Widget, title: string): Promise<string> {
  const answer = await apiFetch<{ data?: { message?: string } }>('/api/v2/widgets-template', {
    method: 'PUT',
    body: templatePayload(widget, title),
  });
  const message = answer.data?.message;
  if (!message) throw new Error('The server returned no data.');
  return message;
}

/** A saved query the palette offers (`GET /api/v2/queries/?provider=db`). */
export interface SavedQueryChoice {
  query_slug: string;
  program_slug?: string;
  description?: string;
}

/** The saved queries the user may use, sorted by query_slug. */
export async function fetchSavedQueries(): Promise<SavedQueryChoice[]> {
  const items = await apiFetch<SavedQueryChoice[]>('/api/v2/queries/?provider=db');
  return Array.isArray(items) ? items : [];
}
