import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_MIN,
  datePickerBounds,
  DEFAULT_PERIOD,
  defaultRange,
  isPeriod,
  PERIOD_ERROR,
  periodRange,
  PERIODS,
  type PickedDates,
} from './periods';
import type { DateContext } from './date-context';

/** Operational date Wednesday 2024-05-15 (fiscal FY2024 month 4, 2024-04-28..2024-05-25). */
const CONTEXT: DateContext = { today: '2024-05-20', operationalDate: '2024-05-15' };

const range = (start: string, end: string) => ({ ok: true, range: { start, end } });

describe('constants', () => {
  it('match the spec', () => {
    expect(PERIODS).toEqual([
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
    ]);
    expect(DATE_PICKER_MIN).toBe('2016-10-01');
    expect(DEFAULT_PERIOD).toBe('mtd');
    expect(PERIOD_ERROR).toBe('Error Period Datepicker');
    expect(isPeriod('quarterFM')).toBe(true);
    expect(isPeriod('today')).toBe(false);
  });

  it('bound the picker by 2016-10-01 and the operational date, else today', () => {
    expect(datePickerBounds(CONTEXT)).toEqual({ start: '2016-10-01', end: '2024-05-15' });
    expect(datePickerBounds({ today: '2024-05-20' })).toEqual({
      start: '2016-10-01',
      end: '2024-05-20',
    });
  });
});

describe('periodRange: one picked date (Wednesday 2024-03-13)', () => {
  const rows: [string, string, string][] = [
    ['daily', '2024-03-13', '2024-03-13'],
    ['custom', '2024-03-13', '2024-03-13'],
    ['mtd', '2024-03-01', '2024-03-13'],
    ['weekly', '2024-03-10', '2024-03-16'],
    ['monthly', '2024-03-01', '2024-03-31'],
    ['fullMonth', '2024-03-01', '2024-03-31'],
    ['quarter', '2024-01-01', '2024-03-31'],
    ['halfYear', '2024-01-01', '2024-05-15'],
    ['yearly', '2024-01-01', '2024-05-15'],
    ['year', '2024-01-01', '2024-05-15'],
    ['fiscalMonth', '2024-02-25', '2024-03-23'],
    ['quarterFM', '2024-01-28', '2024-04-27'],
    ['halfYearFM', '2024-01-28', '2024-05-15'],
    ['yearFM', '2024-01-28', '2024-05-15'],
    // Relative periods ignore the pick and read the operational date.
    ['current_week', '2024-05-12', '2024-05-15'],
    ['current_all_week', '2024-05-12', '2024-05-18'],
    ['fullMonthLast', '2024-04-01', '2024-04-30'],
    ['fullFiscalMonthLast', '2024-03-24', '2024-04-27'],
  ];

  it.each(rows)('%s → %s..%s', (period, start, end) => {
    expect(periodRange(period, '2024-03-13', CONTEXT)).toEqual(range(start, end));
  });

  it('covers every period', () => {
    expect(rows.map(([period]) => period).sort()).toEqual([...PERIODS].sort());
  });
});

