import { describe, expect, it } from 'vitest';
import {
  cleanWhereConditions,
  readNameList,
  type CleanWhereOptions,
  type ConditionsWithWhere,
} from './clean-where';

describe('readNameList', () => {
  it.each([
    [
      ['a', ' b ', ''],
      ['a', 'b'],
    ],
    ['a, b,,c', ['a', 'b', 'c']],
    [{ region: 'string', store_id: 'int' }, ['region', 'store_id']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (list, expected) => {
    expect(readNameList(list)).toEqual(expected);
  });
});

describe('cleanWhereConditions', () => {
  it.each<[string, ConditionsWithWhere, CleanWhereOptions, ConditionsWithWhere]>([
    [
      'region_name becomes region',
      { where_cond: { region_name: 'South' } },
      { whereDefinition: ['region', 'store_id'] },
      { where_cond: { region: 'South' } },
    ],
    [
      'the rename keeps the suffix',
      { where_cond: { 'region_name|': ['South', 'East'] } },
      { whereDefinition: 'region' },
      { where_cond: { 'region|': ['South', 'East'] } },
    ],
    [
      'where_definition as a map',
      { where_cond: { region_name: 'South' } },
      { whereDefinition: { region: 'string' } },
      { where_cond: { region: 'South' } },
    ],
    [
      'no rename when region_name is defined too',
      { where_cond: { region_name: 'South' } },
      { whereDefinition: ['region', 'region_name'] },
      { where_cond: { region_name: 'South' } },
    ],
    [
      'no rename without region in the definition',
      { where_cond: { region_name: 'South' } },
      { whereDefinition: ['store_id'] },
      { where_cond: { region_name: 'South' } },
    ],
    [
      'no rename without a definition',
      { where_cond: { region_name: 'South' } },
      {},
      { where_cond: { region_name: 'South' } },
    ],
    [
      'an explicit region wins over the rename',
      { where_cond: { region_name: 'South', region: 'North' } },
      { whereDefinition: ['region'] },
      { where_cond: { region: 'North' } },
    ],
    [
      'a null region does not block the rename',
      { where_cond: { region: null, region_name: 'South' } },
      { whereDefinition: ['region'] },
      { where_cond: { region: 'South' } },
    ],
    [
      'nulls are removed, the text null stays',
      { where_cond: { a: null, b: 'null', c: 0, d: false, e: '' } },
      {},
      { where_cond: { b: 'null', c: 0, d: false, e: '' } },
    ],
    [
      'an all-null where_cond is removed',
      { where_cond: { a: null }, fields: ['x'] },
      {},
      { fields: ['x'] },
    ],
    [
      'an empty where_cond is removed',
      { where_cond: {}, grouping: ['x'] },
      {},
      { grouping: ['x'] },
    ],
    ['a null where_cond is removed', { where_cond: null, querylimit: 10 }, {}, { querylimit: 10 }],
    [
      'filtered_by keeps only listed columns, suffixes included',
      { where_cond: { store_id: 1, 'brand|': 'b', 'market_id!': 3 }, fields: ['x'] },
      { filteredBy: ['store_id', 'brand'] },
      { where_cond: { store_id: 1, 'brand|': 'b' }, fields: ['x'] },
    ],
    [
      'filtered_by as text',
      { where_cond: { store_id: 1, brand: 'b' } },
      { filteredBy: 'brand' },
      { where_cond: { brand: 'b' } },
    ],
    [
      'filtered_by applies after the rename',
      { where_cond: { region_name: 'South', store_id: 1 } },
      { whereDefinition: ['region'], filteredBy: ['region'] },
      { where_cond: { region: 'South' } },
    ],
    [
      'filtered_by removing everything removes where_cond',
      { where_cond: { store_id: 1 } },
      { filteredBy: ['brand'] },
      {},
    ],
    [
      'an empty filtered_by reads as unset',
      { where_cond: { store_id: 1 } },
      { filteredBy: [] },
      { where_cond: { store_id: 1 } },
    ],
  ])('%s', (_name, conditions, options, expected) => {
    expect(cleanWhereConditions(conditions, options)).toEqual(expected);
  });

  it('does not change its input', () => {
    const conditions = { where_cond: { region_name: 'South', a: null } };
    cleanWhereConditions(conditions, { whereDefinition: ['region'] });
    expect(conditions).toEqual({ where_cond: { region_name: 'South', a: null } });
  });
});
