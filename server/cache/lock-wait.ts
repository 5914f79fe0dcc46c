/**
 * The two sides of the cross-process lock of a cold query: the holder keeps extending it while
 * its query runs, and the others poll for the holder's result or for the lock to go away.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { CacheEntry, CacheStore, SharedLock } from './cache-entry.ts';

/** Longest pause between two looks at another process's run. */
const MAX_POLL_MS = 100;

/**
 * Polls, from every `pollMs` growing to 100 ms, until the holder's result is stored (returned)
 * or its lock is gone (undefined: it failed or died), or `deadline` (epoch ms) passes.
 */
export async function waitForHolder(
  store: CacheStore,
  lock: SharedLock,
  key: string,
  deadline: number,
  pollMs: number,
): Promise<CacheEntry | undefined> {
  let delay = pollMs;
  while (Date.now() < deadline) {
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 1.5, MAX_POLL_MS);
    const [entry, held] = await Promise.all([store.get(key), lock.held(key)]);
    if (entry) return entry;
    if (!held) return undefined;
  }
  return undefined;
}

/**
 * Runs `work` while extending the lock every third of its life, so a slow query keeps it and
 * the lock of a process that died expires within `ttlMs`.
 */
export async function whileLocked<T>(
  lock: SharedLock,
  key: string,
  token: string,
  ttlMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => void lock.extend(key, token, ttlMs), ttlMs / 3);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
