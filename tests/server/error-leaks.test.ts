/**
 * Issue 24 item 6: answers that used to leak internals (ENAMETOOLONG with the absolute path of
 * the config directory, a stack overflow on 10k-deep JSON) and the request depth cap, over
 * real HTTP against the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let superToken: string;

beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.login('acme', 'super');
});

afterAll(async () => server?.close());

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

/** No body names the config or data directory, a stack frame, or a node_modules file. */
function expectNoInternals(response: HttpResponse) {
  expect(response.text).not.toContain(server.configDir);
  expect(response.text).not.toContain(server.dataDir);
  expect(response.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  expect(response.text).not.toMatch(/ENAMETOOLONG|Maximum call stack/);
}

describe('no internals in error answers', () => {
  it('a saved-query slug too long for a file name → 400 naming no path', async () => {
    const response = await server.request({
      method: 'PUT',
      path: '/api/v2/queries/',
      tenant: 'acme',
      token: superToken,
      body: { query_slug: 'a'.repeat(400), query_raw: 'SELECT 1 AS one' },
    });
    expectNoInternals(response);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  // The log route's 16 KB body cap answers 413 before a 10k-deep body is read, so it gets a
  // body deep enough to break the depth limit and small enough to pass the size cap.
  it.each([
    ['PUT', '/api/v2/queries/', 10_000],
    ['POST', '/api/v2/queries/retail_kpis', 10_000],
    ['POST', '/api/v2/services/queries/retail_kpis', 10_000],
    ['POST', '/api/v1/log', 1_000],
  ])('deep JSON on %s %s (%i levels) → 400 naming the depth limit', async (method, path, depth) => {
    const response = await server.request({
      method,
      path,
      tenant: 'acme',
      token: superToken,
      headers: { 'content-type': 'application/json' },
      body: `{"query_raw":"SELECT 1","params":${nested(depth)}}`,
    });
    expectNoInternals(response);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'JSON nested deeper than 64 levels' });
  });

  it('JSON at the depth limit is parsed and answered by the route', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: superToken,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: `{"event":"e","level":"info","message":"m","user":${nested(62)}}`,
    });
    // Depth 64 passes the parser; the schema then refuses the `user` array by name.
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toMatch(/^Invalid log payload: \/user/);
  });

  it('prototype poisoning is still refused by the parser', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: superToken,
      headers: { 'content-type': 'application/json' },
      body: '{"event":"e","level":"info","message":"m","__proto__":{"x":1}}',
    });
    expect(response.status).toBe(400);
  });

  it('malformed JSON → 400 with the parser message and no internals', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v1/log',
      tenant: 'acme',
      token: superToken,
      headers: { 'content-type': 'application/json' },
      body: '{"event": ',
    });
    expectNoInternals(response);
    expect(response.status).toBe(400);
  });
});
