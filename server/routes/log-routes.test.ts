import { Writable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../tests/support/http.ts';
import { ROOT } from '../../tests/support/server-process.ts';
import {
  sharedTestDataDir,
  startTestServer,
  type TestServer,
} from '../../tests/support/test-server.ts';
import { buildApp } from '../http/build-app.ts';

/** Pino lines the server wrote, parsed. */
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let port: number;

const send = (options: Parameters<typeof request>[1]) => request(port, options);
const token = async (tenant: string, username: string) => {
  const response = await send({
    method: 'POST',
    path: '/api/v1/login',
    tenant,
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username, password: 'navigator' },
  });
  return (response.json as { token: string }).token;
};

const VALID = {
  event: 'Error Period Datepicker',
  level: 'warning',
  message: 'Unknown period "fortnight"',
  date_tz: '2024-03-05T10:11:12-05:00',
  timezone: 'America/New_York',
  user: { id: 2, super: false },
  environment: { host: 'acme.localhost', program: 'retail', module: 'retail_sales' },
};

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  // The config is only read: the repository's samples are used as they are.
  app = await buildApp({
    configDir: path.join(ROOT, 'config-samples'),
    dataDir: await sharedTestDataDir(),
    logger: { level: 'debug', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
});

const clientLines = () => lines.filter((line) => line.source === 'client');

describe('POST /api/v1/log', () => {
  it.each([
    ['debug', 20],
    ['info', 30],
    ['warning', 40],
    ['error', 50],
    ['critical', 60],
  ])('writes a %s entry at pino level %i with user and tenant → 204', async (level, pinoLevel) => {
    const auth = await token('globex', 'super');
    const event = `test event ${level}`;
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'globex',
      token: auth,
      body: { ...VALID, level, event },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const line = clientLines().find((l) => (l.client as { event: string }).event === event);
    expect(line).toMatchObject({
      level: pinoLevel,
      tenant: 'globex',
      user_id: 3,
      username: 'super',
      msg: `client ${event}: ${VALID.message}`,
      client: { ...VALID, level, event },
    });
  });

  it('accepts the minimal payload', async () => {
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: await token('acme', 'viewer'),
      body: { event: 'minimal', level: 'info', message: '' },
    });
    expect(response.status).toBe(204);
  });

  it.each([
    [
      'a missing level',
      { event: 'e', message: 'm' },
      'Invalid log payload: the body must have required property "level".',
    ],
    [
      'an unknown level',
      { ...VALID, level: 'fatal' },
      'Invalid log payload: /level must be one of "debug", "info", "warning", "error", "critical" (got "fatal").',
    ],
    [
      'an unknown field',
      { ...VALID, stack: 'x' },
      'Invalid log payload: /stack must NOT have additional property "stack".',
    ],
    [
      'a bad user id',
      { ...VALID, user: { id: 'two' } },
      'Invalid log payload: /user/id must be integer or null (got "two").',
    ],
    [
      'a bad date',
      { ...VALID, date_tz: 'yesterday' },
      'Invalid log payload: /date_tz must match format "date-time" (got "yesterday").',
    ],
    ['no body', undefined, 'Invalid log payload: the body must be object (got nothing).'],
  ])('answers 400 for %s, naming the field', async (_name, body, message) => {
    const before = clientLines().length;
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: await token('acme', 'viewer'),
      body,
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
    expect(clientLines()).toHaveLength(before);
  });

  it('answers 401 without a token and logs nothing', async () => {
    const before = clientLines().length;
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      body: VALID,
    });
    expect(response.status).toBe(401);
    expect(clientLines()).toHaveLength(before);
  });
});

describe('POST /api/v1/log limits', () => {
  it.each([
    ['viewer', 50],
    ['owner', 50],
    ['super', 60],
    ['superuser', 60],
  ])('a critical entry of %s is written at pino level %i', async (username, pinoLevel) => {
    const event = `critical from ${username}`;
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: await token('acme', username),
      body: { ...VALID, level: 'critical', event },
    });
    expect(response.status).toBe(204);
    const line = clientLines().find((l) => (l.client as { event: string }).event === event);
    expect(line).toMatchObject({ level: pinoLevel, client: { level: 'critical' } });
  });

  it('a message over 8192 characters → 400 naming the field, nothing logged', async () => {
    const before = clientLines().length;
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: await token('acme', 'viewer'),
      body: { ...VALID, message: 'x'.repeat(8193) },
    });
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toMatch(
      /^Invalid log payload: \/message must NOT have more than 8192 characters \(got "x+…"\)\.$/,
    );
    expect(clientLines()).toHaveLength(before);
  });

  it('a 900 KB body → 413 naming the limit, nothing logged', async () => {
    const before = clientLines().length;
    const response = await send({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: await token('acme', 'viewer'),
      body: { ...VALID, level: 'critical', message: 'x'.repeat(900_000) },
    });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ message: 'Request body is larger than 16384 bytes' });
    expect(clientLines()).toHaveLength(before);
  });
});

describe('POST /api/v1/log rate per user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NAVIGATOR_LOG_MAX_PER_MINUTE: '3' } });
  });
  afterAll(async () => server?.close());

  const log = (tenant: string, auth: string) =>
    server.request({ method: 'POST', path: '/api/v1/log', tenant, token: auth, body: VALID });

  it('answers 429 with Retry-After past the rate; other users keep logging', async () => {
    const viewer = await server.login('acme', 'viewer');
    for (let i = 0; i < 3; i++) expect((await log('acme', viewer)).status).toBe(204);
    const refused = await log('acme', viewer);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json).toEqual({
      message: `Too many log entries. Try again in ${seconds} seconds.`,
    });
    // A second session of the same user shares the budget; other users have their own.
    expect((await log('acme', await server.login('acme', 'viewer'))).status).toBe(429);
    expect((await log('acme', await server.login('acme', 'owner'))).status).toBe(204);
    expect((await log('globex', await server.login('globex', 'viewer'))).status).toBe(204);
  });
});
