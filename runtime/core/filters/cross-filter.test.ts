import { describe, expect, it } from 'vitest';
import { crossFilterValues, toggleCrossFilter, withoutOwnCrossFilter } from './cross-filter';

describe('crossFilterValues', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['3', ['3']],
    [3, ['3']],
    [
      ['1', 2, ''],
      ['1', '2'],
    ],
  ])('%j → %j', (selection, expected) => {
    expect(crossFilterValues(selection)).toEqual(expected);
  });
});

describe('toggleCrossFilter', () => {
  it.each([
    // [selection, clicked value, multiple, result]
    [undefined, 3, false, '3'],
    ['3', 3, false, undefined],
    ['3', '4', false, '4'],
    [undefined, 'North', true, ['North']],
    [['North'], 'South', true, ['North', 'South']],
    [['North', 'South'], 'North', true, ['South']],
    [['North'], 'North', true, undefined],
    // A multi selection switched to single keeps one value and then toggles it.
    [['1', '2'], '2', false, '1'],
    // A row without a value selects nothing new.
    ['3', null, false, '3'],
    [['1'], '', true, ['1']],
    [undefined, undefined, false, undefined],
  ])('%j + click %j (multiple %s) → %j', (selection, value, multiple, expected) => {
    expect(toggleCrossFilter(selection, value, multiple)).toEqual(expected);
  });
});

describe('withoutOwnCrossFilter', () => {
  it.each([
    [{ region_id: 3, brand: 'A' }, 'region_id', undefined, { brand: 'A' }],
    // Suffixed keys of the same column go too.
    [{ 'region_id|': [1, 2], brand: 'A' }, 'region_id', null, { brand: 'A' }],
    [{ brand: 'A' }, 'region_id', undefined, { brand: 'A' }],
    // A field the user's fixed filters bind is never dropped (map or JSON string).
    [{ region_id: 3 }, 'region_id', { region_id: 3 }, { region_id: 3 }],
    [{ region_id: 3 }, 'region_id', '{"region_id":[3,4]}', { region_id: 3 }],
    [{ region_id: 3 }, undefined, undefined, { region_id: 3 }],
    [undefined, 'region_id', undefined, undefined],
  ])('%j without %s (fixed %j) → %j', (where, field, fixed, expected) => {
    expect(withoutOwnCrossFilter(where, field, fixed)).toEqual(expected);
  });
});
