import { describe, expect, it } from 'vitest';
import type { FilterItem } from '../../../../schemas/generated/index.ts';
import {
  dateSelectionToConditions,
  defaultDateSelection,
  hasUnknownPeriod,
  itemDateContext,
  itemPeriod,
  selectionComparisonRange,
  type DateSelection,
} from './date-selection.ts';

const OP = '2026-11-14';
const TODAY = '2026-11-22';
const dateItem = (params: FilterItem['params'] = {}): FilterItem => ({
  id: 'date',
  type: 'date',
  params,
});

describe('defaultDateSelection', () => {
  it.each([
    [undefined, 'mtd', '2026-11-01', '2026-11-14'],
    ['mtd', 'mtd', '2026-11-01', '2026-11-14'],
    ['daily', 'daily', '2026-11-14', '2026-11-14'],
    ['custom', 'custom', '2026-11-01', '2026-11-14'],
    ['weekly', 'weekly', '2026-11-08', '2026-11-14'],
    ['fullMonthLast', 'fullMonthLast', '2026-10-01', '2026-10-31'],
    ['quarterFM', 'quarterFM', '2026-10-25', '2026-11-14'],
    ['yearly', 'yearly', '2026-01-01', '2026-11-14'],
  ] as const)('period %s starts as %s %s .. %s', (period, expected, firstdate, lastdate) => {
    const sel = defaultDateSelection(dateItem(period ? { period } : {}), OP, TODAY);
    expect(sel).toEqual({
      period: expected,
      firstdate,
      lastdate,
      compare: false,
      rangeCompare: 'prev',
    });
  });

  it('falls back to mtd for an unknown period', () => {
    const item = dateItem({ period: 'fortnight' as never });
    expect(itemPeriod(item)).toBe('mtd');
    expect(defaultDateSelection(item, OP, TODAY).firstdate).toBe('2026-11-01');
  });

  it('uses today without an operational date', () => {
    expect(defaultDateSelection(dateItem(), '', TODAY)).toMatchObject({
      firstdate: '2026-11-01',
      lastdate: TODAY,
    });
  });

  it("keeps the item's rangeCompare", () => {
    expect(defaultDateSelection(dateItem({ rangeCompare: 'all' }), OP, TODAY).rangeCompare).toBe(
      'all',
    );
  });

  it('uses the fiscal calendar it is given', () => {
    const fiscal = { range: { initial: '2018-02-04', end: '2030-12-31' }, weeks53: [2023] };
    expect(
      defaultDateSelection(dateItem({ period: 'quarterFM' }), OP, TODAY, fiscal),
    ).toMatchObject({ firstdate: '2026-11-01', lastdate: OP });
  });
});

describe('dateSelectionToConditions', () => {
  const sel = (over: Partial<DateSelection>): DateSelection => ({
    period: 'mtd',
    firstdate: '2026-11-01',
    lastdate: '2026-11-14',
    ...over,
  });

  it.each<[string, Partial<DateSelection>, Record<string, unknown>]>([
    [
      'a month to date',
      {},
      {
        firstdate: '2026-11-01',
        lastdate: '2026-11-14',
        date: {
          period: 'mtd',
          firstdate: '2026-11-01',
          lastdate: '2026-11-14',
          comparison: false,
          rangeCompare: 'prev',
        },
      },
    ],
    [
      'a day (filterdate too)',
      { period: 'daily', firstdate: '2026-11-14' },
      {
        firstdate: '2026-11-14',
        lastdate: '2026-11-14',
        filterdate: '2026-11-14',
        date: {
          period: 'daily',
          firstdate: '2026-11-14',
          lastdate: '2026-11-14',
          filterdate: '2026-11-14',
          comparison: false,
          rangeCompare: 'prev',
        },
      },
    ],
    [
      'a custom range with comparison to year start',
      { period: 'custom', compare: true, rangeCompare: 'all' },
      {
        firstdate: '2026-11-01',
        lastdate: '2026-11-14',
        customDate: true,
        date: {
          period: 'custom',
          firstdate: '2026-11-01',
          lastdate: '2026-11-14',
          comparison: true,
          rangeCompare: 'all',
        },
      },
    ],
  ])('%s', (_name, over, expected) => {
    expect(dateSelectionToConditions(sel(over))).toEqual(expected);
  });

  it('sends mtd for an unknown period', () => {
    const conditions = dateSelectionToConditions(sel({ period: 'fortnight' }));
    expect((conditions.date as { period: string }).period).toBe('mtd');
  });
});

describe('selectionComparisonRange', () => {
  const base: DateSelection = { period: 'mtd', firstdate: '2026-11-01', lastdate: '2026-11-14' };
  it.each<[Partial<DateSelection>, { start: string; end: string } | undefined]>([
    [{}, undefined],
    [{ compare: true }, { start: '2026-10-01', end: '2026-10-14' }],
    [
      { compare: true, rangeCompare: 'all' },
      { start: '2026-01-01', end: '2026-11-14' },
    ],
    [
      { compare: true, period: 'daily', firstdate: '2026-11-14' },
      { start: '2026-11-13', end: '2026-11-13' },
    ],
    [
      { compare: true, period: 'custom' },
      { start: '2026-10-18', end: '2026-10-31' },
    ],
    [{ compare: true, period: 'nonsense' }, undefined],
  ])('%j → %j', (over, expected) => {
    expect(selectionComparisonRange({ ...base, ...over })).toEqual(expected);
  });
});

describe('hasUnknownPeriod (logs Error Period Datepicker)', () => {
  const sel = (period: string): DateSelection => ({
    period,
    firstdate: '2026-11-01',
    lastdate: '2026-11-14',
  });
  it.each<[string, FilterItem['params'], DateSelection | undefined, boolean]>([
    ['a known period, no value', { period: 'weekly' }, undefined, false],
    ['no period at all', {}, undefined, false],
    ['a known value', {}, sel('custom'), false],
    ['an unknown configured period', { period: 'fortnight' as never }, undefined, true],
    ['an unknown selected period', { period: 'mtd' }, sel('fortnight'), true],
  ])('%s → %s', (_name, params, value, expected) => {
    expect(hasUnknownPeriod(dateItem(params), value)).toBe(expected);
  });
});

describe('itemDateContext', () => {
  it.each<[string, FilterItem['params'], number | null]>([
    ['params.customMonth sets how far PREVIOUS_MONTH_CUSTOM goes back', { customMonth: 3 }, 3],
    ['zero months is kept, not defaulted', { customMonth: 0 }, 0],
    ['no customMonth leaves the default to the token', {}, null],
  ])('%s', (_name, params, offset) => {
    expect(itemDateContext(dateItem(params), OP, TODAY).customMonthOffset).toBe(offset);
  });
});
