import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

const MAX_PER_USER = 4;
const MAX_PER_IP = 7;
const WINDOW = 300;

let server: TestServer;

const attempt = (tenant: string, username: string, password: string, ip = '203.0.113.1') =>
  server.request({
    method: 'POST',
    path: '/api/v1/login',
    tenant,
    // The suite's server trusts X-Forwarded-For (NAVIGATOR_TRUST_PROXY), as behind a proxy.
    headers: { 'x-auth-method': 'BasicAuth', 'x-forwarded-for': ip },
    body: { username, password },
  });

beforeAll(async () => {
  server = await startTestServer({
    env: {
      NAVIGATOR_LOGIN_MAX_FAILURES: String(MAX_PER_USER),
      NAVIGATOR_LOGIN_MAX_FAILURES_PER_IP: String(MAX_PER_IP),
      NAVIGATOR_LOGIN_WINDOW: String(WINDOW),
      // As behind a reverse proxy: client addresses come from X-Forwarded-For.
      NAVIGATOR_TRUST_PROXY: 'true',
    },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('login rate limit', () => {
  it('answers 429 after N failures for one account, even with the right password', async () => {
    for (let i = 0; i < MAX_PER_USER; i++) {
      expect((await attempt('acme', 'owner', 'wrong', '198.51.100.1')).status).toBe(403);
    }
    const blocked = await attempt('acme', 'owner', 'navigator', '198.51.100.2');
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(WINDOW - 10);
    expect(seconds).toBeLessThanOrEqual(WINDOW);
    expect(blocked.json).toEqual({
      message: `Too many login attempts. Try again in ${seconds} seconds.`,
    });
  });

  it('counts the account whichever login name (username or email) is used', async () => {
    const blocked = await server.request({
      method: 'POST',
      path: '/api/v1/login',
      tenant: 'acme',
      headers: { 'x-auth-method': 'BasicAuth', 'x-forwarded-for': '198.51.100.3' },
      body: { email: 'owner@acme-retail.example', password: 'navigator' },
    });
    expect(blocked.status).toBe(429);
  });

  it('another user, and the same username on the other tenant, log in normally', async () => {
    expect((await attempt('acme', 'viewer', 'navigator', '198.51.100.1')).status).toBe(200);
    expect((await attempt('globex', 'owner', 'navigator', '198.51.100.1')).status).toBe(200);
  });

  it('blocks one client address after too many failures over many accounts', async () => {
    const ip = '192.0.2.77';
    const names = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7'];
    expect(names).toHaveLength(MAX_PER_IP);
    for (const name of names) expect((await attempt('globex', name, 'x', ip)).status).toBe(403);
    const blocked = await attempt('globex', 'viewer', 'navigator', ip);
    expect(blocked.status).toBe(429);
    expect((await attempt('globex', 'viewer', 'navigator', '192.0.2.78')).status).toBe(200);
    // The address is counted per tenant: acme's users behind the same NAT log in normally.
    expect((await attempt('acme', 'viewer', 'navigator', ip)).status).toBe(200);
  });

  it('a user locked on acme does not lock globex users from the same address', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < MAX_PER_USER; i++) {
      expect((await attempt('acme', 'superuser', 'wrong', ip)).status).toBe(403);
    }
    expect((await attempt('acme', 'superuser', 'navigator', ip)).status).toBe(429);
    expect((await attempt('globex', 'superuser', 'navigator', ip)).status).toBe(200);
    expect((await attempt('globex', 'viewer', 'navigator', ip)).status).toBe(200);
  });

  it('a success clears the account counter', async () => {
    for (let i = 0; i < MAX_PER_USER - 1; i++) {
      expect((await attempt('globex', 'super', 'wrong', '203.0.113.50')).status).toBe(403);
    }
    expect((await attempt('globex', 'super', 'navigator', '203.0.113.50')).status).toBe(200);
    for (let i = 0; i < MAX_PER_USER - 1; i++) {
      expect((await attempt('globex', 'super', 'wrong', '203.0.113.51')).status).toBe(403);
    }
    expect((await attempt('globex', 'super', 'navigator', '203.0.113.51')).status).toBe(200);
  });
});
