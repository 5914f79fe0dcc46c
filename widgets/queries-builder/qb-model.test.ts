import { describe, expect, it } from 'vitest';
import {
  availableJoins,
  columnKind,
  OPERATORS,
  otherAliases,
  outputColumns,
  removeStep,
  replaceStep,
  type Notebook,
} from './qb-model.ts';

describe('queries builder model', () => {
  it('offers operators by column type and one join per reachable table', () => {
    expect(columnKind('DATE')).toBe('date');
    expect(columnKind('DOUBLE')).toBe('number');
    expect(columnKind('VARCHAR')).toBe('text');
    expect(OPERATORS.text).toContain('contains');
    expect(OPERATORS.date).not.toContain('contains');
    const relations = [
      { from: 'sales.region_id', to: 'regions.region_id' },
      { from: 'sales.store_id', to: 'stores.store_id' },
      { from: 'stores.region_id', to: 'regions.region_id' },
    ];
    const joins = availableJoins({ table: 'sales' }, relations);
    expect(joins.map((j) => j.table)).toEqual(['regions', 'stores']);
    expect(
      outputColumns(
        {
          table: 'sales',
          aggregates: [{ fn: 'count', as: 'n' }],
          group_by: [{ column: { table: 'sales', column: 'sale_date' }, grain: 'month' }],
        },
        [],
      ),
    ).toEqual(['sale_date_month', 'n']);
  });
});

describe('list steps of the notebook', () => {
  const notebook: Notebook = {
    table: 'sales',
    order_by: [
      { column: 'revenue', direction: 'desc' },
      { column: 'units', direction: 'asc' },
    ],
    aggregates: [
      { fn: 'sum', column: { table: 'sales', column: 'revenue' }, as: 'sum_revenue' },
      { fn: 'count', as: 'count' },
    ],
  };
  it.each([
    [
      0,
      [
        { column: 'revenue', direction: 'asc' },
        { column: 'units', direction: 'asc' },
      ],
    ],
    [
      1,
      [
        { column: 'revenue', direction: 'desc' },
        { column: 'units', direction: 'asc' },
      ],
    ],
    [5, notebook.order_by],
  ])('replacing sort %i sets only that one', (index, expected) => {
    const change = replaceStep(notebook, 'order_by', index, (o) => ({ ...o, direction: 'asc' }));
    expect(change).toEqual({ order_by: expected });
  });
  it.each([
    [0, [{ column: 'units', direction: 'asc' }]],
    [1, [{ column: 'revenue', direction: 'desc' }]],
    [2, notebook.order_by],
  ])('removing sort %i leaves the others in order', (index, expected) => {
    expect(removeStep(notebook, 'order_by', index)).toEqual({ order_by: expected });
  });
  it('a missing step is an empty list', () => {
    expect(removeStep({ table: 'sales' }, 'joins', 0)).toEqual({ joins: [] });
    expect(replaceStep({ table: 'sales' }, 'filters', 0, (f) => f)).toEqual({ filters: [] });
  });
  it.each([
    [0, ['count']],
    [1, ['sum_revenue']],
  ])('the aliases other than summary %i', (index, expected) => {
    expect(otherAliases(notebook, index)).toEqual(expected);
  });
});
