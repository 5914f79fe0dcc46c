/**
 * The conditions a widget's query runs with: the dashboard's conditions, under the widget's
 * own (and params.addConditions), under the filter panel's selection for this dashboard and
 * widget. Pure; useWidgetData keys its cache on the result.
 */
import {
  applyModuleRules,
  cleanWhereConditions,
  isIsoDate,
  restateFiscalRange,
  type FiscalConfig,
  type FiscalConfigInput,
  type ModuleConditionRules,
} from '../../core/index.ts';
import { fiscalUnitOf, pickerKind } from '../filters/date/picker-logic.ts';
import type { Conditions, Widget, WhereCond } from '../../../schemas/generated/index.ts';

/**
 * Dashboard condition keys that configure the dashboard rather than filter its widgets: the
 * store definition feeds the filter options (app-shell §7) and would be read as a column
 * filter by the query service.
 */
export const DASHBOARD_ONLY_KEYS = ['store', 'extraConditionsFile', 'hierarchy'] as const;

const WHERE_ALIASES = ['filter', 'where', 'where_cond'] as const;

/** A layer with its where aliases folded into where_cond (where_cond > where > filter). */
function foldWhere(layer: Conditions | null | undefined): Conditions {
  if (!layer) return {};
  const where: WhereCond = {};
  for (const alias of WHERE_ALIASES) {
    const value = layer[alias];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(where, value as WhereCond);
    }
  }
  const rest: Conditions = { ...layer };
  for (const alias of WHERE_ALIASES) delete rest[alias];
  return Object.keys(where).length > 0 ? { ...rest, where_cond: where } : rest;
}

/** Merges layers, lowest first: later keys win, where_cond entries merge key by key. */
function mergeLayers(...layers: Conditions[]): Conditions {
  const merged: Conditions = {};
  let where: WhereCond = {};
  for (const layer of layers) {
    const { where_cond: layerWhere, ...rest } = layer;
    Object.assign(merged, rest);
    if (layerWhere) where = { ...where, ...layerWhere };
  }
  return Object.keys(where).length > 0 ? { ...merged, where_cond: where } : merged;
}

/**
 * The conditions without their where part: where_cond and the hierarchy roll-up that follows
 * the geography selected (hlevel, qry_options), which a query of other columns cannot take.
 */
function withoutWhere(conditions: Conditions): Conditions {
  const {
    where_cond: _where,
    hlevel: _level,
    qry_options: _options,
    ...rest
  } = conditions as Conditions & { hlevel?: unknown; qry_options?: unknown };
  return rest;
}

/** Drops undefined members so equal conditions serialize alike. */
function defined(conditions: Conditions): Conditions {
  return Object.fromEntries(Object.entries(conditions).filter(([, v]) => v !== undefined));
}

/** The dashboard's conditions without the filter panel's saved state (filter-state schema). */
function withoutSavedPanelState(dashboard: Conditions | null | undefined): Conditions {
  const {
    where: _where,
    date: _date,
    lastSelected: _last,
    ...rest
  } = (dashboard ?? {}) as Conditions & Record<string, unknown>;
  return rest;
}

/** Inputs of requestConditions. */
export interface ConditionLayers {
  /** The dashboard's conditions (its saved filters included). */
  dashboard?: Conditions | null;
  widget: Pick<Widget, 'conditions' | 'params' | 'query_slug' | 'where_definition'>;
  /** The filter panel's conditions for this dashboard and widget. */
  filter?: Conditions | null;
  /**
   * The calendar the panel's date picker used (the program's, else the tenant's): a fiscal
   * selection is restated on a widget's own params.fiscalMonth.
   */
  calendar?: FiscalConfig | FiscalConfigInput | null;
  /** The page's route parameters (path, then query string) for params.routeConditions. */
  route?: Readonly<Record<string, string | undefined>>;
  /**
   * Conditions the widget's type derives from the signed-in user (the profile card's "that
   * user's row only"): merged over every other layer so no filter can widen them. Such a
   * widget shows the user's own figures, not the selection's: the dashboard's and the panel's
   * where (a store, a region) do not apply to it; their dates still do.
   */
  session?: Conditions | null;
  /** The module's condition_rules (module.schema.json), applied after every other layer. */
  moduleRules?: ModuleConditionRules | null;
}

/**
 * The panel's fiscal date selection on the widget's own calendar (see restateFiscalRange):
 * firstdate/lastdate (and filterdate, date) move to the widget's fiscal periods of those
 * days. Other selections, and widgets without a calendar, keep the panel's dates.
 */
function inWidgetCalendar(
  panel: Conditions,
  widget: ConditionLayers['widget'],
  calendar: ConditionLayers['calendar'],
): Conditions {
  const own = widget.params?.fiscalMonth as FiscalConfigInput | undefined;
  const date = panel.date;
  const unit = date?.period ? fiscalUnitOf(pickerKind(date.period)) : undefined;
  const first = date?.firstdate ?? panel.firstdate;
  const last = date?.lastdate ?? panel.lastdate;
  if (!own || !unit || !isIsoDate(first) || !isIsoDate(last)) return panel;
  const range = restateFiscalRange(unit, { start: first, end: last }, calendar, own);
  if (!range) return panel;
  return {
    ...panel,
    firstdate: range.start,
    lastdate: range.end,
    ...(panel.filterdate !== undefined && { filterdate: range.end }),
    date: { ...date, firstdate: range.start, lastdate: range.end },
  };
}

