import { Redis } from 'ioredis';
import { createFallbackRevocationStore, type RevocationLog } from './fallback-revocations.ts';

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
  /**
   * Whether the shared store answers now (`/api/health`); absent for stores that live in
   * this process and so are always there.
   */
  reachable?(): Promise<boolean>;
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

/** Most milliseconds a Redis call of the session store may take before it counts as down. */
export const REDIS_SESSION_TIMEOUT_MS = 1000;

/** The Redis revocation store, and a way to hear when Redis is back. */
export interface RedisRevocationStore extends RevocationStore {
  /** Calls `listener` each time the connection becomes ready (again). */
  onReady(listener: () => void): void;
}

/**
 * Shared by every server process on the same Redis: a key per revoked session that Redis
 * itself expires with the token, so a logout on one process holds on all of them.
 *
 * Fails fast: no offline queue, 1 s to connect and per command, one retry; ioredis keeps
 * reconnecting in the background. Callers decide what a failure means (see
 * fallback-revocations.ts).
 */
export function createRedisRevocationStore(url: string): RedisRevocationStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: REDIS_SESSION_TIMEOUT_MS,
    commandTimeout: REDIS_SESSION_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => {
    // ioredis reconnects on its own; commands issued meanwhile fail at once and say why.
  });
  // Calls made while the first connection is still opening wait for it (at most the connect
  // timeout) instead of failing only because the process just started.
  const firstAttempt = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_SESSION_TIMEOUT_MS);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  const ready = async () => {
    if (redis.status === 'connecting' || redis.status === 'wait') await firstAttempt;
  };
  return {
    kind: 'redis',
    async revoke(sessionId, expiresAt) {
      const ms = Math.ceil(expiresAt * 1000 - Date.now());
      if (ms <= 0) return;
      await ready();
      await redis.set(REDIS_REVOKED_PREFIX + sessionId, '1', 'PX', ms);
    },
    async isRevoked(sessionId) {
      await ready();
      return (await redis.exists(REDIS_REVOKED_PREFIX + sessionId)) === 1;
    },
    async reachable() {
      await ready();
      return redis.ping().then(
        () => true,
        () => false,
      );
    },
    onReady(listener) {
      redis.on('ready', listener);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/**
 * Redis when `REDIS_URL` is set (several processes then agree), with this process's own store
 * behind it for when Redis is down (fallback-revocations.ts); else in memory.
 */
export function createRevocationStore(
  env: NodeJS.ProcessEnv,
  log?: RevocationLog,
): RevocationStore {
  const url = env.REDIS_URL;
  if (!url) return createMemoryRevocationStore();
  return createFallbackRevocationStore(
    createRedisRevocationStore(url),
    createMemoryRevocationStore(),
    log,
  );
}
