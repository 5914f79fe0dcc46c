import type { IsoDate } from './calendar-date';

/** The product's default time zone (app-shell §9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and
 * every widget asks for "today" on each render. A zone that throws is not kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date an instant falls on in an IANA time zone, e.g. "today" for a tenant:
 * `calendarDateInTimeZone(Date.now(), 'America/New_York')`. Callers read the clock and pass
 * it in, so everything downstream stays deterministic. Uses `Intl`, available in browsers
 * and Node alike; an unknown zone throws a RangeError.
 */
export function calendarDateInTimeZone(
  instant: Date | number,
  timeZone: string = DEFAULT_TIME_ZONE,
): IsoDate {
  const formatter = dateFormatter(timeZone);
  const byType = new Map(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const year = (byType.get('year') ?? '').padStart(4, '0');
  return `${year}-${byType.get('month') ?? ''}-${byType.get('day') ?? ''}`;
}
