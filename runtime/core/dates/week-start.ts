import { DEFAULT_WEEK_START, type WeekStart } from './calendar-date';

/**
 * Week start from a date filter's `picker.locale.firstDayOfWeek`. Accepts 0-6 (0 = Sunday)
 * and 7 as Sunday too, because some picker libraries number days 1-7 with 7 for Sunday;
 * numeric strings are read as numbers. Anything else (absent, out of range, not an integer)
 * gives the product default, Sunday.
 */
export function resolveWeekStart(firstDayOfWeek?: unknown): WeekStart {
  const value =
    typeof firstDayOfWeek === 'string' && firstDayOfWeek.trim() !== ''
      ? Number(firstDayOfWeek)
      : firstDayOfWeek;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 7) {
    return DEFAULT_WEEK_START;
  }
  return (value % 7) as WeekStart;
}
