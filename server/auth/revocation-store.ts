import { Redis } from 'ioredis';
import { createFallbackRevocationStore, type StoreEventLog } from './fallback-revocations.ts';
import { createRevocationLog, type RevocationLog } from './revocation-log.ts';

/**
 * Session ids revoked by logout, each kept until its token would have expired anyway (after
 * that the signature check refuses the token on its own). Every revocation is also written
 * to the data directory's log (revocation-log.ts) before the logout answers, so it survives a
 * restart of Navigator, and of a Redis that keeps nothing on disk.
 */
export interface RevocationStore {
  /** Revokes a session until `expiresAt` (seconds since the epoch). */
  revoke(sessionId: string, expiresAt: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
  /** 'memory' (this process, backed by the data directory) or 'redis' (health output and tests). */
  readonly kind: 'memory' | 'redis';
  /**
   * Whether the shared store answers now (`/api/health`); absent for stores that live in
   * this process and so are always there.
   */
  reachable?(): Promise<boolean>;
  /** The revocations this process holds (session id, expiry), to copy into a shared store. */
  entries?(): Iterable<[string, number]>;
}

/** Session id → expiry (seconds) of this process, pruned as entries run out. */
class LocalRevocations {
  private readonly revoked: Map<string, number>;
  private readonly timer: NodeJS.Timeout;

  constructor(initial: Map<string, number>, log: RevocationLog | undefined) {
    this.revoked = initial;
    this.timer = setInterval(() => {
      const now = Date.now() / 1000;
      for (const [id, expiresAt] of this.revoked) if (expiresAt <= now) this.revoked.delete(id);
      // Hour files of expired tokens go too; a failure only delays that to the next round.
      void log?.prune().catch(() => undefined);
    }, 60_000);
    this.timer.unref();
  }

  set(sessionId: string, expiresAt: number): void {
    this.revoked.set(sessionId, Math.max(expiresAt, this.revoked.get(sessionId) ?? 0));
  }

  has(sessionId: string): boolean {
    const expiresAt = this.revoked.get(sessionId);
    return expiresAt !== undefined && expiresAt > Date.now() / 1000;
  }

  entries(): IterableIterator<[string, number]> {
    return this.revoked.entries();
  }

  close(): void {
    clearInterval(this.timer);
    this.revoked.clear();
  }
}

/**
 * One process: revocations in memory, loaded at start from the data directory's log (when a
 * `dataDir` is given) and appended to it, fsynced, on every logout. Without `dataDir` they
 * live only as long as the process (unit tests).
 */
export async function createMemoryRevocationStore(dataDir?: string): Promise<RevocationStore> {
  const log = dataDir === undefined ? undefined : createRevocationLog(dataDir);
  const local = new LocalRevocations((await log?.load()) ?? new Map(), log);
  return {
    kind: 'memory',
    async revoke(sessionId, expiresAt) {
      if (expiresAt <= Date.now() / 1000) return;
      await log?.append(sessionId, expiresAt);
      local.set(sessionId, expiresAt);
    },
    async isRevoked(sessionId) {
      return local.has(sessionId);
    },
    entries: () => [...local.entries()],
    async close() {
      local.close();
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
 * behind it for when Redis is down or has forgotten its keys (fallback-revocations.ts); else
 * this process's store alone. Either way that store is backed by the log in `dataDir`, so a
 * logout survives a restart.
 */
export async function createRevocationStore(
  env: NodeJS.ProcessEnv,
  dataDir?: string,
  log?: StoreEventLog,
): Promise<RevocationStore> {
  const local = await createMemoryRevocationStore(dataDir);
  const url = env.REDIS_URL;
  if (!url) return local;
  return createFallbackRevocationStore(createRedisRevocationStore(url), local, log);
}
