import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { createTokenSigner } from '../auth/token-signer.ts';

const SECRET = 'auth-routes-test-secret-0123456789abcdef';
const TENANTS = ['acme', 'globex'] as const;
const USERNAMES = ['viewer', 'owner', 'super', 'superuser', 'fixed'] as const;

interface UserFixture {
  user_id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  groups: string[];
  superuser: boolean;
  userh: { id: number; super: boolean };
  programs: string[];
  filtering_fixed?: Record<string, unknown>;
}

let server: TestServer;
const users = new Map<string, UserFixture[]>();

const login = (tenant: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    path: '/api/v1/login',
    tenant,
    headers: { 'x-auth-method': 'BasicAuth', ...headers },
    body,
  });

beforeAll(async () => {
  server = await startTestServer({ env: { NAVIGATOR_SECRET: SECRET } });
  for (const tenant of TENANTS) {
    const file = path.join(server.configDir, tenant, 'users.json');
    users.set(tenant, (JSON.parse(await readFile(file, 'utf8')) as { users: UserFixture[] }).users);
  }
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/v1/login', () => {
  const cases = TENANTS.flatMap((tenant) => USERNAMES.map((username) => [tenant, username]));

  it.each(cases)(
    'logs in %s/%s and answers token, user and expires_at',
    async (tenant, username) => {
      const expected = users.get(tenant)?.find((u) => u.username === username);
      if (!expected) throw new Error(`fixture lacks ${tenant}/${username}`);
      const before = Date.now();
      const response = await login(tenant, { username, password: 'navigator' });
      expect(response.status).toBe(200);
      const body = response.json as {
        token: string;
        expires_at: string;
        user: Record<string, unknown>;
      };
      expect(body.token.split('.')).toHaveLength(3);
      const ttl = Date.parse(body.expires_at) - before;
      expect(ttl).toBeGreaterThan(12 * 3600 * 1000 - 5000);
      expect(ttl).toBeLessThanOrEqual(12 * 3600 * 1000 + 1000);
      expect(body.user).toMatchObject({
        user_id: expected.user_id,
        username,
        email: expected.email,
        first_name: expected.first_name,
        last_name: expected.last_name,
        groups: expected.groups,
        superuser: expected.superuser,
        userh: expected.userh,
        programs: expected.programs,
        auth_method: 'BasicAuth',
        filtering_fixed: JSON.stringify(expected.filtering_fixed ?? {}),
        tenant,
      });
      expect(body.user).not.toHaveProperty('password');
    },
  );

  it('accepts the email address as login name', async () => {
    const response = await login('globex', {
      email: 'OWNER@globex-stores.example',
      password: 'navigator',
    });
    expect(response.status).toBe(200);
    expect((response.json as { user: { username: string } }).user.username).toBe('owner');
  });

  it('accepts HTTP Basic credentials', async () => {
    const basic = Buffer.from('super:navigator').toString('base64');
    const response = await login('acme', undefined, { authorization: `Basic ${basic}` });
    expect(response.status).toBe(200);
    expect((response.json as { user: { user_id: number } }).user.user_id).toBe(3);
  });

  it('accepts a form-encoded body', async () => {
    const response = await login('acme', 'username=viewer&password=navigator', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'viewer', password: 'wrong' }],
    ['an unknown user', { username: 'nobody', password: 'navigator' }],
    [
      'a user of the other tenant only by email',
      { email: 'viewer@globex-stores.example', password: 'navigator' },
    ],
  ])('refuses %s with 403 and the spec text', async (_name, body) => {
    const response = await login('acme', body);
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: 'Invalid username or password.' });
  });

  it.each([
    [undefined, 'Missing x-auth-method header: this tenant accepts BasicAuth.'],
    ['OAuth2', 'Unsupported auth method "OAuth2": this tenant accepts BasicAuth.'],
  ])('answers 400 for the auth method %s', async (method, message) => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v1/login',
      tenant: 'acme',
      headers: method ? { 'x-auth-method': method } : {},
      body: { username: 'viewer', password: 'navigator' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
  });

  it('answers 400 without credentials', async () => {
    const response = await login('acme', { username: 'viewer' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: AUTH_MESSAGES.missingCredentials });
  });

  it('answers 404 on a host that is no tenant', async () => {
    const response = await login('nobody', { username: 'viewer', password: 'navigator' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Unknown tenant' });
  });

  it('serves the default tenant (acme) on plain localhost', async () => {
    const response = await login('', { username: 'viewer', password: 'navigator' });
    expect(response.status).toBe(200);
    expect((response.json as { user: { tenant: string } }).user.tenant).toBe('acme');
  });
});

