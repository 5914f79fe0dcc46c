import { describe, expect, it } from 'vitest';
import type { Conditions } from '../../../../schemas/generated/index.ts';
import { comparisonQuery } from './comparison-conditions.ts';
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
