import { describe, expect, it } from 'vitest';
import { drilldownRow, MAX_CHART_ROWS, prepareChartRows, ROW_INDEX_FIELD } from './chart-rows.ts';

describe('prepareChartRows', () => {
  const rows = [
    { day: '2026-03-08', units: '12', name: '007', revenue: 10.5 },
    { day: '2026-03-09', units: 'n/a', name: 'B', revenue: null },
  ];

  it('turns numeric text into numbers and dates into local midnight, leaving the rest', () => {
    const { values, total } = prepareChartRows(rows, {
      numericFields: ['units', 'revenue'],
      temporalFields: ['day'],
    });
    expect(total).toBe(2);
    expect(values[0]).toEqual({
      day: new Date(2026, 2, 8).getTime(),
      units: 12,
      name: '007',
      revenue: 10.5,
      [ROW_INDEX_FIELD]: 0,
    });
    expect(values[1]).toMatchObject({ units: 'n/a', revenue: null, [ROW_INDEX_FIELD]: 1 });
    // The widget's rows are not touched: drilldowns get them as the query returned them.
    expect(rows[0]?.units).toBe('12');
  });

  it(`draws at most ${MAX_CHART_ROWS} rows and reports the total`, () => {
    const many = Array.from({ length: MAX_CHART_ROWS + 7 }, (_, index) => ({ index }));
    const { values, total } = prepareChartRows(many, { numericFields: [], temporalFields: [] });
    expect(values).toHaveLength(MAX_CHART_ROWS);
    expect(total).toBe(MAX_CHART_ROWS + 7);
  });
});

describe('drilldownRow', () => {
  const rows = [
    { region: 'West', revenue: '10' },
    { region: 'East', revenue: '20' },
  ];

  const mark = { role: 'mark' };
  it.each<[string, unknown, unknown]>([
    [
      'a drawn row',
      { mark, datum: { region: 'East', revenue: 20, [ROW_INDEX_FIELD]: 1 } },
      rows[1],
    ],
    [
      'a folded row',
      { mark, datum: { __series: 'revenue', __value: 10, [ROW_INDEX_FIELD]: 0 } },
      rows[0],
    ],
    [
      'a nearest-point item',
      { mark, datum: { mark: {}, datum: { [ROW_INDEX_FIELD]: 1 } } },
      rows[1],
    ],
    ['an aggregate', { mark, datum: { region: 'West', __total: 30 } }, { region: 'West' }],
    ['an internal-only datum', { mark, datum: { __total: 30 } }, undefined],
    ['an axis label', { mark: { role: 'axis-label' }, datum: { value: 3 } }, undefined],
    ['a legend symbol', { mark: { role: 'legend-symbol' }, datum: { value: 'West' } }, undefined],
    ['the background', undefined, undefined],
  ])('%s', (_name, item, expected) => {
    expect(drilldownRow(item, rows)).toEqual(expected);
  });
});
