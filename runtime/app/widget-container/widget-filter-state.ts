/**
 * The viewer's own filters of one widget (widget-layer §2, §3): the Widget Filtering rules
 * and the values of the widget's filterInputs. Session state: applying rules writes their
 * where_cond into filteringStore.whereCondition[widgetId], which only that widget reads, so
 * only that widget re-queries. Until the viewer applies anything, the widget's saved
 * params.filterOptions.items and its inputs' initial values apply.
 */
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import {
  countingRules,
  filterInputConditions,
  filterRulesToWhereCond,
  initialFilterInputValues,
  type FilterInputDef,
  type FilterRule,
} from '../../core/index.ts';
import type { Conditions, Widget, WhereCond } from '../../../schemas/generated/index.ts';
import { filteringStore } from '../stores/filtering-store.ts';

/** What the viewer applied on one widget; a missing member means "as configured". */
export interface WidgetFilterSession {
  rules?: FilterRule[];
  inputs?: Record<string, unknown>;
}

/** Session filters by widget id (valtio proxy). */
export const widgetFilterStore = proxy<{ byWidget: Record<string, WidgetFilterSession> }>({
  byWidget: {},
});

// A program change clears the filtering store (app-shell §4); the widget filters go with it.
subscribeKey(filteringStore, 'program', () => {
  widgetFilterStore.byWidget = {};
});

/** The rules in effect on a widget: the applied ones, else its saved filterOptions.items. */
export function effectiveRules(
  widget: Pick<Widget, 'params'>,
  session: WidgetFilterSession | undefined,
): FilterRule[] {
  return session?.rules ?? (widget.params?.filterOptions?.items as FilterRule[] | undefined) ?? [];
}

/** The filterInputs values in effect: the applied ones, else the inputs' initial values. */
export function effectiveInputValues(
  widget: Pick<Widget, 'params'>,
  session: WidgetFilterSession | undefined,
): Record<string, unknown> {
  return session?.inputs ?? initialFilterInputValues(filterInputsOf(widget));
}

/** The widget's params.filterInputs. */
export function filterInputsOf(widget: Pick<Widget, 'params'>): FilterInputDef[] {
  return (widget.params?.filterInputs ?? []) as FilterInputDef[];
}

/**
 * Applies filter rules to a widget: keeps the rules that count and sets their where_cond as
 * the widget's entry of the filtering store (an empty map when none counts, so the saved
 * rules no longer apply either).
 */
export function applyWidgetRules(widgetId: string, rules: readonly FilterRule[]): FilterRule[] {
  const kept = countingRules(rules);
  const session = widgetFilterStore.byWidget[widgetId] ?? {};
  widgetFilterStore.byWidget[widgetId] = { ...session, rules: kept };
  filteringStore.whereCondition[widgetId] = filterRulesToWhereCond(kept);
  return kept;
}

/** Applies the values of a widget's filterInputs. */
export function applyWidgetInputs(widgetId: string, values: Record<string, unknown>): void {
  const session = widgetFilterStore.byWidget[widgetId] ?? {};
  widgetFilterStore.byWidget[widgetId] = { ...session, inputs: { ...values } };
}

/**
 * The filter conditions of a widget: the filter panel's (dashboard and widget entries of the
 * filtering store), the saved rules' where_cond while the viewer has applied none, and the
 * filterInputs values as top-level keys (a declared query parameter, else a where entry).
 * A stable object while its content is equal; undefined when nothing filters.
 */
export function widgetFilterConditions(
  panel: Conditions | undefined,
  widget: Pick<Widget, 'params' | 'master_filtering'>,
  session: WidgetFilterSession | undefined,
): Conditions | undefined {
  // master_filtering false: the widget does not follow the dashboard's filter panel; its own
  // rules and filterInputs still apply.
  if (widget.master_filtering === false) panel = undefined;
  const saved = session?.rules ? {} : filterRulesToWhereCond(effectiveRules(widget, undefined));
  const inputs = filterInputConditions(
    filterInputsOf(widget),
    effectiveInputValues(widget, session),
  );
  const where: WhereCond = { ...(panel?.where_cond as WhereCond | undefined), ...saved };
  const conditions: Conditions = { ...inputs, ...panel };
  delete conditions.where_cond;
  if (Object.keys(where).length > 0) conditions.where_cond = where;
  return Object.keys(conditions).length > 0 ? conditions : undefined;
}

/**
 * {@link widgetFilterConditions} with the widget's current session filters: what its
 * container sends, for code that computes a widget's request outside React (the prefetch).
 */
export function sessionWidgetFilterConditions(
  panel: Conditions | undefined,
  widget: Pick<Widget, 'widget_id' | 'params' | 'master_filtering'>,
): Conditions | undefined {
  const session = widget.widget_id ? widgetFilterStore.byWidget[widget.widget_id] : undefined;
  return widgetFilterConditions(panel, widget, session);
}
