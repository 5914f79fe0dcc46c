/**
 * The result cache seen over HTTP. Every slug answer says where its rows came from in the
 * `x-navigator-cache` header: `miss` for the one request whose query ran, `hit` for answers
 * from the cache or from a run another request started. So counting `miss` answers counts
 * query runs. In-process by default; with Redis, two servers share results and runs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_HEADER } from '../../server/routes/query-response.ts';
import { redisAvailability, requireOrSkip } from '../support/environment.ts';
import type { HttpResponse } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const redisReady = requireOrSkip('result cache over HTTP with Redis', await redisAvailability());

/** A body no other test sends, so its cache entry is cold. */
let unique = 0;
const coldBody = () => ({ where_cond: { territory_id: [1, 2, 3] }, querylimit: 1000 + ++unique });

describe.each([
  { mode: 'memory', servers: 1, run: true },
  { mode: 'redis', servers: 2, run: redisReady },
])('result cache over HTTP ($mode)', ({ mode, servers: count, run }) => {
  const servers: TestServer[] = [];
  const tokens: Record<string, string>[] = [];

  beforeAll(async () => {
    if (!run) return;
    const env =
      mode === 'redis'
        ? {
            ...process.env,
            REDIS_URL: 'redis://127.0.0.1:6379',
            NAVIGATOR_CACHE_NAMESPACE: `navigator-test-${randomUUID()}`,
          }
        : { ...process.env, REDIS_URL: '' };
    for (let i = 0; i < count; i++) {
      const server = await startTestServer({ env });
      servers.push(server);
      tokens.push({
        viewer: await server.login('acme', 'viewer'),
        fixed: await server.login('acme', 'fixed'),
        globex: await server.login('globex', 'viewer'),
      });
    }
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  const slug = (
    body: unknown,
    options: {
      server?: number;
      user?: string;
      tenant?: string;
      refresh?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HttpResponse> => {
    const index = options.server ?? 0;
    const server = servers[index];
    if (!server) throw new Error(`no server ${index}`);
    return server.request({
      method: 'POST',
      path: `/api/v2/services/queries/retail_sales_by_district${options.refresh ? '?refresh=1' : ''}`,
      tenant: options.tenant ?? 'acme',
      token: tokens[index]?.[options.user ?? 'viewer'],
      body,
      headers: options.headers,
    });
  };

  describe.skipIf(!run)('answers', () => {
    it('answers a repeated slug from the cache with the same bytes', async () => {
      const body = coldBody();
      const first = await slug(body);
      const second = await slug(body, { server: count - 1 });
      expect(first.status).toBe(200);
      expect(first.headers[CACHE_HEADER]).toBe('miss');
      expect(second.headers[CACHE_HEADER]).toBe('hit');
      expect(second.text).toBe(first.text);
      expect((first.json as unknown[]).length).toBeGreaterThan(0);
    });

    it('runs 50 identical concurrent cold requests once', async () => {
      const body = coldBody();
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => slug(body, { server: i % count })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
      const misses = responses.filter((r) => r.headers[CACHE_HEADER] === 'miss');
      expect(misses).toHaveLength(1);
      expect(new Set(responses.map((r) => r.text)).size).toBe(1);
    });

    it('runs again with refresh=1, then serves the fresh copy', async () => {
      const body = coldBody();
      await slug(body);
      const refreshed = await slug(body, { refresh: true });
      const after = await slug(body);
      expect(refreshed.headers[CACHE_HEADER]).toBe('miss');
      expect(after.headers[CACHE_HEADER]).toBe('hit');
      expect(after.text).toBe(refreshed.text);
    });

    it('never shares rows between users with different fixed filters', async () => {
      const body = coldBody();
      const viewer = await slug(body);
      const fixed = await slug(body, { user: 'fixed' });
      expect(fixed.headers[CACHE_HEADER]).toBe('miss');
      expect(fixed.text).not.toBe(viewer.text);
      const regions = new Set((fixed.json as { region_id: number }[]).map((r) => r.region_id));
      expect(regions).toEqual(new Set([3]));
    });

    it('never shares rows between tenants', async () => {
      const body = coldBody();
      const acme = await slug(body);
      const globex = await slug(body, { tenant: 'globex', user: 'globex' });
      expect(globex.status).toBe(200);
      expect(globex.headers[CACHE_HEADER]).toBe('miss');
      expect(globex.text).not.toBe(acme.text);
    });

    it('gzips a cached answer to the same rows', async () => {
      const body = coldBody();
      const plain = await slug(body);
      const zipped = await slug(body, { headers: { 'x-encoding': 'gzip' } });
      expect(zipped.headers[CACHE_HEADER]).toBe('hit');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.text).toBe(plain.text);
    });
  });
});
