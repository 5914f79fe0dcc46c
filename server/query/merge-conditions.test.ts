import { describe, expect, it } from 'vitest';
import type { SavedQuery } from '../../schemas/generated/index.ts';
import { mergeConditions } from './merge-conditions.ts';

const query = { slug: 'q', query_raw: 'SELECT 1' } as unknown as SavedQuery;

describe('mergeConditions: keys the filter panel sends along', () => {
  it.each<[string, Record<string, unknown>]>([
    ['filter_options (opaque panel options)', { filter_options: { showAll: true } }],
    ['fdate', { fdate: 'sale_date' }],
    ['isComparison', { isComparison: true }],
    ['customDate', { customDate: true }],
  ])('%s never becomes a where entry', (_name, layer) => {
    const merged = mergeConditions(query, [{ ...layer, region_id: 5 }]);
    expect(merged.where).toEqual({ region_id: 5 });
  });

  it('an unknown loose key still filters (the passive list is not a catch-all)', () => {
    expect(mergeConditions(query, [{ filter_optionz: 1 }]).where).toEqual({ filter_optionz: 1 });
  });
});
