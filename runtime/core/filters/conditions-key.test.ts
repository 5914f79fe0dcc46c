import { describe, expect, it } from 'vitest';
import { conditionsKey, normalizeConditions, stableStringify } from './conditions-key';

describe('normalizeConditions', () => {
  it.each<[string, unknown, unknown]>([
    [
      'sorts keys at every depth',
      { where_cond: { b: 1, a: [{ z: 1, y: 2 }] }, fields: ['x', 'a'] },
      { fields: ['x', 'a'], where_cond: { a: [{ y: 2, z: 1 }], b: 1 } },
    ],
    ['keeps list order', { ordering: ['b DESC', 'a'] }, { ordering: ['b DESC', 'a'] }],
    ['keeps nulls', { where_cond: { a: null } }, { where_cond: { a: null } }],
    ['drops undefined members', { a: undefined, b: 1 }, { b: 1 }],
    ['undefined in lists becomes null', { a: [undefined, 1] }, { a: [null, 1] }],
    ['NaN and Infinity become null', { a: NaN, b: -Infinity }, { a: null, b: null }],
    ['-0 becomes 0', { a: -0 }, { a: 0 }],
    ['bigints become text', { a: 12345678901234567890n }, { a: '12345678901234567890' }],
    [
      'dates become ISO text',
      { d: new Date(Date.UTC(2024, 0, 31)) },
      { d: '2024-01-31T00:00:00.000Z' },
    ],
    ['drops functions', { f: () => 1, a: 1 }, { a: 1 }],
    ['scalars pass', 'x', 'x'],
    ['undefined is null', undefined, null],
    [
      'a shared (non-circular) object is fine',
      { a: { x: 1 }, b: { x: 1 } },
      { a: { x: 1 }, b: { x: 1 } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(normalizeConditions(input)).toEqual(expected);
  });

  it('throws on a circular reference', () => {
    const conditions: Record<string, unknown> = { a: 1 };
    conditions.self = conditions;
    expect(() => normalizeConditions(conditions)).toThrow(TypeError);
  });
});

describe('stableStringify and conditionsKey', () => {
  it('gives the same text for the same conditions in any key order', () => {
    const a = { where_cond: { store_id: [1, 2], 'brand|': 'x' }, fields: ['a'], querylimit: 10 };
    const b = { querylimit: 10, fields: ['a'], where_cond: { 'brand|': 'x', store_id: [1, 2] } };
    expect(stableStringify(a)).toBe(stableStringify(b));
    expect(conditionsKey('sales', a)).toBe(conditionsKey('sales', b));
    expect(stableStringify(a)).toBe(
      '{"fields":["a"],"querylimit":10,"where_cond":{"brand|":"x","store_id":[1,2]}}',
    );
  });

  it.each<[string, unknown, unknown]>([
    ['values differ', { a: 1 }, { a: 2 }],
    ['list order differs', { a: [1, 2] }, { a: [2, 1] }],
    ['null differs from absent', { a: null }, {}],
    ['number differs from text', { a: 1 }, { a: '1' }],
  ])('different keys when %s', (_name, a, b) => {
    expect(conditionsKey('s', a)).not.toBe(conditionsKey('s', b));
  });

  it('puts the slug first', () => {
    expect(conditionsKey('retail_sales', { b: 1, a: 2 })).toBe('retail_sales:{"a":2,"b":1}');
    expect(conditionsKey('x', {})).not.toBe(conditionsKey('y', {}));
  });
});
