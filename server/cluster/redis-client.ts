/**
 * The Redis clients of the cluster features (shared login limits, the config bus): fail fast
 * (no offline queue, 1 s to connect and per command, one retry) and keep reconnecting in the
 * background, as the session store's client does; callers fall back to this node's own state.
 */
import { Redis } from 'ioredis';

/** Most milliseconds to connect, and per command, before Redis counts as down. */
export const CLUSTER_REDIS_TIMEOUT_MS = 1000;

/** A fail-fast client, and `ready()`: resolves once the first connection attempt settled. */
export function clusterRedis(url: string): { redis: Redis; ready: () => Promise<void> } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: CLUSTER_REDIS_TIMEOUT_MS,
    commandTimeout: CLUSTER_REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => {
    // ioredis reconnects on its own; commands issued meanwhile fail at once and say why.
  });
  // Calls made while the first connection is still opening wait for it (at most the connect
  // timeout) instead of failing only because the process just started.
  const firstAttempt = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, CLUSTER_REDIS_TIMEOUT_MS);
    timer.unref();
    redis.once('ready', done);
    redis.once('error', done);
  });
  return {
    redis,
    ready: async () => {
      if (redis.status === 'connecting' || redis.status === 'wait') await firstAttempt;
    },
  };
}

/** Quits politely when connected, else just drops the socket. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
