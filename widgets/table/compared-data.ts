import { useMemo } from 'react';
import { joinComparisonRows } from '../../runtime/core/index.ts';
import type { WidgetComparison, WidgetData } from '../../runtime/widget-sdk/types.ts';
import { dataWidgetText } from './widget-texts.ts';

/** A widget's data with the comparison period's measures joined in, and what was added. */
export interface ComparedData {
  data: WidgetData | undefined;
  /** measure column → its comparison column; empty without a comparison. */
  added: Record<string, string>;
  /** The comparison column's title for a measure's title ("Revenue (comparison)"). */
  title: (measureTitle: string) => string;
}

const NONE: Record<string, string> = {};

/**
 * The rows a chart or table shows: with a comparison period (widget params
 * comparisonPeriod), each measure gets a "measure (comparison)" column beside it, once the
 * comparison's rows are in; until then, and without one, the widget's own data.
 */
export function useComparedData(
  data: WidgetData | undefined,
  comparison: WidgetComparison | undefined,
  locale: string,
): ComparedData {
  const other = comparison?.data;
  return useMemo(() => {
    const t = dataWidgetText(locale);
    const title = (measure: string) => t('comparedColumn', { measure });
    if (!data || !other) return { data, added: NONE, title };
    const joined = joinComparisonRows(data.columns, data.rows, other.rows, title);
    return { data: { rows: joined.rows, columns: joined.columns }, added: joined.added, title };
  }, [data, other, locale]);
}
