import { describe, expect, it } from 'vitest';
import { availableJoins, columnKind, OPERATORS, outputColumns } from './qb-model.ts';

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
