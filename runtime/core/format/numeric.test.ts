import { describe, expect, it } from 'vitest';
import { isNumeric, toIntlNumber } from './numeric';

describe('isNumeric', () => {
  it.each([
    [12, true],
    [-12.5, true],
    [0, true],
    ['12', true],
    ['12.5', true],
    [' 12 ', true],
    ['-0.5', true],
    ['+5', true],
    ['.5', true],
    ['5.', true],
    ['1e3', true],
    ['12345678901234567890', true],
    ['', false],
    [' ', false],
    ['abc', false],
    ['12abc', false],
    ['1,234', false],
    ['0x10', false],
    ['Infinity', false],
    ['1e400', false],
    [NaN, false],
    [Infinity, false],
    [null, false],
    [undefined, false],
    [true, false],
    [false, false],
    [[1], false],
    [{}, false],
  ])('%j → %s', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });
});

describe('toIntlNumber', () => {
  it.each([
    [12.5, 12.5],
    [' 12 ', '12'],
    ['12345678901234567890', '12345678901234567890'],
    ['', null],
    [true, null],
    [NaN, null],
  ])('%j → %j', (value, expected) => {
    expect(toIntlNumber(value)).toEqual(expected);
  });

  it('passes bigints through (BIGINT columns)', () => {
    expect(toIntlNumber(10n)).toBe(10n);
  });
});
