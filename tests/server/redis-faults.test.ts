/**
 * Issue 24 item 5: Redis stopped mid-run. The app runs on its own redis-server; once that is
 * killed, data is still served (from the database), sessions keep working (tokens are checked
 * by signature, logouts fall back to this process's store), logins issue usable tokens, and
 * health says redis is down. Every call must answer within 5 s: the old behaviour (ioredis
 * retrying for ~15 s) fails that. Restarting Redis brings health back to ok and copies the
 * logout made meanwhile into Redis.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_REVOKED_PREFIX } from '../../server/auth/revocation-store.ts';
import { requireOrSkip } from '../support/environment.ts';
import { closedPort, within } from '../support/fault-servers.ts';
import type { HttpRequest, HttpResponse } from '../support/http.ts';
import {
  redisServerAvailability,
  startRedisServer,
  type RedisProcess,
} from '../support/redis-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const runs = requireOrSkip('Redis stopped mid-run', redisServerAvailability());

/** Any answer within this long; a 15 s hang fails. */
const ANSWER_WITHIN_MS = 5000;

let redis: RedisProcess | undefined;
let port: number;
let server: TestServer;
let viewer: string;

const send = (request: HttpRequest): Promise<HttpResponse> =>
  within(ANSWER_WITHIN_MS, `${request.method ?? 'GET'} ${request.path}`, server.request(request));
const runSlug = (token: string) =>
  send({
    method: 'POST',
    path: '/api/v2/services/queries/retail_kpis',
    tenant: 'acme',
    token,
    body: {},
  });
const health = async () =>
  (await send({ path: '/api/health' })).json as {
    status: string;
    dependencies: { redis: string };
  };
const session = (token: string) => send({ path: '/api/v1/check_session/', tenant: 'acme', token });
const login = (username: string) =>
  send({
    method: 'POST',
    path: '/api/v1/login',
    tenant: 'acme',
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username, password: 'navigator' },
  });

/** Polls the health answer until `ready` holds (health is cached for a few seconds). */
async function healthUntil(ready: (answer: Awaited<ReturnType<typeof health>>) => boolean) {
  let answer = await health();
  for (let i = 0; i < 40 && !ready(answer); i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await health();
  }
  return answer;
}

describe.skipIf(!runs)('Redis stopped mid-run', () => {
  beforeAll(async () => {
    port = await closedPort();
    redis = await startRedisServer(port);
    server = await startTestServer({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        NAVIGATOR_CACHE_NAMESPACE: `redis-faults-${process.pid}`,
      },
    });
    viewer = await server.login('acme', 'viewer');
  });

  afterAll(async () => {
    await server?.close();
    await redis?.kill();
  });

  let rows: unknown;

  it('with Redis up: cached answers and health ok', async () => {
    const first = await runSlug(viewer);
    expect(first.status).toBe(200);
    rows = first.json;
    const second = await runSlug(viewer);
    expect(second.headers['x-navigator-cache']).toBe('hit');
    expect(second.json).toEqual(rows);
    expect(await healthUntil((h) => h.dependencies.redis === 'ok')).toMatchObject({
      status: 'ok',
      dependencies: { redis: 'ok' },
    });
  });

  it('Redis killed: data comes from the database, sessions and logins keep working', async () => {
    await redis?.kill();
    const answer = await runSlug(viewer);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-navigator-cache']).toBe('miss');
    expect(answer.json).toEqual(rows);

    expect((await session(viewer)).status).toBe(200);
    const fresh = await login('owner');
    expect(fresh.status).toBe(200);
    const token = (fresh.json as { token: string }).token;
    expect((await runSlug(token)).status).toBe(200);
  });

  let loggedOutSession = '';

  it('Redis down: logout is recorded locally and the token is refused at once', async () => {
    const token = (await login('super')).json as { token: string };
    const check = await session(token.token);
    loggedOutSession = (check.json as { sessionid: string }).sessionid;
    const logout = await send({ path: '/api/v1/logout', tenant: 'acme', token: token.token });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ message: 'Logged out.' });
    expect((await session(token.token)).status).toBe(401);
  });

  it('health says redis is down and the status is degraded, still HTTP 200', async () => {
    const answer = await healthUntil((h) => h.dependencies.redis === 'down');
    expect(answer).toMatchObject({ status: 'degraded', dependencies: { redis: 'down' } });
    expect(JSON.stringify(answer)).not.toContain(String(port));
  });

  it('Redis back: health ok again and the logout made meanwhile is in Redis', async () => {
    redis = await startRedisServer(port);
    expect(await healthUntil((h) => h.dependencies.redis === 'ok')).toMatchObject({
      status: 'ok',
      dependencies: { redis: 'ok' },
    });
    const client = new Redis(port, '127.0.0.1');
    try {
      let present = 0;
      for (let i = 0; i < 40 && present === 0; i++) {
        present = await client.exists(REDIS_REVOKED_PREFIX + loggedOutSession);
        if (present === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(present).toBe(1);
    } finally {
      client.disconnect();
    }
    const cached = await runSlug(viewer);
    expect(cached.status).toBe(200);
    expect(cached.json).toEqual(rows);
  });
});
