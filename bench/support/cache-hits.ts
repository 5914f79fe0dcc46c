/**
 * Cache hits without HTTP: how many `getOrRun` hits per second one process answers for a
 * ~32 KB result, reading the serialized bytes the way a route sends them.
 */
import { createResultCache, type ResultCacheOptions } from '../../server/cache/index.ts';
import type { ResultRows } from '../../server/cache/rows-json.ts';

/** Store-like rows whose JSON is about `bytes` long (the shape of retail_top_stores). */
export function rowsOfSize(bytes: number): ResultRows {
  const rows: ResultRows = [];
  let length = 2;
  for (let index = 1; length < bytes; index += 1) {
    const row = {
      store_id: index,
      store_name: `Store ${String(index).padStart(4, '0')}`,
      city: 'Springfield',
      state: 'IL',
      district_name: `District ${index % 40}`,
      region_name: `Region ${index % 12}`,
      revenue: 123456.78 + index,
      units: 4321 + index,
      margin_pct: 0.2345,
    };
    rows.push(row);
    length += JSON.stringify(row).length + 1;
  }
  return rows;
}

/**
 * Hits per second of one cache over `seconds` (after a short warm-up) with `callers` callers
 * asking at once (as concurrent requests do), and the body size.
 */
export async function measureCacheHits(
  options: ResultCacheOptions,
  seconds: number,
  callers = 10,
): Promise<{ opsPerSecond: number; bytes: number }> {
  const cache = createResultCache(options);
  try {
    const rows = rowsOfSize(32 * 1024);
    const key = `bench:cache-hits:${process.pid}:${Date.now()}`;
    const run = async () => ({ rows, columns: Object.keys(rows[0] ?? {}) });
    const first = await cache.getOrRun(key, 600, run);
    let bytes = 0;
    const loop = async (ms: number) => {
      let count = 0;
      const end = performance.now() + ms;
      while (performance.now() < end) {
        for (let batch = 0; batch < 100; batch += 1) {
          const hit = await cache.getOrRun(key, 600, run);
          if (!hit.cached) throw new Error('cache benchmark: expected a hit, the query ran');
          bytes = hit.body.length;
          count += 1;
        }
      }
      return count;
    };
    const together = async (ms: number) =>
      (await Promise.all(Array.from({ length: callers }, () => loop(ms)))).reduce((a, b) => a + b);
    await together(200);
    const started = performance.now();
    const count = await together(seconds * 1000);
    const opsPerSecond = Math.round(count / ((performance.now() - started) / 1000));
    if (bytes !== first.body.length) throw new Error('cache benchmark: hit body differs');
    return { opsPerSecond, bytes };
  } finally {
    await cache.close();
  }
}
