import { describe, expect, it } from 'vitest';
import { formatValue, parseFormatName, type ParsedFormat } from './format-value';

const NBSP = '\u00a0';

describe('parseFormatName', () => {
  it.each<[string | null | undefined, ParsedFormat | null]>([
    ['number', { kind: 'number', decimals: 2 }],
    ['numberOne', { kind: 'number', decimals: 1 }],
    ['numberInteger', { kind: 'number', decimals: 0 }],
    ['numberInt', { kind: 'number', decimals: 0 }],
    ['integer', { kind: 'number', decimals: 0 }],
    ['int', { kind: 'number', decimals: 0 }],
    ['percent', { kind: 'percent', decimals: 2 }],
    ['percentOne', { kind: 'percent', decimals: 1 }],
    ['percentInteger', { kind: 'percent', decimals: 0 }],
    ['money', { kind: 'money', decimals: 2 }],
    ['moneyOne', { kind: 'money', decimals: 1 }],
    ['moneyInteger', { kind: 'money', decimals: 0 }],
    ['currency', { kind: 'money', decimals: 2 }],
    ['formatMoney', { kind: 'money', decimals: 2 }],
    ['formatPercentOne', { kind: 'percent', decimals: 1 }],
    [' MONEYONE ', { kind: 'money', decimals: 1 }],
    ['moneyTwo', null],
    ['numbers', null],
    ['string', null],
    ['date', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (name, expected) => {
    expect(parseFormatName(name)).toEqual(expected);
  });
});

describe('formatValue', () => {
  it.each<[unknown, string | null | undefined, string | undefined, string]>([
    [1234.567, 'number', undefined, '1,234.57'],
    [1234.567, 'numberOne', undefined, '1,234.6'],
    [1234.567, 'integer', undefined, '1,235'],
    [0.5, 'percent', undefined, '50.00%'],
    [0.5, 'percentOne', 'es', `50,0${NBSP}%`],
    [1234.5, 'money', undefined, '$ 1,234.50'],
    [1234.5, 'moneyOne', 'pt', '$ 1.234,5'],
    [1234.5, 'moneyInteger', 'es', '$ 1.235'],
    ['12', 'number', 'es', '12,00'],
    [null, 'number', undefined, '0'],
    ['', 'percent', undefined, '0%'],
    [undefined, 'money', 'es', '$0'],
    [true, 'number', undefined, '0'],
    ['Miami', undefined, undefined, 'Miami'],
    [1234.567, undefined, undefined, '1234.567'],
    [1234.567, 'string', 'es', '1234.567'],
    [null, 'string', undefined, ''],
    [undefined, null, undefined, ''],
    [false, undefined, undefined, 'false'],
    [[1, 2], undefined, undefined, '[1,2]'],
    [{ a: 1 }, 'text', undefined, '{"a":1}'],
  ])('%j as %j (%s) → %s', (value, format, locale, expected) => {
    expect(formatValue(value, format, locale)).toBe(expected);
  });
});
