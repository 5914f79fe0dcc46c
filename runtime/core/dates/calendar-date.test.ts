import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsEndAware,
  addYears,
  clampDate,
  dayOfWeek,
  daysInMonth,
  diffDays,
  endOfHalfYear,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  fromDayNumber,
  isIsoDate,
  rangeLength,
  startOfHalfYear,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  toDayNumber,
  type WeekStart,
} from './calendar-date';
import { resolveWeekStart } from './week-start';
import { calendarDateInTimeZone } from './time-zone';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2000-02-29', true],
    ['2024-12-31', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-2-1', false],
    ['2024-02-01T00:00:00Z', false],
    [' 2024-02-01', false],
    ['', false],
    [20240201, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2024-02-29', 19782],
  ])('%s ↔ %i', (date, day) => {
    expect(toDayNumber(date)).toBe(day);
    expect(fromDayNumber(day)).toBe(date);
  });

  it('rejects invalid dates', () => {
    expect(() => toDayNumber('2024-02-30')).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-10', -7, '2024-03-03'],
    // Crosses the US daylight-saving change (2024-03-10) without losing a day.
    ['2024-03-09', 2, '2024-03-11'],
    ['2024-11-02', 2, '2024-11-04'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2024-03-31', -1, '2024-02-29'],
    ['2023-03-31', -1, '2023-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-05-31', -1, '2024-04-30'],
    ['2024-01-15', -1, '2023-12-15'],
    ['2024-03-15', -8, '2023-07-15'],
    ['2024-12-31', 2, '2025-02-28'],
    ['2024-02-29', -12, '2023-02-28'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-02-29', -1, '2024-01-31'],
    ['2024-04-30', -1, '2024-03-31'],
    ['2024-03-30', -1, '2024-02-29'],
    ['2024-03-15', -1, '2024-02-15'],
    ['2024-06-30', -3, '2024-03-31'],
    ['2025-02-28', -12, '2024-02-29'],
    ['2024-02-29', -12, '2023-02-28'],
    ['2025-01-31', -1, '2024-12-31'],
  ])('addMonthsEndAware(%s, %i) = %s', (date, months, expected) => {
    expect(addMonthsEndAware(date, months)).toBe(expected);
  });

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-07-04', -1, '2023-07-04'],
  ])('addYears(%s, %i) = %s', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });

  it.each([
    ['2024-02-01', '2024-03-01', 29],
    ['2023-02-01', '2023-03-01', 28],
    ['2024-12-31', '2025-01-01', 1],
    ['2024-03-10', '2024-03-03', -7],
  ])('diffDays(%s, %s) = %i', (from, to, expected) => {
    expect(diffDays(from, to)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it('rangeLength is inclusive', () => {
    expect(rangeLength({ start: '2024-03-01', end: '2024-03-01' })).toBe(1);
    expect(rangeLength({ start: '2024-02-01', end: '2024-02-29' })).toBe(29);
  });

  it('clampDate keeps dates inside the bounds', () => {
    expect(clampDate('2016-01-01', '2016-10-01', '2024-05-15')).toBe('2016-10-01');
    expect(clampDate('2025-01-01', '2016-10-01', '2024-05-15')).toBe('2024-05-15');
    expect(clampDate('2020-06-15', '2016-10-01', '2024-05-15')).toBe('2020-06-15');
  });
});

describe('weeks', () => {
  it.each([
    ['2024-03-10', 0],
    ['2024-03-16', 6],
    ['2024-05-15', 3],
    ['2024-02-29', 4],
    ['1970-01-01', 4],
  ])('dayOfWeek(%s) = %i', (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });

  it.each<[string, WeekStart, string, string]>([
    // Sunday weeks: a Sunday starts its own week, a Saturday ends it.
    ['2024-03-10', 0, '2024-03-10', '2024-03-16'],
    ['2024-03-16', 0, '2024-03-10', '2024-03-16'],
    ['2024-05-15', 0, '2024-05-12', '2024-05-18'],
    // Monday weeks: a Sunday is the last day of the week that began the Monday before.
    ['2024-03-10', 1, '2024-03-04', '2024-03-10'],
    ['2024-03-16', 1, '2024-03-11', '2024-03-17'],
    // Saturday weeks.
    ['2024-03-16', 6, '2024-03-16', '2024-03-22'],
    // Across a year boundary.
    ['2025-01-01', 0, '2024-12-29', '2025-01-04'],
  ])('week of %s (start %i) = %s..%s', (date, weekStart, start, end) => {
    expect(startOfWeek(date, weekStart)).toBe(start);
    expect(endOfWeek(date, weekStart)).toBe(end);
  });
});

describe('month, quarter, half and year bounds', () => {
  it.each([
    [
      '2024-02-15',
      '2024-02-01',
      '2024-02-29',
      '2024-01-01',
      '2024-03-31',
      '2024-01-01',
      '2024-06-30',
    ],
    [
      '2023-02-15',
      '2023-02-01',
      '2023-02-28',
      '2023-01-01',
      '2023-03-31',
      '2023-01-01',
      '2023-06-30',
    ],
    [
      '2024-07-01',
      '2024-07-01',
      '2024-07-31',
      '2024-07-01',
      '2024-09-30',
      '2024-07-01',
      '2024-12-31',
    ],
    [
      '2024-12-31',
      '2024-12-01',
      '2024-12-31',
      '2024-10-01',
      '2024-12-31',
      '2024-07-01',
      '2024-12-31',
    ],
    [
      '2024-06-30',
      '2024-06-01',
      '2024-06-30',
      '2024-04-01',
      '2024-06-30',
      '2024-01-01',
      '2024-06-30',
    ],
  ])('%s: month %s..%s, quarter %s..%s, half %s..%s', (date, ms, me, qs, qe, hs, he) => {
    expect([startOfMonth(date), endOfMonth(date)]).toEqual([ms, me]);
    expect([startOfQuarter(date), endOfQuarter(date)]).toEqual([qs, qe]);
    expect([startOfHalfYear(date), endOfHalfYear(date)]).toEqual([hs, he]);
    expect([startOfYear(date), endOfYear(date)]).toEqual([
      date.slice(0, 4) + '-01-01',
      date.slice(0, 4) + '-12-31',
    ]);
  });
});

describe('resolveWeekStart', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [1, 1],
    [6, 6],
    [7, 0],
    ['1', 1],
    ['', 0],
    [8, 0],
    [-1, 0],
    [1.5, 0],
    ['monday', 0],
  ])('%j → %i', (value, expected) => {
    expect(resolveWeekStart(value)).toBe(expected);
  });
});

describe('calendarDateInTimeZone', () => {
  // 2024-03-01T03:30Z is still February 29 in New York (UTC-5) and already March in Tokyo.
  const instant = Date.UTC(2024, 2, 1, 3, 30);
  it.each([
    ['UTC', '2024-03-01'],
    ['America/New_York', '2024-02-29'],
    ['Asia/Tokyo', '2024-03-01'],
    ['Pacific/Honolulu', '2024-02-29'],
  ])('%s → %s', (timeZone, expected) => {
    expect(calendarDateInTimeZone(instant, timeZone)).toBe(expected);
    expect(calendarDateInTimeZone(new Date(instant), timeZone)).toBe(expected);
  });

  it('defaults to America/New_York', () => {
    expect(calendarDateInTimeZone(instant)).toBe('2024-02-29');
  });
});
