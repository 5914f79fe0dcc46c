import { describe, expect, it } from 'vitest';
import { validateEntity } from '../../../schemas/index.ts';
import {
  buildLogPayload,
  isoWithOffset,
  nullTopLevelFields,
  shouldSend,
  type LogContext,
} from './log-payload.ts';

const context: LogContext = {
  user: { user_id: 3, userh: { super: true } },
  host: 'acme.localhost:8080',
  program: 'retail',
  module: 'retail_sales',
  timezone: 'America/New_York',
  now: new Date(Date.UTC(2026, 10, 21, 14, 5, 9, 42)),
};

describe('client log payload (app-shell §3)', () => {
  it('carries event, level, message, date_tz, timezone, user and environment', () => {
    const payload = buildLogPayload('Error Period Datepicker', 'error', 'period "x"', context);
    // Unit tests run under TZ=UTC.
    expect(payload).toEqual({
      event: 'Error Period Datepicker',
      level: 'error',
      message: 'period "x"',
      date_tz: '2026-11-21T14:05:09.042+00:00',
      timezone: 'America/New_York',
      user: { id: 3, super: true },
      environment: { host: 'acme.localhost:8080', program: 'retail', module: 'retail_sales' },
    });
    expect(validateEntity('log-payload.schema.json', payload)).toEqual([]);
  });

  it('without a user or a route sends nulls the schema accepts', () => {
    const payload = buildLogPayload('page_view', 'debug', '/', {
      ...context,
      user: undefined,
      program: undefined,
      module: undefined,
    });
    expect(payload.user).toEqual({ id: null, super: false });
    expect(payload.environment).toEqual({ host: context.host, program: null, module: null });
    expect(validateEntity('log-payload.schema.json', payload)).toEqual([]);
  });

  it.each([
    ['a short message', 'x'.repeat(10), 10, false],
    ['a message at the limit', 'x'.repeat(8192), 8192, false],
    ['a 900 KB message', 'x'.repeat(900_000), 8192, true],
  ])('cuts %s to what the server accepts', (_name, message, length, cut) => {
    const payload = buildLogPayload('e', 'error', message, context);
    expect(payload.message).toHaveLength(length);
    expect(payload.message.endsWith(' [cut]')).toBe(cut);
    expect(validateEntity('log-payload.schema.json', payload)).toEqual([]);
  });

  it('isoWithOffset writes the local offset', () => {
    expect(isoWithOffset(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe(
      '2026-01-02T03:04:05.006+00:00',
    );
  });

  it.each([
    ['debug', { enabled: true, minLevel: 'info' }, false],
    ['info', { enabled: true, minLevel: 'info' }, true],
    ['critical', { enabled: true, minLevel: 'warning' }, true],
    ['warning', { enabled: true, minLevel: 'error' }, false],
    ['error', { enabled: false, minLevel: 'debug' }, false],
    ['debug', { enabled: true, minLevel: 'debug' }, true],
  ] as const)('shouldSend(%s, %o) → %s', (level, setting, expected) => {
    expect(shouldSend(level, setting)).toBe(expected);
  });

  it.each([
    [{ a: 1, b: null, c: { d: null } }, ['b']],
    [[null, 1], []],
    [null, []],
    ['text', []],
    [{ user_id: null, filtering_show: null }, ['user_id', 'filtering_show']],
  ])('nullTopLevelFields(%j) → %j', (body, fields) => {
    expect(nullTopLevelFields(body)).toEqual(fields);
  });
});
