import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { entryOfRows } from './cache-entry.ts';
import { createMemoryStore, entryBytes } from './memory-store.ts';

const entry = (size: number, ttlSeconds = 60) =>
  entryOfRows([{ text: 'x'.repeat(size) }], ['text'], ttlSeconds);

describe('memory store', () => {
  it('counts the bytes of what it keeps and gives them back when entries go', async () => {
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    const first = entry(1000);
    await store.set('k1', first);
    await store.set('k2', entry(2000));
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(entryBytes('k1', first) + entryBytes('k2', entry(2000)));
    await store.set('k1', entry(10));
    expect(store.bytes).toBe(entryBytes('k1', entry(10)) + entryBytes('k2', entry(2000)));
    await store.close();
    expect([store.size, store.bytes]).toEqual([0, 0]);
  });

  it('counts wide characters of the JSON text twice', () => {
    const ascii = entryOfRows([{ t: 'aaaaaa' }], ['t'], 60);
    const wide = entryOfRows([{ t: 'ééé' }], ['t'], 60); // same byte length as ascii
    expect(wide.body.length).toBe(ascii.body.length);
    expect(entryBytes('k', wide)).toBeGreaterThan(entryBytes('k', ascii));
  });

  it('evicts least recently used entries first and never exceeds its bound', async () => {
    const size = entryBytes('k0', entry(1000));
    const store = createMemoryStore({ maxBytes: size * 3 + 10 });
    for (const key of ['k0', 'k1', 'k2']) await store.set(key, entry(1000));
    await store.get('k0');
    await store.set('k3', entry(1000));
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    expect(await store.get('k1')).toBeUndefined();
    expect([await store.get('k0'), await store.get('k2'), await store.get('k3')]).not.toContain(
      undefined,
    );
  });

  it('does not keep an entry larger than the whole bound', async () => {
    const store = createMemoryStore({ maxBytes: 500 });
    await store.set('big', entry(1000));
    expect(store.size).toBe(0);
    expect(await store.get('big')).toBeUndefined();
  });

  it('drops entries once they expire', async () => {
    const store = createMemoryStore();
    await store.set('short', entry(10, 0.1));
    expect(await store.get('short')).toBeDefined();
    await sleep(150);
    expect(await store.get('short')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});
