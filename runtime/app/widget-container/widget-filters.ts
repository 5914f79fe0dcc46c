/**
 * React hooks over the widget filter state (widget-filter-state.ts): a widget container's
 * filter conditions and the session filters its side panel and dialog show.
 */
import { useMemo } from 'react';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { stableStringify } from '../../core/index.ts';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { useFilterConditions } from '../dashboard/filter-conditions.ts';
import {
  widgetFilterConditions,
  widgetFilterStore,
  type WidgetFilterSession,
} from './widget-filter-state.ts';

export * from './widget-filter-state.ts';

/** {@link widgetFilterConditions} of a widget on a dashboard, for its container. */
export function useWidgetFilterConditions(
  dashboardId: string,
  widget: Pick<Widget, 'widget_id' | 'params' | 'master_filtering'>,
): Conditions | undefined {
  const panel = useFilterConditions(dashboardId, widget.widget_id);
  const snap = useSnapshot(widgetFilterStore);
  const session = widget.widget_id ? snap.byWidget[widget.widget_id] : undefined;
  const conditions = widgetFilterConditions(panel, widget, session as WidgetFilterSession);
  const text = conditions ? stableStringify(conditions) : '';
  // A plain copy: the session's objects are render-tracking proxies of a store snapshot.
  return useMemo(() => (text ? (JSON.parse(text) as Conditions) : undefined), [text]);
}

/** The session filters of a widget, read reactively. */
export function useWidgetFilterSession(
  widgetId: string | undefined,
): WidgetFilterSession | undefined {
  const snap = useSnapshot(widgetFilterStore);
  return widgetId ? (snap.byWidget[widgetId] as WidgetFilterSession | undefined) : undefined;
}
