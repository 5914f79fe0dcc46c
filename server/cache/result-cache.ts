/**
 * The result cache of saved-query runs (issue 4 item 7): answers from the cache when it can,
 * runs each cold query once however many identical requests arrive together (in this process,
 * and with Redis across processes), and re-runs entries that are about to expire in the
 * background so readers keep getting fast answers.
 */
import { randomUUID } from 'node:crypto';
import {
  consoleCacheLog,
  elapsedMs,
  entryOfRows,
  resultOfEntry,
  type CacheEntry,
  type CacheLog,
  type CachedQueryResult,
  type CacheStore,
  type SharedLock,
} from './cache-entry.ts';
import { waitForHolder, whileLocked } from './lock-wait.ts';
import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { ResultRows } from './rows-json.ts';

/** What a query run returns. */
export interface QueryRun {
  rows: ResultRows;
  columns: string[];
  /** More rows than the datasource's row_limit: kept with the entry. */
  truncated?: boolean;
}

export interface ResultCacheOptions {
  /** Redis URL (REDIS_URL): results are shared by every process using it. In-process if absent. */
  redisUrl?: string;
  log?: CacheLog;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  namespace?: string;
  /** Bound of the in-process store (default 256 MB). */
  maxMemoryBytes?: number;
  /** Life of the cross-process lock; its holder extends it while the query runs (default 5 s). */
  lockTtlMs?: number;
  /** How long a process waits for another one's run before running itself (default 60 s). */
  lockWaitMs?: number;
  /** First interval between looks at another process's run; it grows to 100 ms (default 10 ms). */
  pollMs?: number;
  /**
   * Told how each `getOrRun` ended (the metrics): `hit` when the answer came from the cache or
   * from a run another caller made, `miss` when this call ran the query, `refresh` on refresh=1.
   */
  onLookup?: (result: 'hit' | 'miss' | 'refresh') => void;
}

export interface GetOrRunOptions {
  /** `refresh=1`: skip the cached copy, run now, and store the fresh result. */
  refresh?: boolean;
  /**
   * The saved query's `cache_refresh` (300/600/900 s, or null): a hit within this many seconds
   * of its expiry is answered from the cache and re-run once in the background. When it is not
   * shorter than the TTL it is taken as half the TTL, so a fresh entry is not re-run at once.
   */
  refreshAheadSeconds?: number | null;
}

/** The cache every saved-query run goes through. */
export interface ResultCache {
  readonly kind: 'memory' | 'redis';
  /**
   * The cached result of `key`, or the result of `run` (stored for `ttlSeconds`; a TTL of 0 or
   * less stores nothing but still runs identical concurrent calls once). Errors of `run` reach
   * the callers and are never cached; a cache that is down never fails the call.
   */
  getOrRun(
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
    options?: GetOrRunOptions,
  ): Promise<CachedQueryResult>;
  /** Settles once no background refresh is running. */
  idle(): Promise<void>;
  /** Whether the store answers now (always true in process; a Redis PING otherwise). */
  reachable(): Promise<boolean>;
  /** Waits for background refreshes, then closes the store. */
  close(): Promise<void>;
}

/** How a flight ended: the entry, plus the rows when this process ran the query. */
interface Outcome {
  entry: CacheEntry;
  rows?: ResultRows;
}

export const DEFAULT_CACHE_NAMESPACE = 'navigator';

/** Creates the cache: Redis when `redisUrl` is given, else an in-process LRU. */
export function createResultCache(options: ResultCacheOptions = {}): ResultCache {
  const log = options.log ?? consoleCacheLog;
  const store: CacheStore = options.redisUrl
    ? createRedisStore({
        url: options.redisUrl,
        namespace: options.namespace ?? DEFAULT_CACHE_NAMESPACE,
        log,
      })
    : createMemoryStore({ maxBytes: options.maxMemoryBytes });
  return new ResultCacheImpl(
    store,
    log,
    {
      lockTtlMs: options.lockTtlMs ?? 5000,
      lockWaitMs: options.lockWaitMs ?? 60_000,
      pollMs: options.pollMs ?? 10,
    },
    options.onLookup,
  );
}

interface Timing {
  lockTtlMs: number;
  lockWaitMs: number;
  pollMs: number;
}

class ResultCacheImpl implements ResultCache {
  /** Runs (or waits for another process's run) of cold and refreshed keys. */
  private readonly inflight = new Map<string, Promise<Outcome>>();
  /** Background refreshes, one per key. */
  private readonly refreshing = new Map<string, Promise<void>>();

  constructor(
    private readonly store: CacheStore,
    private readonly log: CacheLog,
    private readonly timing: Timing,
    private readonly onLookup: ResultCacheOptions['onLookup'] = undefined,
  ) {}

  get kind() {
    return this.store.kind;
  }

  async getOrRun(
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
    options: GetOrRunOptions = {},
  ): Promise<CachedQueryResult> {
    const result = await this.lookup(key, ttlSeconds, run, options);
    this.onLookup?.(options.refresh ? 'refresh' : result.cached ? 'hit' : 'miss');
    return result;
  }

