import { describe, expect, it } from 'vitest';
import { selectionsFromWhere } from './saved-selections';
import type { FilterItem, FilterSelections } from './types';

const items: FilterItem[] = [
  { id: 'date', type: 'date' },
  { id: 'region_id' },
  { id: 'store_id', operator: 'OR' },
  { id: 'open', type: 'checkbox' },
];

describe('selectionsFromWhere', () => {
  it.each<[string, Record<string, unknown> | null, FilterSelections]>([
    ['nothing saved', null, {}],
    ['numbers become text', { region_id: 3 }, { region_id: '3' }],
    ['an OR key maps to its filter', { 'store_id|': [12, 15] }, { store_id: ['12', '15'] }],
    ['booleans stay', { open: false }, { open: false }],
    ['unknown keys, date and nulls are dropped', { ghost: 1, date: 'x', region_id: null }, {}],
  ])('%s', (_name, where, expected) => {
    expect(selectionsFromWhere(items, where)).toEqual(expected);
  });
});
