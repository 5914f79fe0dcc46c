import { describe, expect, it } from 'vitest';
import {
  columnTags,
  parseWhereText,
  previewConditions,
  whereCondOf,
  whereRows,
  withConditionKey,
} from './conditions-model.ts';

describe('columnTags', () => {
  it.each([
    [undefined, []],
    [
      ['a', 'b as c'],
      ['a', 'b as c'],
    ],
    ['a, b as c ,', ['a', 'b as c']],
    ['', []],
  ] as const)('%j → %j', (list, tags) => {
    expect(columnTags(list as never)).toEqual(tags);
  });
});

describe('withConditionKey', () => {
  it.each([
    ['fields', ['a'], { fields: ['a'], lastdate: 'LDOM' }],
    ['fields', [], { lastdate: 'LDOM' }],
    ['lastdate', '', {}],
    ['where_cond', {}, { lastdate: 'LDOM' }],
    ['where_cond', { a: null }, { lastdate: 'LDOM', where_cond: { a: null } }],
  ] as const)('%s = %j', (key, next, expected) => {
    const base = key === 'lastdate' ? { lastdate: 'LDOM' } : { lastdate: 'LDOM' };
    expect(withConditionKey(base, key, next)).toEqual(expected);
  });
});

describe('where rules', () => {
  it.each([
    ['3', 3],
    ['null', null],
    ['!null', '!null'],
    ['true', true],
    ['[1, 2]', [1, 2]],
    ['["LIKE", "A%"]', ['LIKE', 'A%']],
    ['1, 2, x', [1, 2, 'x']],
    ['Acme Store', 'Acme Store'],
    ['"007"', '007'],
  ] as const)('the text %j is the value %j', (text, value) => {
    expect(parseWhereText(text)).toEqual(value);
  });

  it('reads keys with their suffix and writes them back', () => {
    const where = { region_id: [1, 2], 'status!': 'closed', 'city|': 'Austin', 'name~': 'Ac' };
    const rows = whereRows(where);
    expect(rows.map((row) => [row.column, row.suffix])).toEqual([
      ['region_id', ''],
      ['status', '!'],
      ['city', '|'],
      ['name', '~'],
    ]);
    expect(whereCondOf(rows)).toEqual(where);
  });

  it('leaves out rows without a column', () => {
    expect(whereCondOf([{ column: ' ', suffix: '', text: '1' }])).toEqual({});
  });
});

describe('previewConditions', () => {
  it.each([
    [{}, { querylimit: 100 }],
    [{ querylimit: 5 }, { querylimit: 5 }],
  ])('%j → %j', (value, expected) => {
    expect(previewConditions(value)).toEqual(expected);
  });
});