/** A routeConditions value: true for every route parameter, or the names copied. */
type RoutePick = boolean | string[] | undefined;

/** The route parameters a routeConditions / routeWhereConditions value picks. */
export function pickRouteParams(
  pick: RoutePick,
  route: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string> {
  if (!pick || !route) return {};
  const names = pick === true ? Object.keys(route) : pick;
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = route[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  return picked;
}

/** Whether a widget's conditions read the page's route (the prefetch cannot know it). */
export function readsRoute(widget: Pick<Widget, 'params'>): boolean {
  return Boolean(widget.params?.routeConditions || widget.params?.routeWhereConditions);
}

/**
 * params.filterdateArray: the date range goes as filterdate: [first, last] instead of
 * separate firstdate and lastdate (the server reads the list back as the range).
 */
function asFilterdateArray(conditions: Conditions): Conditions {
  const { firstdate, lastdate, ...rest } = conditions;
  if (firstdate === undefined || lastdate === undefined) return conditions;
  return { ...rest, filterdate: [firstdate, lastdate] } as Conditions;
}

/**
 * query_slug.conditional_filtering: the where_cond keys of `merged` that none of the widget's
 * own layers (its conditions, route, addConditions, session) set, i.e. the ones the filter
 * panel or the dashboard gave it, sorted. The server leaves out those the query does not
 * declare (merge-conditions.ts dropUndeclaredPanelKeys).
 */
export function panelKeys(merged: Conditions, ownLayers: readonly Conditions[]): string[] {
  const own = new Set(ownLayers.flatMap((layer) => Object.keys(layer.where_cond ?? {})));
  return Object.keys(merged.where_cond ?? {})
    .filter((key) => !own.has(key))
    .sort();
}

/**
 * The conditions to POST for a widget:
 * dashboard (minus its configuration keys) < widget.conditions < params.addConditions <
 * filter panel. The panel's where entries are cleaned first (region rename, nulls dropped,
 * params.filtered_by) and get params.addFilterConditions; with query_slug.preserve_conditions
 * the widget's own keys win over the panel's. A widget with params.fiscalMonth sends it as
 * `fiscalMonth`, the calendar its fiscal date tokens resolve on, and gets the panel's fiscal
 * selection restated on it (`calendar` is the one the picker used). params.routeConditions and
 * routeWhereConditions copy route parameters (all with true, else the named ones) into the
 * conditions or where_cond; params.filterdateArray sends the range as filterdate [first, last].
 * Last, the module's condition_rules (module-rules.ts) move or drop where_cond entries. With
 * query_slug.conditional_filtering the where keys the widget did not set itself go along as
 * panel_keys, which the server leaves out when the query lacks their column.
 */
export function requestConditions({
  dashboard,
  widget,
  filter,
  calendar,
  route,
  session,
  moduleRules,
}: ConditionLayers): Conditions {
  // Once the panel has applied, its state replaces the owner's saved panel state (`where`,
  // `date`): a filter cleared in the panel must not come back from the saved one.
  const dashboardLayer = foldWhere(filter ? withoutSavedPanelState(dashboard) : dashboard);
  for (const key of DASHBOARD_ONLY_KEYS) delete dashboardLayer[key];
  // Route parameters sit between the widget's conditions and addConditions: a link such as
  // ?store_id=12 narrows the widget, an explicit addConditions still wins.
  const routeLayer: Conditions = {
    ...pickRouteParams(widget.params?.routeConditions, route),
  };
  const routeWhere = pickRouteParams(widget.params?.routeWhereConditions, route);
  if (Object.keys(routeWhere).length > 0) routeLayer.where_cond = routeWhere;
  const own = mergeLayers(
    foldWhere(widget.conditions),
    routeLayer,
    foldWhere(widget.params?.addConditions),
  );
  let panel = foldWhere(filter);
  if (filter) {
    panel = cleanWhereConditions(panel as Parameters<typeof cleanWhereConditions>[0], {
      whereDefinition: widget.where_definition,
      filteredBy: widget.params?.filtered_by,
    }) as Conditions;
    const extra = widget.params?.addFilterConditions;
    if (extra && Object.keys(extra).length > 0) panel = mergeLayers(panel, { where_cond: extra });
    panel = inWidgetCalendar(panel, widget, calendar);
  }
  const layered =
    widget.query_slug?.preserve_conditions === true
      ? mergeLayers(dashboardLayer, panel, own)
      : mergeLayers(dashboardLayer, own, panel);
  const merged = applyModuleRules(
    session ? mergeLayers(withoutWhere(layered), own, foldWhere(session)) : layered,
    moduleRules,
  );
  // The widget's own fiscal calendar resolves its fiscal date tokens on the server
  // (conditions-semantics "Configured per program or widget").
  const fiscalMonth = widget.params?.fiscalMonth;
  if (fiscalMonth) merged.fiscalMonth = fiscalMonth;
  if (widget.query_slug?.conditional_filtering === true) {
    const keys = panelKeys(merged, [own, foldWhere(session)]);
    if (keys.length > 0) merged.panel_keys = keys;
  }
  return defined(widget.params?.filterdateArray === true ? asFilterdateArray(merged) : merged);
}
