/**
 * Plain calendar dates as `YYYY-MM-DD` strings.
 *
 * All arithmetic goes through a day number (days since 1970-01-01) computed with `Date.UTC`
 * and read back with `toISOString`, so no result ever depends on the process time zone: a
 * date is a label on a calendar, not an instant.
 */

/** A calendar date written `YYYY-MM-DD` (no time, no zone). */
export type IsoDate = string;

/** An inclusive range of calendar dates. */
export interface DateRange {
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/** Day of the week a week starts on: 0 = Sunday … 6 = Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The product's week starts on Sunday unless the filter locale says otherwise. */
export const DEFAULT_WEEK_START: WeekStart = 0;

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in calendar month `month` (1-12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Strict `YYYY-MM-DD` check: the shape must match and the day must exist, so `2024-02-29`
 * passes and `2023-02-29`, `2024-02-30`, `2024-13-01` and `2024-2-1` do not.
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parts(date: IsoDate): [year: number, month: number, day: number] {
  if (!isIsoDate(date)) throw new RangeError(`Invalid date '${String(date)}'`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function fromParts(year: number, month: number, day: number): IsoDate {
  return fromDayNumber(Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY));
}

/** Days since 1970-01-01 (negative before it). Throws a RangeError on an invalid date. */
export function toDayNumber(date: IsoDate): number {
  const [year, month, day] = parts(date);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** The calendar date `dayNumber` days after 1970-01-01. */
export function fromDayNumber(dayNumber: number): IsoDate {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Calendar year of a date. */
export function yearOf(date: IsoDate): number {
  return parts(date)[0];
}

/** Calendar month (1-12) of a date. */
export function monthOf(date: IsoDate): number {
  return parts(date)[1];
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): WeekStart {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 4) % 7) + 7) % 7) as WeekStart;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (`to - from`). */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * `date` moved by `months`, keeping the day of the month and clamping it to the target
 * month's length: 2024-03-31 − 1 month = 2024-02-29, 2024-01-31 + 1 month = 2024-02-29.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return fromParts(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/**
 * Like {@link addMonths}, but a month's last day stays a month's last day:
 * 2024-02-29 − 1 month = 2024-01-31 (addMonths gives 2024-01-29). Comparison periods use it
 * so that a full month compares with the full month before it.
 */
export function addMonthsEndAware(date: IsoDate, months: number): IsoDate {
  return isEndOfMonth(date)
    ? endOfMonth(addMonths(startOfMonth(date), months))
    : addMonths(date, months);
}

/** `date` moved by `years`; 2024-02-29 + 1 year = 2025-02-28. */
export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** Compares two dates: negative if a < b, 0 if equal, positive if a > b. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  // Zero-padded ISO dates sort lexicographically in calendar order.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The earlier of two dates. */
export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) <= 0 ? a : b;
}

/** The later of two dates. */
export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

/** `date` limited to `[min, max]` (either bound optional). */
export function clampDate(date: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  let result = date;
  if (min !== undefined) result = maxDate(result, min);
  if (max !== undefined) result = minDate(result, max);
  return result;
}

/** True when `start <= date <= end`. */
export function isDateInRange(date: IsoDate, range: DateRange): boolean {
  return compareDates(date, range.start) >= 0 && compareDates(date, range.end) <= 0;
}

/** First day of the week containing `date`, for weeks starting on `weekStart`. */
export function startOfWeek(date: IsoDate, weekStart: WeekStart = DEFAULT_WEEK_START): IsoDate {
  return addDays(date, -((dayOfWeek(date) - weekStart + 7) % 7));
}

/** Last day of the week containing `date`, for weeks starting on `weekStart`. */
export function endOfWeek(date: IsoDate, weekStart: WeekStart = DEFAULT_WEEK_START): IsoDate {
  return addDays(startOfWeek(date, weekStart), 6);
}

/** First day of the calendar month containing `date`. */
export function startOfMonth(date: IsoDate): IsoDate {
  const [year, month] = parts(date);
  return fromParts(year, month, 1);
}

/** Last day of the calendar month containing `date`. */
export function endOfMonth(date: IsoDate): IsoDate {
  const [year, month] = parts(date);
  return fromParts(year, month, daysInMonth(year, month));
}

/** True when `date` is the last day of its month. */
export function isEndOfMonth(date: IsoDate): boolean {
  return endOfMonth(date) === date;
}

/** First day of the calendar quarter (Jan, Apr, Jul, Oct) containing `date`. */
export function startOfQuarter(date: IsoDate): IsoDate {
  const [year, month] = parts(date);
  return fromParts(year, month - ((month - 1) % 3), 1);
}

/** Last day of the calendar quarter containing `date`. */
export function endOfQuarter(date: IsoDate): IsoDate {
  return endOfMonth(addMonths(startOfQuarter(date), 2));
}

/** First day of the calendar half (January or July) containing `date`. */
export function startOfHalfYear(date: IsoDate): IsoDate {
  const [year, month] = parts(date);
  return fromParts(year, month <= 6 ? 1 : 7, 1);
}

/** Last day of the calendar half (June 30 or December 31) containing `date`. */
export function endOfHalfYear(date: IsoDate): IsoDate {
  return endOfMonth(addMonths(startOfHalfYear(date), 5));
}

/** January 1 of the year containing `date`. */
export function startOfYear(date: IsoDate): IsoDate {
  return fromParts(parts(date)[0], 1, 1);
}

/** December 31 of the year containing `date`. */
export function endOfYear(date: IsoDate): IsoDate {
  return fromParts(parts(date)[0], 12, 31);
}

/** Inclusive number of days in a range (a one-day range has length 1). */
export function rangeLength(range: DateRange): number {
  return diffDays(range.start, range.end) + 1;
}
