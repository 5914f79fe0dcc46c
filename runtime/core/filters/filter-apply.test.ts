import { describe, expect, it } from 'vitest';
import { buildFilterConditions, type FilterApplyResult } from './filter-apply';
import type { FilterItem, FilterSelections } from './types';

const items: FilterItem[] = [
  { id: 'date', type: 'date' },
  { id: 'territory_id', hierarchy: 1 },
  { id: 'region_id', hierarchy: 2 },
  { id: 'district_id', hierarchy: 3, operator: 'OR' },
  { id: 'brand', format: 'string' },
  { id: 'open', type: 'checkbox', enabled: 'channel' },
  { id: 'channel', format: 'number', disabled: true },
];

describe('buildFilterConditions', () => {
  it.each<[string, FilterSelections, FilterApplyResult]>([
    [
      'nothing selected',
      {},
      {
        where_cond: {},
        whereConditionNull: [
          'territory_id',
          'region_id',
          'district_id',
          'brand',
          'open',
          'channel',
        ],
        date: null,
        hlevel: null,
      },
    ],
    [
      'a full selection',
      {
        date: { firstdate: '2024-01-01', lastdate: '2024-01-31', period: 'mtd' },
        territory_id: '1',
        region_id: ['12'],
        district_id: ['120', '121'],
        brand: 7,
        open: false,
        channel: '3',
      },
      {
        where_cond: {
          territory_id: 1,
          region_id: [12],
          'district_id|': [120, 121],
          brand: '7',
          open: false,
        },
        whereConditionNull: ['channel'],
        date: { firstdate: '2024-01-01', lastdate: '2024-01-31', period: 'mtd' },
        hlevel: 'district_id',
      },
    ],
    [
      'an OR filter with a single value keeps its key',
      { district_id: '120', region_id: '', territory_id: [] },
      {
        where_cond: { district_id: 120 },
        whereConditionNull: ['territory_id', 'region_id', 'brand', 'open', 'channel'],
        date: null,
        hlevel: 'district_id',
      },
    ],
    [
      'hlevel is the deepest selected level, not the last in the list',
      { territory_id: 1, region_id: 2, district_id: [] },
      {
        where_cond: { territory_id: 1, region_id: 2 },
        whereConditionNull: ['district_id', 'brand', 'open', 'channel'],
        date: null,
        hlevel: 'region_id',
      },
    ],
    [
      'an empty date selection is no date',
      { date: [], brand: ' ' },
      {
        where_cond: {},
        whereConditionNull: [
          'territory_id',
          'region_id',
          'district_id',
          'brand',
          'open',
          'channel',
        ],
        date: null,
        hlevel: null,
      },
    ],
  ])('%s', (_name, selections, expected) => {
    expect(buildFilterConditions(items, selections)).toEqual(expected);
  });

  it('reads an enabled filter normally and ignores ids it does not know', () => {
    const enabled = items.map((item) =>
      item.id === 'channel' ? { ...item, disabled: false } : item,
    );
    const result = buildFilterConditions(enabled, { channel: ['3', '4'], ghost: 1 });
    expect(result.where_cond).toEqual({ channel: [3, 4] });
    expect(result.whereConditionNull).not.toContain('channel');
    expect(result.whereConditionNull).not.toContain('ghost');
  });

  it.each<[string, FilterSelections]>([
    ['switched on', { product_filters: true, brand: 'Acme' }],
    ['switched off', { product_filters: false }],
    ['never touched', {}],
  ])('leaves a jump filter out of where_cond and null-conditions (%s)', (_name, selections) => {
    const withJump: FilterItem[] = [
      { id: 'product_filters', type: 'checkbox', enabled: 'brand', jump: true },
      { id: 'brand', format: 'string' },
    ];
    const result = buildFilterConditions(withJump, selections);
    expect(Object.keys(result.where_cond)).not.toContain('product_filters');
    expect(result.whereConditionNull).not.toContain('product_filters');
    expect(result.where_cond.brand ?? null).toBe(selections.brand ?? null);
  });

  it('does not change the selections', () => {
    const selections = { region_id: ['12'] };
    buildFilterConditions(items, selections);
    expect(selections).toEqual({ region_id: ['12'] });
  });
});
