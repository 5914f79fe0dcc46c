import { describe, expect, it } from 'vitest';
import { comparisonRange, DEFAULT_RANGE_COMPARE, RANGE_COMPARE_MODES } from './comparison';
import { PERIODS } from './periods';
import type { FiscalConfigInput } from '../fiscal/config';

type Row = [period: string, start: string, end: string, previousStart: string, previousEnd: string];

/** 'prev' under the default fiscal calendar (FY2024 = 2024-01-28..2025-01-25). */
const PREVIOUS: Row[] = [
  // daily: one day earlier.
  ['daily', '2024-03-01', '2024-03-01', '2024-02-29', '2024-02-29'],
  ['daily', '2025-01-01', '2025-01-01', '2024-12-31', '2024-12-31'],
  // weekly, current_week, current_all_week: one week earlier (Sunday to Saturday weeks).
  ['weekly', '2024-03-10', '2024-03-16', '2024-03-03', '2024-03-09'],
  ['weekly', '2024-12-29', '2025-01-04', '2024-12-22', '2024-12-28'],
  ['current_week', '2024-05-12', '2024-05-15', '2024-05-05', '2024-05-08'],
  ['current_all_week', '2024-05-12', '2024-05-18', '2024-05-05', '2024-05-11'],
  // mtd, monthly, fullMonth, fullMonthLast: one month earlier, month-end aware.
  ['mtd', '2024-03-01', '2024-03-31', '2024-02-01', '2024-02-29'],
  ['mtd', '2024-03-01', '2024-03-30', '2024-02-01', '2024-02-29'],
  ['mtd', '2024-03-01', '2024-03-13', '2024-02-01', '2024-02-13'],
  ['mtd', '2025-01-01', '2025-01-15', '2024-12-01', '2024-12-15'],
  ['fullMonth', '2024-02-01', '2024-02-29', '2024-01-01', '2024-01-31'],
  ['fullMonth', '2023-02-01', '2023-02-28', '2023-01-01', '2023-01-31'],
  ['monthly', '2024-05-01', '2024-05-15', '2024-04-01', '2024-04-15'],
  ['fullMonthLast', '2024-04-01', '2024-04-30', '2024-03-01', '2024-03-31'],
  // quarter, halfYear, yearly, year: 3, 6 and 12 months earlier.
  ['quarter', '2024-04-01', '2024-06-30', '2024-01-01', '2024-03-31'],
  ['quarter', '2024-04-01', '2024-05-15', '2024-01-01', '2024-02-15'],
  ['quarter', '2025-01-01', '2025-03-31', '2024-10-01', '2024-12-31'],
  ['halfYear', '2024-07-01', '2024-12-31', '2024-01-01', '2024-06-30'],
  ['halfYear', '2024-01-01', '2024-05-15', '2023-07-01', '2023-11-15'],
  ['yearly', '2024-01-01', '2024-12-31', '2023-01-01', '2023-12-31'],
  ['year', '2024-01-01', '2024-02-29', '2023-01-01', '2023-02-28'],
  ['year', '2025-01-01', '2025-02-28', '2024-01-01', '2024-02-29'],
  // custom: back by the inclusive length in days.
  ['custom', '2024-03-01', '2024-03-10', '2024-02-20', '2024-02-29'],
  ['custom', '2024-03-05', '2024-03-05', '2024-03-04', '2024-03-04'],
  ['custom', '2025-01-01', '2025-01-31', '2024-12-01', '2024-12-31'],
  ['custom', '2024-03-10', '2024-03-01', '2024-02-20', '2024-02-29'],
  // fiscalMonth, fullFiscalMonthLast: the previous fiscal month, same position inside it.
  ['fiscalMonth', '2024-02-25', '2024-03-23', '2024-01-28', '2024-02-24'],
  ['fiscalMonth', '2024-04-28', '2024-05-15', '2024-03-24', '2024-04-10'],
  ['fiscalMonth', '2024-03-24', '2024-04-27', '2024-02-25', '2024-03-23'],
  ['fiscalMonth', '2024-04-28', '2024-05-25', '2024-03-24', '2024-04-27'],
  ['fiscalMonth', '2024-03-24', '2024-04-25', '2024-02-25', '2024-03-23'],
  ['fiscalMonth', '2025-01-26', '2025-02-22', '2024-12-22', '2025-01-25'],
  ['fiscalMonth', '2024-02-05', '2024-03-23', '2023-12-04', '2024-01-27'],
  ['fullFiscalMonthLast', '2024-03-24', '2024-04-27', '2024-02-25', '2024-03-23'],
  // quarterFM, halfYearFM, yearFM: the previous fiscal quarter, half, year.
  ['quarterFM', '2024-04-28', '2024-05-15', '2024-01-28', '2024-02-14'],
  ['quarterFM', '2025-01-26', '2025-04-26', '2024-10-27', '2025-01-25'],
  ['halfYearFM', '2024-07-28', '2025-01-25', '2024-01-28', '2024-07-27'],
  ['halfYearFM', '2024-01-28', '2024-05-15', '2023-07-30', '2023-11-15'],
  ['yearFM', '2024-01-28', '2025-01-25', '2023-01-29', '2024-01-27'],
  ['yearFM', '2024-01-28', '2024-05-15', '2023-01-29', '2023-05-17'],
  // Outside the fiscal calendar (or no earlier fiscal period): the calendar equivalent.
  ['fiscalMonth', '2017-06-01', '2017-06-30', '2017-05-01', '2017-05-31'],
  ['fiscalMonth', '2018-02-04', '2018-03-03', '2018-01-04', '2018-02-03'],
  ['quarterFM', '2018-02-04', '2018-05-05', '2017-11-04', '2018-02-05'],
  ['yearFM', '2017-01-01', '2017-06-30', '2016-01-01', '2016-06-30'],
];

