import { describe, expect, it } from 'vitest';
import type { FilterItem } from '../../../../schemas/generated/index.ts';
import { defaultDateSelection, itemDateContext, type DateSelection } from './date-selection.ts';
import {
  applyShortcut,
  changePeriod,
  fiscalUnitOf,
  fiscalYears,
  optionContaining,
  PERIOD_OPTIONS,
  pickDates,
  pickerBounds,
  pickerKind,
  pickFiscalRange,
} from './picker-logic.ts';
import { selectionComparisonRange } from './date-selection.ts';

// The demo's operational date: Saturday 2026-11-14. Default fiscal calendar (4-4-5 from
// 2018-02-04): FY2026 starts 2026-01-25; fiscal month 10 runs 2026-10-25 .. 2026-11-21.
const OP = '2026-11-14';
const TODAY = '2026-11-22';
const item: FilterItem = { id: 'date', type: 'date', params: { period: 'mtd' } };
const context = itemDateContext(item, OP, TODAY);
const start = defaultDateSelection(item, OP, TODAY);

describe('switching period from the default selection (mtd 2026-11-01 .. 2026-11-14)', () => {
  it('starts on month to date', () => {
    expect(start).toEqual({
      period: 'mtd',
      firstdate: '2026-11-01',
      lastdate: '2026-11-14',
      compare: false,
      rangeCompare: 'prev',
    });
  });

  it.each([
    ['daily', '2026-11-14', '2026-11-14'],
    ['weekly', '2026-11-08', '2026-11-14'],
    ['current_week', '2026-11-08', '2026-11-14'],
    ['current_all_week', '2026-11-08', '2026-11-14'],
    ['mtd', '2026-11-01', '2026-11-14'],
    ['monthly', '2026-11-01', '2026-11-14'],
    ['fullMonth', '2026-11-01', '2026-11-14'],
    ['fullMonthLast', '2026-10-01', '2026-10-31'],
    ['fiscalMonth', '2026-10-25', '2026-11-14'],
    ['fullFiscalMonthLast', '2026-09-20', '2026-10-24'],
    ['yearly', '2026-01-01', '2026-11-14'],
    ['custom', '2026-11-01', '2026-11-14'],
    ['quarter', '2026-10-01', '2026-11-14'],
    ['quarterFM', '2026-10-25', '2026-11-14'],
    ['halfYear', '2026-07-01', '2026-11-14'],
    ['halfYearFM', '2026-07-26', '2026-11-14'],
    ['year', '2026-01-01', '2026-11-14'],
    ['yearFM', '2026-01-25', '2026-11-14'],
  ])('%s gives %s .. %s', (period, firstdate, lastdate) => {
    expect(changePeriod(start, period, context)).toMatchObject({ period, firstdate, lastdate });
  });

  it('covers every period option', () => {
    expect(PERIOD_OPTIONS).toHaveLength(18);
  });

  it.each([
    // Weeks from Monday: the current week is capped, the full week is not.
    ['current_week', '2026-11-09', '2026-11-14'],
    ['current_all_week', '2026-11-09', '2026-11-15'],
    ['weekly', '2026-11-09', '2026-11-14'],
  ])('with weeks from Monday, %s gives %s .. %s', (period, firstdate, lastdate) => {
    const monday: FilterItem = { ...item, params: { picker: { locale: { firstDayOfWeek: 1 } } } };
    const ctx = itemDateContext(monday, OP, TODAY);
    expect(changePeriod(start, period, ctx)).toMatchObject({ firstdate, lastdate });
  });
});

describe('picking dates', () => {
  const sel = (period: string): DateSelection => ({ ...start, period });
  it.each([
    ['mtd', '2026-10-20', '2026-10-01', '2026-10-20'],
    ['daily', '2026-10-20', '2026-10-20', '2026-10-20'],
    ['custom', '2026-10-20', '2026-10-20', '2026-10-20'],
    ['weekly', '2026-10-20', '2026-10-18', '2026-10-24'],
    ['monthly', '2026-02-10', '2026-02-01', '2026-02-28'],
    ['quarter', '2026-05-10', '2026-04-01', '2026-06-30'],
    ['halfYear', '2026-02-10', '2026-01-01', '2026-06-30'],
    ['year', '2025-05-10', '2025-01-01', '2025-12-31'],
    ['fiscalMonth', '2026-10-01', '2026-09-20', '2026-10-24'],
    ['quarterFM', '2026-04-26', '2026-04-26', '2026-07-25'],
    // Picks after the operational date are limited to it; before 2016-10-01 to that.
    ['daily', '2026-12-25', '2026-11-14', '2026-11-14'],
    ['custom', '2015-01-01', '2016-10-01', '2016-10-01'],
    // Periods that ignore picks.
    ['current_week', '2026-01-10', '2026-11-08', '2026-11-14'],
    ['fullMonthLast', '2026-01-10', '2026-10-01', '2026-10-31'],
  ])('%s picking %s gives %s .. %s', (period, date, firstdate, lastdate) => {
    expect(pickDates(sel(period), date, context)).toMatchObject({ firstdate, lastdate });
  });

  it.each([
    ['custom', '2026-09-03', '2026-10-07', '2026-09-03', '2026-10-07'],
    ['mtd', '2026-09-03', '2026-10-07', '2026-10-01', '2026-10-07'],
    ['weekly', '2026-10-01', '2026-10-14', '2026-09-27', '2026-10-17'],
    ['monthly', '2026-08-01', '2026-10-01', '2026-08-01', '2026-10-31'],
  ])('%s picking %s and %s gives %s .. %s', (period, a, b, firstdate, lastdate) => {
    expect(pickDates(sel(period), { start: a, end: b }, context)).toMatchObject({
      firstdate,
      lastdate,
    });
  });

  it('keeps the selection when the period is unknown', () => {
    const bad = { ...start, period: 'fortnight' };
    expect(pickDates(bad, '2026-10-20', context)).toBe(bad);
  });
});

