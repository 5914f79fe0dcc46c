/**
 * Calls of the dashboard pages and the widget container (server/routes/dashboard-routes.ts,
 * query-run-routes.ts, widget-routes.ts), typed as the server answers them.
 */
import type { ModuleConditionRules } from '../../core/index.ts';
import { apiFetch } from '../api/client.ts';
import { readJsonLines } from '../../core/json-lines.ts';
import { takePrefetched } from './prefetch-cache.ts';
import type { Conditions, Dashboard, Widget } from '../../../schemas/generated/index.ts';
import type { LocalizedText } from '../../../schemas/generated/localized-text.ts';
import type { DataRow } from '../../widget-sdk/types.ts';

/**
 * A dashboard as `GET /api/v2/dashboards/{id}` returns it: the file's fields, its placement,
 * its widgets with identity fields filled in, and its version (ETag).
 */
export interface DashboardDetail extends Omit<Dashboard, '$schema' | 'widgets' | 'user_id'> {
  title: LocalizedText;
  user_id: number | null;
  module_id: number;
  program_id: number;
  program_slug: string;
  widgets: Record<string, Widget>;
  version: string;
  /** Its module's condition_rules (module.schema.json), null when the module has none. */
  module_condition_rules?: ModuleConditionRules | null;
}

/** SWR key (and path) of one dashboard. */
export function dashboardPath(dashboardId: string): string {
  return `/api/v2/dashboards/${encodeURIComponent(dashboardId)}`;
}

/** SWR key (and path) of a module's dashboards. */
export function moduleDashboardsPath(moduleId: number): string {
  return `/api/v2/dashboards?module_id=${moduleId}`;
}

/**
 * One dashboard with its widgets and layout: the route's prefetch of it when one is pending
 * (route-prefetch.ts), else a request.
 */
export function fetchDashboard(dashboardId: string): Promise<DashboardDetail> {
  const path = dashboardPath(dashboardId);
  return takePrefetched<DashboardDetail>(path) ?? apiFetch<DashboardDetail>(path);
}

/** The dashboards of a module, in tab order. */
export async function fetchModuleDashboards(moduleId: number): Promise<DashboardDetail[]> {
  const answer = await apiFetch<{ data: DashboardDetail[] }>(moduleDashboardsPath(moduleId));
  return answer.data;
}

/** Path of a saved query run; `refresh` bypasses the server's result cache. */
export function queryPath(slug: string, refresh = false): string {
  return `/api/v2/services/queries/${encodeURIComponent(slug)}${refresh ? '?refresh=1' : ''}`;
}

/** Rows the server cut at the datasource's row_limit (header `x-navigator-truncated`). */
const truncatedRows = new WeakSet<DataRow[]>();

/** Whether `rows` (as runQuery resolved them) are only the first rows of the query's answer. */
export function rowsTruncated(rows: DataRow[]): boolean {
  return truncatedRows.has(rows);
}

/**
 * Runs a saved query with conditions and resolves with its rows. `keepOnNavigation`: a
 * prefetch started while the router changes pages must not be aborted by that change.
 * The answer is the spec's bare array of rows; whether the server cut it comes in a header,
 * kept beside the array (rowsTruncated) so every holder of the rows can ask.
 */
export async function runQuery(
  slug: string,
  conditions: Conditions,
  refresh = false,
  keepOnNavigation = false,
): Promise<DataRow[]> {
  let truncated = false;
  const answer = await apiFetch<unknown>(queryPath(slug, refresh), {
    method: 'POST',
    body: conditions,
    keepOnNavigation,
    onHeaders: (headers) => (truncated = headers.get('x-navigator-truncated') === 'true'),
  });
  const rows = Array.isArray(answer) ? (answer as DataRow[]) : [];
  if (truncated) truncatedRows.add(rows);
  return rows;
}

/**
 * Deletes a widget (owner only). The id is `{dashboard_id}/{widget_id}` so a widget id that
 * two dashboards share is never ambiguous. Resolves with the server's message.
 */
export async function deleteWidget(dashboardId: string, widgetId: string): Promise<string> {
  const answer = await apiFetch<{ data?: { message?: string } } | undefined>(
    `/api/v2/widgets/${encodeURIComponent(dashboardId)}/${encodeURIComponent(widgetId)}`,
    { method: 'DELETE' },
  );
  const message = answer?.data?.message;
  // widget-layer §8: a delete that returns no data failed.
  if (!message) throw new Error('The server returned no data.');
  return message;
}

/** Saves a widget's help text (the owner's small-dialog save, description only). */
export function saveWidgetDescription(
  widget: Pick<Widget, 'uid' | 'widget_id' | 'dashboard_id'>,
  description: string,
): Promise<unknown> {
  const ref = widget.uid ?? `${widget.dashboard_id}/${widget.widget_id}`;
  return apiFetch(`/api/v2/widgets/${ref.split('/').map(encodeURIComponent).join('/')}`, {
    method: 'POST',
    body: { description, dashboard_id: widget.dashboard_id },
  });
}

/** One line of `POST /api/v2/dashboards/{id}/answers` (server/routes/dashboard-answer-routes.ts). */
export interface DashboardAnswerLine {
  i: number;
  rows?: DataRow[];
  truncated?: boolean;
  status?: number;
  message?: string;
}

/**
 * A dashboard's first answers in one call: the rows of each `queries` entry, in its order, as
 * promises that settle as each answer arrives (the server streams them as the queries finish).
 * An entry the server could not answer rejects with its status and message; all reject when
 * the call fails. The rows are those runQuery would resolve with (truncation kept alike).
 */
export function runDashboardAnswers(
  dashboardId: string,
  queries: readonly { slug: string; conditions: Conditions | null | undefined }[],
  keepOnNavigation = false,
): Promise<DataRow[]>[] {
  const settles = queries.map(() => {
    let resolve!: (rows: DataRow[]) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<DataRow[]>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // Whoever takes the promise handles its failure; one nobody took must not be reported.
    promise.catch(() => undefined);
    return { promise, resolve, reject };
  });
  const onLine = (raw: unknown) => {
    const line = raw as DashboardAnswerLine;
    const entry = settles[line.i];
    if (!entry) return;
    if (!Array.isArray(line.rows)) {
      entry.reject(new Error(line.message ?? `HTTP ${line.status ?? 500}`));
      return;
    }
    if (line.truncated) truncatedRows.add(line.rows);
    entry.resolve(line.rows);
  };
  const body = { queries: queries.map((q) => ({ slug: q.slug, conditions: q.conditions ?? {} })) };
  apiFetch<void>(`${dashboardPath(dashboardId)}/answers`, {
    method: 'POST',
    body,
    keepOnNavigation,
    headers: { accept: 'application/x-ndjson' },
    readBody: (response) => readJsonLines(response, onLine),
  }).then(
    // A query the stream never answered (cut short) rejects: its container asks on its own.
    () => settles.forEach((entry) => entry.reject(new Error('No answer in the stream.'))),
    (error: unknown) =>
      settles.forEach((entry) =>
        entry.reject(error instanceof Error ? error : new Error(String(error))),
      ),
  );
  return settles.map((entry) => entry.promise);
}