describe("comparisonRange 'prev'", () => {
  it.each(PREVIOUS)('%s %s..%s → %s..%s', (period, start, end, previousStart, previousEnd) => {
    expect(comparisonRange(period, { start, end }, 'prev')).toEqual({
      ok: true,
      range: { start: previousStart, end: previousEnd },
    });
  });

  it('has a rule for every period', () => {
    expect(new Set(PREVIOUS.map(([period]) => period))).toEqual(new Set(PERIODS));
  });

  it.each<[string, string, string, string, string, FiscalConfigInput]>([
    // The 53-week FY2023 (2023-01-29..2024-02-03) against its neighbours.
    ['yearFM', '2024-02-04', '2025-02-01', '2023-01-29', '2024-02-03', { weeks53: [2023] }],
    ['fiscalMonth', '2024-02-04', '2024-03-02', '2023-12-24', '2024-02-03', { weeks53: [2023] }],
    ['fiscalMonth', '2023-12-24', '2024-02-01', '2023-11-26', '2023-12-23', { weeks53: [2023] }],
    ['quarterFM', '2023-10-29', '2024-02-03', '2023-07-30', '2023-10-28', { weeks53: [2023] }],
    // The April calendar: fiscal month 11 (February, from week 44) against month 10.
    [
      'fiscalMonth',
      '2019-01-27',
      '2019-02-23',
      '2018-12-30',
      '2019-01-26',
      { initial: '2018-04-01' },
    ],
  ])('%s %s..%s → %s..%s with %j', (period, start, end, previousStart, previousEnd, fiscal) => {
    expect(comparisonRange(period, { start, end }, 'prev', { fiscal })).toEqual({
      ok: true,
      range: { start: previousStart, end: previousEnd },
    });
  });

  it('is the default mode, also for unknown modes', () => {
    expect(DEFAULT_RANGE_COMPARE).toBe('prev');
    expect(RANGE_COMPARE_MODES).toEqual(['prev', 'all']);
    const expected = { ok: true, range: { start: '2024-02-01', end: '2024-02-29' } };
    expect(comparisonRange('mtd', { start: '2024-03-01', end: '2024-03-31' })).toEqual(expected);
    expect(comparisonRange('mtd', { start: '2024-03-01', end: '2024-03-31' }, 'other')).toEqual(
      expected,
    );
  });
});

describe("comparisonRange 'all'", () => {
  it.each([
    ['weekly', '2024-03-10', '2024-03-16', '2024-01-01'],
    ['daily', '2024-02-29', '2024-02-29', '2024-01-01'],
    ['mtd', '2025-01-01', '2025-01-15', '2025-01-01'],
    ['fiscalMonth', '2025-01-26', '2025-02-22', '2025-01-01'],
    ['custom', '2023-12-15', '2024-01-10', '2023-01-01'],
  ])('%s %s..%s → %s..end', (period, start, end, allStart) => {
    expect(comparisonRange(period, { start, end }, 'all')).toEqual({
      ok: true,
      range: { start: allStart, end },
    });
  });
});

describe('comparisonRange errors', () => {
  it('reports an unknown period with the exact message', () => {
    expect(
      comparisonRange('fortnight', { start: '2024-03-01', end: '2024-03-31' }, 'prev'),
    ).toEqual({
      ok: false,
      error: 'Error Period Datepicker',
    });
  });

  it('reports invalid dates', () => {
    expect(comparisonRange('mtd', { start: '2024-02-30', end: '2024-03-31' }, 'prev')).toEqual({
      ok: false,
      error: "Invalid date '2024-02-30'",
    });
  });
});
