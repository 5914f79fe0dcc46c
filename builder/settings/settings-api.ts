/** Calls of the settings dialog and drawer (widget-layer §7). */
import { apiFetch } from '../../runtime/app/api/client.ts';
import type { Widget } from '../../schemas/generated/index.ts';
import { widgetPath } from './widget-draft.ts';

/** What POST /api/v2/widgets/{uid} answers. */
export interface WidgetSaveAnswer {
  status: string;
  message: string;
  data: { data: Widget };
  version?: string;
}

/** Saves a widget's settings; resolves with the server's answer (its message and the widget). */
export function saveWidgetSettings(
  widget: Pick<Widget, 'uid' | 'widget_id' | 'dashboard_id'>,
  body: Record<string, unknown>,
): Promise<WidgetSaveAnswer> {
  return apiFetch<WidgetSaveAnswer>(widgetPath(widget), { method: 'POST', body });
}

/** The column names of a saved query: PATCH /api/v2/services/queries/{slug} → `{data}`. */
export async function fetchQueryColumns(slug: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiFetch<{ data?: unknown }>(
    `/api/v2/services/queries/${encodeURIComponent(slug)}`,
    { method: 'PATCH', signal, silent: true },
  );
  return Array.isArray(answer.data) ? answer.data.map(String) : [];
}
