import { describe, expect, it } from 'vitest';
import fixture from './fixtures/fiscal-months-2018-2026.json';
import {
  fiscalCalendarBounds,
  fiscalMonthOf,
  isInFiscalCalendar,
  lastCompleteFiscalMonth,
  listFiscalMonths,
} from './calendar';
import { dayOfWeek, diffDays } from '../dates/calendar-date';

describe('listFiscalMonths (default config)', () => {
  const months = listFiscalMonths();

  it('matches the hand-checkable FY2018–FY2026 fixture', () => {
    const actual = months
      .filter((month) => month.year <= 2026)
      .map(({ year, month, start, end, weeks }) => ({ year, month, start, end, weeks }));
    expect(fixture.months).toHaveLength(108);
    expect(actual).toEqual(fixture.months);
  });

  it('runs from 2018-02-04 through month 12 of FY2030, the last year starting by 2030-12-31', () => {
    expect(months).toHaveLength(13 * 12);
    expect(months[0]).toMatchObject({
      year: 2018,
      month: 1,
      start: '2018-02-04',
      end: '2018-03-03',
    });
    expect(months[2]).toMatchObject({
      year: 2018,
      month: 3,
      start: '2018-04-01',
      end: '2018-05-05',
    });
    expect(months.at(-1)).toMatchObject({
      year: 2030,
      month: 12,
      start: '2030-12-15',
      end: '2031-01-18',
    });
    expect(fiscalCalendarBounds()).toEqual({ start: '2018-02-04', end: '2031-01-18' });
  });

  it('has consecutive Sunday-to-Saturday week blocks with derived quarter and half', () => {
    months.forEach((month, index) => {
      expect(dayOfWeek(month.start)).toBe(0);
      expect(dayOfWeek(month.end)).toBe(6);
      expect(diffDays(month.start, month.end) + 1).toBe(month.weeks * 7);
      const next = months[index + 1];
      if (next) expect(diffDays(month.end, next.start)).toBe(1);
      expect(month.quarter).toBe(Math.ceil(month.month / 3));
      expect(month.half).toBe(month.month <= 6 ? 1 : 2);
      expect(month.halfName).toBe(month.month <= 6 ? 'First Half' : 'Second Half');
    });
  });

  it.each([
    [1, 4, 1, 2],
    [2, 4, 5, 3],
    [3, 5, 9, 4],
    [6, 5, 22, 7],
    [7, 4, 27, 8],
    [11, 4, 44, 12],
    [12, 5, 48, 1],
  ])(
    'FY2024 month %i: %i weeks, first week %i, named after calendar month %i',
    (month, weeks, firstWeek, calendarMonth) => {
      expect(months.find((item) => item.year === 2024 && item.month === month)).toMatchObject({
        weeks,
        firstWeek,
        calendarMonth,
      });
    },
  );

  it('is frozen and shared', () => {
    expect(Object.isFrozen(months)).toBe(true);
    expect(listFiscalMonths()).toBe(months);
  });
});

describe('53-week years', () => {
  const config = { weeks53: [2023] };
  const months = listFiscalMonths(config);
  const find = (year: number, month: number) =>
    months.find((item) => item.year === year && item.month === month);

  it('adds the week to month 12 of the listed year and moves every later year by a week', () => {
    expect(find(2022, 12)).toMatchObject({ start: '2022-12-25', end: '2023-01-28', weeks: 5 });
    expect(find(2023, 12)).toMatchObject({
      start: '2023-12-24',
      end: '2024-02-03',
      weeks: 6,
      firstWeek: 48,
    });
    expect(find(2024, 1)).toMatchObject({ start: '2024-02-04', end: '2024-03-02', weeks: 4 });
    expect(find(2024, 12)).toMatchObject({ start: '2024-12-29', end: '2025-02-01', weeks: 5 });
  });

  it('places the extra days in fiscal year 2023', () => {
    expect(fiscalMonthOf('2024-02-03', config)).toMatchObject({ year: 2023, month: 12 });
    expect(fiscalMonthOf('2024-02-04', config)).toMatchObject({ year: 2024, month: 1 });
    expect(fiscalMonthOf('2024-02-03')).toMatchObject({ year: 2024, month: 1 });
  });
});

describe('the April calendar (app-shell §9: February starts week 44)', () => {
  const april = { initial: '2018-04-01', end: '2020-12-31' };

  it.each([
    [1, 4, 1, '2018-04-01', '2018-04-28'],
    [3, 6, 9, '2018-05-27', '2018-06-30'],
    [10, 1, 40, '2018-12-30', '2019-01-26'],
    [11, 2, 44, '2019-01-27', '2019-02-23'],
    [12, 3, 48, '2019-02-24', '2019-03-30'],
  ])(
    'month %i is calendar month %i, first week %i, %s..%s',
    (month, calendarMonth, firstWeek, start, end) => {
      expect(
        listFiscalMonths(april).find((item) => item.year === 2018 && item.month === month),
      ).toEqual(expect.objectContaining({ calendarMonth, firstWeek, start, end }));
    },
  );

  it('labels years by their end when firstYear says so', () => {
    const months = listFiscalMonths({ ...april, firstYear: 2019 });
    expect(months[0]).toMatchObject({ year: 2019, month: 1, start: '2018-04-01' });
    expect(fiscalMonthOf('2019-02-01', { ...april, firstYear: 2019 })).toMatchObject({
      year: 2019,
      month: 11,
      calendarMonth: 2,
    });
  });
});

describe('fiscalMonthOf', () => {
  it.each([
    ['2018-02-03', undefined],
    ['2018-02-04', [2018, 1]],
    ['2018-03-03', [2018, 1]],
    ['2018-03-04', [2018, 2]],
    ['2024-02-29', [2024, 2]],
    ['2024-03-10', [2024, 2]],
    ['2024-03-16', [2024, 2]],
    ['2025-01-01', [2024, 12]],
    ['2025-01-26', [2025, 1]],
    ['2031-01-18', [2030, 12]],
    ['2031-01-19', undefined],
    ['2024-02-30', undefined],
    ['CURRENT_DATE', undefined],
  ])('%s → %j', (date, expected) => {
    const month = fiscalMonthOf(date);
    expect(month && [month.year, month.month]).toEqual(expected);
    expect(isInFiscalCalendar(date)).toBe(expected !== undefined);
  });
});

describe('lastCompleteFiscalMonth', () => {
  it.each([
    ['2024-03-23', [2024, 2]],
    ['2024-03-24', [2024, 2]],
    ['2024-03-22', [2024, 1]],
    ['2025-01-25', [2024, 12]],
    ['2025-01-26', [2024, 12]],
    ['2018-03-03', [2018, 1]],
    ['2018-03-02', undefined],
    ['2031-01-18', [2030, 12]],
    ['2031-02-01', undefined],
  ])('%s → %j', (date, expected) => {
    const month = lastCompleteFiscalMonth(date);
    expect(month && [month.year, month.month]).toEqual(expected);
  });
});
