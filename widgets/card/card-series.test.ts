import { describe, expect, it } from 'vitest';
import {
  findDateColumn,
  formatDay,
  formatShortRange,
  numericSeries,
  rowsByDate,
  sparklinePaths,
} from './card-series.ts';

const daily = [
  { sale_date: '2026-11-02', store: 'Miami', revenue: 20 },
  { sale_date: '2026-11-01', store: 'Miami', revenue: 10 },
  { sale_date: '2026-11-03', store: 'Miami', revenue: '30' },
];

describe('findDateColumn', () => {
  it.each<[string, string[], Record<string, unknown>[], string | undefined]>([
    ['a DATE column', ['store', 'sale_date', 'revenue'], daily, 'sale_date'],
    [
      'timestamps',
      ['at', 'n'],
      [
        { at: '2026-11-01T05:30:00Z', n: 1 },
        { at: '2026-11-01 06:00:00', n: 2 },
      ],
      'at',
    ],
    ['no dates', ['store', 'revenue'], daily, undefined],
    ['a column with one non-date', ['d'], [{ d: '2026-11-01' }, { d: 'total' }], undefined],
    ['no rows', ['sale_date'], [], undefined],
  ])('%s', (_name, columns, rows, expected) => {
    expect(findDateColumn(columns, rows)).toBe(expected);
  });
});

describe('rowsByDate and numericSeries', () => {
  it('orders oldest first and reads numeric strings', () => {
    const ordered = rowsByDate(daily, 'sale_date');
    expect(ordered.map((r) => r.sale_date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(numericSeries(ordered, 'revenue')).toEqual([10, 20, 30]);
  });

  it('keeps the query order for equal dates and skips non-numbers', () => {
    const rows = [
      { d: '2026-11-02', v: 1 },
      { d: '2026-11-01', v: null },
      { d: '2026-11-02', v: 2 },
    ];
    expect(numericSeries(rowsByDate(rows, 'd'), 'v')).toEqual([1, 2]);
  });
});

describe('sparklinePaths', () => {
  it('spans the box inside the padding, highest value at the top', () => {
    expect(sparklinePaths([0, 10, 5], 104, 24, 2)).toEqual({
      line: 'M2,22 L52,2 L102,12',
      area: 'M2,22 L52,2 L102,12 L102,24 L2,24 Z',
      last: { x: 102, y: 12 },
    });
  });

  it('draws a flat series through the middle', () => {
    expect(sparklinePaths([3, 3], 20, 10, 0)?.line).toBe('M0,5 L20,5');
  });

  it('needs two points', () => {
    expect(sparklinePaths([1], 20, 10)).toBeUndefined();
    expect(sparklinePaths([], 20, 10)).toBeUndefined();
  });
});

describe('formatDay', () => {
  it.each<[unknown, string | undefined, string | undefined]>([
    ['2026-11-14', 'en', 'Nov 14, 2026'],
    ['2026-11-14T23:30:00-05:00', 'en', 'Nov 14, 2026'],
    ['2026-01-01', 'es', '1 ene 2026'],
    ['2026-11-14', 'pt', '14 de nov. de 2026'],
    [new Date('2026-11-14T05:30:00Z'), undefined, 'Nov 14, 2026'],
    ['Nov 14', 'en', undefined],
    [20261114, 'en', undefined],
  ])('%j (%s) → %j', (value, locale, expected) => {
    expect(formatDay(value, locale)).toBe(expected);
  });
});

describe('formatShortRange', () => {
  it.each<[string, string, string, string]>([
    ['2026-10-01', '2026-10-14', 'en', 'Oct 1 – Oct 14'],
    ['2026-11-14', '2026-11-14', 'en', 'Nov 14'],
    ['2025-12-28', '2026-01-03', 'en', 'Dec 28, 2025 – Jan 3, 2026'],
    ['2026-10-01', '2026-10-14', 'es', '1 oct – 14 oct'],
    ['FDOM', '2026-10-14', 'en', 'FDOM – 2026-10-14'],
  ])('%s .. %s (%s) → %s', (start, end, locale, expected) => {
    expect(formatShortRange(start, end, locale)).toBe(expected);
  });
});
