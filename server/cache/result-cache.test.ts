import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { redisAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import type { CacheLog } from './cache-entry.ts';
import { lockKeyOf, resultKeyOf } from './redis-store.ts';
import { createResultCache, type QueryRun, type ResultCache } from './result-cache.ts';
import { rowsJson } from './rows-json.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisReady = requireOrSkip('Redis result cache', await redisAvailability());
/** Every key of this run lives under its own namespace, deleted at the end. */
const NAMESPACE = `navigator-test-${randomUUID()}`;

/** A query whose answer changes on every run, so a test can tell a re-run from a hit. */
function countingQuery(options: { delayMs?: number; fail?: () => boolean } = {}) {
  const query = {
    runs: 0,
    run: async (): Promise<QueryRun> => {
      query.runs += 1;
      const run = query.runs;
      if (options.delayMs) await sleep(options.delayMs);
      if (options.fail?.()) throw new Error(`query failed on run ${run}`);
      return {
        rows: [
          { run, region: 'North', revenue: 12.5 },
          { run, region: 'Süd', revenue: 7 },
        ],
        columns: ['run', 'region', 'revenue'],
      };
    },
  };
  return query;
}

/** Logs kept in memory, so a test can assert what the cache reported. */
function capturingLog() {
  const lines: { level: string; message: string }[] = [];
  const log: CacheLog = {
    warn: (_details, message) => lines.push({ level: 'warn', message }),
    info: (_details, message) => lines.push({ level: 'info', message }),
  };
  return { log, lines };
}

let keyCounter = 0;
const freshKey = () => `acme:test_slug:demo:${(keyCounter += 1)}`;

interface Variant {
  name: string;
  available: boolean;
  make: () => ResultCache;
}

const variants: Variant[] = [
  { name: 'memory', available: true, make: () => createResultCache({ log: capturingLog().log }) },
  {
    name: 'redis',
    available: redisReady,
    make: () =>
      createResultCache({ redisUrl: REDIS_URL, namespace: NAMESPACE, log: capturingLog().log }),
  },
];

const opened: ResultCache[] = [];
function open(variant: Variant): ResultCache {
  const cache = variant.make();
  opened.push(cache);
  return cache;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

afterAll(async () => {
  if (!redisReady) return;
  const client = new Redis(REDIS_URL);
  const keys = await client.keys(`${NAMESPACE}:*`);
  if (keys.length > 0) await client.del(...keys);
  await client.quit();
});

for (const variant of variants) {
  describe.skipIf(!variant.available)(`result cache (${variant.name})`, () => {
    it('runs on a miss and answers the same JSON from the cache on a hit', async () => {
      const cache = open(variant);
      const query = countingQuery();
      const key = freshKey();
      const first = await cache.getOrRun(key, 60, query.run);
      const second = await cache.getOrRun(key, 60, query.run);
      expect(query.runs).toBe(1);
      expect([first.cached, second.cached]).toEqual([false, true]);
      expect(second.json).toBe(first.json);
      expect(second.body.toString('utf8')).toBe(first.json);
      expect(second.columns).toEqual(['run', 'region', 'revenue']);
      expect(second.rows).toEqual(first.rows);
      expect(second.ms).toBeGreaterThanOrEqual(0);
    });

    it('keeps "cut at the row limit" with the entry: a hit says so as the run did', async () => {
      const cache = open(variant);
      const key = freshKey();
      const run = async () => ({ rows: [{ n: 1 }], columns: ['n'], truncated: true });
      const first = await cache.getOrRun(key, 60, run);
      const second = await cache.getOrRun(key, 60, run);
      expect([first.cached, second.cached]).toEqual([false, true]);
      expect([first.truncated, second.truncated]).toEqual([true, true]);
      const whole = await cache.getOrRun(freshKey(), 60, async () => ({ rows: [], columns: [] }));
      expect(whole.truncated).toBe(false);
    });

    it('runs again once the TTL has passed', async () => {
      const cache = open(variant);
      const query = countingQuery();
      const key = freshKey();
      await cache.getOrRun(key, 0.3, query.run);
      expect((await cache.getOrRun(key, 0.3, query.run)).cached).toBe(true);
      await sleep(450);
      const after = await cache.getOrRun(key, 0.3, query.run);
      expect(after.cached).toBe(false);
      expect(after.rows[0]?.run).toBe(2);
    });

    it('stores nothing when the TTL is 0', async () => {
      const cache = open(variant);
      const query = countingQuery();
      const key = freshKey();
      await cache.getOrRun(key, 0, query.run);
      await cache.getOrRun(key, 0, query.run);
      expect(query.runs).toBe(2);
    });

    it('refresh bypasses the cached copy and stores the fresh result', async () => {
      const cache = open(variant);
      const query = countingQuery();
      const key = freshKey();
      await cache.getOrRun(key, 60, query.run);
      const refreshed = await cache.getOrRun(key, 60, query.run, { refresh: true });
      expect(refreshed.cached).toBe(false);
      expect(refreshed.rows[0]?.run).toBe(2);
      const next = await cache.getOrRun(key, 60, query.run);
      expect(next.cached).toBe(true);
      expect(next.rows[0]?.run).toBe(2);
      expect(query.runs).toBe(2);
    });

    it('re-runs an entry near expiry once in the background and answers from the cache', async () => {
      const cache = open(variant);
      const query = countingQuery({ delayMs: 50 });
      const key = freshKey();
      const options = { refreshAheadSeconds: 0.8 };
      await cache.getOrRun(key, 2, query.run, options);
      await cache.getOrRun(key, 2, query.run, options);
      await cache.idle();
      expect(query.runs).toBe(1); // far from expiry: nothing re-runs
      await sleep(1400);
      const hits = await Promise.all(
        Array.from({ length: 10 }, () => cache.getOrRun(key, 2, query.run, options)),
      );
      expect(hits.every((hit) => hit.cached && hit.rows[0]?.run === 1)).toBe(true);
      await cache.idle();
      expect(query.runs).toBe(2);
      const after = await cache.getOrRun(key, 2, query.run, options);
      expect(after.cached).toBe(true);
      expect(after.rows[0]?.run).toBe(2);
      await cache.idle();
      expect(query.runs).toBe(2);
    });

    it('runs 50 identical concurrent cold calls once', async () => {
      const cache = open(variant);
      const query = countingQuery({ delayMs: 100 });
      const key = freshKey();
      const results = await Promise.all(
        Array.from({ length: 50 }, () => cache.getOrRun(key, 60, query.run)),
      );
      expect(query.runs).toBe(1);
      expect(results.filter((result) => !result.cached)).toHaveLength(1);
      expect(new Set(results.map((result) => result.json)).size).toBe(1);
    });

    it('never caches errors: every waiter sees the error and the next call runs again', async () => {
      const cache = open(variant);
      let failing = true;
      const query = countingQuery({ delayMs: 30, fail: () => failing });
      const key = freshKey();
      const attempts = await Promise.allSettled(
        Array.from({ length: 5 }, () => cache.getOrRun(key, 60, query.run)),
      );
      expect(attempts.map((attempt) => attempt.status)).toEqual(Array(5).fill('rejected'));
      expect(query.runs).toBe(1);
      failing = false;
      const next = await cache.getOrRun(key, 60, query.run);
      expect(next.cached).toBe(false);
      expect(query.runs).toBe(2);
    });

    it('serializes rows once when storing and never parses them for hits that send JSON', async () => {
      const cache = open(variant);
      const stringify = vi.spyOn(rowsJson, 'stringify');
      const parse = vi.spyOn(rowsJson, 'parse');
      const query = countingQuery();
      const key = freshKey();
      const miss = await cache.getOrRun(key, 60, query.run);
      expect(miss.rows[0]?.run).toBe(1); // the run's own rows: no parse
      const bodies: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const hit = await cache.getOrRun(key, 60, query.run);
        bodies.push(hit.json, hit.body.toString('utf8'));
      }
      expect(new Set(bodies)).toEqual(new Set([miss.json]));
      expect(stringify).toHaveBeenCalledTimes(1);
      expect(parse).not.toHaveBeenCalled();
      const hit = await cache.getOrRun(key, 60, query.run);
      expect(hit.rows).toEqual(miss.rows);
      expect(hit.rows).toBe(hit.rows); // parsed once, on first access
      expect(parse).toHaveBeenCalledTimes(1);
    });
  });
}

describe('result cache (memory only)', () => {
  it('evicts the least recently used results once over its byte bound', async () => {
    const cache = createResultCache({ maxMemoryBytes: 40_000 });
    opened.push(cache);
    const bigRun = (tag: string) => async (): Promise<QueryRun> => ({
      rows: [{ tag, text: 'x'.repeat(6000) }],
      columns: ['tag', 'text'],
    });
    // Each entry takes ~12 KB (bytes + JSON text): three fit, a fourth evicts the oldest.
    for (const tag of ['a', 'b', 'c']) await cache.getOrRun(tag, 60, bigRun(tag));
    expect((await cache.getOrRun('a', 60, bigRun('a'))).cached).toBe(true); // a is now newest
    await cache.getOrRun('d', 60, bigRun('d'));
    const cachedAfter = async (tag: string) => (await cache.getOrRun(tag, 60, bigRun(tag))).cached;
    expect(await cachedAfter('a')).toBe(true);
    expect(await cachedAfter('c')).toBe(true);
    expect(await cachedAfter('b')).toBe(false);
  });
});

describe.skipIf(!redisReady)('result cache (redis only)', () => {
  const make = (options: { lockTtlMs?: number } = {}) => {
    const cache = createResultCache({
      redisUrl: REDIS_URL,
      namespace: NAMESPACE,
      log: capturingLog().log,
      ...options,
    });
    opened.push(cache);
    return cache;
  };

  it('two processes sharing one Redis run a cold query once', async () => {
    const [first, second] = [make(), make()];
    const query = countingQuery({ delayMs: 150 });
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 === 0 ? first : second).getOrRun(key, 60, query.run),
      ),
    );
    expect(query.runs).toBe(1);
    expect(new Set(results.map((result) => result.json)).size).toBe(1);
  });

  it('stores the JSON under the namespace with a TTL', async () => {
    const cache = make();
    const key = freshKey();
    const result = await cache.getOrRun(key, 60, countingQuery().run);
    const client = new Redis(REDIS_URL);
    try {
      const ttl = await client.pttl(resultKeyOf(NAMESPACE, key));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      const value = await client.get(resultKeyOf(NAMESPACE, key));
      expect(value?.endsWith(`\n${result.json}`)).toBe(true);
    } finally {
      await client.quit();
    }
  });

  it('runs the query itself when the lock holder died', async () => {
    const cache = make({ lockTtlMs: 1000 });
    const key = freshKey();
    const client = new Redis(REDIS_URL);
    try {
      // A lock nobody extends: its process is gone.
      await client.set(lockKeyOf(NAMESPACE, key), 'dead-process', 'PX', 300);
      const query = countingQuery();
      const result = await cache.getOrRun(key, 60, query.run);
      expect(result.cached).toBe(false);
      expect(query.runs).toBe(1);
      expect(await client.exists(lockKeyOf(NAMESPACE, key))).toBe(0);
    } finally {
      await client.quit();
    }
  });
});

describe('result cache with Redis unreachable', () => {
  it('still answers by running the query, and logs the outage once', async () => {
    const { log, lines } = capturingLog();
    const cache = createResultCache({ redisUrl: 'redis://127.0.0.1:1', namespace: NAMESPACE, log });
    opened.push(cache);
    const query = countingQuery();
    const first = await cache.getOrRun('acme:down:demo:1', 60, query.run);
    const second = await cache.getOrRun('acme:down:demo:1', 60, query.run);
    expect(first.rows[0]?.run).toBe(1);
    expect(second.cached).toBe(false);
    expect(second.rows[0]?.run).toBe(2);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });
});
