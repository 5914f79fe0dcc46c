/**
 * Drilldowns (widget-layer §3, §4): a click on a data point or row of a widget opens its
 * params.drilldown entries as temporary widgets running another saved query with the
 * clicked row's values. Pure: the container adds the widgets one every 100 ms.
 */
import type { Conditions, Drilldown, Widget, WhereCond } from '../../../schemas/generated/index.ts';
import type { DataRow } from '../../widget-sdk/types.ts';
import { whereKeyColumn } from '../../core/index.ts';

/** Time between two drilldown widgets being added (widget-layer §9). */
export const DRILLDOWN_INTERVAL_MS = 100;

/** Prefix of temporary widget ids: the server treats ids starting with 'temp' as local-only. */
export const TEMP_PREFIX = 'temp';

let sequence = 0;

/**
 * A deep copy of a widget or its conditions, which are JSON documents by their schemas. Not
 * structuredClone: what the app hands over is often read from a store through useSnapshot,
 * whose nested objects are proxies (proxy-compare's render tracking), and structuredClone
 * throws a DataCloneError on any proxy — every drilldown failed once a date filter (whose
 * `date` object is nested) was applied. JSON reads through a proxy like any object.
 */
export function plainCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A new temporary widget id, unique in this page: temp-{kind}-{source}-{n}. */
export function tempWidgetId(kind: 'drill' | 'clone', sourceId: string | undefined): string {
  sequence += 1;
  return `${TEMP_PREFIX}-${kind}-${sourceId ?? 'widget'}-${sequence}`;
}

type WhereValue = WhereCond[string];

function whereValueOf(value: unknown): WhereValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

/**
 * The where entries a click adds: for each key of `dataExtra.where_cond` (a list of columns,
 * or a map of where key → column of the row) the clicked row's value; without that list,
 * the source chart's x column. Keys whose value the row lacks are left out.
 */
export function drilldownWhere(drilldown: Drilldown, row: DataRow, source: Widget): WhereCond {
  const spec = drilldown.dataExtra?.where_cond;
  let pairs: [key: string, column: string][];
  if (Array.isArray(spec)) {
    pairs = spec.filter((k): k is string => typeof k === 'string').map((k) => [k, k]);
  } else if (spec && typeof spec === 'object') {
    pairs = Object.entries(spec).filter((e): e is [string, string] => typeof e[1] === 'string');
  } else {
    const xkey = source.params?.graph?.xkey;
    pairs = xkey ? [[xkey, xkey]] : [];
  }
  const where: WhereCond = {};
  for (const [key, column] of pairs) {
    const value = whereValueOf(row[column]);
    if (value !== undefined) where[key] = value;
  }
  return where;
}

/** where_cond without the entries on `columns`, whatever their suffix ('k', 'k!', 'k|'...). */
function withoutColumns(where: WhereCond, columns: ReadonlySet<string>): WhereCond {
  return Object.fromEntries(
    Object.entries(where).filter(([key]) => !columns.has(whereKeyColumn(key))),
  );
}

/**
 * The conditions of a drilldown widget: the source's conditions (its widget filters and the
 * dashboard's included) unless extendConditions is false (the schema's default is true),
 * minus removeFields — a condition key (fields, grouping...) or a where column, so a
 * drilldown can drop a filter the source had — with the clicked row's where entries on top.
 */
export function drilldownConditions(
  drilldown: Drilldown,
  row: DataRow,
  source: Widget,
  sourceConditions: Conditions,
): Conditions {
  const extend = drilldown.extendConditions !== false;
  const base: Conditions = extend ? plainCopy(sourceConditions) : {};
  const removed = new Set(drilldown.removeFields ?? []);
  for (const field of removed) delete base[field];
  const where = drilldownWhere(drilldown, row, source);
  const existing =
    base.where_cond && typeof base.where_cond === 'object' ? (base.where_cond as WhereCond) : {};
  return { ...base, where_cond: { ...withoutColumns(existing, removed), ...where } };
}

/** Classbase of a drilldown widget: dataExtra.classbase, else the source's. */
function classbaseOf(drilldown: Drilldown, source: Widget): Widget['classbase'] {
  const named = drilldown.dataExtra?.classbase;
  return typeof named === 'string' ? (named as Widget['classbase']) : source.classbase;
}

/** Inputs of drilldownWidget. */
export interface DrilldownInput {
  source: Widget;
  /** The conditions the source widget ran with (its own merged with dashboard and filters). */
  sourceConditions: Conditions;
  drilldown: Drilldown;
  row: DataRow;
  id?: string;
}

/** The temporary widget one drilldown entry opens for a clicked row. */
export function drilldownWidget({
  source,
  sourceConditions,
  drilldown,
  row,
  id = tempWidgetId('drill', source.widget_id),
}: DrilldownInput): Widget {
  const { query: _query, ...params } = plainCopy(drilldown.params);
  return {
    uid: source.dashboard_id ? `${source.dashboard_id}/${id}` : id,
    widget_id: id,
    dashboard_id: source.dashboard_id,
    module_id: source.module_id,
    program_id: source.program_id,
    program_slug: source.program_slug,
    user_id: source.user_id,
    title: drilldown.title ?? source.title,
    classbase: classbaseOf(drilldown, source),
    query_slug: { slug: drilldown.params.query.slug },
    conditions: drilldownConditions(drilldown, row, source, sourceConditions),
    format_definition: plainCopy(source.format_definition),
    params: { ...params, query: plainCopy(drilldown.params.query), widgetParent: undefined },
    temp: true,
    dataExtra: { ...plainCopy(drilldown.dataExtra), row: plainCopy(row), source: source.widget_id },
  };
}

/** A temporary copy of a widget (the clone item): same content, marked temp, never saved. */
export function cloneWidget(source: Widget, id = tempWidgetId('clone', source.widget_id)): Widget {
  return {
    ...plainCopy(source),
    uid: source.dashboard_id ? `${source.dashboard_id}/${id}` : id,
    widget_id: id,
    temp: true,
    dataExtra: { ...plainCopy(source.dataExtra), source: source.widget_id, clone: true },
  };
}

/** The widget a temporary widget came from (its dataExtra.source). */
export function tempSourceOf(widget: Widget): string | undefined {
  const source = widget.dataExtra?.source;
  return typeof source === 'string' ? source : undefined;
}
