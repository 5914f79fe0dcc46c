import { describe, expect, it } from 'vitest';
import {
  applyFixedFilters,
  filterSetupIds,
  fixedFilterValue,
  parseFilteringFixed,
  readOnlyFixedFilters,
  type ApplyFixedFiltersInput,
} from './fixed-filters';
import type { WhereCond } from './types';

describe('parseFilteringFixed', () => {
  it.each([
    ['{"store_id": 5}', { store_id: 5 }],
    [{ store_id: [1, 2] }, { store_id: [1, 2] }],
    ['', {}],
    ['  ', {}],
    ['{not json', {}],
    ['[1,2]', {}],
    ['"text"', {}],
    [null, {}],
    [undefined, {}],
    [42, {}],
  ])('%j → %j', (value, expected) => {
    expect(parseFilteringFixed(value)).toEqual(expected);
  });
});

describe('filterSetupIds', () => {
  it('collects ids of basic and advanced filters, falling back to map keys', () => {
    expect(
      filterSetupIds({
        filtering: { a: { id: 'store_id' }, region_id: {} },
        filteringadv: { brand: { id: '' }, dup: { id: 'store_id' } },
      }),
    ).toEqual(['store_id', 'region_id', 'brand']);
  });

  it.each([[null], [undefined], [{}]])('no setup (%j) has no ids', (show) => {
    expect(filterSetupIds(show)).toEqual([]);
  });
});

describe('fixedFilterValue', () => {
  it.each([
    [5, 5],
    ['Miami', 'Miami'],
    [false, false],
    [[3, 4], 3],
    [[[7, 8], 9], 7],
    [[], undefined],
    [[[]], undefined],
    [null, undefined],
    [NaN, undefined],
    [{ a: 1 }, undefined],
  ])('%j → %j', (value, expected) => {
    expect(fixedFilterValue(value)).toBe(expected);
  });
});

const filterIds = ['territory_id', 'store_id', 'brand'];

describe('applyFixedFilters', () => {
  it.each<[string, ApplyFixedFiltersInput, WhereCond]>([
    [
      'no fixed filters leave conditions alone',
      { whereCond: { store_id: 1, other: 'x' }, filteringFixed: null, filterIds },
      { store_id: 1, other: 'x' },
    ],
    [
      'empty JSON map counts as none',
      { whereCond: { other: 'x' }, filteringFixed: '{}', filterIds },
      { other: 'x' },
    ],
    [
      'a fixed filter overrides the selection',
      { whereCond: { store_id: 1 }, filteringFixed: { store_id: 9 }, filterIds },
      { store_id: 9 },
    ],
    [
      'fixed filters as a JSON string',
      { whereCond: {}, filteringFixed: '{"territory_id": "T1"}', filterIds },
      { territory_id: 'T1' },
    ],
    [
      'a list: a selection outside it gives the whole list',
      { whereCond: { store_id: [1, 2] }, filteringFixed: { store_id: [5, 6] }, filterIds },
      { store_id: [5, 6] },
    ],
    [
      'a list: no selection gives the whole list (nested lists flattened)',
      { whereCond: {}, filteringFixed: { store_id: [[5], 6, null] }, filterIds },
      { store_id: [5, 6] },
    ],
    [
      'a list: the selected values within it stay',
      { whereCond: { store_id: [6, 7] }, filteringFixed: '{"store_id":["5","6"]}', filterIds },
      { store_id: [6] },
    ],
    [
      'a list: a single selection within it stays single',
      { whereCond: { 'store_id|': 5 }, filteringFixed: { store_id: [5, 6] }, filterIds },
      { store_id: 5 },
    ],
    [
      'a one-value list binds to the value',
      { whereCond: {}, filteringFixed: { store_id: [5] }, filterIds },
      { store_id: 5 },
    ],
    [
      'suffixed variants of a fixed column are replaced',
      {
        whereCond: { 'store_id|': [1, 2], 'store_id!': 3, brand: 'b' },
        filteringFixed: { store_id: 5 },
        filterIds,
      },
      { brand: 'b', store_id: 5 },
    ],
    [
      'fixed ids outside the setup do not apply',
      { whereCond: { brand: 'b' }, filteringFixed: { market_id: 4 }, filterIds },
      { brand: 'b' },
    ],
    [
      'conditions outside the setup are dropped when fixed filters exist',
      {
        whereCond: { brand: 'b', 'brand|': 'c', other: 'x', 'other!': 'y' },
        filteringFixed: { market_id: 4 },
        filterIds,
      },
      { brand: 'b', 'brand|': 'c' },
    ],
    [
      'fixed null or empty list binds nothing but still restricts',
      {
        whereCond: { store_id: 1, other: 2 },
        filteringFixed: { store_id: [], brand: null },
        filterIds,
      },
      { store_id: 1 },
    ],
    [
      'missing where conditions',
      { whereCond: undefined, filteringFixed: { brand: 'b' }, filterIds },
      { brand: 'b' },
    ],
    [
      'invalid JSON means no fixed filters',
      { whereCond: { other: 1 }, filteringFixed: '{oops', filterIds },
      { other: 1 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(applyFixedFilters(input)).toEqual(expected);
  });

  it('does not change its input', () => {
    const whereCond = { store_id: 1, other: 2 };
    applyFixedFilters({ whereCond, filteringFixed: { store_id: 3 }, filterIds });
    expect(whereCond).toEqual({ store_id: 1, other: 2 });
  });
});

describe('readOnlyFixedFilters', () => {
  it.each([
    ['single values become labels', { store_id: 5, brand: 'b' }, { store_id: 5, brand: 'b' }],
    ['arrays stay selectable', { store_id: [5, 6], brand: 'b' }, { brand: 'b' }],
    ['JSON string', '{"territory_id": "T1"}', { territory_id: 'T1' }],
    ['ids outside the setup are ignored', { market_id: 1 }, {}],
    ['null values are no label', { store_id: null }, {}],
    ['no fixed filters', null, {}],
  ])('%s', (_name, fixed, expected) => {
    expect(readOnlyFixedFilters(filterIds, fixed)).toEqual(expected);
  });
});
