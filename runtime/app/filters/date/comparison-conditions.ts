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
 * The comparison query of `conditions`, or undefined when its date selection has no
 * comparison, no valid range, or an unknown period.
 */
export function comparisonQuery(
  conditions: Conditions,
  fiscal?: DateFiscalConfig | null,
): ComparisonQuery | undefined {
  const date = conditions.date;
  if (!date || date.comparison !== true || !date.period) return undefined;
  const first = date.firstdate ?? conditions.firstdate;
  const last = date.lastdate ?? conditions.lastdate;
  if (!isIsoDate(first) || !isIsoDate(last)) return undefined;
  const mode: RangeCompare = date.rangeCompare === 'all' ? 'all' : DEFAULT_RANGE_COMPARE;
  const result = comparisonRange(date.period, { start: first, end: last }, mode, {
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
