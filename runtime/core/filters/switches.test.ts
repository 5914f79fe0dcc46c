import { describe, expect, it } from 'vitest';
import { applySwitch, parseEnabledIds } from './switches';
import type { FilterItem } from './types';

describe('parseEnabledIds', () => {
  it.each([
    ['store_id|market_id', ['store_id', 'market_id']],
    [' a | b ||c|', ['a', 'b', 'c']],
    ['single', ['single']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (enabled, expected) => {
    expect(parseEnabledIds(enabled)).toEqual(expected);
  });
});

describe('applySwitch', () => {
  const items: FilterItem[] = [
    { id: 'by_channel', type: 'checkbox', enabled: 'channel|subchannel|ghost|by_channel' },
    { id: 'channel', disabled: true },
    { id: 'subchannel', disabled: true },
    { id: 'brand' },
  ];
  const selections = { by_channel: false, channel: 'web', subchannel: ['a'], brand: 'b' };

  it.each([
    [
      'on enables and clears the dependents',
      true,
      [false, false, undefined],
      { by_channel: true, channel: null, subchannel: null, brand: 'b' },
    ],
    [
      'off disables and clears the dependents',
      false,
      [true, true, undefined],
      { by_channel: false, channel: null, subchannel: null, brand: 'b' },
    ],
  ])('%s', (_name, checked, disabled, expectedSelections) => {
    const result = applySwitch(items, selections, 'by_channel', checked);
    expect(result.items.slice(1).map((item) => item.disabled)).toEqual(disabled);
    expect(result.items[0]).toBe(items[0]);
    expect(result.selections).toEqual(expectedSelections);
    expect(selections.channel).toBe('web');
    expect(items[1]?.disabled).toBe(true);
  });

  it('a switch without dependents only stores its value', () => {
    const plain: FilterItem[] = [{ id: 'flag', type: 'checkbox' }, { id: 'brand' }];
    const result = applySwitch(plain, { brand: 'b' }, 'flag', true);
    expect(result.selections).toEqual({ flag: true, brand: 'b' });
    expect(result.items.map((item) => item.disabled)).toEqual([undefined, undefined]);
  });

  it('an unknown switch id only stores its value', () => {
    const result = applySwitch(items, selections, 'nope', true);
    expect(result.selections).toEqual({ ...selections, nope: true });
    expect(result.items).toEqual(items);
  });
});
