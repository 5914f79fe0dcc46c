import { describe, expect, it } from 'vitest';
import {
  fiscalHalfRange,
  fiscalMonthRange,
  fiscalPeriodContaining,
  fiscalPeriodOf,
  fiscalPeriodRange,
  fiscalQuarterRange,
  fiscalYearRange,
  shiftFiscalPeriod,
  type FiscalPeriodRef,
} from './ranges';

describe('fiscalPeriodOf (default config)', () => {
  it.each([
    {
      date: '2018-02-04',
      at: {
        year: 2018,
        half: 1,
        halfName: 'First Half',
        quarter: 1,
        month: 1,
        week: 1,
        calendarMonth: 2,
      },
      ranges: {
        yearRange: ['2018-02-04', '2019-02-02'],
        halfRange: ['2018-02-04', '2018-08-04'],
        quarterRange: ['2018-02-04', '2018-05-05'],
        monthRange: ['2018-02-04', '2018-03-03'],
        weekRange: ['2018-02-04', '2018-02-10'],
      },
    },
    {
      date: '2024-02-29',
      at: {
        year: 2024,
        half: 1,
        halfName: 'First Half',
        quarter: 1,
        month: 2,
        week: 5,
        calendarMonth: 3,
      },
      ranges: {
        yearRange: ['2024-01-28', '2025-01-25'],
        halfRange: ['2024-01-28', '2024-07-27'],
        quarterRange: ['2024-01-28', '2024-04-27'],
        monthRange: ['2024-02-25', '2024-03-23'],
        weekRange: ['2024-02-25', '2024-03-02'],
      },
    },
    {
      date: '2024-03-10',
      at: { year: 2024, quarter: 1, month: 2, week: 7 },
      ranges: { weekRange: ['2024-03-10', '2024-03-16'], monthRange: ['2024-02-25', '2024-03-23'] },
    },
    {
      date: '2024-03-16',
      at: { year: 2024, quarter: 1, month: 2, week: 7 },
      ranges: { weekRange: ['2024-03-10', '2024-03-16'] },
    },
    {
      date: '2024-08-01',
      at: { year: 2024, half: 2, halfName: 'Second Half', quarter: 3, month: 7, week: 27 },
      ranges: {
        halfRange: ['2024-07-28', '2025-01-25'],
        quarterRange: ['2024-07-28', '2024-10-26'],
        monthRange: ['2024-07-28', '2024-08-24'],
      },
    },
    {
      // Calendar new year inside fiscal month 12.
      date: '2025-01-01',
      at: { year: 2024, half: 2, quarter: 4, month: 12, week: 49, calendarMonth: 1 },
      ranges: {
        quarterRange: ['2024-10-27', '2025-01-25'],
        monthRange: ['2024-12-22', '2025-01-25'],
        weekRange: ['2024-12-29', '2025-01-04'],
      },
    },
    {
      date: '2025-01-25',
      at: { year: 2024, month: 12, week: 52 },
      ranges: { weekRange: ['2025-01-19', '2025-01-25'] },
    },
    {
      date: '2025-01-26',
      at: { year: 2025, month: 1, week: 1 },
      ranges: { yearRange: ['2025-01-26', '2026-01-24'] },
    },
  ])('$date', ({ date, at, ranges }) => {
    const period = fiscalPeriodOf(date);
    expect(period).toMatchObject({ date, ...at });
    for (const [key, [start, end]] of Object.entries(ranges)) {
      expect(period?.[key as 'yearRange']).toEqual({ start, end });
    }
  });

  it('counts week 53 in a 53-week year', () => {
    expect(fiscalPeriodOf('2024-02-01', { weeks53: [2023] })).toMatchObject({
      year: 2023,
      month: 12,
      week: 53,
      weekRange: { start: '2024-01-28', end: '2024-02-03' },
      yearRange: { start: '2023-01-29', end: '2024-02-03' },
    });
  });

  it.each(['2018-02-03', '2031-01-19', '2024-02-30', 'NOW'])('is undefined for %s', (date) => {
    expect(fiscalPeriodOf(date)).toBeUndefined();
  });
});

