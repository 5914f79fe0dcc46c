import {
  addDays,
  clampDate,
  compareDates,
  endOfHalfYear,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  isEndOfMonth,
  isIsoDate,
  maxDate,
  minDate,
  startOfHalfYear,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  type DateRange,
  type IsoDate,
} from './calendar-date';
import {
  contextWeekStart,
  invalidReferenceError,
  referenceDate,
  type DateContext,
  type DateRangeResult,
} from './date-context';
import { lastCompleteFiscalMonth } from '../fiscal/calendar';
import { fiscalPeriodContaining, type FiscalUnit } from '../fiscal/ranges';

/** Date-picker periods (app-shell §9), verbatim. */
export const PERIODS = [
  'daily',
  'weekly',
  'current_week',
  'current_all_week',
  'mtd',
  'monthly',
  'fullMonth',
  'fullMonthLast',
  'fiscalMonth',
  'fullFiscalMonthLast',
  'yearly',
  'custom',
  'quarter',
  'quarterFM',
  'halfYear',
  'halfYearFM',
  'year',
  'yearFM',
] as const;

/** A date-picker period. */
export type Period = (typeof PERIODS)[number];

/** Earliest date the picker offers (app-shell §5). */
export const DATE_PICKER_MIN: IsoDate = '2016-10-01';

/** Period of a date filter that names none. */
export const DEFAULT_PERIOD: Period = 'mtd';

/** Exact message for an unknown period; the UI logs it. */
export const PERIOD_ERROR = 'Error Period Datepicker';

/** Dates picked in the calendar: one date, a list (first and last count) or a range. */
export type PickedDates =
  | IsoDate
  | readonly IsoDate[]
  | { readonly start?: IsoDate | null; readonly end?: IsoDate | null }
  | null
  | undefined;

const periodSet: ReadonlySet<string> = new Set(PERIODS);

/** True when `value` is one of {@link PERIODS}. */
export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && periodSet.has(value);
}

/** The picker's bounds: 2016-10-01 to the operational date (or today). */
export function datePickerBounds(context: DateContext): DateRange | undefined {
  const reference = referenceDate(context);
  return reference === undefined ? undefined : { start: DATE_PICKER_MIN, end: reference };
}

type PickResult = { ok: true; first?: IsoDate; last?: IsoDate } | { ok: false; error: string };

function readPicked(picked: PickedDates): PickResult {
  const list =
    picked === null || picked === undefined
      ? []
      : typeof picked === 'string'
        ? [picked]
        : Array.isArray(picked)
          ? (picked as readonly IsoDate[])
          : [
              (picked as { start?: IsoDate | null }).start,
              (picked as { end?: IsoDate | null }).end,
            ];
  const dates: IsoDate[] = [];
  for (const item of list) {
    if (item === null || item === undefined || item === '') continue;
    if (!isIsoDate(item)) return { ok: false, error: `Invalid date '${String(item)}'` };
    dates.push(item);
  }
  dates.sort(compareDates);
  return { ok: true, first: dates[0], last: dates[dates.length - 1] };
}

function fiscalOr(
  unit: FiscalUnit,
  date: IsoDate,
  context: DateContext,
  fallback: DateRange,
): DateRange {
  try {
    const period = fiscalPeriodContaining(unit, date, context.fiscal);
    return period ? { start: period.start, end: period.end } : fallback;
  } catch {
    return fallback;
  }
}

type UnitPeriod = Exclude<
  Period,
  | 'daily'
  | 'custom'
  | 'mtd'
  | 'current_week'
  | 'current_all_week'
  | 'fullMonthLast'
  | 'fullFiscalMonthLast'
>;

const calendarMonth = (date: IsoDate): DateRange => ({
  start: startOfMonth(date),
  end: endOfMonth(date),
});
const calendarQuarter = (date: IsoDate): DateRange => ({
  start: startOfQuarter(date),
  end: endOfQuarter(date),
});
const calendarHalf = (date: IsoDate): DateRange => ({
  start: startOfHalfYear(date),
  end: endOfHalfYear(date),
});
const calendarYear = (date: IsoDate): DateRange => ({
  start: startOfYear(date),
  end: endOfYear(date),
});

/** The period a single picked date expands to, before clamping. */
const EXPAND: Readonly<Record<UnitPeriod, (date: IsoDate, context: DateContext) => DateRange>> = {
  weekly: (date, context) => ({
    start: startOfWeek(date, contextWeekStart(context)),
    end: endOfWeek(date, contextWeekStart(context)),
  }),
  monthly: calendarMonth,
  fullMonth: calendarMonth,
  fiscalMonth: (date, context) => fiscalOr('month', date, context, calendarMonth(date)),
  quarter: calendarQuarter,
  quarterFM: (date, context) => fiscalOr('quarter', date, context, calendarQuarter(date)),
  halfYear: calendarHalf,
  halfYearFM: (date, context) => fiscalOr('half', date, context, calendarHalf(date)),
  yearly: calendarYear,
  year: calendarYear,
  yearFM: (date, context) => fiscalOr('year', date, context, calendarYear(date)),
};

