/**
 * Revocations that survive Redis being down. Redis is where processes share logouts; this
 * process's own (local) store sits behind it:
 *
 * - logout writes the local store first, then Redis. When Redis is down the logout still
 *   holds on this process, and is copied to Redis once it is back. Only when neither can
 *   record it does logout fail, with 503 'Session store is not reachable'.
 * - a token check asks the local store, then Redis. When Redis does not answer (within 1 s)
 *   the local answer stands: tokens are still checked by signature, tenant, expiry and the
 *   current users file, and logouts recorded by this process still hold. What cannot be
 *   seen during the outage is a logout made on another process; it applies again as soon as
 *   Redis is back. The alternative, refusing every token, would turn a cache outage into a
 *   full outage.
 */
import { HttpError } from './http-error.ts';
import type { RedisRevocationStore, RevocationStore } from './revocation-store.ts';

/** The answer of a logout that could be recorded nowhere. */
export const SESSION_STORE_DOWN_MESSAGE = 'Session store is not reachable';

/** The part of a pino logger the fallback writes to. */
export interface StoreEventLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** `shared` (Redis) in front of `local`, as described above. */
export function createFallbackRevocationStore(
  shared: RedisRevocationStore,
  local: RevocationStore,
  log?: StoreEventLog,
): RevocationStore {
  /** Logouts recorded only locally while Redis was down: copied to Redis when it is back. */
  const pending = new Map<string, number>();
  let down = false;
  const failed = (error: unknown, during: string) => {
    if (down) return;
    down = true;
    log?.warn(
      { err: error, during },
      'Session store (Redis) unreachable: token checks use this process’s revocations until it is back',
    );
  };
  // Each time Redis becomes ready (at start too) it gets every revocation this process holds:
  // those recorded while it was down, and those a Redis without persistence lost in a restart.
  const flush = async () => {
    const all = new Map([...(local.entries?.() ?? []), ...pending]);
    for (const [sessionId, expiresAt] of all) {
      try {
        await shared.revoke(sessionId, expiresAt);
        pending.delete(sessionId);
      } catch (error) {
        failed(error, 'replay');
        return;
      }
    }
    if (down) log?.info({ replayed: true }, 'Session store (Redis) reachable again');
    down = false;
  };
  shared.onReady(() => void flush());

  return {
    kind: 'redis',
    async revoke(sessionId, expiresAt) {
      let recordedLocally = true;
      try {
        await local.revoke(sessionId, expiresAt);
      } catch (error) {
        recordedLocally = false;
        log?.warn({ err: error }, 'Local revocation store failed');
      }
      try {
        await shared.revoke(sessionId, expiresAt);
      } catch (error) {
        failed(error, 'logout');
        if (!recordedLocally) throw new HttpError(503, SESSION_STORE_DOWN_MESSAGE);
        pending.set(sessionId, expiresAt);
      }
    },
    async isRevoked(sessionId) {
      if (await local.isRevoked(sessionId).catch(() => false)) return true;
      try {
        return await shared.isRevoked(sessionId);
      } catch (error) {
        failed(error, 'token check');
        return false;
      }
    },
    reachable: () => shared.reachable?.() ?? Promise.resolve(true),
    async close() {
      await Promise.allSettled([shared.close(), local.close()]);
    },
  };
}
