/**
 * Logout survives a restart: the real `navigator start` process, stopped and started again on
 * the same data directory, still refuses a logged-out token — with the embedded store, and
 * with a Redis that keeps nothing on disk and is restarted too.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../server/auth/auth-messages.ts';
import { REDIS_REVOKED_PREFIX } from '../../server/auth/revocation-store.ts';
import { requireOrSkip, type Availability } from '../support/environment.ts';
import { request } from '../support/http.ts';
import {
  loginAt,
  privateConfigDir,
  privateDataDir,
  removeTempDirs,
  startOwnRedis,
} from '../support/process-fixtures.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';
import { spawnSync } from 'node:child_process';

const check = (server: RunningServer, token: string) =>
  request(server.port, { path: '/api/v1/check_session/', tenant: 'acme', token });
const logout = (server: RunningServer, token: string) =>
  request(server.port, { path: '/api/v1/logout', tenant: 'acme', token });

/** The session id (jti) inside a token, as the server keys its revocations. */
function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (payload as { jti: string }).jti;
}

function redisServerAvailability(): Availability {
  const found = spawnSync('redis-server', ['--version']).status === 0;
  return found
    ? { ok: true, reason: '' }
    : { ok: false, reason: 'redis-server is not installed; fix: apt-get install -y redis-server' };
}

const running: RunningServer[] = [];
async function start(dataDir: string, configDir: string, env: Record<string, string> = {}) {
  const server = await startNavigator({ dataDir, configDir, env });
  running.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await removeTempDirs();
});

describe('logout, then restart', () => {
  it('the embedded store still refuses the token after a restart', async () => {
    const [dataDir, configDir] = await Promise.all([privateDataDir(), privateConfigDir()]);
    const first = await start(dataDir, configDir);
    const kept = await loginAt(first.port, 'acme', 'viewer');
    const token = await loginAt(first.port, 'acme', 'owner');
    expect((await check(first, token)).status).toBe(200);
    expect((await logout(first, token)).status).toBe(200);
    expect((await check(first, token)).status).toBe(401);
    await first.stop();

    const second = await start(dataDir, configDir);
    const refused = await check(second, token);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: AUTH_MESSAGES.revokedToken });
    // Only the logged-out session: the other one signed by the same kept secret still works.
    expect((await check(second, kept)).status).toBe(200);
  });

  const runs = requireOrSkip(
    'logout through a Redis without persistence',
    redisServerAvailability(),
  );
  it.skipIf(!runs)(
    'Redis without persistence: restarting Redis and Navigator keeps it',
    async () => {
      const [dataDir, configDir, redis] = await Promise.all([
        privateDataDir(),
        privateConfigDir(),
        startOwnRedis(),
      ]);
      const env = { REDIS_URL: redis.url };
      const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        const first = await start(dataDir, configDir, env);
        const token = await loginAt(first.port, 'acme', 'owner');
        expect((await logout(first, token)).status).toBe(200);
        const key = REDIS_REVOKED_PREFIX + sessionIdOf(token);
        await client.connect();
        expect(await client.exists(key)).toBe(1);

        // Redis loses everything (killed, nothing on disk); the running Navigator still refuses
        // the token from its own copy.
        client.disconnect();
        await redis.restart();
        expect((await check(first, token)).status).toBe(401);

        // Both restarted: the new process refuses it and puts it back into Redis for the others.
        await first.stop();
        client.disconnect();
        await redis.restart();
        const second = await start(dataDir, configDir, env);
        const refused = await check(second, token);
        expect(refused.status).toBe(401);
        expect(refused.json).toEqual({ message: AUTH_MESSAGES.revokedToken });
        await client.connect();
        expect(await client.exists(key)).toBe(1);
      } finally {
        client.disconnect();
        await redis.kill();
      }
    },
  );
});
