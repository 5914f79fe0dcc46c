import { describe, expect, it } from 'vitest';
import { coerceRuleValue, filterRulesToWhereCond, type FilterRule } from './filter-rules';
import type { WhereCond } from './types';

describe('coerceRuleValue', () => {
  it.each([
    ['12', 'int', 12],
    [' 12.5 ', 'float', 12.5],
    ['-3', 'int', -3],
    [7, 'string', '7'],
    [true, 'string', 'true'],
    ['abc', 'int', undefined],
    [true, 'int', undefined],
    ['true', 'boolean', true],
    [' TRUE ', 'boolean', true],
    [true, 'boolean', true],
    ['false', 'boolean', false],
    ['yes', 'boolean', false],
    [1, 'boolean', false],
    [false, 'boolean', false],
    [' 2024-01-31 ', 'date', '2024-01-31'],
    ['CURRENT_DATE', 'date', 'CURRENT_DATE'],
    ['12', undefined, '12'],
    [12, 'unknown', 12],
    ['', 'string', undefined],
    [' ', 'string', undefined],
    [null, 'int', undefined],
    [undefined, 'boolean', undefined],
    [NaN, 'float', undefined],
    [Infinity, undefined, undefined],
    [[1], 'int', undefined],
    [{ a: 1 }, 'string', undefined],
  ])('%j as %s → %j', (value, dataType, expected) => {
    expect(coerceRuleValue(value, dataType)).toBe(expected);
  });
});

