import { proxy } from 'valtio';
import type { Widget } from '../../../schemas/generated/index.ts';

/** Temporary (drilldown) widgets shown above and below a dashboard's grid. */
export interface WidgetTemp {
  top: Widget[];
  bottom: Widget[];
}

/** One dashboard's widget state (app-shell §3 "Widget store"). */
export interface DashboardWidgets {
  /** Widgets changed on the client (clone, settings) by widget id. */
  widget: Record<string, Widget>;
  widgetTemp: WidgetTemp;
  /** Bumped to make the dashboard re-read its widgets. */
  update: number;
}

/** The widget store: per dashboard id. */
export interface WidgetState {
  dashboards: Record<string, DashboardWidgets>;
}

/** The widget store (valtio proxy). */
export const widgetStore = proxy<WidgetState>({ dashboards: {} });

/** The state of a dashboard, created empty on first use (a live proxy: mutate it). */
export function dashboardWidgets(dashboardId: string): DashboardWidgets {
  const existing = widgetStore.dashboards[dashboardId];
  if (existing) return existing;
  widgetStore.dashboards[dashboardId] = {
    widget: {},
    widgetTemp: { top: [], bottom: [] },
    update: 0,
  };
  return widgetStore.dashboards[dashboardId] as DashboardWidgets;
}

/** Bumps a dashboard's update counter. */
export function bumpDashboard(dashboardId: string): void {
  dashboardWidgets(dashboardId).update += 1;
}
