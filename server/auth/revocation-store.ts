import { Redis } from 'ioredis';

/**
 * Session ids revoked by logout, each kept until its token would have expired anyway (after
 * that the signature check refuses the token on its own).
 */
export interface RevocationStore {
  /** Revokes a session until `expiresAt` (seconds since the epoch). */
  revoke(sessionId: string, expiresAt: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
  /** 'memory' or 'redis' (health output and tests). */
  readonly kind: 'memory' | 'redis';
}

/** One process: a map of session id → expiry, pruned as entries run out. */
export function createMemoryRevocationStore(): RevocationStore {
  const revoked = new Map<string, number>();
  const prune = () => {
    const now = Date.now() / 1000;
    for (const [id, expiresAt] of revoked) if (expiresAt <= now) revoked.delete(id);
  };
  const timer = setInterval(prune, 60_000);
  timer.unref();
  return {
    kind: 'memory',
    async revoke(sessionId, expiresAt) {
      if (expiresAt > Date.now() / 1000) revoked.set(sessionId, expiresAt);
    },
    async isRevoked(sessionId) {
      const expiresAt = revoked.get(sessionId);
      return expiresAt !== undefined && expiresAt > Date.now() / 1000;
    },
    async close() {
      clearInterval(timer);
      revoked.clear();
    },
  };
}

/** Key prefix of revoked sessions in Redis. */
export const REDIS_REVOKED_PREFIX = 'navigator:revoked:';

/**
 * Shared by every server process on the same Redis: a key per revoked session that Redis
 * itself expires with the token, so a logout on one process holds on all of them.
 */
export function createRedisRevocationStore(url: string): RevocationStore {
  // A few retries, then the request fails (500) instead of hanging while Redis is down:
  // accepting a possibly revoked token would be worse.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => {
    // ioredis reconnects on its own; commands issued meanwhile fail and say why.
  });
  return {
    kind: 'redis',
    async revoke(sessionId, expiresAt) {
      const ms = Math.ceil(expiresAt * 1000 - Date.now());
      if (ms > 0) await redis.set(REDIS_REVOKED_PREFIX + sessionId, '1', 'PX', ms);
    },
    async isRevoked(sessionId) {
      return (await redis.exists(REDIS_REVOKED_PREFIX + sessionId)) === 1;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when `REDIS_URL` is set (several processes then agree), else in memory. */
export function createRevocationStore(env: NodeJS.ProcessEnv): RevocationStore {
  const url = env.REDIS_URL;
  return url ? createRedisRevocationStore(url) : createMemoryRevocationStore();
}
