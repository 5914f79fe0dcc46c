import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPrefetches,
  hasPrefetch,
  prefetch,
  PREFETCH_TTL_MS,
  settledPrefetch,
  takePrefetched,
} from './prefetch-cache.ts';

afterEach(() => clearPrefetches());

describe('prefetch cache', () => {
  it('hands a prefetched answer to the first taker only', async () => {
    let calls = 0;
    void prefetch('k', async () => {
      calls += 1;
      return [1, 2];
    });
    const taken = takePrefetched<number[]>('k');
    expect(taken).toBeDefined();
    await expect(taken).resolves.toEqual([1, 2]);
    expect(takePrefetched('k')).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('starts one request per key while one is pending', () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<number>(() => undefined);
    };
    const first = prefetch('k', load);
    const second = prefetch('k', load);
    expect(second).toBe(first);
    expect(calls).toBe(1);
  });

  it.each([
    ['fresh', PREFETCH_TTL_MS - 1, true],
    ['expired', PREFETCH_TTL_MS, false],
  ])('a %s answer is %s', (_name, age, served) => {
    void prefetch('k', async () => 1, 1_000);
    expect(takePrefetched('k', 1_000 + age) !== undefined).toBe(served);
  });

  it('drops a failed prefetch so the component asks itself', async () => {
    const failed = prefetch('k', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(takePrefetched('k')).toBeUndefined();
  });

  it('shows an answer that has arrived to every asker, only once it has and while fresh', async () => {
    let answer: (rows: number[]) => void = () => undefined;
    const pending = prefetch(
      'k',
      () => new Promise<number[]>((resolve) => (answer = resolve)),
      1_000,
    );
    expect(settledPrefetch('k', 1_000)).toBeUndefined();
    answer([1, 2]);
    await pending;
    expect(settledPrefetch('k', 1_001)).toEqual({ value: [1, 2] });
    expect(settledPrefetch('k', 1_002)).toEqual({ value: [1, 2] });
    expect(settledPrefetch('k', 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
    expect(settledPrefetch('other', 1_001)).toBeUndefined();
  });

  it('has no arrived answer for a failed prefetch', async () => {
    const failed = prefetch('k', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(settledPrefetch('k')).toBeUndefined();
  });

  it('knows a key while its prefetch is pending, arrived and fresh, not once taken or stale', async () => {
    expect(hasPrefetch('k', 0)).toBe(false);
    void prefetch('k', async () => 1, 0);
    expect(hasPrefetch('k', 0)).toBe(true);
    await Promise.resolve();
    expect(hasPrefetch('k', PREFETCH_TTL_MS - 1)).toBe(true);
    expect(hasPrefetch('k', PREFETCH_TTL_MS)).toBe(false);
    void takePrefetched('k', 0);
    expect(hasPrefetch('k', 0)).toBe(false);
  });

  it('forgets everything on clear (a logout)', () => {
    void prefetch('k', async () => 1);
    clearPrefetches();
    expect(takePrefetched('k')).toBeUndefined();
  });
});
