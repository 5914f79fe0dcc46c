import { describe, expect, it } from 'vitest';
import type { FilterRule } from '../../runtime/core/index.ts';
import { filterSourceSlug } from './query-columns.ts';
import { quickRule } from './QuickFilter.tsx';
import { paramsWithRules } from './save-filtering.ts';
import { whereText } from './WidgetFilteringEditor.tsx';

describe('quickRule', () => {
  it.each<[string, string, Parameters<typeof quickRule>[2], FilterRule]>([
    [
      'state',
      ' FL ',
      'string',
      { field: 'state', operator: 'ILIKE', value: '%FL%', dataType: 'string', union: 'AND' },
    ],
    [
      'store_id',
      '12',
      'int',
      { field: 'store_id', operator: '==', value: '12', dataType: 'int', union: 'AND' },
    ],
    [
      'opened_on',
      '2024-01-02',
      'date',
      { field: 'opened_on', operator: '==', value: '2024-01-02', dataType: 'date', union: 'AND' },
    ],
  ])('%s %j (%s)', (field, value, type, expected) => {
    expect(quickRule(field, value, type)).toEqual(expected);
  });
});

describe('whereText', () => {
  it.each<[Record<string, unknown>, string]>([
    [{}, '{}'],
    [{ 'state|': 'FL', 'store_id!': [1, 2] }, '{\n  "state|": "FL",\n  "store_id!": [1,2]\n}'],
  ])('%j', (where, text) => {
    expect(whereText(where)).toBe(text);
    expect(JSON.parse(whereText(where))).toEqual(where);
  });
});

describe('paramsWithRules', () => {
  const rule = { field: 'state', operator: '==' as const, value: 'FL' };
  it.each<[string, Parameters<typeof paramsWithRules>[0], FilterRule[], unknown]>([
    [
      'adds items, keeping the rest',
      { filterOpen: true },
      [rule],
      { filterOpen: true, filterOptions: { items: [rule] } },
    ],
    [
      'keeps the dataSource',
      { filterOptions: { dataSource: 'x_list' } },
      [rule],
      { filterOptions: { dataSource: 'x_list', items: [rule] } },
    ],
    [
      'no rules drop items',
      { filterOptions: { dataSource: 'x_list', items: [rule] } },
      [],
      { filterOptions: { dataSource: 'x_list' } },
    ],
    ['no rules and nothing else drop filterOptions', { filterOptions: { items: [rule] } }, [], {}],
    ['no params', undefined, [rule], { filterOptions: { items: [rule] } }],
  ])('%s', (_name, params, rules, expected) => {
    expect(paramsWithRules(params, rules)).toEqual(expected);
  });
});

describe('filterSourceSlug', () => {
  it.each([
    [{ query_slug: { slug: 'own' } }, 'own'],
    [{ query_slug: { slug: 'own' }, params: { filterOptions: { dataSource: 'other' } } }, 'other'],
    [{}, undefined],
  ])('%j → %s', (widget, slug) => {
    expect(filterSourceSlug(widget)).toBe(slug);
  });
});
