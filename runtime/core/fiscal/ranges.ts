import { addDays, diffDays, type DateRange, type IsoDate } from '../dates/calendar-date';
import { fiscalMonthOf, listFiscalMonths, HALF_NAMES, type HalfName } from './calendar';
import { FISCAL_MONTHS_PER_YEAR, type FiscalConfig, type FiscalConfigInput } from './config';

/** A fiscal unit the pickers and comparisons work with. */
export type FiscalUnit = 'month' | 'quarter' | 'half' | 'year';

/** Fiscal months in each unit. */
export const FISCAL_UNIT_MONTHS: Readonly<Record<FiscalUnit, number>> = Object.freeze({
  month: 1,
  quarter: 3,
  half: 6,
  year: 12,
});

/** One fiscal period: `index` is the month (1-12), quarter (1-4), half (1-2) or 1 for a year. */
export interface FiscalPeriodRef {
  readonly unit: FiscalUnit;
  readonly year: number;
  readonly index: number;
}

/** A fiscal period with its dates. */
export interface FiscalPeriodRange extends FiscalPeriodRef, DateRange {}

/** `period` moved by `delta` periods of its unit, across year boundaries (pure arithmetic). */
export function shiftFiscalPeriod(period: FiscalPeriodRef, delta: number): FiscalPeriodRef {
  const perYear = FISCAL_MONTHS_PER_YEAR / FISCAL_UNIT_MONTHS[period.unit];
  const absolute = period.year * perYear + (period.index - 1) + delta;
  const year = Math.floor(absolute / perYear);
  return { unit: period.unit, year, index: absolute - year * perYear + 1 };
}

/**
 * Dates of a fiscal period, or undefined when the calendar does not hold it whole (or the
 * index is out of bounds for the unit).
 */
export function fiscalPeriodRange(
  period: FiscalPeriodRef,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalPeriodRange | undefined {
  const months = listFiscalMonths(config);
  const size = FISCAL_UNIT_MONTHS[period.unit];
  const first = months[0];
  if (!first || !Number.isInteger(period.year) || !Number.isInteger(period.index)) return undefined;
  if (period.index < 1 || period.index > FISCAL_MONTHS_PER_YEAR / size) return undefined;
  const startIndex =
    (period.year - first.year) * FISCAL_MONTHS_PER_YEAR + (period.index - 1) * size;
  const startMonth = months[startIndex];
  const endMonth = months[startIndex + size - 1];
  if (startIndex < 0 || !startMonth || !endMonth) return undefined;
  return {
    unit: period.unit,
    year: period.year,
    index: period.index,
    start: startMonth.start,
    end: endMonth.end,
  };
}

/** The fiscal period of `unit` containing `date`, or undefined outside the calendar. */
export function fiscalPeriodContaining(
  unit: FiscalUnit,
  date: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalPeriodRange | undefined {
  const month = fiscalMonthOf(date, config);
  if (!month) return undefined;
  const index = Math.ceil(month.month / FISCAL_UNIT_MONTHS[unit]);
  return fiscalPeriodRange({ unit, year: month.year, index }, config);
}

/** Start and end of fiscal month `month` (1-12) of fiscal year `year`. */
export function fiscalMonthRange(
  year: number,
  month: number,
  config?: FiscalConfigInput | FiscalConfig | null,
): DateRange | undefined {
  return pickRange(fiscalPeriodRange({ unit: 'month', year, index: month }, config));
}

/** Start and end of fiscal quarter `quarter` (1-4: months 1-3, 4-6, 7-9, 10-12). */
export function fiscalQuarterRange(
  year: number,
  quarter: number,
  config?: FiscalConfigInput | FiscalConfig | null,
): DateRange | undefined {
  return pickRange(fiscalPeriodRange({ unit: 'quarter', year, index: quarter }, config));
}

/** Start and end of a fiscal half: 1 or 'First Half' (months 1-6), 2 or 'Second Half'. */
export function fiscalHalfRange(
  year: number,
  half: 1 | 2 | HalfName,
  config?: FiscalConfigInput | FiscalConfig | null,
): DateRange | undefined {
  const index = typeof half === 'number' ? half : HALF_NAMES.indexOf(half) + 1;
  return pickRange(fiscalPeriodRange({ unit: 'half', year, index }, config));
}

/** Start and end of fiscal year `year`. */
export function fiscalYearRange(
  year: number,
  config?: FiscalConfigInput | FiscalConfig | null,
): DateRange | undefined {
  return pickRange(fiscalPeriodRange({ unit: 'year', year, index: 1 }, config));
}

function pickRange(range: DateRange | undefined): DateRange | undefined {
  return range && { start: range.start, end: range.end };
}

/** Where a date sits in the fiscal calendar. */
export interface FiscalPeriod {
  readonly date: IsoDate;
  readonly year: number;
  readonly half: 1 | 2;
  readonly halfName: HalfName;
  readonly quarter: number;
  readonly month: number;
  /** Week of the fiscal year, 1-based (53 in the extra week of a 53-week year). */
  readonly week: number;
  /** Calendar month the fiscal month is named after. */
  readonly calendarMonth: number;
  readonly yearRange: DateRange;
  readonly halfRange: DateRange;
  readonly quarterRange: DateRange;
  readonly monthRange: DateRange;
  readonly weekRange: DateRange;
}

/**
 * Fiscal year, half, quarter, month and week of `date`, each with its start and end; undefined
 * when the date is not a valid `YYYY-MM-DD` or lies outside the calendar (callers then fall
 * back as the date-token rules say).
 */
export function fiscalPeriodOf(
  date: IsoDate,
  config?: FiscalConfigInput | FiscalConfig | null,
): FiscalPeriod | undefined {
  const month = fiscalMonthOf(date, config);
  if (!month) return undefined;
  const yearRange = fiscalYearRange(month.year, config);
  const halfRange = fiscalHalfRange(month.year, month.half, config);
  const quarterRange = fiscalQuarterRange(month.year, month.quarter, config);
  if (!yearRange || !halfRange || !quarterRange) return undefined;
  const week = Math.floor(diffDays(yearRange.start, date) / 7) + 1;
  const weekStart = addDays(yearRange.start, (week - 1) * 7);
  return {
    date,
    year: month.year,
    half: month.half,
    halfName: month.halfName,
    quarter: month.quarter,
    month: month.month,
    week,
    calendarMonth: month.calendarMonth,
    yearRange,
    halfRange,
    quarterRange,
    monthRange: { start: month.start, end: month.end },
    weekRange: { start: weekStart, end: addDays(weekStart, 6) },
  };
}
