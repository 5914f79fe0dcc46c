import { describe, expect, it } from 'vitest';
import type { WidgetParams } from '../../schemas/generated/index.ts';
import selectTable from './index.ts';

describe('select table definition', () => {
  it.each<[WidgetParams, string | undefined]>([
    [{ selectTable: { field: 'region_id' } }, 'region_id'],
    [{ selectTable: { field: 'store_id', multiple: true, label: { en: 'Stores' } } }, 'store_id'],
    // Until the author picks a column nothing is published, so nothing is left out.
    [{ selectTable: { field: '' } }, undefined],
    [{}, undefined],
  ])('params %j publish %s', (params, field) => {
    expect(selectTable.publishedFilter?.(params)).toBe(field);
  });

  it('covers the spec name "select table" and reuses the table options', () => {
    expect(selectTable.specNames).toEqual(['select table']);
    const properties = selectTable.paramsSchema.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toEqual(['selectTable', 'pqgrid']);
  });
});