describe('fiscal unit ranges', () => {
  it.each([
    [2018, 1, '2018-02-04', '2018-03-03'],
    [2018, 3, '2018-04-01', '2018-05-05'],
    [2018, 12, '2018-12-30', '2019-02-02'],
    [2024, 2, '2024-02-25', '2024-03-23'],
    [2024, 12, '2024-12-22', '2025-01-25'],
    [2030, 12, '2030-12-15', '2031-01-18'],
  ])('month %i/%i = %s..%s', (year, month, start, end) => {
    expect(fiscalMonthRange(year, month)).toEqual({ start, end });
  });

  it.each([
    [2024, 1, '2024-01-28', '2024-04-27'],
    [2024, 2, '2024-04-28', '2024-07-27'],
    [2024, 3, '2024-07-28', '2024-10-26'],
    [2024, 4, '2024-10-27', '2025-01-25'],
  ])('quarter %i Q%i = %s..%s', (year, quarter, start, end) => {
    expect(fiscalQuarterRange(year, quarter)).toEqual({ start, end });
  });

  it.each([
    [2024, 1, '2024-01-28', '2024-07-27'],
    [2024, 'First Half', '2024-01-28', '2024-07-27'],
    [2024, 2, '2024-07-28', '2025-01-25'],
    [2024, 'Second Half', '2024-07-28', '2025-01-25'],
  ] as const)('half %i %s = %s..%s', (year, half, start, end) => {
    expect(fiscalHalfRange(year, half)).toEqual({ start, end });
  });

  it.each([
    [2018, '2018-02-04', '2019-02-02'],
    [2023, '2023-01-29', '2024-01-27'],
    [2030, '2030-01-20', '2031-01-18'],
  ])('year %i = %s..%s', (year, start, end) => {
    expect(fiscalYearRange(year)).toEqual({ start, end });
  });

  it('knows the 53-week year', () => {
    expect(fiscalYearRange(2023, { weeks53: [2023] })).toEqual({
      start: '2023-01-29',
      end: '2024-02-03',
    });
    expect(fiscalQuarterRange(2023, 4, { weeks53: [2023] })).toEqual({
      start: '2023-10-29',
      end: '2024-02-03',
    });
  });

  it.each<[string, () => unknown]>([
    ['a month before the calendar', () => fiscalMonthRange(2017, 12)],
    ['a month after the calendar', () => fiscalMonthRange(2031, 1)],
    ['month 13', () => fiscalMonthRange(2024, 13)],
    ['month 0', () => fiscalMonthRange(2024, 0)],
    ['quarter 5', () => fiscalQuarterRange(2024, 5)],
    ['year 2031', () => fiscalYearRange(2031)],
    ['a fractional year', () => fiscalYearRange(2024.5)],
  ])('is undefined for %s', (_name, read) => {
    expect(read()).toBeUndefined();
  });

  it('finds the period of a unit containing a date', () => {
    expect(fiscalPeriodContaining('quarter', '2025-01-01')).toEqual({
      unit: 'quarter',
      year: 2024,
      index: 4,
      start: '2024-10-27',
      end: '2025-01-25',
    });
    expect(fiscalPeriodRange({ unit: 'half', year: 2024, index: 3 })).toBeUndefined();
  });
});

describe('shiftFiscalPeriod', () => {
  it.each<[FiscalPeriodRef, number, number, number]>([
    [{ unit: 'month', year: 2024, index: 1 }, -1, 2023, 12],
    [{ unit: 'month', year: 2024, index: 12 }, 1, 2025, 1],
    [{ unit: 'month', year: 2024, index: 3 }, -14, 2023, 1],
    [{ unit: 'quarter', year: 2024, index: 1 }, -1, 2023, 4],
    [{ unit: 'quarter', year: 2024, index: 3 }, -2, 2024, 1],
    [{ unit: 'half', year: 2024, index: 2 }, 1, 2025, 1],
    [{ unit: 'half', year: 2024, index: 1 }, -1, 2023, 2],
    [{ unit: 'year', year: 2024, index: 1 }, -1, 2023, 1],
  ])('%j by %i → %i/%i', (period, delta, year, index) => {
    expect(shiftFiscalPeriod(period, delta)).toEqual({ unit: period.unit, year, index });
  });
});
