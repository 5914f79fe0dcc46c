import { describe, expect, it } from 'vitest';
import {
  blurredName,
  changeItemType,
  isValidJson,
  itemsFromValue,
  numberFieldValue,
  updateItem,
  valueOfItems,
  type JsonItem,
  type JsonItemType,
} from './json-items.ts';

const item = (type: JsonItemType, extra: Partial<JsonItem> = {}): JsonItem => ({
  id: 'x',
  name: 'x',
  type,
  ...extra,
});

describe('changeItemType resets the value (app-shell §4)', () => {
  it.each([
    ['array', { childParams: [] }],
    ['object', { childParams: [] }],
    ['boolean', { remark: true }],
    ['string', { remark: '' }],
    ['number', { remark: 0 }],
  ] as const)('to %s', (type, expected) => {
    const from = item('string', { remark: 'old', childParams: undefined });
    const changed = changeItemType({ ...from, childParams: [item('number')] }, type);
    expect(changed).toEqual({ id: 'x', name: 'x', type, ...expected });
  });
});

describe('editing rules (app-shell §5)', () => {
  it.each([
    ['', { name: 'null', refused: true }],
    ['   ', { name: 'null', refused: true }],
    ['region', { name: 'region', refused: false }],
  ])('a name blurred as %j', (name, expected) => {
    expect(blurredName(name)).toEqual(expected);
  });

  it.each([
    ['', 0],
    ['  ', 0],
    ['12.5', 12.5],
    ['abc', 0],
    [7, 7],
  ] as const)('a number field holding %j is %j', (text, value) => {
    expect(numberFieldValue(text)).toBe(value);
  });

  it.each([
    ['{"a": 1}', true],
    ['[1, 2]', true],
    ['{"a": }', false],
    ['', false],
  ])('Validate of %j is %j', (text, valid) => {
    expect(isValidJson(text)).toBe(valid);
  });
});

describe('items ↔ JSON', () => {
  it.each([[{ a: 1, b: 'x', c: true, d: [1, { e: 'f' }], g: {} }], [{}], [[1, 'two', false]]])(
    'round-trips %j',
    (value) => {
      expect(valueOfItems(itemsFromValue(value), Array.isArray(value))).toEqual(value);
    },
  );

  it('updates and removes an item at any depth', () => {
    const items = itemsFromValue({ outer: { inner: 1, gone: 2 } });
    const outer = items[0]!;
    const [inner, gone] = outer.childParams!;
    let next = updateItem(items, inner!.id, (i) => ({ ...i, remark: 5 }));
    next = updateItem(next, gone!.id, () => undefined);
    expect(valueOfItems(next)).toEqual({ outer: { inner: 5 } });
  });
});
