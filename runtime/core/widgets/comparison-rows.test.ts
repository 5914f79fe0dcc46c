import { describe, expect, it } from 'vitest';
import { joinComparisonRows } from './comparison-rows';

const name = (measure: string) => `${measure} (prev)`;

describe('joinComparisonRows', () => {
  it.each<[string, string[], Record<string, unknown>[], Record<string, unknown>[], unknown[]]>([
    [
      'pairs rows by their text keys, whatever the order',
      ['region', 'sales'],
      [
        { region: 'North', sales: 10 },
        { region: 'South', sales: 20 },
      ],
      [
        { region: 'South', sales: 7 },
        { region: 'North', sales: 4 },
      ],
      [4, 7],
    ],
    [
      'pairs a time series by position (dates move with the comparison)',
      ['day', 'sales'],
      [
        { day: '2026-11-01', sales: 1 },
        { day: '2026-11-02', sales: 2 },
      ],
      [
        { day: '2026-10-01', sales: 5 },
        { day: '2026-10-02', sales: 6 },
      ],
      [5, 6],
    ],
    [
      'keeps identifiers as keys (store_id is no measure)',
      ['store_id', 'sales'],
      [
        { store_id: 1, sales: 3 },
        { store_id: 2, sales: 4 },
      ],
      [{ store_id: 2, sales: '9.5' }],
      [null, '9.5'],
    ],
  ])('%s', (_name, columns, rows, comparison, expected) => {
    const joined = joinComparisonRows(columns, rows, comparison, name);
    expect(joined.rows.map((row) => row['sales (prev)'])).toEqual(expected);
    expect(joined.columns).toEqual([...columns, 'sales (prev)']);
    expect(joined.added).toEqual({ sales: 'sales (prev)' });
    // The widget's own values stay as they were.
    expect(joined.rows.map((row) => row.sales)).toEqual(rows.map((row) => row.sales));
  });

  it('adds a comparison column for every measure, next to it', () => {
    const joined = joinComparisonRows(
      ['region', 'sales', 'units'],
      [{ region: 'North', sales: 1, units: 2 }],
      [{ region: 'North', sales: 3, units: 4 }],
      name,
    );
    expect(joined.columns).toEqual(['region', 'sales', 'sales (prev)', 'units', 'units (prev)']);
    expect(joined.rows[0]).toMatchObject({ 'sales (prev)': 3, 'units (prev)': 4 });
  });
});
