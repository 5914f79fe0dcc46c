/**
 * The login limiter every node shares when Redis is configured: the failures of an account
 * (tenant + user) and of an address (tenant + IP) are counted in Redis sorted sets (one member
 * per failure, scored by its time), so ten wrong passwords spread over three nodes behind a
 * balancer count as ten, not three times three.
 *
 * This node's own limiter (login-rate-limiter.ts) counts every failure as well; when Redis
 * does not answer, its answer is used (per node, as without Redis) and logins keep working.
 */
import type { StoreEventLog } from './fallback-revocations.ts';
import {
  createLoginRateLimiter,
  type LoginAttemptKey,
  type RateLimitOptions,
} from './login-rate-limiter.ts';
import { closeRedis, clusterRedis } from '../cluster/redis-client.ts';

/** Key prefix of the failure counters in Redis. */
export const REDIS_LOGIN_PREFIX = 'navigator:login-failures:';

/** The login limiter as the auth service uses it: possibly shared, so asynchronous. */
export interface LoginLimits {
  /** Seconds to wait before trying again, or 0 when a login may be attempted now. */
  retryAfter(key: LoginAttemptKey): Promise<number>;
  recordFailure(key: LoginAttemptKey): Promise<void>;
  /** A successful login clears the account's failures (not the address's). */
  recordSuccess(key: LoginAttemptKey): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

/** Counter keys of one attempt: the account's and the address's, both within the tenant. */
export function limiterKeys(key: LoginAttemptKey): { account: string; ip: string } {
  return {
    account: `${REDIS_LOGIN_PREFIX}user:${key.tenant}:${key.account.toLowerCase()}`,
    ip: `${REDIS_LOGIN_PREFIX}ip:${key.tenant}:${key.ip}`,
  };
}

/**
 * Seconds until KEYS[1] holds fewer than ARGV[3] failures within the window (ARGV[2] ms)
 * ending at ARGV[1] (ms), or 0; drops the failures that left the window on the way.
 */
const WAIT_SCRIPT = `
local now = tonumber(ARGV[1]); local window = tonumber(ARGV[2]); local max = tonumber(ARGV[3])
redis.call('zremrangebyscore', KEYS[1], '-inf', now - window)
local count = redis.call('zcard', KEYS[1])
if count < max then return 0 end
local oldest = redis.call('zrange', KEYS[1], count - max, count - max, 'WITHSCORES')
local wait = math.ceil((tonumber(oldest[2]) + window - now) / 1000)
if wait < 1 then return 1 end
return wait`;

/** The in-process limiter behind the {@link LoginLimits} interface. */
function localLimits(options: RateLimitOptions): LoginLimits {
  const local = createLoginRateLimiter(options);
  return {
    kind: 'memory',
    retryAfter: async (key) => local.retryAfter(key),
    recordFailure: async (key) => local.recordFailure(key),
    recordSuccess: async (key) => local.recordSuccess(key),
    close: async () => local.close(),
  };
}

/** Redis at `url`, with this node's counters behind it for when Redis is down. */
export function createRedisLoginLimits(
  url: string,
  options: RateLimitOptions,
  log?: StoreEventLog,
): LoginLimits {
  const local = localLimits(options);
  const windowMs = options.windowSeconds * 1000;
  const { redis, ready } = clusterRedis(url);
  let degraded = false;
  redis.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log?.info({}, 'login limits shared through Redis again');
  });
  /** Runs a Redis call; on failure says so once and answers with `fallback()`. */
  const shared = async <T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    await ready();
    try {
      return await call();
    } catch (error) {
      if (!degraded) {
        degraded = true;
        log?.warn(
          { err: error },
          'Redis unavailable: login limits are counted per node until it is back',
        );
      }
      return fallback();
    }
  };
  const wait = (key: string, max: number, now: number) =>
    redis.eval(WAIT_SCRIPT, 1, key, now, windowMs, max).then(Number);

  return {
    kind: 'redis',
    async retryAfter(key) {
      const keys = limiterKeys(key);
      const now = Date.now();
      return shared(
        async () =>
          Math.max(
            ...(await Promise.all([
              wait(keys.account, options.maxPerUser, now),
              wait(keys.ip, options.maxPerIp, now),
            ])),
          ),
        () => local.retryAfter(key),
      );
    },
    async recordFailure(key) {
      await local.recordFailure(key);
      const keys = limiterKeys(key);
      const now = Date.now();
      // A unique member per failure: two at the same millisecond both count.
      const member = `${now}:${Math.random().toString(36).slice(2)}`;
      await shared(
        () =>
          redis
            .multi()
            .zadd(keys.account, now, member)
            .pexpire(keys.account, windowMs)
            .zadd(keys.ip, now, member)
            .pexpire(keys.ip, windowMs)
            .exec()
            .then(() => undefined),
        async () => undefined,
      );
    },
    async recordSuccess(key) {
      await local.recordSuccess(key);
      await shared(
        () => redis.del(limiterKeys(key).account).then(() => undefined),
        async () => undefined,
      );
    },
    async close() {
      await local.close();
      await closeRedis(redis);
    },
  };
}

/** Shared through Redis when `REDIS_URL` is set, else this node's own counters. */
export function createLoginLimits(
  env: NodeJS.ProcessEnv,
  options: RateLimitOptions,
  log?: StoreEventLog,
): LoginLimits {
  const url = env.REDIS_URL;
  return url ? createRedisLoginLimits(url, options, log) : localLimits(options);
}
