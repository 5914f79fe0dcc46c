/**
 * The settings dialog's and drawer's working copy of a widget (widget-layer §4): whether it
 * changed, what a query slug change resets, and the payloads of POST /api/v2/widgets/{uid}
 * (widget-layer §7).
 */
import { stableStringify } from '../../runtime/core/index.ts';
import type { Widget, WidgetParams } from '../../schemas/generated/index.ts';

/** A slug shorter than this triggers no column lookup (widget-layer §5). */
export const SLUG_LOOKUP_MIN = 6;

/** Debounce of slug, params and url changes, in milliseconds (widget-layer §9). */
export const SETTINGS_DEBOUNCE_MS = 500;

/**
 * Types whose preview is remounted (after the 500 ms debounce) when their params change,
 * instead of updated in place (widget-layer §4: echarts and photofeed widgets).
 */
export const REMOUNT_ON_PARAMS: ReadonlySet<string> = new Set(['chart', 'photoFeed']);

/**
 * The settings preview's remount key (widget-layer §4): it changes with the url for every
 * type, and with the params for the types of {@link REMOUNT_ON_PARAMS}; equal params (in any
 * key order) keep it.
 */
export function previewRemountKey(
  type: string,
  url: string | undefined,
  params: WidgetParams | undefined,
): string {
  const paramsKey = REMOUNT_ON_PARAMS.has(type) ? stableStringify(params ?? {}) : '';
  return `${url ?? ''}#${paramsKey}`;
}

/** Fields the small dialog saves (widget-layer §7). */
export const DIALOG_FIELDS = [
  'title',
  'description',
  'widget_name',
  'attributes',
  'params',
  'query_slug',
  'conditions',
] as const;

/** Fields the drawer saves (widget-layer §7). */
export const DRAWER_FIELDS = [
  'title',
  'description',
  'attributes',
  'conditions',
  'format_definition',
  'url',
  'query_slug',
  'params',
] as const;

/** A field one of the two saves sends. */
export type SavedField = (typeof DIALOG_FIELDS)[number] | (typeof DRAWER_FIELDS)[number];

/** `value` without undefined members (at any depth), the way JSON would carry it. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutUndefined(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => [key, withoutUndefined(member)]),
  ) as T;
}

/** Whether the working copy differs from the widget in the saved fields (key order aside). */
export function hasChanges(
  original: Widget,
  draft: Widget,
  fields: readonly SavedField[] = DRAWER_FIELDS,
): boolean {
  return fields.some(
    (field) =>
      stableStringify(withoutUndefined(original[field]) ?? null) !==
      stableStringify(withoutUndefined(draft[field]) ?? null),
  );
}

/** Whether a slug is long enough to look its columns up. */
export function shouldLookUpColumns(slug: string | undefined): slug is string {
  return typeof slug === 'string' && slug.trim().length >= SLUG_LOOKUP_MIN;
}

/**
 * The widget after its query slug changed (widget-layer §4): format_definition, conditions,
 * the card's cards and the graph's series and axis keys belonged to the old query's columns.
 */
export function resetForNewSlug(widget: Widget): Widget {
  const { format_definition: _format, conditions: _conditions, ...rest } = widget;
  void _format;
  void _conditions;
  const params: WidgetParams = { ...widget.params };
  if (params.card) params.card = { ...params.card, cards: [] };
  if (params.graph) {
    const { series: _s, xkey: _x, ykey: _y, yline: _l, ...graph } = params.graph;
    void [_s, _x, _y, _l];
    params.graph = graph;
  }
  return widget.params ? { ...rest, params } : rest;
}

/** The widget's query slug, if it has one. */
export function slugOf(widget: Pick<Widget, 'query_slug'>): string | undefined {
  return widget.query_slug?.slug || undefined;
}

/**
 * The body of POST /api/v2/widgets/{uid}: each of `fields` as the working copy has it, `null`
 * for a field the user cleared (the server then removes it), and the dashboard id so a
 * widget id shared by two dashboards is never ambiguous.
 */
export function savePayload(
  original: Widget,
  draft: Widget,
  fields: readonly SavedField[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = withoutUndefined(draft[field]);
    if (value !== undefined) body[field] = value;
    else if (original[field] !== undefined) body[field] = null;
  }
  if (original.dashboard_id) body.dashboard_id = original.dashboard_id;
  return body;
}

/** `{dashboard_id}/{widget_id}` (or the widget's own uid), each part URL-encoded. */
export function widgetPath(widget: Pick<Widget, 'uid' | 'widget_id' | 'dashboard_id'>): string {
  const ref = widget.uid ?? `${widget.dashboard_id ?? ''}/${widget.widget_id ?? ''}`;
  return `/api/v2/widgets/${ref.split('/').map(encodeURIComponent).join('/')}`;
}
