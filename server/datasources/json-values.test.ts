import { describe, expect, it } from 'vitest';
import {
  decimalToJson,
  epochMicrosToJson,
  integerToJson,
  timestampTextToJson,
} from './json-values.ts';
import { columnKind } from './datasource.ts';

describe('JSON values', () => {
  it.each([
    [42n, 42],
    ['-9007199254740991', -9007199254740991],
    ['9007199254740992', '9007199254740992'],
    [170141183460469231731687303715884105727n, '170141183460469231731687303715884105727'],
  ])('integer %s → %j', (input, expected) => {
    expect(integerToJson(input)).toBe(expected);
  });

  it.each([
    ['12345.67', 12345.67],
    ['-0.50', -0.5],
    ['1.9541000000000000', 1.9541],
    ['0.12345678901234567890123', 0.12345678901234568],
    ['123456789012345.5', 123456789012345.5],
    ['1234567890123456.5', '1234567890123456.5'],
    ['NaN', null],
  ])('decimal %s → %j', (input, expected) => {
    expect(decimalToJson(input)).toBe(expected);
  });

  it.each([
    ['2026-11-15 05:30:00', false, '2026-11-15T05:30:00.000'],
    ['2026-11-15 05:30:00.25', false, '2026-11-15T05:30:00.250'],
    ['2026-11-15 05:30:00.123456', false, '2026-11-15T05:30:00.123'],
    ['2026-11-15 10:30:00+05', true, '2026-11-15T05:30:00.000Z'],
    ['2026-11-15 01:00:00-05:30', true, '2026-11-15T06:30:00.000Z'],
    ['0099-01-01 00:00:00', false, '0099-01-01T00:00:00.000'],
    ['infinity', false, 'infinity'],
  ])('timestamp text %s (zone %s) → %s', (input, zone, expected) => {
    expect(timestampTextToJson(input, zone)).toBe(expected);
  });

  it('reads epoch microseconds, before 1970 too', () => {
    expect(epochMicrosToJson(1_763_184_600_250_999n, true)).toBe('2025-11-15T05:30:00.250Z');
    expect(epochMicrosToJson(-1n, false)).toBe('1969-12-31T23:59:59.999');
  });

  it.each([
    ['INTEGER', 'number'],
    ['DECIMAL(12,2)', 'number'],
    ['double precision', 'number'],
    ['int8', 'number'],
    ['VARCHAR', 'string'],
    ['character varying', 'string'],
    ['DATE', 'date'],
    ['TIMESTAMP WITH TIME ZONE', 'timestamp'],
    ['timestamp without time zone', 'timestamp'],
    ['BOOLEAN', 'boolean'],
    ['INTERVAL', 'other'],
    ['UNKNOWN', 'other'],
  ])('column kind of %s is %s', (type, kind) => {
    expect(columnKind(type)).toBe(kind);
  });
});
