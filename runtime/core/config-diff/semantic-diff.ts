/**
 * The semantic diff of two config revisions: which entity (dashboard, query, program, …) was
 * added, removed or changed and, inside it, which widget was added, removed or moved and which
 * field changed from what to what. Reviews read this instead of a text diff; the builder's
 * History shows it and every builder commit's message is its summary (diff-message.ts).
 * Pure: it receives file texts and returns data.
 */

/** One file in two revisions: `before`/`after` undefined when absent there. */
export interface FileRevisionPair {
  /** Path relative to the config directory: `<tenant>/<folder>/<id>.json`, `/`-separated. */
  relPath: string;
  before?: string;
  after?: string;
}

/** What kind of entity a file holds, read from its place in the tree. */
export type DiffEntityKind =
  | 'dashboard'
  | 'query'
  | 'program'
  | 'datasource'
  | 'import'
  | 'table'
  | 'users'
  | 'tenant'
  | 'file';

/** A value changed at `path` (dotted, inside the entity; `widgets.<id>.` is left out for widgets). */
export interface FieldChange {
  type: 'field';
  /** The widget the field belongs to, when it is a widget's field. */
  widget?: string;
  path: string;
  /** `undefined`: the field was absent. */
  from?: unknown;
  to?: unknown;
}

export interface WidgetAdded {
  type: 'widget-added';
  widget: string;
}
export interface WidgetRemoved {
  type: 'widget-removed';
  widget: string;
}
/** A widget's place in the layout changed (position or size). */
export interface WidgetMoved {
  type: 'widget-moved';
  widget: string;
  from: LayoutBox;
  to: LayoutBox;
}
/** The SQL of a saved query changed. */
export interface SqlChange {
  type: 'sql';
  from?: string;
  to?: string;
}

export interface LayoutBox {
  x?: unknown;
  y?: unknown;
  w?: unknown;
  h?: unknown;
}

export type DiffDetail = FieldChange | WidgetAdded | WidgetRemoved | WidgetMoved | SqlChange;

/** What happened to one entity between the two revisions. */
export interface EntityDiff {
  tenant: string;
  kind: DiffEntityKind;
  /** Dashboard id, query slug, … (`users`/`tenant` for those files). */
  id: string;
  change: 'added' | 'removed' | 'changed';
  /** The files of the entity that differ. */
  files: string[];
  /** For `changed` entities: what changed inside (empty when only formatting changed). */
  details: DiffDetail[];
}

const KIND_OF_FOLDER: Record<string, DiffEntityKind> = {
  dashboards: 'dashboard',
  queries: 'query',
  programs: 'program',
  datasources: 'datasource',
  imports: 'import',
  tables: 'table',
};

/** Entity of a config file path: tenant, kind and id. */
export function entityOfPath(relPath: string): {
  tenant: string;
  kind: DiffEntityKind;
  id: string;
} {
  const parts = relPath.split('/');
  const tenant = parts[0] ?? '';
  const file = parts[parts.length - 1] ?? '';
  const base = file.replace(/\.(json|sql)$/, '');
  if (parts.length === 2 && (base === 'users' || base === 'tenant')) {
    return { tenant, kind: base, id: base };
  }
  const kind = parts.length === 3 ? KIND_OF_FOLDER[parts[1] ?? ''] : undefined;
  if (kind) return { tenant, kind, id: base };
  return { tenant, kind: 'file', id: parts.slice(1).join('/') };
}

/** The semantic diff of the files given (files whose texts are equal are left out). */
export function semanticDiff(pairs: readonly FileRevisionPair[]): EntityDiff[] {
  const groups = new Map<string, FileRevisionPair[]>();
  for (const pair of pairs) {
    if (pair.before === pair.after) continue;
    const { tenant, kind, id } = entityOfPath(pair.relPath);
    const key = `${tenant}\0${kind}\0${id}`;
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  const out: EntityDiff[] = [];
  for (const [key, files] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [tenant = '', kind = 'file', id = ''] = key.split('\0') as [
      string,
      DiffEntityKind,
      string,
    ];
    const json = files.find((f) => !f.relPath.endsWith('.sql'));
    const sql = files.find((f) => f.relPath.endsWith('.sql'));
    const main = json ?? sql;
    const existedBefore = main?.before !== undefined;
    const existsAfter = main?.after !== undefined;
    const change = !existedBefore ? 'added' : !existsAfter ? 'removed' : 'changed';
    const details: DiffDetail[] = [];
    if (change === 'changed') {
      if (json)
        details.push(...jsonDetails(kind, parseOrText(json.before), parseOrText(json.after)));
      if (sql) details.push({ type: 'sql', from: sql.before, to: sql.after });
    }
    out.push({ tenant, kind, id, change, files: files.map((f) => f.relPath).sort(), details });
  }
  return out;
}

function jsonDetails(kind: DiffEntityKind, before: unknown, after: unknown): DiffDetail[] {
  if (kind !== 'dashboard' || !isObject(before) || !isObject(after)) {
    return fieldChanges(before, after, '');
  }
  const details: DiffDetail[] = [];
  const wBefore = isObject(before.widgets) ? before.widgets : {};
  const wAfter = isObject(after.widgets) ? after.widgets : {};
  for (const widget of Object.keys(wBefore)) {
    if (!(widget in wAfter)) details.push({ type: 'widget-removed', widget });
  }
  for (const widget of Object.keys(wAfter)) {
    if (!(widget in wBefore)) details.push({ type: 'widget-added', widget });
    else {
      for (const change of fieldChanges(wBefore[widget], wAfter[widget], '')) {
        details.push({ ...change, widget });
      }
    }
  }
  const lBefore = layoutBoxes(before.layout);
  const lAfter = layoutBoxes(after.layout);
  for (const [widget, to] of lAfter) {
    const from = lBefore.get(widget);
    if (from && !sameJson(from, to)) details.push({ type: 'widget-moved', widget, from, to });
  }
  const rest = (o: Record<string, unknown>) => {
    const copy = { ...o };
    delete copy.widgets;
    delete copy.layout;
    return copy;
  };
  details.push(...fieldChanges(rest(before), rest(after), ''));
  return details;
}

/** Layout items by widget id (`i`), keeping only what places the widget. */
function layoutBoxes(layout: unknown): Map<string, LayoutBox> {
  const boxes = new Map<string, LayoutBox>();
  if (!Array.isArray(layout)) return boxes;
  for (const item of layout) {
    if (!isObject(item) || typeof item.i !== 'string') continue;
    boxes.set(item.i, { x: item.x, y: item.y, w: item.w, h: item.h });
  }
  return boxes;
}

/** Leaf changes between two JSON values (arrays compared whole: their items have no keys). */
function fieldChanges(before: unknown, after: unknown, prefix: string): FieldChange[] {
  if (sameJson(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      fieldChanges(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  const change: FieldChange = { type: 'field', path: prefix };
  if (before !== undefined) change.from = before;
  if (after !== undefined) change.to = after;
  return [change];
}

function parseOrText(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
