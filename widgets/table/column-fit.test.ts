import { describe, expect, it } from 'vitest';
import { fitColumns, MIN_KEY_WIDTH, MIN_TEXT_WIDTH } from './column-fit.ts';
import type { TableColumn } from './table-columns.ts';

function column(field: string, width: number, kind: 'text' | 'number' = 'text'): TableColumn {
  return {
    field,
    title: field,
    format: kind === 'number' ? 'money' : undefined,
    kind,
    align: kind === 'number' ? 'right' : 'left',
    width,
    frozen: false,
    left: 0,
  };
}

const stores = [
  column('store', 230),
  column('region', 150),
  column('revenue', 120, 'number'),
  column('units', 90, 'number'),
];

const right = (columns: TableColumn[], field: string) => {
  let x = 0;
  for (const c of columns) {
    x += c.width;
    if (c.field === field) return x;
  }
  throw new Error(field);
};

describe('fitColumns', () => {
  it.each([
    // width, sort column, the column in view, its right edge at most
    [340, undefined, 'revenue'],
    [420, undefined, 'revenue'],
    [300, undefined, 'revenue'],
    [340, 'units', 'units'],
    [260, 'units', 'units'],
  ])('at %d px (sorted by %s) %s is in view', (width, sort, focus) => {
    const fitted = fitColumns(stores, width, sort);
    expect(fitted.focus).toBe(focus);
    expect(right(fitted.columns, focus)).toBeLessThanOrEqual(width);
    expect(fitted.columns[0]?.field).toBe('store');
    for (const c of fitted.columns) {
      expect(c.width).toBeGreaterThanOrEqual(
        c.field === 'store' ? MIN_KEY_WIDTH : Math.min(MIN_TEXT_WIDTH, c.width),
      );
    }
    // Every column is still there.
    expect(fitted.columns.map((c) => c.field).sort()).toEqual(stores.map((c) => c.field).sort());
  });

  it('leaves columns that fit as they are', () => {
    expect(fitColumns(stores, 800, undefined).columns).toEqual(stores);
  });

  it('pins the key column when the table still scrolls sideways', () => {
    const fitted = fitColumns(stores, 340, undefined);
    expect(fitted.columns[0]?.frozen).toBe(true);
    expect(fitted.columns[0]?.left).toBe(0);
  });

  it('moves the measure next to the key when shrinking is not enough', () => {
    const fitted = fitColumns(stores, 250, undefined);
    expect(fitted.columns.map((c) => c.field)).toEqual(['store', 'revenue', 'region', 'units']);
  });
});
