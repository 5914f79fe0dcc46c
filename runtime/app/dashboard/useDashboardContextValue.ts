/**
 * The shared state of a shown dashboard (its DashboardContext value): temporary widgets from
 * the widget store, collapsed widgets, and dropping a deleted widget from the cached dashboard.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useSnapshot } from '../stores/use-snapshot.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { dashboardWidgets, widgetStore } from '../stores/widget-store.ts';
import { allTempWidgets } from '../widget-container/temp-widgets.ts';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { DashboardDetail } from './dashboard-api.ts';
import type { DashboardContextValue } from './dashboard-context.ts';

const EMPTY_TEMP = { top: [] as Widget[], bottom: [] as Widget[] };

/** Inputs of {@link useDashboardContextValue}. */
export interface DashboardStateInput {
  dashboardId: string;
  data: DashboardDetail | undefined;
  mutate: KeyedMutator<DashboardDetail>;
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
  shared: boolean;
  sharedWidgetRoute?: boolean;
}

/** The context value and the temporary widgets of a dashboard (undefined until it loads). */
export function useDashboardContextValue({
  dashboardId,
  data,
  mutate,
  program,
  route,
  shared,
  sharedWidgetRoute = false,
}: DashboardStateInput): {
  context: DashboardContextValue | undefined;
  temp: { top: Widget[]; bottom: Widget[] };
} {
  const store = useSnapshot(widgetStore);
  const temp = (store.dashboards[dashboardId]?.widgetTemp ?? EMPTY_TEMP) as {
    top: Widget[];
    bottom: Widget[];
  };
  const [collapsed, setCollapsedIds] = useState<ReadonlySet<string>>(() => new Set());

  // Temporary widgets belong to the dashboard as it is shown; leaving it drops them.
  useEffect(() => {
    const widgets = dashboardWidgets(dashboardId);
    return () => {
      widgets.widgetTemp.top = [];
      widgets.widgetTemp.bottom = [];
    };
  }, [dashboardId]);

  const forgetWidget = useCallback(
    (widgetId: string) => {
      void mutate(
        (current) => {
          if (!current) return current;
          const { [widgetId]: _removed, ...widgets } = current.widgets;
          return {
            ...current,
            widgets,
            layout: current.layout.filter((item) => item.i !== widgetId),
          };
        },
        { revalidate: true },
      );
    },
    [mutate],
  );
  const setCollapsed = useCallback((widgetId: string, value: boolean) => {
    setCollapsedIds((current) => {
      const next = new Set(current);
      if (value) next.add(widgetId);
      else next.delete(widgetId);
      return next;
    });
  }, []);

  const context = useMemo<DashboardContextValue | undefined>(() => {
    if (!data) return undefined;
    const temps = allTempWidgets(temp);
    const widgets: Record<string, Widget> = { ...data.widgets };
    for (const widget of temps) if (widget.widget_id) widgets[widget.widget_id] = widget;
    return {
      dashboard: data,
      program,
      route,
      shared,
      sharedWidgetRoute,
      widgets,
      temps,
      forgetWidget,
      refresh: () => mutate(),
      collapsed,
      setCollapsed,
    };
  }, [
    collapsed,
    data,
    forgetWidget,
    mutate,
    program,
    route,
    setCollapsed,
    shared,
    sharedWidgetRoute,
    temp,
  ]);
  return { context, temp };
}