/** Latest calendar month ending on or before `date`. */
function lastCompleteMonth(date: IsoDate): DateRange {
  return calendarMonth(isEndOfMonth(date) ? date : addDays(startOfMonth(date), -1));
}

function lastCompleteFiscalMonthRange(date: IsoDate, context: DateContext): DateRange {
  try {
    const month = lastCompleteFiscalMonth(date, context.fiscal);
    if (month) return { start: month.start, end: month.end };
  } catch {
    // Invalid fiscal config: same fallback as out of range.
  }
  return lastCompleteMonth(date);
}

/**
 * The range a date-picker selection expands to (app-shell §2, §4, §5; widget-layer §4).
 * Picked dates are first limited to [2016-10-01, reference date] (reference = operational
 * date, else today); `first`/`last` are the earliest and latest picked dates.
 *
 * | period | range |
 * | --- | --- |
 * | daily | the single date `last` |
 * | custom | `first`..`last` (one picked date → a one-day range) |
 * | mtd | start of `last`'s month .. `last` (any change snaps to month start) |
 * | weekly | week (from weekStart) of `first` .. week end of `last` |
 * | monthly, fullMonth | calendar month of `first` .. month end of `last` |
 * | quarter, halfYear, yearly, year | calendar quarter / half (Jan–Jun, Jul–Dec) / year, likewise |
 * | fiscalMonth, quarterFM, halfYearFM, yearFM | fiscal month / quarter / half / year, likewise; the calendar equivalent outside the fiscal calendar |
 * | current_week | week start of the reference date .. the reference date (picks ignored) |
 * | current_all_week | the whole week of the reference date, not capped (picks ignored) |
 * | fullMonthLast | latest calendar month ending on or before the reference date (picks ignored) |
 * | fullFiscalMonthLast | latest fiscal month ending on or before the reference date; fullMonthLast outside the calendar |
 *
 * Every range is then clamped to start ≥ 2016-10-01 and end ≤ the reference date, except
 * current_all_week whose point is the full week. No picked date means the reference date.
 * An unknown period gives `{ok: false, error: 'Error Period Datepicker'}`; an invalid picked
 * date or context gives an error naming it.
 */
export function periodRange(
  period: string,
  picked: PickedDates,
  context: DateContext,
): DateRangeResult {
  if (!isPeriod(period)) return { ok: false, error: PERIOD_ERROR };
  const reference = referenceDate(context);
  if (reference === undefined) return { ok: false, error: invalidReferenceError(context) };
  const pick = readPicked(picked);
  if (!pick.ok) return pick;
  const first = clampDate(pick.first ?? reference, DATE_PICKER_MIN, reference);
  const last = clampDate(pick.last ?? reference, DATE_PICKER_MIN, reference);
  const weekStart = contextWeekStart(context);

  let range: DateRange;
  switch (period) {
    case 'daily':
      range = { start: last, end: last };
      break;
    case 'custom':
      range = { start: first, end: last };
      break;
    case 'mtd':
      range = { start: startOfMonth(last), end: last };
      break;
    case 'current_week':
      range = { start: startOfWeek(reference, weekStart), end: reference };
      break;
    case 'current_all_week':
      return {
        ok: true,
        range: {
          start: maxDate(startOfWeek(reference, weekStart), DATE_PICKER_MIN),
          end: endOfWeek(reference, weekStart),
        },
      };
    case 'fullMonthLast':
      range = lastCompleteMonth(reference);
      break;
    case 'fullFiscalMonthLast':
      range = lastCompleteFiscalMonthRange(reference, context);
      break;
    default:
      range = {
        start: EXPAND[period](first, context).start,
        end: EXPAND[period](last, context).end,
      };
  }
  const end = minDate(range.end, reference);
  return { ok: true, range: { start: minDate(maxDate(range.start, DATE_PICKER_MIN), end), end } };
}

/**
 * The range a date filter starts with: start of the month to the reference date for mtd
 * (the default period) and custom; for other periods, what selecting the reference date
 * gives ({@link periodRange}), e.g. the fiscal month so far for fiscalMonth.
 */
export function defaultRange(
  period: string | null | undefined,
  context: DateContext,
): DateRangeResult {
  const name = period ?? DEFAULT_PERIOD;
  if (name === 'custom') {
    const reference = referenceDate(context);
    if (reference === undefined) return { ok: false, error: invalidReferenceError(context) };
    return periodRange('custom', { start: startOfMonth(reference), end: reference }, context);
  }
  return periodRange(name, undefined, context);
}
