import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tests/support/server-process.ts';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { createAuthService, type AuthService } from './auth-service.ts';

let dataDir: string;
let original: LoadedConfig;
let current: LoadedConfig;
let auth: AuthService;

/** A copy of the config whose acme users.json has been edited by `edit`. */
function withAcmeUsers(
  edit: (users: TenantConfig['users']) => TenantConfig['users'],
): LoadedConfig {
  const tenants = new Map(original.tenants);
  const acme = original.tenants.get('acme') as TenantConfig;
  tenants.set('acme', { ...acme, users: edit(acme.users) });
  return { ...original, tenants };
}

const acme = () => current.tenants.get('acme') as TenantConfig;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-auth-'));
  original = await loadConfigDir(path.join(ROOT, 'config-samples'));
  current = original;
  auth = await createAuthService({
    env: { NAVIGATOR_SECRET: 'auth-service-test-secret-0123456789abcdef' },
    dataDir,
    config: () => current,
  });
});

afterAll(async () => {
  await auth?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createAuthService', () => {
  it('a token stops working once its user is deleted from users.json', async () => {
    current = original;
    const { token } = await auth.login({
      tenant: acme(),
      method: 'BasicAuth',
      credentials: { login: 'owner', password: 'navigator' },
      ip: '127.0.0.1',
    });
    expect((await auth.verify(token, 'acme')).user.username).toBe('owner');
    current = withAcmeUsers((users) => users.filter((u) => u.id !== '2'));
    await expect(auth.verify(token, 'acme')).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.unknownUser,
    });
  });

  it('the session follows edits to the user (programs, super flag)', async () => {
    current = original;
    const { token } = await auth.login({
      tenant: acme(),
      method: 'BasicAuth',
      credentials: { login: 'viewer', password: 'navigator' },
      ip: '127.0.0.1',
    });
    current = withAcmeUsers((users) =>
      users.map((u) =>
        u.id === '1'
          ? { ...u, value: { ...u.value, programs: ['retail'], userh: { id: 1, super: true } } }
          : u,
      ),
    );
    const { user } = await auth.verify(token, 'acme');
    expect(user.programs).toEqual(['retail']);
    expect(user.userh.super).toBe(true);
  });

  it('a user without a password cannot log in', async () => {
    current = withAcmeUsers((users) =>
      users.map((u) => (u.id === '3' ? { ...u, value: { ...u.value, password: undefined } } : u)),
    );
    await expect(
      auth.login({
        tenant: acme(),
        method: 'BasicAuth',
        credentials: { login: 'super', password: 'navigator' },
        ip: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ statusCode: 403, message: AUTH_MESSAGES.invalidCredentials });
  });

  it('the claims carry the tenant, the user id and a 12 h expiry by default', async () => {
    current = original;
    const { claims } = await auth.login({
      tenant: acme(),
      method: 'BasicAuth',
      credentials: { login: 'fixed@ACME-retail.example', password: 'navigator' },
      ip: '127.0.0.1',
    });
    expect(claims).toMatchObject({ tenant: 'acme', userId: 5 });
    const ttl = claims.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(12 * 3600 - 5);
    expect(ttl).toBeLessThanOrEqual(12 * 3600);
  });

  it('a logged-out token is refused at once, though it verified a moment before', async () => {
    current = original;
    const { token, claims } = await auth.login({
      tenant: acme(),
      method: 'BasicAuth',
      credentials: { login: 'owner', password: 'navigator' },
      ip: '127.0.0.1',
    });
    await auth.verify(token, 'acme');
    expect((await auth.verify(token, 'acme')).claims.sessionId).toBe(claims.sessionId);
    await auth.logout(claims);
    await expect(auth.verify(token, 'acme')).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.revokedToken,
    });
  });

  it('a verified token stays refused on another tenant', async () => {
    current = original;
    const { token } = await auth.signer.sign({ userId: 2, tenant: 'acme' });
    await auth.verify(token, 'acme');
    await expect(auth.verify(token, 'globex')).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.otherTenantToken,
    });
  });

  it('finds a user added to a new version of users.json', async () => {
    current = original;
    const { token } = await auth.signer.sign({ userId: 99, tenant: 'acme' });
    await expect(auth.verify(token, 'acme')).rejects.toMatchObject({
      statusCode: 401,
      message: AUTH_MESSAGES.unknownUser,
    });
    current = withAcmeUsers((users) => {
      const owner = users.find((u) => u.id === '2');
      if (!owner) throw new Error('owner missing');
      return [...users, { ...owner, value: { ...owner.value, user_id: 99, username: 'added' } }];
    });
    expect((await auth.verify(token, 'acme')).user.username).toBe('added');
  });
});
