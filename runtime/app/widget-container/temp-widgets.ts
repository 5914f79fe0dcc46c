/**
 * Temporary widgets of a dashboard (clones and drilldowns) in the widget store's
 * widgetTemp {top, bottom}: added next to the widget they came from, removed locally,
 * never saved.
 */
import { dashboardWidgets, type WidgetTemp } from '../stores/widget-store.ts';
import type { Widget } from '../../../schemas/generated/index.ts';
import { tempSourceOf } from './drilldown.ts';

/** Adds a temporary widget above (`top`) or below its source. */
export function addTempWidget(dashboardId: string, widget: Widget, top: boolean): void {
  const temp = dashboardWidgets(dashboardId).widgetTemp;
  (top ? temp.top : temp.bottom).push(widget);
}

/** Removes one temporary widget (its close item). */
export function removeTempWidget(dashboardId: string, widgetId: string): void {
  const temp = dashboardWidgets(dashboardId).widgetTemp;
  temp.top = temp.top.filter((w) => w.widget_id !== widgetId);
  temp.bottom = temp.bottom.filter((w) => w.widget_id !== widgetId);
}

/** Empties a dashboard's temporary widgets (a drilldown with `clear`). */
export function clearTempWidgets(dashboardId: string): void {
  const temp = dashboardWidgets(dashboardId).widgetTemp;
  temp.top = [];
  temp.bottom = [];
}

/** Every temporary widget of a widgetTemp, top ones first. */
export function allTempWidgets(temp: Readonly<WidgetTemp> | undefined): Widget[] {
  return temp ? [...temp.top, ...temp.bottom] : [];
}

/** Whether a drilldown of `sourceId` is open: a temporary widget came from a click on it. */
export function isDrilldownOpen(temps: readonly Widget[], sourceId: string | undefined): boolean {
  return (
    sourceId !== undefined &&
    temps.some((w) => tempSourceOf(w) === sourceId && w.dataExtra?.row !== undefined)
  );
}