describe('session calls with a token', () => {
  it('GET /api/v1/login answers email, token and session', async () => {
    const token = await server.login('acme', 'fixed');
    const response = await server.request({ path: '/api/v1/login', tenant: 'acme', token });
    expect(response.status).toBe(200);
    const body = response.json as {
      email: string;
      token: string;
      session: Record<string, unknown>;
    };
    expect(body.email).toBe('fixed@acme-retail.example');
    expect(body.token).toBe(token);
    expect(body.session).toMatchObject({
      user_id: 5,
      username: 'fixed',
      filtering_fixed: '{"region_id":3}',
      programs: ['retail', 'stores_ops'],
    });
  });

  it.each(['/api/v1/user/session', '/api/v2/services/user/session'])(
    'GET %s answers email and session',
    async (url) => {
      const token = await server.login('globex', 'super');
      const response = await server.request({ path: url, tenant: 'globex', token });
      expect(response.status).toBe(200);
      const body = response.json as { email: string; session: Record<string, unknown> };
      expect(body.email).toBe('super@globex-stores.example');
      expect(body.session).toMatchObject({
        user_id: 3,
        userh: { id: 3, super: true },
        first_name: 'Stefan',
        tenant: 'globex',
        filtering_fixed: '{}',
      });
      expect(body.session.session).toBe(body.session.sessionid);
    },
  );

  it('GET /api/v1/check_session/ answers user_id and sessionid', async () => {
    const token = await server.login('acme', 'owner');
    const session = await server.request({ path: '/api/v1/user/session', tenant: 'acme', token });
    const response = await server.request({
      path: '/api/v1/check_session/',
      tenant: 'acme',
      token,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      user_id: 2,
      sessionid: (session.json as { session: { sessionid: string } }).session.sessionid,
    });
  });

  it('every login opens its own session', async () => {
    const a = await server.login('acme', 'viewer');
    const b = await server.login('acme', 'viewer');
    const ids = await Promise.all(
      [a, b].map(async (token) => {
        const r = await server.request({ path: '/api/v1/check_session/', tenant: 'acme', token });
        return (r.json as { sessionid: string }).sessionid;
      }),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('401 for tokens that are missing, foreign, revoked, expired or forged', () => {
  const TOKEN_ROUTES = [
    '/api/v1/login',
    '/api/v1/logout',
    '/api/v1/user/session',
    '/api/v2/services/user/session',
    '/api/v1/check_session/',
  ];

  it.each(TOKEN_ROUTES)('GET %s without a token is 401', async (url) => {
    const response = await server.request({ path: url, tenant: 'acme' });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: AUTH_MESSAGES.missingToken });
  });

  it.each(TOKEN_ROUTES)('GET %s with a token of acme on globex.localhost is 401', async (url) => {
    const token = await server.login('acme', 'viewer');
    const response = await server.request({ path: url, tenant: 'globex', token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: AUTH_MESSAGES.otherTenantToken });
  });

  it('logout revokes the token and only that session', async () => {
    const token = await server.login('acme', 'owner');
    const other = await server.login('acme', 'owner');
    const logout = await server.request({ path: '/api/v1/logout', tenant: 'acme', token });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ message: 'Logged out.' });
    for (const url of ['/api/v1/user/session', '/api/v1/check_session/', '/api/v1/logout']) {
      const after = await server.request({ path: url, tenant: 'acme', token });
      expect(after.status).toBe(401);
      expect(after.json).toEqual({ message: AUTH_MESSAGES.revokedToken });
    }
    const still = await server.request({
      path: '/api/v1/check_session/',
      tenant: 'acme',
      token: other,
    });
    expect(still.status).toBe(200);
  });

  it('an expired token is 401', async () => {
    const signer = createTokenSigner(new TextEncoder().encode(SECRET), 60);
    const { token } = await signer.sign({
      userId: 1,
      tenant: 'acme',
      expiresAt: Math.floor(Date.now() / 1000) - 5,
    });
    const response = await server.request({ path: '/api/v1/user/session', tenant: 'acme', token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: AUTH_MESSAGES.expiredToken });
  });

  it('a token signed with the same secret but still valid works (the signer above is the real one)', async () => {
    const signer = createTokenSigner(new TextEncoder().encode(SECRET), 60);
    const { token } = await signer.sign({ userId: 4, tenant: 'globex' });
    const response = await server.request({
      path: '/api/v1/check_session/',
      tenant: 'globex',
      token,
    });
    expect(response.status).toBe(200);
    expect((response.json as { user_id: number }).user_id).toBe(4);
  });

  it.each([['another secret', 'another-secret-0123456789abcdef-0123456789']])(
    'a token signed with %s is 401',
    async (_name, secret) => {
      const signer = createTokenSigner(new TextEncoder().encode(secret), 60);
      const { token } = await signer.sign({ userId: 1, tenant: 'acme' });
      const response = await server.request({
        path: '/api/v1/user/session',
        tenant: 'acme',
        token,
      });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: AUTH_MESSAGES.invalidToken });
    },
  );

  it.each([
    ['garbage', 'not-a-token'],
    ['a tampered payload', 'TAMPER'],
  ])('%s as token is 401', async (_name, raw) => {
    let token = raw;
    if (raw === 'TAMPER') {
      const real = await server.login('acme', 'viewer');
      const [header, , signature] = real.split('.');
      const forged = Buffer.from(
        JSON.stringify({ sub: '3', tenant: 'acme', jti: 'x', iss: 'navigator', exp: 4e9 }),
      ).toString('base64url');
      token = `${header}.${forged}.${signature}`;
    }
    const response = await server.request({ path: '/api/v1/user/session', tenant: 'acme', token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: AUTH_MESSAGES.invalidToken });
  });

  it('a token for a user id the tenant does not have is 401', async () => {
    const signer = createTokenSigner(new TextEncoder().encode(SECRET), 60);
    const { token } = await signer.sign({ userId: 999, tenant: 'acme' });
    const response = await server.request({ path: '/api/v1/user/session', tenant: 'acme', token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: AUTH_MESSAGES.unknownUser });
  });
});
