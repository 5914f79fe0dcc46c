import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';

const runs = requireOrSkip('Redis-backed session revocation', await redisAvailability());
const SECRET = 'redis-revocation-test-secret-0123456789abcdef';

const check = (server: TestServer, token: string) =>
  server.request({ path: '/api/v1/check_session/', tenant: 'acme', token });

describe.skipIf(!runs)('logout shared by two server processes through Redis', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = { NAVIGATOR_SECRET: SECRET, REDIS_URL: 'redis://127.0.0.1:6379' };
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('a token revoked on one instance is refused by the other', async () => {
    const token = await a.login('acme', 'owner');
    expect((await check(b, token)).status).toBe(200);
    const logout = await a.request({ path: '/api/v1/logout', tenant: 'acme', token });
    expect(logout.json).toEqual({ message: 'Logged out.' });
    const refused = await check(b, token);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: AUTH_MESSAGES.revokedToken });
    expect((await check(a, token)).status).toBe(401);
  });

  it('logging out on the second instance revokes for the first', async () => {
    const token = await a.login('acme', 'viewer');
    await b.request({ path: '/api/v1/logout', tenant: 'acme', token });
    expect((await check(a, token)).status).toBe(401);
  });
});

describe('without Redis each process keeps its own revocations', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = { NAVIGATOR_SECRET: SECRET };
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('a logout on one instance is unknown to the other (why REDIS_URL exists)', async () => {
    const token = await a.login('acme', 'owner');
    await a.request({ path: '/api/v1/logout', tenant: 'acme', token });
    expect((await check(a, token)).status).toBe(401);
    expect((await check(b, token)).status).toBe(200);
  });
});