describe('filterRulesToWhereCond', () => {
  it.each<[string, FilterRule[], WhereCond]>([
    [
      '== keeps the key',
      [{ field: 'city', value: 'Miami', operator: '==', dataType: 'string' }],
      { city: 'Miami' },
    ],
    ['missing operator means ==', [{ field: 'units', value: '5', dataType: 'int' }], { units: 5 }],
    [
      '!= negates the key',
      [{ field: 'open', value: 'true', operator: '!=', dataType: 'boolean' }],
      { 'open!': true },
    ],
    [
      '<> negates the key',
      [{ field: 'city', value: 'Miami', operator: '<>', dataType: 'string' }],
      { 'city!': 'Miami' },
    ],
    [
      '> becomes a pair',
      [{ field: 'units', value: '10', operator: '>', dataType: 'int' }],
      { units: ['>', 10] },
    ],
    [
      '< on dates',
      [{ field: 'day', value: '2024-01-31', operator: '<', dataType: 'date' }],
      { day: ['<', '2024-01-31'] },
    ],
    [
      'negative numbers',
      [{ field: 'margin', value: '-0.5', operator: '<', dataType: 'float' }],
      { margin: ['<', -0.5] },
    ],
    [
      'IN from valueIn',
      [{ field: 'store_id', valueIn: ['1', '2', 3], operator: 'IN', dataType: 'int' }],
      { store_id: [1, 2, 3] },
    ],
    [
      'IN from a comma list in value',
      [{ field: 'store_id', value: '1, 2 ,,3', operator: 'IN', dataType: 'int' }],
      { store_id: [1, 2, 3] },
    ],
    [
      'IN from a single value',
      [{ field: 'store_id', value: 4, operator: 'IN', dataType: 'int' }],
      { store_id: [4] },
    ],
    [
      'IN flattens nested lists and drops bad items',
      [
        {
          field: 'store_id',
          valueIn: [['1', ['2']], 'x', '', null],
          operator: 'IN',
          dataType: 'int',
        },
      ],
      { store_id: [1, 2] },
    ],
    [
      'IN with an empty valueIn falls back to value',
      [{ field: 'store_id', value: [7], valueIn: [], operator: 'IN', dataType: 'int' }],
      { store_id: [7] },
    ],
    [
      'NOT IN negates a list',
      [{ field: 'store_id', valueIn: [1, 2], operator: 'NOT IN', dataType: 'int' }],
      { 'store_id!': [1, 2] },
    ],
    [
      'range from value and valueIn',
      [
        {
          field: 'day',
          value: '2024-01-01',
          valueIn: '2024-01-31',
          operator: 'range',
          dataType: 'date',
        },
      ],
      { day: ['2024-01-01', '2024-01-31'] },
    ],
    [
      'range from a pair in value',
      [
        {
          field: 'day',
          value: ['2024-01-01', 'CURRENT_DATE'],
          operator: 'range',
          dataType: 'date',
        },
      ],
      { day: ['2024-01-01', 'CURRENT_DATE'] },
    ],
    [
      'LIKE becomes a pair',
      [{ field: 'name', value: '%mart%', operator: 'LIKE', dataType: 'string' }],
      { name: ['LIKE', '%mart%'] },
    ],
    [
      'ILIKE becomes a pair',
      [{ field: 'name', value: 'mart%', operator: 'ILIKE', dataType: 'string' }],
      { name: ['ILIKE', 'mart%'] },
    ],
    [
      'boolean from text',
      [{ field: 'open', value: 'false', operator: '==', dataType: 'boolean' }],
      { open: false },
    ],
    [
      'string keeps inner spaces',
      [{ field: 'code', value: ' A1 ', operator: '==', dataType: 'string' }],
      { code: ' A1 ' },
    ],
    [
      'big numbers',
      [{ field: 'sales', value: '1e15', operator: '>', dataType: 'float' }],
      { sales: ['>', 1e15] },
    ],
    [
      'union OR pipes ==',
      [{ field: 'city', value: 'Miami', operator: '==', union: 'OR', dataType: 'string' }],
      { 'city|': 'Miami' },
    ],
    [
      'union or (lower case) pipes >',
      [{ field: 'units', value: 3, operator: '>', union: 'or', dataType: 'int' }],
      { 'units|': ['>', 3] },
    ],
    [
      'union OR pipes IN',
      [{ field: 'store_id', valueIn: [1], operator: 'IN', union: 'OR', dataType: 'int' }],
      { 'store_id|': [1] },
    ],
    [
      'union OR pipes range',
      [
        {
          field: 'day',
          value: ['2024-01-01', '2024-01-02'],
          operator: 'range',
          union: 'OR',
          dataType: 'date',
        },
      ],
      { 'day|': ['2024-01-01', '2024-01-02'] },
    ],
    [
      'union OR moves <> into the value',
      [{ field: 'city', value: 'Miami', operator: '<>', union: 'OR', dataType: 'string' }],
      { 'city|': ['<>', 'Miami'] },
    ],
    [
      'union OR cannot pipe NOT IN',
      [{ field: 'store_id', valueIn: [1], operator: 'NOT IN', union: 'OR', dataType: 'int' }],
      { 'store_id!': [1] },
    ],
    [
      'union AND adds nothing',
      [{ field: 'city', value: 'Miami', union: 'AND', dataType: 'string' }],
      { city: 'Miami' },
    ],
    ['field is trimmed', [{ field: ' city ', value: 'Miami' }], { city: 'Miami' }],
    ['no field', [{ field: '', value: 'x' }, { field: null, value: 'x' }, { value: 'x' }], {}],
    [
      'no value',
      [
        { field: 'a', value: '' },
        { field: 'b', value: ' ' },
        { field: 'c', value: null },
        { field: 'd' },
      ],
      {},
    ],
    [
      'value not fitting the type',
      [{ field: 'units', value: 'many', operator: '>', dataType: 'int' }],
      {},
    ],
    ['unknown operator', [{ field: 'units', value: 1, operator: '>=', dataType: 'int' }], {}],
    [
      'IN with nothing usable',
      [{ field: 'store_id', valueIn: ['', null, 'x'], operator: 'IN', dataType: 'int' }],
      {},
    ],
    [
      'range missing an end',
      [{ field: 'day', value: '2024-01-01', operator: 'range', dataType: 'date' }],
      {},
    ],
    [
      'list value for a scalar operator',
      [{ field: 'units', value: [1, 2], operator: '==', dataType: 'int' }],
      {},
    ],
    [
      'false and 0 are values',
      [
        { field: 'open', value: false, dataType: 'boolean' },
        { field: 'units', value: 0, dataType: 'int' },
      ],
      { open: false, units: 0 },
    ],
    [
      'rules combine',
      [
        { field: 'city', value: 'Miami' },
        { field: 'units', value: '2', operator: '<', dataType: 'int' },
      ],
      { city: 'Miami', units: ['<', 2] },
    ],
    [
      'the later rule on the same key wins',
      [
        { field: 'units', value: 1, operator: '>', dataType: 'int' },
        { field: 'units', value: 9, operator: '<', dataType: 'int' },
      ],
      { units: ['<', 9] },
    ],
  ])('%s', (_name, rules, expected) => {
    expect(filterRulesToWhereCond(rules)).toEqual(expected);
  });

  it.each([[null], [undefined], [[]]])('no rules (%j) give an empty where_cond', (rules) => {
    expect(filterRulesToWhereCond(rules)).toEqual({});
  });
});
