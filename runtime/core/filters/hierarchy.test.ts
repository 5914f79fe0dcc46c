import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HIERARCHY,
  deepestHierarchyLevel,
  distinctOptions,
  hasSelection,
  hierarchyLevels,
  narrowHierarchyOptions,
  selectHierarchyLevel,
} from './hierarchy';
import type { FilterItem, FilterSelections } from './types';

const items: FilterItem[] = [
  { id: 'brand' },
  { id: 'store_id', hierarchy: 4 },
  { id: 'region_id', hierarchy: 2 },
  { id: 'territory_id', hierarchy: 1 },
  { id: 'district_id', hierarchy: 3 },
];

describe('hierarchyLevels', () => {
  it('orders hierarchy filters by level and leaves the others out', () => {
    expect(hierarchyLevels(items)).toEqual([
      'territory_id',
      'region_id',
      'district_id',
      'store_id',
    ]);
  });

  it('keeps list order for equal levels and skips non-numeric levels', () => {
    const odd = [
      { id: 'b', hierarchy: 2 },
      { id: 'a', hierarchy: 2 },
      { id: 'c', hierarchy: NaN },
      { id: 'top', hierarchy: 0 },
    ];
    expect(hierarchyLevels(odd)).toEqual(['top', 'b', 'a']);
  });
});

describe('hasSelection', () => {
  it.each([
    [1, true],
    ['x', true],
    [false, true],
    [[0], true],
    [null, false],
    [undefined, false],
    ['', false],
    [' ', false],
    [[], false],
    [[[]], false],
    [NaN, false],
  ])('%j → %s', (value, expected) => {
    expect(hasSelection(value)).toBe(expected);
  });
});

describe('deepestHierarchyLevel', () => {
  it.each<[FilterSelections, string | null]>([
    [{}, null],
    [{ territory_id: 'T1' }, 'territory_id'],
    [{ territory_id: 'T1', region_id: 'R1', district_id: null }, 'region_id'],
    [{ store_id: [10] }, 'store_id'],
    [{ territory_id: 'T1', store_id: [] }, 'territory_id'],
    [{ brand: 'b' }, null],
  ])('%j → %s', (selections, expected) => {
    expect(deepestHierarchyLevel(DEFAULT_HIERARCHY, selections)).toBe(expected);
  });
});

describe('selectHierarchyLevel', () => {
  const selections = {
    territory_id: 'T1',
    region_id: 'R1',
    district_id: 'D1',
    store_id: [1],
    brand: 'b',
  };

  it.each<[string, string, unknown, FilterSelections]>([
    [
      'a top selection clears every later level',
      'territory_id',
      'T2',
      { territory_id: 'T2', region_id: null, district_id: null, store_id: null, brand: 'b' },
    ],
    [
      'a middle selection clears only later levels',
      'region_id',
      'R2',
      { territory_id: 'T1', region_id: 'R2', district_id: null, store_id: null, brand: 'b' },
    ],
    [
      'the deepest level clears nothing else',
      'store_id',
      [2, 3],
      { territory_id: 'T1', region_id: 'R1', district_id: 'D1', store_id: [2, 3], brand: 'b' },
    ],
    [
      'clearing a level also clears later ones',
      'district_id',
      null,
      { territory_id: 'T1', region_id: 'R1', district_id: null, store_id: null, brand: 'b' },
    ],
    [
      'a filter outside the hierarchy clears nothing',
      'brand',
      'c',
      { territory_id: 'T1', region_id: 'R1', district_id: 'D1', store_id: [1], brand: 'c' },
    ],
    [
      'an unknown filter just stores its value',
      'ghost',
      1,
      {
        territory_id: 'T1',
        region_id: 'R1',
        district_id: 'D1',
        store_id: [1],
        brand: 'b',
        ghost: 1,
      },
    ],
  ])('%s', (_name, id, value, expected) => {
    expect(selectHierarchyLevel(items, selections, id, value)).toEqual(expected);
    expect(selections.region_id).toBe('R1');
  });
});

