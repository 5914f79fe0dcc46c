import {
  addDays,
  addMonthsEndAware,
  compareDates,
  diffDays,
  isIsoDate,
  minDate,
  rangeLength,
  startOfYear,
  type DateRange,
} from './calendar-date';
import type { DateContext, DateRangeResult } from './date-context';
import { isPeriod, PERIOD_ERROR, type Period } from './periods';
import {
  FISCAL_UNIT_MONTHS,
  fiscalPeriodContaining,
  fiscalPeriodRange,
  shiftFiscalPeriod,
  type FiscalPeriodRange,
  type FiscalUnit,
} from '../fiscal/ranges';
import { FISCAL_MONTHS_PER_YEAR } from '../fiscal/config';

/** Comparison modes of a date filter (app-shell §3 rangeCompare). */
export const RANGE_COMPARE_MODES = ['prev', 'all'] as const;

/** 'prev': the previous period; 'all': start of the year through the last date. */
export type RangeCompare = (typeof RANGE_COMPARE_MODES)[number];

/** Default comparison mode (app-shell §9). */
export const DEFAULT_RANGE_COMPARE: RangeCompare = 'prev';

type Shift =
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'months'; readonly months: number }
  | { readonly kind: 'span' }
  | { readonly kind: 'fiscal'; readonly unit: FiscalUnit };

/** How 'prev' moves each period; see {@link comparisonRange}. */
const PREVIOUS: Readonly<Record<Period, Shift>> = {
  daily: { kind: 'days', days: 1 },
  weekly: { kind: 'days', days: 7 },
  current_week: { kind: 'days', days: 7 },
  current_all_week: { kind: 'days', days: 7 },
  mtd: { kind: 'months', months: 1 },
  monthly: { kind: 'months', months: 1 },
  fullMonth: { kind: 'months', months: 1 },
  fullMonthLast: { kind: 'months', months: 1 },
  quarter: { kind: 'months', months: 3 },
  halfYear: { kind: 'months', months: 6 },
  yearly: { kind: 'months', months: 12 },
  year: { kind: 'months', months: 12 },
  custom: { kind: 'span' },
  fiscalMonth: { kind: 'fiscal', unit: 'month' },
  fullFiscalMonthLast: { kind: 'fiscal', unit: 'month' },
  quarterFM: { kind: 'fiscal', unit: 'quarter' },
  halfYearFM: { kind: 'fiscal', unit: 'half' },
  yearFM: { kind: 'fiscal', unit: 'year' },
};

function shiftMonths(range: DateRange, months: number): DateRange {
  return {
    start: addMonthsEndAware(range.start, -months),
    end: addMonthsEndAware(range.end, -months),
  };
}

function periodNumber(period: FiscalPeriodRange): number {
  return period.year * (FISCAL_MONTHS_PER_YEAR / FISCAL_UNIT_MONTHS[period.unit]) + period.index;
}

/**
 * The range moved back by as many fiscal periods as it touches, keeping each end's position
 * inside its period (day offset from the period start, capped at the shorter period's end; a
 * range ending on a period's last day ends on the earlier period's last day). Undefined when
 * the calendar cannot answer.
 */
function shiftFiscal(
  range: DateRange,
  unit: FiscalUnit,
  context: Pick<DateContext, 'fiscal'>,
): DateRange | undefined {
  try {
    const first = fiscalPeriodContaining(unit, range.start, context.fiscal);
    const last = fiscalPeriodContaining(unit, range.end, context.fiscal);
    if (!first || !last) return undefined;
    const count = periodNumber(last) - periodNumber(first) + 1;
    const before = fiscalPeriodRange(shiftFiscalPeriod(first, -count), context.fiscal);
    const beforeLast = fiscalPeriodRange(shiftFiscalPeriod(last, -count), context.fiscal);
    if (!before || !beforeLast) return undefined;
    const start = minDate(addDays(before.start, diffDays(first.start, range.start)), before.end);
    const end =
      range.end === last.end
        ? beforeLast.end
        : minDate(addDays(beforeLast.start, diffDays(last.start, range.end)), beforeLast.end);
    return { start, end };
  } catch {
    return undefined;
  }
}

/**
 * The comparison range of a date filter (app-shell §4). `'all'`: from January 1 of the
 * first date's year to the last date, whatever the period. `'prev'`, by period:
 *
 * | period | previous range |
 * | --- | --- |
 * | daily | 1 day earlier |
 * | weekly, current_week, current_all_week | 1 week (7 days) earlier |
 * | mtd, monthly, fullMonth, fullMonthLast | 1 month earlier |
 * | quarter | 3 months earlier |
 * | halfYear | 6 months earlier |
 * | yearly, year | 12 months earlier |
 * | custom | shifted back by its inclusive length in days (ends the day before it starts) |
 * | fiscalMonth, fullFiscalMonthLast | the previous fiscal month |
 * | quarterFM | the previous fiscal quarter |
 * | halfYearFM | the previous fiscal half |
 * | yearFM | the previous fiscal year |
 *
 * Month shifts are month-end aware: a month's last day maps to the earlier month's last day
 * (2024-03-31 → 2024-02-29, 2024-02-29 → 2024-01-31), other days keep their number, clamped
 * (2024-03-30 → 2024-02-29), so a full month compares with the full month before it.
 *
 * Fiscal shifts move by whole fiscal periods of the same kind (as many as the range touches)
 * and keep each date's position in its period: a fiscal month-to-date of 10 days compares
 * with the first 10 days of the previous fiscal month, a full 5-week month with the full
 * 4-week month before it. When the range or the earlier period lies outside the fiscal
 * calendar, the calendar equivalent applies (1, 3, 6 or 12 months).
 *
 * Comparison ranges are not clamped to the picker's bounds. Unknown period → `{ok: false,
 * error: 'Error Period Datepicker'}`; an unknown mode is treated as the default, 'prev'.
 */
export function comparisonRange(
  period: string,
  range: DateRange,
  mode: RangeCompare | string = DEFAULT_RANGE_COMPARE,
  context: Pick<DateContext, 'fiscal'> = {},
): DateRangeResult {
  if (!isPeriod(period)) return { ok: false, error: PERIOD_ERROR };
  if (!isIsoDate(range.start)) return { ok: false, error: `Invalid date '${String(range.start)}'` };
  if (!isIsoDate(range.end)) return { ok: false, error: `Invalid date '${String(range.end)}'` };
  const ordered: DateRange =
    compareDates(range.start, range.end) <= 0 ? range : { start: range.end, end: range.start };

  if (mode === 'all') {
    return { ok: true, range: { start: startOfYear(ordered.start), end: ordered.end } };
  }
  const shift = PREVIOUS[period];
  switch (shift.kind) {
    case 'days':
      return {
        ok: true,
        range: {
          start: addDays(ordered.start, -shift.days),
          end: addDays(ordered.end, -shift.days),
        },
      };
    case 'months':
      return { ok: true, range: shiftMonths(ordered, shift.months) };
    case 'span': {
      const days = rangeLength(ordered);
      return {
        ok: true,
        range: { start: addDays(ordered.start, -days), end: addDays(ordered.end, -days) },
      };
    }
    case 'fiscal': {
      const shifted = shiftFiscal(ordered, shift.unit, context);
      return {
        ok: true,
        range: shifted ?? shiftMonths(ordered, FISCAL_UNIT_MONTHS[shift.unit]),
      };
    }
  }
}