describe('shortcuts', () => {
  it.each([
    ['daily', 'today', 'daily', '2026-11-14', '2026-11-14'],
    ['daily', 'yesterday', 'daily', '2026-11-13', '2026-11-13'],
    ['daily', 'weekAgo', 'daily', '2026-11-07', '2026-11-07'],
    ['mtd', 'range', 'custom', '2026-11-08', '2026-11-14'],
    ['weekly', 'weekAgo', 'weekly', '2026-11-01', '2026-11-07'],
    ['custom', 'yesterday', 'custom', '2026-11-13', '2026-11-13'],
    ['current_week', 'yesterday', 'daily', '2026-11-13', '2026-11-13'],
  ])('%s + %s → %s %s .. %s', (period, shortcut, next, firstdate, lastdate) => {
    expect(applyShortcut({ ...start, period }, shortcut, context)).toMatchObject({
      period: next,
      firstdate,
      lastdate,
    });
  });

  it('ignores an unknown shortcut', () => {
    expect(applyShortcut(start, 'tomorrow', context)).toBe(start);
  });
});

describe('pickers', () => {
  it.each([
    ['daily', 'day', undefined],
    ['custom', 'range', undefined],
    ['mtd', 'range', undefined],
    ['monthly', 'month', undefined],
    ['quarter', 'month', undefined],
    ['year', 'year', undefined],
    ['fiscalMonth', 'fiscal-month', 'month'],
    ['fullFiscalMonthLast', 'fiscal-month', 'month'],
    ['quarterFM', 'fiscal-quarter', 'quarter'],
    ['halfYearFM', 'fiscal-half', 'half'],
    ['yearFM', 'fiscal-year', 'year'],
    ['nonsense', 'range', undefined],
  ])('%s shows the %s picker (fiscal unit %s)', (period, kind, unit) => {
    expect(pickerKind(period)).toBe(kind);
    expect(fiscalUnitOf(pickerKind(period))).toBe(unit);
  });

  it.each([
    [OP, '', '2026-11-14'],
    ['', TODAY, TODAY],
  ])('bounds with operational date %j are 2016-10-01 .. %s', (op, today, max) => {
    const ctx = itemDateContext(item, op, today || TODAY);
    expect(pickerBounds(ctx)).toEqual({ min: '2016-10-01', max });
  });
});

describe('fiscal picker options', () => {
  it('lists whole fiscal years with future quarters disabled', () => {
    const years = fiscalYears('quarter', context);
    expect(years[0]?.year).toBe(2018);
    const fy2026 = years.find((y) => y.year === 2026)?.options ?? [];
    const fy2027 = years.find((y) => y.year === 2027)?.options ?? [];
    expect(fy2026.map((o) => [o.index, o.start, o.selectable])).toEqual([
      [1, '2026-01-25', true],
      [2, '2026-04-26', true],
      [3, '2026-07-26', true],
      [4, '2026-10-25', true],
    ]);
    expect(fy2027.map((o) => o.selectable)).toEqual([false, false, false, false]);
  });

  it('disables fiscal months starting after the operational date', () => {
    const fy2026 = fiscalYears('month', context).find((y) => y.year === 2026)?.options ?? [];
    expect(fy2026.filter((o) => o.selectable).map((o) => o.index)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('follows a tenant calendar with a 53-week year', () => {
    const ctx = itemDateContext(item, OP, TODAY, {
      range: { initial: '2018-02-04', end: '2030-12-31' },
      weeks53: [2023],
    });
    const years = fiscalYears('quarter', ctx);
    expect(optionContaining(years, OP)).toMatchObject({
      year: 2026,
      index: 4,
      start: '2026-11-01',
      end: '2027-01-30',
    });
  });

  it('gives no options for a broken fiscal config', () => {
    const ctx = itemDateContext(item, OP, TODAY, { weeks: '4,4' });
    expect(fiscalYears('month', ctx)).toEqual([]);
  });
});

describe('several fiscal periods (shift-click)', () => {
  const fiscalMonth = changePeriod(start, 'fiscalMonth', context);
  const quarter = changePeriod(start, 'quarterFM', context);

  it.each<[string, DateSelection, string, string, string, string]>([
    // FY2026 months of the default calendar: P3 2026-03-22.., P5 2026-05-24..2026-06-20.
    ['P3–P5', fiscalMonth, '2026-03-22', '2026-05-24', '2026-03-22', '2026-06-20'],
    ['P5 back to P3', fiscalMonth, '2026-05-24', '2026-03-22', '2026-03-22', '2026-06-20'],
    ['P8 through the current month', fiscalMonth, '2026-08-23', '2026-10-25', '2026-08-23', OP],
    ['Q1–Q2', quarter, '2026-01-25', '2026-04-26', '2026-01-25', '2026-07-25'],
    ['one period', fiscalMonth, '2026-03-22', '2026-03-22', '2026-03-22', '2026-04-25'],
  ])('%s', (_name, sel, anchor, picked, first, last) => {
    const next = pickFiscalRange(sel, anchor, picked, context);
    expect([next.period, next.firstdate, next.lastdate]).toEqual([sel.period, first, last]);
  });

  it('compares with as many periods before (P3–P5 with P12–P2)', () => {
    const next = pickFiscalRange(fiscalMonth, '2026-03-22', '2026-05-24', context);
    expect(selectionComparisonRange({ ...next, compare: true }, null)).toEqual({
      start: '2025-12-21',
      end: '2026-03-21',
    });
  });
});
