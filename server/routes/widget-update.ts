/**
 * The new content of a dashboard file after a widget save or delete. Only the fields the two
 * save payloads of widget-layer §7 carry are taken from the body; identity fields and
 * anything else the client echoes back are ignored, so a save can never move or re-own a
 * widget.
 */
import { validateEntity } from '../../schemas/index.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import type { JsonObject } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';
import type { WidgetLocation } from './widget-lookup.ts';

/**
 * Fields a save may change: the small dialog sends title, description, widget_name,
 * attributes, params, query_slug and conditions; the drawer title, description, attributes,
 * conditions, format_definition, url, query_slug and params.
 */
export const WIDGET_SAVE_FIELDS = [
  'title',
  'description',
  'widget_name',
  'attributes',
  'params',
  'query_slug',
  'conditions',
  'format_definition',
  'url',
] as const;

/** Optional text fields where an empty string means "not set" (the forms send '' when cleared). */
const CLEARED_BY_EMPTY = new Set(['description', 'widget_name', 'url']);

/** A field of the saved widget that is not valid. */
export interface WidgetIssue {
  field: string;
  message: string;
}

/**
 * The widget with the body's fields applied (`null`, or `''` for description, widget_name
 * and url, removes the field) and the dashboard holding it; or the problems of the widget
 * against widget.schema.json.
 */
export function updateWidget(
  location: WidgetLocation,
  body: JsonObject,
): { dashboard: JsonObject; widget: JsonObject } | { problems: WidgetIssue[] } {
  const widget: JsonObject = { ...location.widget };
  for (const field of WIDGET_SAVE_FIELDS) {
    if (!Object.hasOwn(body, field)) continue;
    const value = body[field];
    if (value === null || value === undefined || (value === '' && CLEARED_BY_EMPTY.has(field))) {
      delete widget[field];
    } else {
      widget[field] = value;
    }
  }
  const problems = describeAjvErrors(validateEntity('widget.schema.json', widget), widget).map(
    (issue) => ({
      field: issue.pointer.slice(1).split('/').join('.') || '(widget)',
      message: issue.message,
    }),
  );
  if (problems.length > 0) return { problems };
  const widgets = isJsonObject(location.dashboard.value.widgets)
    ? location.dashboard.value.widgets
    : {};
  return {
    dashboard: {
      ...location.dashboard.value,
      widgets: { ...widgets, [location.widgetId]: widget },
    },
    widget,
  };
}

/**
 * The dashboard without the widget: its entry in `widgets`, its layout item, and the
 * references other widgets of the dashboard held to it (child widget lists, widgetParent).
 */
export function removeWidget(location: WidgetLocation): JsonObject {
  const id = location.widgetId;
  const dashboard = location.dashboard.value;
  const widgets: JsonObject = {};
  const source = isJsonObject(dashboard.widgets) ? dashboard.widgets : {};
  for (const [key, widget] of Object.entries(source)) {
    if (key !== id) widgets[key] = isJsonObject(widget) ? withoutReferencesTo(widget, id) : widget;
  }
  const layout = Array.isArray(dashboard.layout)
    ? dashboard.layout.filter((item) => !(isJsonObject(item) && item.i === id))
    : dashboard.layout;
  return { ...dashboard, widgets, layout };
}

function withoutReferencesTo(widget: JsonObject, id: string): JsonObject {
  if (!isJsonObject(widget.params)) return widget;
  const params: JsonObject = { ...widget.params };
  let changed = false;
  if (params.widgetParent === id) {
    delete params.widgetParent;
    changed = true;
  }
  if (Array.isArray(params.widgets)) {
    const children = params.widgets.filter(
      (child) => !(isJsonObject(child) && child.widget_id === id),
    );
    if (children.length !== params.widgets.length) {
      if (children.length > 0) params.widgets = children;
      else delete params.widgets;
      changed = true;
    }
  }
  return changed ? { ...widget, params } : widget;
}