  private async lookup(
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
    options: GetOrRunOptions,
  ): Promise<CachedQueryResult> {
    const started = performance.now();
    if (!options.refresh) {
      const entry = await this.store.get(key);
      if (entry) {
        this.refreshAhead(key, entry, ttlSeconds, run, options.refreshAheadSeconds);
        return resultOfEntry(entry, true, elapsedMs(started));
      }
    }
    const joined = this.inflight.get(key);
    if (joined) {
      // Someone in this process is already running it: share the result, not the rows.
      return resultOfEntry((await joined).entry, true, elapsedMs(started));
    }
    const flight = this.fly(key, ttlSeconds, run, options.refresh === true);
    const outcome = await flight;
    return resultOfEntry(
      outcome.entry,
      outcome.rows === undefined,
      elapsedMs(started),
      outcome.rows,
    );
  }

  reachable(): Promise<boolean> {
    return this.store.reachable?.() ?? Promise.resolve(true);
  }

  async idle(): Promise<void> {
    while (this.refreshing.size > 0) await Promise.allSettled([...this.refreshing.values()]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.store.close();
  }

  /** Starts the one run of `key` in this process; concurrent callers join it. */
  private fly(
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
    refresh: boolean,
  ): Promise<Outcome> {
    const flight = (async () => {
      const { lock } = this.store;
      if (refresh) return this.runAndStore(key, ttlSeconds, run);
      if (lock && ttlSeconds > 0) return this.runOnceAcrossProcesses(lock, key, ttlSeconds, run);
      // A caller that missed just before an earlier flight stored its result finds it here.
      const entry = await this.store.get(key);
      return entry ? { entry } : this.runAndStore(key, ttlSeconds, run);
    })();
    const settled = flight.finally(() => {
      if (this.inflight.get(key) === settled) this.inflight.delete(key);
    });
    this.inflight.set(key, settled);
    return settled;
  }

  private async runAndStore(
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
  ): Promise<Outcome> {
    const { rows, columns, truncated } = await run();
    const entry = entryOfRows(rows, columns, ttlSeconds, truncated);
    if (ttlSeconds > 0) await this.store.set(key, entry);
    return { entry, rows };
  }

  /**
   * Takes the key's lock and runs the query, or waits for the process holding it to store its
   * result. When the holder fails or dies (the lock is gone, or expires because nobody extends
   * it) the next waiter takes the lock; after `lockWaitMs` a waiter runs the query itself.
   */
  private async runOnceAcrossProcesses(
    lock: SharedLock,
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
  ): Promise<Outcome> {
    const deadline = Date.now() + this.timing.lockWaitMs;
    for (;;) {
      const token = randomUUID();
      const state = await lock.acquire(key, token, this.timing.lockTtlMs);
      if (state === 'unavailable') return this.runAndStore(key, ttlSeconds, run);
      if (state === 'acquired') {
        try {
          const entry = await this.store.get(key);
          if (entry) return { entry };
          return await whileLocked(lock, key, token, this.timing.lockTtlMs, () =>
            this.runAndStore(key, ttlSeconds, run),
          );
        } finally {
          await lock.release(key, token);
        }
      }
      const entry = await waitForHolder(this.store, lock, key, deadline, this.timing.pollMs);
      if (entry) return { entry };
      if (Date.now() >= deadline) {
        this.log.warn({ key }, 'Waited too long for another process to run this query; running it');
        return this.runAndStore(key, ttlSeconds, run);
      }
    }
  }

  /** Re-runs `key` in the background once when `entry` is within the refresh window. */
  private refreshAhead(
    key: string,
    entry: CacheEntry,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
    refreshAheadSeconds: number | null | undefined,
  ): void {
    if (!refreshAheadSeconds || refreshAheadSeconds <= 0 || ttlSeconds <= 0) return;
    const windowMs = Math.min(refreshAheadSeconds, ttlSeconds / 2) * 1000;
    if (entry.expiresAt - Date.now() > windowMs) return;
    if (this.refreshing.has(key) || this.inflight.has(key)) return;
    const refresh = this.refreshInBackground(key, ttlSeconds, run, windowMs)
      .catch((error: unknown) => {
        this.log.warn({ err: error, key }, 'Background refresh failed; the cached result stays');
      })
      .finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, refresh);
  }

  private async refreshInBackground(
    key: string,
    ttlSeconds: number,
    run: () => Promise<QueryRun>,
    windowMs: number,
  ): Promise<void> {
    const { lock } = this.store;
    if (!lock) {
      await this.runAndStore(key, ttlSeconds, run);
      return;
    }
    // Across processes: only the lock holder refreshes, and only if nobody refreshed meanwhile.
    const token = randomUUID();
    if ((await lock.acquire(key, token, this.timing.lockTtlMs)) !== 'acquired') return;
    try {
      const current = await this.store.get(key);
      if (current && current.expiresAt - Date.now() > windowMs) return;
      await whileLocked(lock, key, token, this.timing.lockTtlMs, () =>
        this.runAndStore(key, ttlSeconds, run),
      );
    } finally {
      await lock.release(key, token);
    }
  }
}
