import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { metricsAccess } from './metrics-access.ts';
import { loginFailureOf, statusClass } from './metrics.ts';

/** The value of one sample of a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return 0;
}

describe('metric labels', () => {
  it.each([
    [200, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
  ])('status %d → %s', (status, label) => {
    expect(statusClass(status)).toBe(label);
  });
  it.each([
    [403, 'invalid_credentials'],
    [429, 'rate_limited'],
    [400, 'bad_request'],
  ])('login refused with %d → %s', (status, reason) => {
    expect(loginFailureOf(status)).toBe(reason);
  });
});

describe('metricsAccess', () => {
  const local = '127.0.0.1';
  it.each([
    ['loopback, no token configured', local, {}, undefined, true],
    ['IPv6 loopback', '::1', {}, undefined, true],
    ['another machine', '10.0.0.7', {}, undefined, 403],
    ['loopback through a proxy', local, { 'x-forwarded-for': '203.0.113.9' }, undefined, 403],
    ['loopback with Forwarded', local, { forwarded: 'for=203.0.113.9' }, undefined, 403],
    ['the right bearer', '10.0.0.7', { authorization: 'Bearer s3cret' }, 's3cret', true],
    ['a wrong bearer', '10.0.0.7', { authorization: 'Bearer nope' }, 's3cret', 401],
    ['no bearer on loopback when a token is set', local, {}, 's3cret', 401],
  ] as const)('%s', (_name, remoteAddress, headers, token, expected) => {
    const access = metricsAccess({ remoteAddress, headers }, token);
    if (expected === true) expect(access).toEqual({ ok: true });
    else expect(access).toMatchObject({ ok: false, status: expected });
  });
});

describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const scrape = async () => {
    const response = await server.request({ path: '/metrics' });
    expect(response.status).toBe(200);
    return response.text;
  };

  it('serves the Prometheus text format to this machine, never through a proxy', async () => {
    const response = await server.request({ path: '/metrics' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.text).toContain('# TYPE navigator_http_request_duration_seconds histogram');
    expect(response.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    const proxied = await server.request({
      path: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    expect(proxied.text).not.toContain('navigator_');
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const before = await scrape();
    const labels = {
      route: '/api/v2/dashboards/:dashboard_id',
      method: 'GET',
      status_class: '4xx',
    };
    const count = 'navigator_http_request_duration_seconds_count';
    await server.request({ path: '/api/v2/dashboards/executive-overview', tenant: 'acme' });
    await server.request({ path: '/api/v2/dashboards/sales-overview', tenant: 'acme' });
    const after = await scrape();
    expect(sample(after, count, labels) - sample(before, count, labels)).toBe(2);
    expect(after).not.toContain('executive-overview');
  });

  it('times saved-query runs per datasource and slug, and counts cache hits and misses', async () => {
    const token = await server.login('acme', 'viewer');
    const before = await scrape();
    const slug = { tenant: 'acme', datasource: 'demo', slug: 'retail_kpis', outcome: 'ok' };
    const runs = 'navigator_query_duration_seconds_count';
    const cache = 'navigator_cache_requests_total';
    for (let run = 0; run < 2; run += 1) {
      const response = await server.request({
        method: 'POST',
        path: '/api/v2/services/queries/retail_kpis',
        tenant: 'acme',
        token,
        body: {},
      });
      expect(response.status).toBe(200);
    }
    const after = await scrape();
    // The first run misses and runs on the datasource; the second is a hit and does not run.
    expect(sample(after, runs, slug) - sample(before, runs, slug)).toBe(1);
    const delta = (result: string) =>
      sample(after, cache, { result }) - sample(before, cache, { result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
  });

  it('counts refused logins per tenant and reason', async () => {
    const name = 'navigator_login_failures_total';
    const labels = { tenant: 'globex', reason: 'invalid_credentials' };
    const before = sample(await scrape(), name, labels);
    const refused = await server.request({
      method: 'POST',
      path: '/api/v1/login',
      tenant: 'globex',
      headers: { 'x-auth-method': 'BasicAuth' },
      body: { username: 'viewer', password: 'wrong' },
    });
    expect(refused.status).toBe(403);
    expect(sample(await scrape(), name, labels) - before).toBe(1);
  });

  it('times a run the database refuses with outcome error', async () => {
    // A saved query that compiles but fails while it runs (a cast of every row that fails).
    const dir = path.join(server.configDir, 'acme', 'queries');
    await writeFile(
      path.join(dir, 'metrics_broken.json'),
      JSON.stringify({
        $schema: '../../../schemas/saved-query.schema.json',
        query_slug: 'metrics_broken',
        program_id: 1,
        program_slug: 'retail',
        source: 'demo',
        provider: 'db',
        query_raw: "SELECT CAST(region_id || 'x' AS INTEGER) AS n FROM sales",
        is_cached: false,
      }),
    );
    const token = await server.login('acme', 'super');
    const name = 'navigator_query_duration_seconds_count';
    const labels = { tenant: 'acme', datasource: 'demo', slug: 'metrics_broken', outcome: 'error' };
    // The watcher loads the new file on its own: until then the slug is unknown (404).
    let response = { status: 404 };
    while (response.status === 404) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await server.request({
        method: 'POST',
        path: '/api/v2/services/queries/metrics_broken',
        tenant: 'acme',
        token,
        body: {},
      });
    }
    expect(response.status).toBe(400);
    expect(sample(await scrape(), name, labels)).toBe(1);
  });

  it('counts config reloads after an outside edit', async () => {
    const name = 'navigator_config_reloads_total';
    const before = sample(await scrape(), name, { outcome: 'applied' });
    const file = path.join(server.configDir, 'acme', 'dashboards', 'executive-overview.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"Executive Overview"', '"Executive Overview (edited)"'));
    // The watcher reloads on its own; wait for the count to move rather than for a time.
    let after = before;
    while (after === before) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = sample(await scrape(), name, { outcome: 'applied' });
    }
    expect(after - before).toBe(1);
  });
});

describe('GET /metrics with NAVIGATOR_METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NAVIGATOR_METRICS_TOKEN: 'metrics-s3cret' } });
  });
  afterAll(async () => server?.close());

  it('answers 401 without the bearer, even on loopback, and 200 with it', async () => {
    const refused = await server.request({ path: '/metrics' });
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await server.request({ path: '/metrics', token: 'guess' });
    expect(wrong.status).toBe(401);
    const allowed = await server.request({ path: '/metrics', token: 'metrics-s3cret' });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('navigator_http_request_duration_seconds');
  });
});
