import { describe, expect, it } from 'vitest';
import { inferEasyTable } from './easy-columns.ts';

describe('inferEasyTable', () => {
  it.each([
    ['whole numbers', [{ units: 3 }, { units: '12' }], 'units', 'integer', 'number'],
    ['decimals as text', [{ revenue: '1204.50' }, { revenue: 980 }], 'revenue', 'number', 'number'],
    ['dates', [{ opened: '2024-03-01' }, { opened: '2025-11-30' }], 'opened', 'date', 'date'],
    ['timestamps', [{ at: '2026-11-14T10:00:00Z' }], 'at', undefined, 'datetime'],
    ['text', [{ name: 'Harbor' }, { name: '12' }], 'name', undefined, 'text'],
    ['identifiers', [{ store_id: 1042 }], 'store_id', undefined, 'number'],
    ['booleans', [{ open: true }], 'open', undefined, 'text'],
    ['empty', [{ note: null }], 'note', undefined, 'empty'],
  ])('%s', (_name, rows, field, format, kind) => {
    const { columns } = inferEasyTable([], rows);
    expect(columns.find((column) => column.field === field)).toMatchObject({ format, kind });
  });

  it('titles, field order and numeric text made numbers', () => {
    const { columns, rows } = inferEasyTable(
      ['store_name'],
      [
        { store_name: 'Harbor', revenueUsd: '1204.5' },
        { store_name: 'Hillside', revenueUsd: '980', late_field: 'x' },
      ],
    );
    expect(columns.map((column) => [column.field, column.title])).toEqual([
      ['store_name', 'Store Name'],
      ['revenueUsd', 'Revenue Usd'],
      ['late_field', 'Late Field'],
    ]);
    expect(rows).toEqual([
      { store_name: 'Harbor', revenueUsd: 1204.5 },
      { store_name: 'Hillside', revenueUsd: 980, late_field: 'x' },
    ]);
  });
});