describe('periodRange: other picks', () => {
  it.each<[string, PickedDates, string, string]>([
    // Leap day.
    ['weekly', '2024-02-29', '2024-02-25', '2024-03-02'],
    ['monthly', '2024-02-29', '2024-02-01', '2024-02-29'],
    ['mtd', '2024-02-29', '2024-02-01', '2024-02-29'],
    ['fiscalMonth', '2024-02-29', '2024-02-25', '2024-03-23'],
    // A Sunday and a Saturday pick.
    ['weekly', '2024-03-10', '2024-03-10', '2024-03-16'],
    ['weekly', '2024-03-16', '2024-03-10', '2024-03-16'],
    // Two dates, in any order and in any shape: each end expands to its own period.
    ['custom', ['2024-03-20', '2024-02-05'], '2024-02-05', '2024-03-20'],
    ['custom', { start: '2024-02-05', end: '2024-03-20' }, '2024-02-05', '2024-03-20'],
    ['custom', { start: '2024-02-05', end: null }, '2024-02-05', '2024-02-05'],
    ['mtd', ['2024-02-05', '2024-03-20'], '2024-03-01', '2024-03-20'],
    ['daily', ['2024-02-05', '2024-03-20'], '2024-03-20', '2024-03-20'],
    ['weekly', ['2024-02-05', '2024-03-20'], '2024-02-04', '2024-03-23'],
    ['monthly', ['2024-02-05', '2024-03-20'], '2024-02-01', '2024-03-31'],
    ['fiscalMonth', ['2024-02-05', '2024-03-20'], '2024-01-28', '2024-03-23'],
    // Nothing picked: the operational date.
    ['daily', undefined, '2024-05-15', '2024-05-15'],
    ['mtd', null, '2024-05-01', '2024-05-15'],
    ['custom', [], '2024-05-15', '2024-05-15'],
    // Clamped to 2016-10-01 (a Saturday) and to the operational date.
    ['weekly', '2016-09-15', '2016-10-01', '2016-10-01'],
    ['monthly', '2016-10-05', '2016-10-01', '2016-10-31'],
    ['custom', ['2016-01-01', '2016-10-10'], '2016-10-01', '2016-10-10'],
    ['daily', '2024-06-10', '2024-05-15', '2024-05-15'],
    ['weekly', '2024-05-13', '2024-05-12', '2024-05-15'],
    ['monthly', '2024-05-02', '2024-05-01', '2024-05-15'],
    ['custom', ['2024-05-01', '2024-12-31'], '2024-05-01', '2024-05-15'],
  ])('%s with %j → %s..%s', (period, picked, start, end) => {
    expect(periodRange(period, picked, CONTEXT)).toEqual(range(start, end));
  });

  it.each<[string, DateContext, PickedDates, string, string]>([
    // Sunday and Saturday operational dates.
    [
      'current_week',
      { today: '2024-05-20', operationalDate: '2024-03-10' },
      null,
      '2024-03-10',
      '2024-03-10',
    ],
    [
      'current_all_week',
      { today: '2024-05-20', operationalDate: '2024-03-10' },
      null,
      '2024-03-10',
      '2024-03-16',
    ],
    [
      'current_week',
      { today: '2024-05-20', operationalDate: '2024-03-16' },
      null,
      '2024-03-10',
      '2024-03-16',
    ],
    [
      'current_week',
      { today: '2024-03-16', operationalDate: '2024-03-16', weekStart: 1 },
      null,
      '2024-03-11',
      '2024-03-16',
    ],
    ['current_all_week', { today: '2024-03-16', weekStart: 1 }, null, '2024-03-11', '2024-03-17'],
    ['weekly', { today: '2024-05-20', weekStart: 1 }, '2024-03-10', '2024-03-04', '2024-03-10'],
    // Last complete months around month ends and the new year.
    ['fullMonthLast', { today: '2024-03-31' }, null, '2024-03-01', '2024-03-31'],
    ['fullMonthLast', { today: '2024-03-30' }, null, '2024-02-01', '2024-02-29'],
    ['fullMonthLast', { today: '2025-01-01' }, null, '2024-12-01', '2024-12-31'],
    ['fullFiscalMonthLast', { today: '2024-03-23' }, null, '2024-02-25', '2024-03-23'],
    ['fullFiscalMonthLast', { today: '2024-03-24' }, null, '2024-02-25', '2024-03-23'],
    ['fullFiscalMonthLast', { today: '2025-01-01' }, null, '2024-11-24', '2024-12-21'],
    // Outside the fiscal calendar: the calendar equivalent.
    ['fullFiscalMonthLast', { today: '2017-06-15' }, null, '2017-05-01', '2017-05-31'],
    ['fiscalMonth', { today: '2031-06-30' }, '2031-06-10', '2031-06-01', '2031-06-30'],
    ['quarterFM', { today: '2031-06-30' }, '2031-06-10', '2031-04-01', '2031-06-30'],
    ['yearFM', { today: '2017-06-30' }, '2017-03-10', '2017-01-01', '2017-06-30'],
    // Year boundary.
    ['weekly', { today: '2025-01-10' }, '2025-01-01', '2024-12-29', '2025-01-04'],
    ['quarterFM', { today: '2025-01-10' }, '2025-01-01', '2024-10-27', '2025-01-10'],
    ['yearFM', { today: '2025-01-30' }, '2025-01-01', '2024-01-28', '2025-01-25'],
    // A 53-week year.
    [
      'fiscalMonth',
      { today: '2024-05-15', fiscal: { weeks53: [2023] } },
      '2024-02-01',
      '2023-12-24',
      '2024-02-03',
    ],
    [
      'yearFM',
      { today: '2024-05-15', fiscal: { weeks53: [2023] } },
      '2024-01-30',
      '2023-01-29',
      '2024-02-03',
    ],
    [
      'fullFiscalMonthLast',
      { today: '2024-02-04', fiscal: { weeks53: [2023] } },
      null,
      '2023-12-24',
      '2024-02-03',
    ],
  ])('%s in %j with %j → %s..%s', (period, context, picked, start, end) => {
    expect(periodRange(period, picked, context)).toEqual(range(start, end));
  });

  it('reports an unknown period with the exact message', () => {
    expect(periodRange('fortnight', '2024-03-13', CONTEXT)).toEqual({
      ok: false,
      error: 'Error Period Datepicker',
    });
  });

  it.each<[PickedDates, string]>([
    ['2024-02-30', "Invalid date '2024-02-30'"],
    [['2024-01-01', 'tomorrow'], "Invalid date 'tomorrow'"],
  ])('reports an invalid pick %j', (picked, error) => {
    expect(periodRange('custom', picked, CONTEXT)).toEqual({ ok: false, error });
  });

  it('reports an unusable context', () => {
    expect(periodRange('mtd', null, { today: '2024-02-30' })).toEqual({
      ok: false,
      error: "Invalid reference date: today '2024-02-30'",
    });
  });
});

