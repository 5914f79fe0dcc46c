import { Redis } from 'ioredis';
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
    async close() {
      local.close();
    },
  };
}

/** Key prefix of revoked sessions in Redis. */
export const REDIS_REVOKED_PREFIX = 'navigator:revoked:';

/**
 * Shared by every server process on the same Redis: a key per revoked session that Redis
 * itself expires with the token, so a logout on one process holds on all of them. Each
 * revocation is also appended to the data directory's log and kept in this process's memory:
 * a Redis restarted without persistence forgets its keys, but this process still refuses the
 * tokens it knows, and on start every process puts the log's entries back into Redis.
 */
export async function createRedisRevocationStore(
  url: string,
  dataDir?: string,
): Promise<RevocationStore> {
  // A few retries, then the request fails (500) instead of hanging while Redis is down:
  // accepting a possibly revoked token would be worse.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => {
    // ioredis reconnects on its own; commands issued meanwhile fail and say why.
  });
  const log = dataDir === undefined ? undefined : createRevocationLog(dataDir);
  const local = new LocalRevocations((await log?.load()) ?? new Map(), log);
  const put = (sessionId: string, expiresAt: number) => {
    const ms = Math.ceil(expiresAt * 1000 - Date.now());
    return ms > 0 ? redis.set(REDIS_REVOKED_PREFIX + sessionId, '1', 'PX', ms) : undefined;
  };
  // Re-seed a Redis that lost its keys (restarted without persistence). Best effort: while
  // Redis is unreachable, this process's own copy still refuses the tokens.
  const reseed = async () => {
    const pipeline = redis.pipeline();
    for (const [id, expiresAt] of local.entries()) {
      const ms = Math.ceil(expiresAt * 1000 - Date.now());
      if (ms > 0) pipeline.set(REDIS_REVOKED_PREFIX + id, '1', 'PX', ms);
    }
    if (pipeline.length > 0) await pipeline.exec();
  };
  // Bounded, so a Redis that is down does not hold up the start; 'ready' seeds it later.
  let bound: NodeJS.Timeout | undefined;
  await Promise.race([
    reseed().catch(() => undefined),
    new Promise((resolve) => (bound = setTimeout(resolve, 1000))),
  ]);
  clearTimeout(bound);
  // Redis restarted while this process runs: give it back what this process knows.
  redis.on('ready', () => void reseed().catch(() => undefined));
  return {
    kind: 'redis',
    async revoke(sessionId, expiresAt) {
      if (expiresAt <= Date.now() / 1000) return;
      await log?.append(sessionId, expiresAt);
      local.set(sessionId, expiresAt);
      await put(sessionId, expiresAt);
    },
    async isRevoked(sessionId) {
      if (local.has(sessionId)) return true;
      return (await redis.exists(REDIS_REVOKED_PREFIX + sessionId)) === 1;
    },
    async close() {
      local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Redis when `REDIS_URL` is set (several processes then agree), else in memory; either way
 * backed by the log in `dataDir`.
 */
export function createRevocationStore(
  env: NodeJS.ProcessEnv,
  dataDir?: string,
): Promise<RevocationStore> {
  const url = env.REDIS_URL;
  return url ? createRedisRevocationStore(url, dataDir) : createMemoryRevocationStore(dataDir);
}