const rows = [
  { territory_id: 'T1', region_id: 1, district_id: 10, store_id: '100' },
  { territory_id: 'T1', region_id: 1, district_id: 11, store_id: '101' },
  { territory_id: 'T1', region_id: 2, district_id: 20, store_id: '200' },
  { territory_id: 'T2', region_id: 3, district_id: 30, store_id: '300' },
  { territory_id: 'T2', region_id: null, district_id: 31, store_id: '301' },
];
const levels = ['territory_id', 'region_id', 'district_id', 'store_id'];

function storeIds(result: Record<string, typeof rows>, level: string): string[] {
  return (result[level] ?? []).map((row) => row.store_id);
}

describe('narrowHierarchyOptions', () => {
  it.each<[string, FilterSelections, Record<string, string[]>]>([
    [
      'no selection narrows nothing',
      {},
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['100', '101', '200', '300', '301'],
        district_id: ['100', '101', '200', '300', '301'],
        store_id: ['100', '101', '200', '300', '301'],
      },
    ],
    [
      'a territory narrows every later level, not itself',
      { territory_id: 'T1' },
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['100', '101', '200'],
        district_id: ['100', '101', '200'],
        store_id: ['100', '101', '200'],
      },
    ],
    [
      'selections combine; text matches numbers',
      { territory_id: 'T1', region_id: '1' },
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['100', '101', '200'],
        district_id: ['100', '101'],
        store_id: ['100', '101'],
      },
    ],
    [
      'multiple selections match any of their values',
      { region_id: [2, 3] },
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['100', '101', '200', '300', '301'],
        district_id: ['200', '300'],
        store_id: ['200', '300'],
      },
    ],
    [
      'a deep selection does not narrow the levels above it',
      { district_id: 31 },
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['100', '101', '200', '300', '301'],
        district_id: ['100', '101', '200', '300', '301'],
        store_id: ['301'],
      },
    ],
    [
      'rows without a value never match a selection',
      { territory_id: 'T2', region_id: 'null' },
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['300', '301'],
        district_id: [],
        store_id: [],
      },
    ],
    [
      'empty selections do not narrow',
      { territory_id: '', region_id: [] },
      {
        territory_id: ['100', '101', '200', '300', '301'],
        region_id: ['100', '101', '200', '300', '301'],
        district_id: ['100', '101', '200', '300', '301'],
        store_id: ['100', '101', '200', '300', '301'],
      },
    ],
  ])('%s', (_name, selections, expected) => {
    const result = narrowHierarchyOptions(rows, selections, levels);
    expect(Object.keys(result)).toEqual(levels);
    for (const level of levels)
      expect([level, storeIds(result, level)]).toEqual([level, expected[level]]);
  });

  it('uses the default hierarchy when no levels are given', () => {
    const result = narrowHierarchyOptions(rows, { territory_id: 'T2' });
    expect(Object.keys(result)).toEqual([...DEFAULT_HIERARCHY]);
    expect(result.market_id?.map((row) => row.store_id)).toEqual(['300', '301']);
  });
});

describe('distinctOptions', () => {
  it('dedupes by value, keeps first labels and skips rows without a value', () => {
    const options = distinctOptions(
      [
        { region_id: 1, region_name: 'North' },
        { region_id: '1', region_name: 'Dup' },
        { region_id: 2, region_name: null },
        { region_id: null, region_name: 'None' },
        { region_id: '', region_name: 'Blank' },
        { region_id: 0, region_name: 'Zero' },
      ],
      'region_id',
      'region_name',
    );
    expect(options).toEqual([
      { value: '1', label: 'North' },
      { value: '2', label: '2' },
      { value: '0', label: 'Zero' },
    ]);
  });

  it('labels with the value when no label field is given', () => {
    expect(distinctOptions([{ brand: 'A' }, { brand: 'B' }], 'brand')).toEqual([
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ]);
  });
});