describe('defaultRange', () => {
  it.each([
    [undefined, '2024-05-01', '2024-05-15'],
    [null, '2024-05-01', '2024-05-15'],
    ['mtd', '2024-05-01', '2024-05-15'],
    ['custom', '2024-05-01', '2024-05-15'],
    ['daily', '2024-05-15', '2024-05-15'],
    ['weekly', '2024-05-12', '2024-05-15'],
    ['current_week', '2024-05-12', '2024-05-15'],
    ['current_all_week', '2024-05-12', '2024-05-18'],
    ['monthly', '2024-05-01', '2024-05-15'],
    ['fullMonth', '2024-05-01', '2024-05-15'],
    ['fullMonthLast', '2024-04-01', '2024-04-30'],
    ['fiscalMonth', '2024-04-28', '2024-05-15'],
    ['fullFiscalMonthLast', '2024-03-24', '2024-04-27'],
    ['yearly', '2024-01-01', '2024-05-15'],
    ['year', '2024-01-01', '2024-05-15'],
    ['quarter', '2024-04-01', '2024-05-15'],
    ['quarterFM', '2024-04-28', '2024-05-15'],
    ['halfYear', '2024-01-01', '2024-05-15'],
    ['halfYearFM', '2024-01-28', '2024-05-15'],
    ['yearFM', '2024-01-28', '2024-05-15'],
  ])('%s → %s..%s', (period, start, end) => {
    expect(defaultRange(period, CONTEXT)).toEqual(range(start, end));
  });

  it('uses today without an operational date, and reports unknown periods', () => {
    expect(defaultRange(undefined, { today: '2024-02-29' })).toEqual(
      range('2024-02-01', '2024-02-29'),
    );
    expect(defaultRange('custom', { today: '2025-01-01' })).toEqual(
      range('2025-01-01', '2025-01-01'),
    );
    expect(defaultRange('lastYear', CONTEXT)).toEqual({
      ok: false,
      error: 'Error Period Datepicker',
    });
  });
});
