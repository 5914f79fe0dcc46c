import { describe, expect, it } from 'vitest';
import {
  FILTER_DATA_TYPES,
  FILTER_OPERATORS,
  isFilterDataType,
  isFilterOperator,
  operatorsFor,
} from './operators';

describe('operatorsFor', () => {
  it.each([
    ['string', ['==', '<>', 'LIKE', 'ILIKE']],
    ['int', ['==', '<>', '>', '<', 'IN', 'NOT IN']],
    ['float', ['==', '<>', '>', '<', 'IN', 'NOT IN']],
    ['boolean', ['==', '!=']],
    ['date', ['==', '!=', '>', '<', 'range']],
    ['decimal', ['==']],
    ['', ['==']],
    [null, ['==']],
    [undefined, ['==']],
  ])('%j → %j', (dataType, expected) => {
    expect(operatorsFor(dataType)).toEqual(expected);
  });

  it('offers every operator to some type, and == to all', () => {
    const offered = new Set(FILTER_DATA_TYPES.flatMap((type) => operatorsFor(type)));
    expect([...offered].sort()).toEqual([...FILTER_OPERATORS].sort());
    for (const type of FILTER_DATA_TYPES) expect(operatorsFor(type)).toContain('==');
  });
});

describe('type guards', () => {
  it.each([
    ['int', true],
    ['INT', false],
    [1, false],
  ])('isFilterDataType(%j) → %s', (value, expected) => {
    expect(isFilterDataType(value)).toBe(expected);
  });

  it.each([
    ['NOT IN', true],
    ['not in', false],
    ['>=', false],
  ])('isFilterOperator(%j) → %s', (value, expected) => {
    expect(isFilterOperator(value)).toBe(expected);
  });
});
