/**
 * The conditions of a widget's comparison query (app-shell §4): the same conditions with the
 * comparison range as firstdate/lastdate and isComparison set, when the date filter's
 * selection (conditions.date) has comparison on.
 */
import {
  comparisonRange,
  DEFAULT_RANGE_COMPARE,
  isIsoDate,
  type RangeCompare,
} from '../../../core/index.ts';
import type { Conditions } from '../../../../schemas/generated/index.ts';
import type { DateFiscalConfig } from './date-selection.ts';

/** A comparison query: its conditions, range and mode. */
export interface ComparisonQuery {
  conditions: Conditions;
  range: { start: string; end: string };
  mode: RangeCompare;
}

/**
 * A widget's own comparison period (widget params `comparisonPeriod`, else
 * `query.comparison_period`): true or 'prev' the previous period, 'all' the start of the
 * year to the last date, false none; undefined leaves it to the date filter.
 */
export type WidgetComparisonSetting = boolean | RangeCompare | undefined;

/** The comparison setting of a widget's params (comparisonPeriod wins over query's). */
export function widgetComparisonSetting(params: {
  comparisonPeriod?: boolean | string;
  query?: { comparison_period?: boolean | string };
}): WidgetComparisonSetting {
  const value = params.comparisonPeriod ?? params.query?.comparison_period;
  if (value === 'prev' || value === 'all' || typeof value === 'boolean') return value;
  return undefined;
}

/**
 * The comparison mode in force: the widget's own setting when it has one (false turns the
 * date filter's comparison off for this widget), else the date filter's comparison flag and
 * rangeCompare; undefined for none.
 */
function comparisonMode(
  date: Conditions['date'],
  setting: WidgetComparisonSetting,
): RangeCompare | undefined {
  if (setting === false) return undefined;
  if (setting === 'all' || setting === 'prev') return setting;
  if (setting === true) return date?.rangeCompare === 'all' ? 'all' : DEFAULT_RANGE_COMPARE;
  if (date?.comparison !== true) return undefined;
  return date.rangeCompare === 'all' ? 'all' : DEFAULT_RANGE_COMPARE;
}

/**
 * The comparison query of `conditions`, or undefined when neither the widget (`setting`) nor
 * its date selection asks for a comparison, or the range is not a valid one. Without a date
 * selection (a widget whose own setting asks for it, with plain firstdate/lastdate), the
 * range counts as a custom one: the span before it.
 */
export function comparisonQuery(
  conditions: Conditions,
  fiscal?: DateFiscalConfig | null,
  setting?: WidgetComparisonSetting,
): ComparisonQuery | undefined {
  const date = conditions.date;
  const mode = comparisonMode(date, setting);
  if (!mode) return undefined;
  const period = date?.period ?? 'custom';
  const first = date?.firstdate ?? conditions.firstdate;
  const last = date?.lastdate ?? conditions.lastdate;
  if (!isIsoDate(first) || !isIsoDate(last)) return undefined;
  const result = comparisonRange(period, { start: first, end: last }, mode, {
    fiscal: fiscal ?? null,
  });
  if (!result.ok) return undefined;
  const { start, end } = result.range;
  return {
    conditions: {
      ...conditions,
      firstdate: start,
      lastdate: end,
      ...(conditions.filterdate !== undefined && { filterdate: end }),
      isComparison: true,
    },
    range: { start, end },
    mode,
  };
}
