import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../tests/support/fault-servers.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { healthReport, isReady, publicProblems } from './health.ts';
import { DEFAULT_DRAIN_MS, drainTimeoutFrom } from './drain.ts';

describe('healthReport', () => {
  const problem = {
    file: 'acme/queries/x.json',
    line: 3,
    column: 5,
    pointer: '/a',
    message: 'bad',
  };
  it.each([
    ['all ok', 'ok', { 'acme/demo': 'ok' }, [], 'ok'],
    ['no Redis configured', 'not configured', { 'acme/demo': 'ok' }, [], 'ok'],
    ['Redis down', 'down', { 'acme/demo': 'ok' }, [], 'degraded'],
    ['a datasource down', 'ok', { 'acme/demo': 'ok', 'acme/pg': 'down' }, [], 'degraded'],
    ['config problems', 'ok', {}, [problem], 'degraded'],
  ] as const)('%s → %s', (_name, redis, datasources, problems, status) => {
    const report = healthReport(redis, datasources, problems);
    expect(report.status).toBe(status);
    expect(report.dependencies).toEqual({ redis, datasources });
    if (problems.length > 0) expect(report.problems).toEqual(problems);
    else expect(report).not.toHaveProperty('problems');
  });
});

describe('isReady', () => {
  const problem = { file: 'a.json', line: 1, column: 1, pointer: '', message: 'bad' };
  it.each([
    ['all ok', 'ok', { 'acme/demo': 'ok' }, [], false, true],
    ['no Redis configured', 'not configured', { 'acme/demo': 'ok' }, [], false, true],
    ['config problems alone', 'ok', { 'acme/demo': 'ok' }, [problem], false, true],
    ['Redis down', 'down', { 'acme/demo': 'ok' }, [], false, false],
    ['a datasource down', 'ok', { 'acme/demo': 'ok', 'acme/pg': 'down' }, [], false, false],
    ['draining', 'ok', { 'acme/demo': 'ok' }, [], true, false],
    [
      'the write store held by another node',
      'ok',
      { 'acme/demo': 'ok', 'acme/writes': 'down' },
      [],
      false,
      true,
    ],
  ] as const)('%s → %s', (_name, redis, datasources, problems, draining, ready) => {
    expect(isReady(healthReport(redis, datasources, problems), draining)).toBe(ready);
  });
});

describe('drainTimeoutFrom', () => {
  it.each([
    [undefined, DEFAULT_DRAIN_MS],
    ['', DEFAULT_DRAIN_MS],
    ['2500', 2500],
    ['0', 0],
  ])('NAVIGATOR_DRAIN_MS=%j → %d', (value, expected) => {
    expect(drainTimeoutFrom({ NAVIGATOR_DRAIN_MS: value })).toBe(expected);
  });
  it.each(['-1', '1.5', 'ten'])('refuses %j naming the variable', (value) => {
    expect(() => drainTimeoutFrom({ NAVIGATOR_DRAIN_MS: value })).toThrow(
      `NAVIGATOR_DRAIN_MS must be a whole number of milliseconds ≥ 0, not "${value}"`,
    );
  });
});

describe('publicProblems', () => {
  it.each([
    ['a relative file stays', 'acme/queries/x.json', 'acme/queries/x.json'],
    ['an absolute file becomes relative', '/srv/config/acme/queries/x.json', 'acme/queries/x.json'],
  ])('%s', (_name, file, expected) => {
    const [problem] = publicProblems(
      [{ file, line: 1, column: 2, pointer: '', message: 'cannot read /srv/config/acme/x.json' }],
      '/srv/config',
    );
    expect(problem).toEqual({
      file: expected,
      line: 1,
      column: 2,
      pointer: '',
      message: 'cannot read <path>',
    });
  });
});

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('reports each dependency and names no path, host or port', async () => {
    const response = await server.request({ path: '/api/health', tenant: 'acme' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json).toEqual({
      status: 'ok',
      dependencies: {
        redis: 'not configured',
        datasources: {
          'acme/demo': 'ok',
          'acme/writes': 'ok',
          'globex/demo': 'ok',
          'globex/writes': 'ok',
        },
      },
    });
    expect(response.text).not.toContain(server.dataDir);
    expect(response.text).not.toContain(server.configDir);
    expect(response.text).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b/);
  });

  it('GET /api/ready answers 200 with the same body while every dependency is up', async () => {
    const health = await server.request({ path: '/api/health', tenant: 'acme' });
    const ready = await server.request({ path: '/api/ready', tenant: 'acme' });
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json).toEqual(health.json);
  });
});

describe('GET /api/ready with Redis down', () => {
  let server: TestServer;
  beforeAll(async () => {
    const port = await closedPort();
    server = await startTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => server?.close());

  it('answers 503 with the health body while liveness stays 200', async () => {
    const ready = await server.request({ path: '/api/ready', tenant: 'acme' });
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ status: 'degraded', dependencies: { redis: 'down' } });
    const health = await server.request({ path: '/api/health', tenant: 'acme' });
    expect(health.status).toBe(200);
    expect(health.json).toEqual(ready.json);
  });
});
