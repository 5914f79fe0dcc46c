import { describe, expect, it } from 'vitest';
import { edaSummary, summarizeColumn, type EdaColumnType } from './eda-summary.ts';

const rows = [
  { category: 'Audio', brand: 'Kestrel', revenue: 307937.23, units: '1700', day: '2026-11-02' },
  { category: 'Audio', brand: 'Sonora', revenue: 89713, units: '512', day: '2026-11-01' },
  { category: 'TV', brand: 'Lumina', revenue: 553208.06, units: null, day: '2026-11-14' },
  { category: 'TV', brand: '', revenue: 179185.1, units: '900', day: '2026-11-03' },
];

describe('summarizeColumn', () => {
  it('gives numbers their range, mean and median (even count: middle two averaged)', () => {
    expect(summarizeColumn(rows, 'revenue')).toEqual({
      column: 'revenue',
      type: 'number',
      count: 4,
      nulls: 0,
      distinct: 4,
      min: 89713,
      max: 553208.06,
      mean: (307937.23 + 89713 + 553208.06 + 179185.1) / 4,
      median: (179185.1 + 307937.23) / 2,
      top: [
        { value: '179185.1', count: 1 },
        { value: '307937.23', count: 1 },
        { value: '553208.06', count: 1 },
        { value: '89713', count: 1 },
      ],
    });
  });

  it('reads numeric strings (BIGINT) as numbers and skips missing values', () => {
    const s = summarizeColumn(rows, 'units');
    expect(s).toMatchObject({
      type: 'number',
      count: 3,
      nulls: 1,
      min: 512,
      max: 1700,
      median: 900,
    });
    expect(s.mean).toBeCloseTo((1700 + 512 + 900) / 3);
  });

  it('counts empty text as missing and ranks top values by count, then text', () => {
    expect(summarizeColumn(rows, 'category').top).toEqual([
      { value: 'Audio', count: 2 },
      { value: 'TV', count: 2 },
    ]);
    expect(summarizeColumn(rows, 'brand')).toMatchObject({
      type: 'string',
      count: 3,
      nulls: 1,
      distinct: 3,
      min: undefined,
      mean: undefined,
    });
  });

  it('gives dates their earliest and latest day', () => {
    expect(summarizeColumn(rows, 'day')).toMatchObject({
      type: 'date',
      min: '2026-11-01',
      max: '2026-11-14',
      mean: undefined,
    });
  });

  it('limits the top values', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ n: i % 7 }));
    const top = summarizeColumn(many, 'n', 2).top;
    expect(top).toEqual([
      { value: '0', count: 3 },
      { value: '1', count: 3 },
    ]);
  });

  it.each<[unknown[], EdaColumnType]>([
    [[1, '2', 3.5], 'number'],
    [[true, false], 'boolean'],
    [['2026-11-14', '2026-11-14T05:30:00Z', '2026-11-14 05:30:00'], 'date'],
    [['2026-11-14', 'soon'], 'string'],
    [[1, 'a'], 'string'],
    [[null, undefined, ''], 'empty'],
  ])('%j is %s', (values, type) => {
    expect(
      summarizeColumn(
        values.map((v) => ({ v })),
        'v',
      ).type,
    ).toBe(type);
  });
});

describe('edaSummary', () => {
  it('summarises every column in order, a missing column as empty', () => {
    const summary = edaSummary(rows, ['brand', 'nope', 'revenue']);
    expect(summary.rows).toBe(4);
    expect(summary.columns.map((c) => [c.column, c.type, c.nulls])).toEqual([
      ['brand', 'string', 1],
      ['nope', 'empty', 4],
      ['revenue', 'number', 0],
    ]);
  });

  it('handles no rows', () => {
    expect(edaSummary([], ['a'])).toEqual({
      rows: 0,
      columns: [
        {
          column: 'a',
          type: 'empty',
          count: 0,
          nulls: 0,
          distinct: 0,
          min: undefined,
          max: undefined,
          mean: undefined,
          median: undefined,
          top: [],
        },
      ],
    });
  });
});
