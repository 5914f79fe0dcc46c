import { describe, expect, it } from 'vitest';
import type { FilterRule } from './filter-rules';
import {
  countingRules,
  operatorArity,
  ruleCounts,
  withDataType,
  withOperator,
  FILTER_RANGE_START,
} from './rule-editing';

describe('operatorArity', () => {
  it.each([
    ['==', 'single'],
    ['<>', 'single'],
    ['LIKE', 'single'],
    ['IN', 'list'],
    ['NOT IN', 'list'],
    ['range', 'range'],
    [undefined, 'single'],
    ['bogus', 'single'],
  ])('%s → %s', (operator, arity) => {
    expect(operatorArity(operator)).toBe(arity);
  });
});

describe('withOperator', () => {
  it.each<[string, FilterRule, Parameters<typeof withOperator>[1], FilterRule]>([
    [
      'one value into a list',
      { field: 'store_id', value: 5, operator: '==' },
      'IN',
      { field: 'store_id', value: null, valueIn: [5], operator: 'IN' },
    ],
    [
      'a list back to its first value',
      { field: 'store_id', value: null, valueIn: [5, 6], operator: 'IN' },
      '>',
      { field: 'store_id', value: 5, operator: '>' },
    ],
    [
      'a list between list operators',
      { field: 'store_id', valueIn: [5, 6], operator: 'IN' },
      'NOT IN',
      { field: 'store_id', value: null, valueIn: [5, 6], operator: 'NOT IN' },
    ],
    [
      'one date into a range start',
      { field: 'opened_on', value: '2024-01-01', operator: '>' },
      'range',
      { field: 'opened_on', value: ['2024-01-01', ''], operator: 'range' },
    ],
    [
      'a range back to its start',
      { field: 'opened_on', value: ['2024-01-01', '2024-02-01'], operator: 'range' },
      '==',
      { field: 'opened_on', value: '2024-01-01', operator: '==' },
    ],
    [
      'an empty list to nothing',
      { field: 'store_id', valueIn: [], operator: 'IN' },
      '==',
      { field: 'store_id', value: null, operator: '==' },
    ],
  ])('%s', (_name, rule, operator, expected) => {
    expect(withOperator(rule, operator)).toEqual(expected);
  });

  // widget-layer §9: "Filter default date range starts 2020-01-01" (to the operational date).
  it.each<[string, FilterRule, unknown[]]>([
    [
      'a new range: 2020-01-01 to the operational date',
      { field: 'sale_date', dataType: 'date', value: null, operator: '==' },
      [FILTER_RANGE_START, '2026-11-14'],
    ],
    [
      'an empty text value counts as none',
      { field: 'sale_date', value: '', operator: '!=' },
      ['2020-01-01', '2026-11-14'],
    ],
    [
      'a carried-over date stays the start',
      { field: 'sale_date', value: '2024-01-01', operator: '>' },
      ['2024-01-01', '2026-11-14'],
    ],
    [
      'a whole range is kept',
      { field: 'sale_date', value: ['2021-03-01', '2021-04-01'], operator: 'range' },
      ['2021-03-01', '2021-04-01'],
    ],
  ])('%s', (_name, rule, value) => {
    expect(withOperator(rule, 'range', '2026-11-14').value).toEqual(value);
  });
});

describe('withDataType', () => {
  it.each<[string, FilterRule, Parameters<typeof withDataType>[1], FilterRule]>([
    [
      'keeps an operator the type offers',
      { field: 'x', value: '3', operator: '>', dataType: 'int' },
      'float',
      { field: 'x', value: '3', operator: '>', dataType: 'float' },
    ],
    [
      'resets LIKE on a number to ==',
      { field: 'x', value: 'a%', operator: 'LIKE', dataType: 'string' },
      'int',
      { field: 'x', value: 'a%', operator: '==', dataType: 'int' },
    ],
    [
      'resets IN on a date to == with the first value',
      { field: 'x', valueIn: ['2024-01-01'], operator: 'IN', dataType: 'int' },
      'date',
      { field: 'x', value: '2024-01-01', operator: '==', dataType: 'date' },
    ],
    [
      'an unknown operator becomes ==',
      { field: 'x', value: 'true', operator: 'bogus' },
      'boolean',
      { field: 'x', value: 'true', operator: '==', dataType: 'boolean' },
    ],
  ])('%s', (_name, rule, dataType, expected) => {
    expect(withDataType(rule, dataType)).toEqual(expected);
  });
});

describe('ruleCounts and countingRules', () => {
  const rules: FilterRule[] = [
    { field: 'city', value: 'Miami', operator: '==', dataType: 'string', union: 'AND' },
    { field: '', value: 'x', operator: '==' },
    { field: 'store_id', value: null, valueIn: [1, 2], operator: 'NOT IN', dataType: 'int' },
    { field: 'units', value: '', operator: '>', dataType: 'int' },
    { field: 'state', value: 'FL', operator: '==', dataType: 'string', union: 'OR' },
  ];

  it.each([
    [0, true],
    [1, false],
    [2, true],
    [3, false],
    [4, true],
  ])('rule %i counts: %s', (index, counts) => {
    expect(ruleCounts(rules[index] as FilterRule)).toBe(counts);
  });

  it('keeps the counting rules with only the members they use', () => {
    expect(countingRules(rules)).toEqual([
      { field: 'city', value: 'Miami', operator: '==', dataType: 'string' },
      { field: 'store_id', valueIn: [1, 2], operator: 'NOT IN', dataType: 'int' },
      { field: 'state', value: 'FL', operator: '==', dataType: 'string', union: 'OR' },
    ]);
  });
});
