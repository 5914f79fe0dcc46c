/**
 * The new content of a dashboard file after a layout save or after adding a widget (new or
 * cloned). Pure, so the rules that keep `git diff` small are tested without a server:
 * unchanged layout items stay byte-identical, items keep their place in the file, a new
 * widget gets a readable id made from its title.
 */
import { validateEntity } from '../../schemas/index.ts';
import { isWidgetIdentityField } from '../../runtime/core/widgets/identity.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import type { JsonObject } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';

/** One placement a client sends: a layout item of the grid. */
export interface LayoutMove {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A problem of a payload, named by its field. */
export interface EditIssue {
  field: string;
  message: string;
}

/** Width and height of a new widget when the client does not say (half the grid, 4 rows). */
export const NEW_WIDGET_SIZE = { w: 6, h: 4 } as const;

/** Widget ids are map keys and layout `i`s: this pattern (layout-item.schema.json). */
const WIDGET_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Longest generated id (readable in the file and in share links). */
const MAX_ID_LENGTH = 40;
/** widget.schema.json: titles are at most 30 characters. */
const MAX_TITLE = 30;

function layoutOf(dashboard: JsonObject): JsonObject[] {
  return Array.isArray(dashboard.layout) ? dashboard.layout.filter(isJsonObject) : [];
}

function widgetsOf(dashboard: JsonObject): JsonObject {
  return isJsonObject(dashboard.widgets) ? dashboard.widgets : {};
}

const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

/**
 * The layout items of a save body (`{layout: [{i, x, y, w, h}, ...]}`), or the problems of
 * it: every item names a widget of the dashboard once, with whole non-negative positions and
 * sizes of at least 1 that fit in `cols` columns.
 */
export function parseLayoutSave(
  body: unknown,
  dashboard: JsonObject,
  cols: number,
): { moves: LayoutMove[] } | { issues: EditIssue[] } {
  if (!isJsonObject(body) || !Array.isArray(body.layout)) {
    return { issues: [{ field: 'layout', message: 'must be a list of {i, x, y, w, h}' }] };
  }
  const widgets = widgetsOf(dashboard);
  const issues: EditIssue[] = [];
  const seen = new Set<string>();
  const moves: LayoutMove[] = [];
  body.layout.forEach((item, index) => {
    const field = `layout.${index}`;
    if (!isJsonObject(item)) {
      issues.push({ field, message: 'must be an object {i, x, y, w, h}' });
      return;
    }
    const { i, x, y, w, h } = item;
    if (typeof i !== 'string' || !Object.hasOwn(widgets, i)) {
      issues.push({ field: `${field}.i`, message: `no widget "${String(i)}" on this dashboard` });
      return;
    }
    if (seen.has(i)) {
      issues.push({ field: `${field}.i`, message: `widget "${i}" is placed twice` });
      return;
    }
    seen.add(i);
    if (!isCount(x, 0) || !isCount(y, 0) || !isCount(w, 1) || !isCount(h, 1)) {
      issues.push({ field, message: 'x and y must be integers ≥ 0, w and h integers ≥ 1' });
      return;
    }
    if (x + w > cols) {
      issues.push({ field, message: `x + w must be at most ${cols} (the grid's columns)` });
      return;
    }
    moves.push({ i, x, y, w, h });
  });
  return issues.length > 0 ? { issues } : { moves };
}

/**
 * The dashboard with the moves applied. Items keep their order and every other key (minW,
 * static...); an item whose place and size did not change is kept as it is, so a move is a
 * change of the moved item's lines only. Widgets the save does not mention keep their place
 * (a widget added by someone else meanwhile is not dropped); widgets without an item get one.
 */
export function applyLayout(dashboard: JsonObject, moves: readonly LayoutMove[]): JsonObject {
  const byId = new Map(moves.map((move) => [move.i, move]));
  const placed = new Set<string>();
  const layout: JsonObject[] = layoutOf(dashboard).map((item) => {
    const id = typeof item.i === 'string' ? item.i : '';
    placed.add(id);
    const move = byId.get(id);
    if (!move) return item;
    if (item.x === move.x && item.y === move.y && item.w === move.w && item.h === move.h) {
      return item;
    }
    return { ...item, x: move.x, y: move.y, w: move.w, h: move.h };
  });
  for (const move of moves) {
    if (!placed.has(move.i)) layout.push({ i: move.i, x: move.x, y: move.y, w: move.w, h: move.h });
  }
  return { ...dashboard, layout };
}

/**
 * A readable, unused widget id from a title: `Revenue by month` → `revenue_by_month`, then
 * `revenue_by_month_2`... Ids starting with `temp` are the browser's temporary widgets, so
 * such a title gets a `w_` prefix.
 */
export function newWidgetId(title: string, fallback: string, taken: ReadonlySet<string>): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, MAX_ID_LENGTH)
      .replace(/_+$/, '');
  let base = slug(title) || slug(fallback) || 'widget';
  if (/^temp/.test(base) || !WIDGET_ID.test(base)) base = `w_${base}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** "(copy)" in each language a translated title may have. */
const COPY_SUFFIX: Readonly<Record<string, string>> = {
  en: ' (copy)',
  es: ' (copia)',
  pt: ' (cópia)',
};

function copyOf(text: string, suffix: string): string {
  const base = text.trim() !== '' ? text.trim() : 'Widget';
  return base.length + suffix.length <= MAX_TITLE
    ? `${base}${suffix}`
    : `${base.slice(0, MAX_TITLE - suffix.length).trimEnd()}${suffix}`;
}

/**
 * The title of a clone: "{title} (copy)", cut to the 30 characters a title may have. A
 * translated title ({en, es, pt}) gets the suffix in each of its languages.
 */
export function cloneTitle(title: unknown): string | Record<string, string> {
  if (isJsonObject(title) && typeof title.en === 'string') {
    const copy: Record<string, string> = {};
    for (const [language, text] of Object.entries(title)) {
      if (typeof text === 'string')
        copy[language] = copyOf(text, COPY_SUFFIX[language] ?? ' (copy)');
    }
    return copy;
  }
  return copyOf(typeof title === 'string' ? title : '', COPY_SUFFIX.en!);
}

/** The English text of a title (a string or {en, es, pt}) that widget ids are made from. */
export function titleForId(title: unknown): string {
  if (typeof title === 'string') return title;
  return isJsonObject(title) && typeof title.en === 'string' ? title.en : '';
}

/** The widget of a create body: its fields minus identity fields and the `layout` hint. */
export function widgetOfPayload(body: JsonObject): JsonObject {
  const widget: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    if (isWidgetIdentityField(key)) continue;
    if (key === 'layout' || key === 'clone_of') continue;
    if (value === null || value === undefined) continue;
    widget[key] = value;
  }
  return widget;
}

/** Problems of a widget against widget.schema.json, by field. */
export function widgetIssues(widget: JsonObject): EditIssue[] {
  return describeAjvErrors(validateEntity('widget.schema.json', widget), widget).map((issue) => ({
    field: issue.pointer.slice(1).split('/').join('.') || '(widget)',
    message: issue.message,
  }));
}

/** Where a new widget goes: the client's hint when it is a valid placement, else below all. */
export function placeNewItem(
  dashboard: JsonObject,
  hint: unknown,
  cols: number,
  size: { w: number; h: number; minW?: number; minH?: number },
  x = 0,
): JsonObject {
  const bottom = Math.max(
    0,
    ...layoutOf(dashboard).map((item) =>
      isCount(item.y, 0) && isCount(item.h, 1) ? item.y + item.h : 0,
    ),
  );
  const h = isJsonObject(hint) ? hint : {};
  const w = isCount(h.w, 1) ? Math.min(h.w, cols) : Math.min(size.w, cols);
  const item: JsonObject = {
    x: isCount(h.x, 0) && h.x + w <= cols ? h.x : Math.min(x, cols - w),
    y: isCount(h.y, 0) ? h.y : bottom,
    w,
    h: isCount(h.h, 1) ? h.h : size.h,
  };
  if (size.minW !== undefined) item.minW = Math.min(size.minW, w);
  if (size.minH !== undefined) item.minH = Math.min(size.minH, item.h as number);
  return item;
}

/** The dashboard with `widget` added under `widgetId` and placed at `item`. */
export function addWidget(
  dashboard: JsonObject,
  widgetId: string,
  widget: JsonObject,
  item: JsonObject,
): JsonObject {
  return {
    ...dashboard,
    widgets: { ...widgetsOf(dashboard), [widgetId]: widget },
    layout: [...layoutOf(dashboard), { i: widgetId, ...item }],
  };
}

/** The ids of the dashboard's widgets. */
export function widgetIds(dashboard: JsonObject): Set<string> {
  return new Set(Object.keys(widgetsOf(dashboard)));
}

/** The layout item of a widget, if placed. */
export function layoutItemOf(dashboard: JsonObject, widgetId: string): JsonObject | undefined {
  return layoutOf(dashboard).find((item) => item.i === widgetId);
}
