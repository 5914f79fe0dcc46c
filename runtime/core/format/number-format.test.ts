import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  resolveNumberLocale,
  type NumberFormatOptions,
} from './number-format';

/** Intl puts a no-break space (U+00A0) before '%' in Spanish; the tables spell it out. */
const NBSP = '\u00a0';

describe('resolveNumberLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['en', 'en-US'],
    ['es', 'es-ES'],
    ['ES', 'es-ES'],
    ['es-MX', 'es-ES'],
    ['pt', 'pt-BR'],
    ['pt_PT', 'pt-BR'],
    ['fr', 'en-US'],
    ['', 'en-US'],
  ])('%j → %s', (locale, expected) => {
    expect(resolveNumberLocale(locale)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[unknown, NumberFormatOptions, string]>([
    [1234.5, {}, '1,234.50'],
    [1234, {}, '1,234.00'],
    [0, {}, '0.00'],
    [-1234.567, {}, '-1,234.57'],
    [-0.001, {}, '0.00'],
    [-0, {}, '0.00'],
    [1234.56, { decimals: 1 }, '1,234.6'],
    [1234.56, { decimals: 0 }, '1,235'],
    ['12', {}, '12.00'],
    ['12.5', {}, '12.50'],
    [' 12.5 ', {}, '12.50'],
    ['1e3', {}, '1,000.00'],
    ['12345678901234567890', { decimals: 0 }, '12,345,678,901,234,567,890'],
    [1e21, { decimals: 0 }, '1,000,000,000,000,000,000,000'],
    [1234.5, { locale: 'es' }, '1.234,50'],
    [1234567.891, { locale: 'es' }, '1.234.567,89'],
    [-1234.5, { locale: 'pt' }, '-1.234,50'],
    [1234.5, { locale: 'pt', decimals: 1 }, '1.234,5'],
    ['', {}, '0'],
    [' ', {}, '0'],
    ['abc', {}, '0'],
    ['1,234', {}, '0'],
    [NaN, {}, '0'],
    [Infinity, {}, '0'],
    [null, {}, '0'],
    [undefined, {}, '0'],
    [true, {}, '0'],
    [false, {}, '0'],
    [[12], {}, '0'],
    [[[1, 2]], {}, '0'],
    [{ value: 1 }, {}, '0'],
    ['abc', { locale: 'es' }, '0'],
  ])('%j %j → %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });

  it('formats bigints exactly', () => {
    expect(formatNumber(12345678901234567890n, { decimals: 0 })).toBe('12,345,678,901,234,567,890');
    expect(formatMoney(-5n)).toBe('-$ 5.00');
  });

  it('rejects fraction digits Intl cannot honour', () => {
    expect(() => formatNumber(1, { decimals: -1 })).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it.each<[unknown, NumberFormatOptions, string]>([
    [0.1234, {}, '12.34%'],
    [1, {}, '100.00%'],
    [0, {}, '0.00%'],
    [-0.5, {}, '-50.00%'],
    [-0.000001, {}, '0.00%'],
    [12.5, {}, '1,250.00%'],
    ['0.5', {}, '50.00%'],
    [0.12345, { decimals: 1 }, '12.3%'],
    [0.125, { decimals: 0 }, '13%'],
    [0.1234, { locale: 'es' }, `12,34${NBSP}%`],
    [12.5, { locale: 'es' }, `1.250,00${NBSP}%`],
    [0.1234, { locale: 'pt' }, '12,34%'],
    ['', {}, '0%'],
    [' ', {}, '0%'],
    [NaN, {}, '0%'],
    [null, {}, '0%'],
    [undefined, {}, '0%'],
    [true, {}, '0%'],
    [[0.5], {}, '0%'],
    [null, { locale: 'es' }, '0%'],
  ])('%j %j → %s', (value, options, expected) => {
    expect(formatPercent(value, options)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[unknown, NumberFormatOptions, string]>([
    [1234.5, {}, '$ 1,234.50'],
    [0, {}, '$ 0.00'],
    [0.005, {}, '$ 0.01'],
    [-1234.5, {}, '-$ 1,234.50'],
    [-0.001, {}, '$ 0.00'],
    [1234567.891, { decimals: 0 }, '$ 1,234,568'],
    [1234.56, { decimals: 1 }, '$ 1,234.6'],
    ['12', {}, '$ 12.00'],
    ['-12.5', {}, '-$ 12.50'],
    ['12345678901234567890.125', {}, '$ 12,345,678,901,234,567,890.13'],
    [1234.5, { locale: 'es' }, '$ 1.234,50'],
    [-1234.5, { locale: 'pt' }, '-$ 1.234,50'],
    [1234, { locale: 'pt', decimals: 0 }, '$ 1.234'],
    ['', {}, '$0'],
    [' ', {}, '$0'],
    ['$12', {}, '$0'],
    [NaN, {}, '$0'],
    [null, {}, '$0'],
    [undefined, {}, '$0'],
    [false, {}, '$0'],
    [[[5]], {}, '$0'],
    [undefined, { locale: 'pt' }, '$0'],
  ])('%j %j → %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });
});
