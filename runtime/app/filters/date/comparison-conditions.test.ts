import { describe, expect, it } from 'vitest';
import type { Conditions } from '../../../../schemas/generated/index.ts';
import { comparisonQuery, widgetComparisonSetting } from './comparison-conditions.ts';
import { dateSelectionToConditions } from './date-selection.ts';

const withDate = (over: Record<string, unknown>): Conditions =>
  ({
    where_cond: { region_id: 3 },
    ...dateSelectionToConditions({
      period: 'mtd',
      firstdate: '2026-11-01',
      lastdate: '2026-11-14',
      compare: true,
      ...over,
    }),
  }) as Conditions;

describe('comparisonQuery', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['mtd, previous month', {}, '2026-10-01', '2026-10-14'],
    ['mtd, year to date', { rangeCompare: 'all' }, '2026-01-01', '2026-11-14'],
    [
      'weekly, a week earlier',
      { period: 'weekly', firstdate: '2026-11-08' },
      '2026-11-01',
      '2026-11-07',
    ],
    ['custom, the span before', { period: 'custom' }, '2026-10-18', '2026-10-31'],
    [
      'fiscal quarter, the quarter before',
      { period: 'quarterFM', firstdate: '2026-10-25' },
      '2026-07-26',
      '2026-08-15',
    ],
  ])('%s', (_name, over, start, end) => {
    const query = comparisonQuery(withDate(over));
    expect(query?.range).toEqual({ start, end });
    expect(query?.conditions).toMatchObject({
      firstdate: start,
      lastdate: end,
      isComparison: true,
      where_cond: { region_id: 3 },
    });
  });

  it('moves filterdate with a daily selection', () => {
    const query = comparisonQuery(withDate({ period: 'daily', firstdate: '2026-11-14' }));
    expect(query?.conditions).toMatchObject({ filterdate: '2026-11-13', lastdate: '2026-11-13' });
  });

  it('uses the fiscal calendar it is given', () => {
    const fiscal = { range: { initial: '2018-02-04', end: '2030-12-31' }, weeks53: [2023] };
    const query = comparisonQuery(
      withDate({ period: 'quarterFM', firstdate: '2026-11-01' }),
      fiscal,
    );
    expect(query?.range).toEqual({ start: '2026-08-02', end: '2026-08-15' });
  });

  it.each<[string, Conditions]>([
    ['no date selection', { firstdate: '2026-11-01', lastdate: '2026-11-14' }],
    ['comparison off', withDate({ compare: false })],
    [
      'date tokens',
      { date: { period: 'mtd', firstdate: 'FDOM', lastdate: 'CURRENT_DATE', comparison: true } },
    ],
  ])('is undefined with %s', (_name, conditions) => {
    expect(comparisonQuery(conditions)).toBeUndefined();
  });
});

describe("a widget's own comparison period", () => {
  const plain: Conditions = { firstdate: '2026-11-01', lastdate: '2026-11-14' };

  it.each<[string, Conditions, boolean | 'prev' | 'all', string, string]>([
    ['prev without a date selection: the span before', plain, 'prev', '2026-10-18', '2026-10-31'],
    ['true without a date selection: the span before', plain, true, '2026-10-18', '2026-10-31'],
    ['all without a date selection: year to date', plain, 'all', '2026-01-01', '2026-11-14'],
    [
      "prev with the filter's comparison off: the period's own rule (mtd, a month before)",
      withDate({ compare: false }),
      'prev',
      '2026-10-01',
      '2026-10-14',
    ],
    [
      "all wins over the filter's prev",
      withDate({ rangeCompare: 'prev' }),
      'all',
      '2026-01-01',
      '2026-11-14',
    ],
    [
      "true follows the filter's rangeCompare",
      withDate({ compare: false, rangeCompare: 'all' }),
      true,
      '2026-01-01',
      '2026-11-14',
    ],
  ])('%s', (_name, conditions, setting, start, end) => {
    expect(comparisonQuery(conditions, null, setting)?.range).toEqual({ start, end });
  });

  it("false turns the date filter's comparison off for the widget", () => {
    expect(comparisonQuery(withDate({}), null, false)).toBeUndefined();
    expect(comparisonQuery(withDate({}), null, undefined)).toBeDefined();
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    ['comparisonPeriod', { comparisonPeriod: 'all' }, 'all'],
    ['query.comparison_period', { query: { slug: 'x', comparison_period: true } }, true],
    [
      'comparisonPeriod over query.comparison_period',
      { comparisonPeriod: false, query: { comparison_period: 'prev' } },
      false,
    ],
    ['neither', {}, undefined],
    ['an unknown value', { comparisonPeriod: 'next' }, undefined],
  ])('reads %s', (_name, params, expected) => {
    expect(widgetComparisonSetting(params)).toBe(expected);
  });
});
