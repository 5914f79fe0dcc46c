import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { healthReport, publicProblems } from './health.ts';

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
        datasources: { 'acme/demo': 'ok', 'globex/demo': 'ok' },
      },
    });
    expect(response.text).not.toContain(server.dataDir);
    expect(response.text).not.toContain(server.configDir);
    expect(response.text).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b/);
  });
});
