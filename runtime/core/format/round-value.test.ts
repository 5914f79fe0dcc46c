import { describe, expect, it } from 'vitest';
import { exportDecimals, roundForExport, roundTo } from './round-value';

describe('exportDecimals', () => {
  it.each([
    ['number', 2],
    ['numberOne', 1],
    ['integer', 0],
    ['money', 2],
    ['moneyInteger', 0],
    ['percent', 4],
    ['percentOne', 3],
    ['text', 2],
    ['date', 2],
    [undefined, 2],
  ])('%s → %i', (format, decimals) => {
    expect(exportDecimals(format)).toBe(decimals);
  });
});

describe('roundTo', () => {
  it.each([
    [18230.889999999996, 2, 18230.89],
    [0.1 + 0.2, 2, 0.3],
    [1.005, 2, 1.01],
    [-2.5, 0, -3],
    [-0.001, 2, 0],
    [123456789.125, 2, 123456789.13],
    [Infinity, 2, Infinity],
    [1.23e-7, 2, 0],
    [1.5e21, 2, 1.5e21],
  ])('%d to %i decimals → %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
    expect(Object.is(roundTo(value, decimals), -0)).toBe(false);
  });
});

describe('roundForExport', () => {
  it.each([
    ['float noise, no format', 18230.889999999996, undefined, 18230.89],
    ['money', 162459117.41 + 1e-8, 'money', 162459117.41],
    ['moneyInteger', 4412.6, 'moneyInteger', 4413],
    ['a percent keeps its shown decimals', 0.223456789, 'percent', 0.2235],
    ['percentOne', 0.223456789, 'percentOne', 0.223],
    ['an integer keeps every digit', 1234567, 'numberOne', 1234567],
    ['numeric text with a fraction', '18230.889999999996', undefined, '18230.89'],
    ['BIGINT text beyond 2^53', '9007199254740993', undefined, '9007199254740993'],
    ['text', 'Texas', 'money', 'Texas'],
    ['a date', '2026-10-05', undefined, '2026-10-05'],
    ['null', null, 'number', null],
    ['a boolean', true, undefined, true],
  ])('%s', (_name, value, format, expected) => {
    expect(roundForExport(value, format)).toEqual(expected);
  });
});
