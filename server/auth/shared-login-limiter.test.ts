import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/server-process.ts';
import { redisAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { createRedisLoginLimits, type LoginLimits } from './shared-login-limiter.ts';

const runs = requireOrSkip('login limits shared through Redis', await redisAvailability());
const LIMITS = { maxPerUser: 3, maxPerIp: 5, windowSeconds: 60 };
const made: LoginLimits[] = [];
const node = (url = 'redis://127.0.0.1:6379') => {
  const limits = createRedisLoginLimits(url, LIMITS);
  made.push(limits);
  return limits;
};

afterAll(async () => {
  await Promise.all(made.map((limits) => limits.close()));
});

describe.skipIf(!runs)('login limits shared by nodes through Redis', () => {
  // A tenant of its own per run, so counters of an earlier run never count.
  const tenant = `t-${randomUUID()}`;

  it('failures spread over two nodes add up for the account', async () => {
    const [a, b] = [node(), node()];
    const key = { tenant, account: 'Viewer', ip: '198.51.100.1' };
    await a.recordFailure(key);
    await b.recordFailure({ ...key, ip: '198.51.100.2' });
    expect(await a.retryAfter(key)).toBe(0);
    await a.recordFailure({ ...key, account: 'viewer' });
    const wait = await b.retryAfter({ ...key, ip: '203.0.113.9' });
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    await b.recordSuccess(key);
    expect(await a.retryAfter(key)).toBe(0);
  });

  it('failures of one address over many accounts add up per tenant', async () => {
    const [a, b] = [node(), node()];
    const ip = '192.0.2.50';
    for (let i = 0; i < LIMITS.maxPerIp; i++) {
      await (i % 2 ? a : b).recordFailure({ tenant, account: `user${i}`, ip });
    }
    expect(await a.retryAfter({ tenant, account: 'fresh', ip })).toBeGreaterThan(0);
    expect(await b.retryAfter({ tenant: `${tenant}-other`, account: 'fresh', ip })).toBe(0);
  });

  it('without Redis each node still counts its own failures', async () => {
    const down = node(`redis://127.0.0.1:${await freePort()}`);
    const key = { tenant, account: 'owner', ip: '198.51.100.7' };
    for (let i = 0; i < LIMITS.maxPerUser; i++) await down.recordFailure(key);
    expect(await down.retryAfter(key)).toBeGreaterThan(0);
  });
});
