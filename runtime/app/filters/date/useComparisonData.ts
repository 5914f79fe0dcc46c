import { useMemo } from 'react';
import type { Conditions, Widget } from '../../../../schemas/generated/index.ts';
import type { WidgetComparison } from '../../../widget-sdk/types.ts';
import { useWidgetData } from '../../dashboard/useWidgetData.ts';
import { comparisonQuery, widgetComparisonSetting } from './comparison-conditions.ts';
import { useFiscalConfig } from './date-env.ts';

/**
 * The comparison period's rows of a widget (one more query, keyed like any other), when
 * `enabled` and the widget's own comparison period (params.comparisonPeriod or
 * query.comparison_period) or, without one, its date selection's comparison asks for it;
 * undefined otherwise. The widget's own fiscal calendar wins over the program's and the
 * tenant's.
 */
export function useComparisonData(
  widget: Pick<Widget, 'query_slug' | 'params'>,
  conditions: Conditions,
  enabled: boolean,
): WidgetComparison | undefined {
  const programFiscal = useFiscalConfig();
  const fiscal = widget.params?.fiscalMonth ?? programFiscal;
  const setting = widgetComparisonSetting(widget.params ?? {});
  const query = useMemo(
    () => (enabled ? comparisonQuery(conditions, fiscal, setting) : undefined),
    [enabled, conditions, fiscal, setting],
  );
  const state = useWidgetData(widget, query?.conditions ?? conditions, query !== undefined);
  const start = query?.range.start;
  const end = query?.range.end;
  const mode = query?.mode;
  return useMemo(
    () =>
      start && end && mode
        ? { data: state.data, loading: state.loading, range: { start, end }, mode }
        : undefined,
    [state.data, state.loading, start, end, mode],
  );
}
