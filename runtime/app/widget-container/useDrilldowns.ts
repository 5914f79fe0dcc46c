/**
 * Opening a widget's drilldowns on a click (widget-layer §4): with `clear` the dashboard's
 * temporary widgets go first, then each drilldown entry is added as a temporary widget, one
 * every 100 ms, above (`top`) or below the source.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import type { DataRow } from '../../widget-sdk/types.ts';
import { DRILLDOWN_INTERVAL_MS, drilldownWidget } from './drilldown.ts';
import { addTempWidget, clearTempWidgets } from './temp-widgets.ts';

/**
 * The onDrilldown handler of a widget, or undefined when it has no drilldowns (so widget types
 * render no pointer affordance).
 */
export function useDrilldowns(
  widget: Widget,
  conditions: Conditions,
): ((row: DataRow) => void) | undefined {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const entries = widget.params?.drilldown;
  const dashboardId = widget.dashboard_id;
  const open = useCallback(
    (row: DataRow) => {
      if (!entries?.length || !dashboardId) return;
      timers.current.forEach(clearTimeout);
      timers.current = [];
      if (entries.some((entry) => entry.clear)) clearTempWidgets(dashboardId);
      entries.forEach((drilldown, index) => {
        const add = () =>
          addTempWidget(
            dashboardId,
            drilldownWidget({ source: widget, sourceConditions: conditions, drilldown, row }),
            drilldown.top === true,
          );
        if (index === 0) add();
        else timers.current.push(setTimeout(add, index * DRILLDOWN_INTERVAL_MS));
      });
    },
    [conditions, dashboardId, entries, widget],
  );
  return entries?.length ? open : undefined;
}
