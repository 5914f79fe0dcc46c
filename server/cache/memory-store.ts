/**
 * The in-process store: a least-recently-used map bounded by bytes, honouring each entry's
 * expiry. Used when no REDIS_URL is set (one server process).
 */
import type { CacheEntry, CacheStore } from './cache-entry.ts';

/** Default bound of the in-process cache. */
export const DEFAULT_MEMORY_CACHE_BYTES = 256 * 1024 * 1024;

/** Bookkeeping per entry (Map, strings, columns), so many tiny entries still count. */
const ENTRY_OVERHEAD_BYTES = 200;

/** The in-process store, with its size for logs and tests. */
export interface MemoryStore extends CacheStore {
  readonly kind: 'memory';
  /** Bytes the live entries take (approximately: bodies, JSON texts, keys, columns). */
  readonly bytes: number;
  readonly size: number;
  readonly maxBytes: number;
}

/** Approximate memory an entry takes: its bytes, its JSON text (kept for hits) and its key. */
export function entryBytes(key: string, entry: CacheEntry): number {
  const columns = entry.columns.reduce((sum, column) => sum + column.length * 2 + 16, 0);
  // Mostly-ASCII JSON is a one-byte string in V8; wider characters cost two bytes each.
  const json =
    entry.json === undefined
      ? 0
      : entry.json.length * (entry.body.length > entry.json.length ? 2 : 1);
  return entry.body.length + json + key.length * 2 + columns + ENTRY_OVERHEAD_BYTES;
}

/**
 * Creates an in-process store that keeps at most `maxBytes`: storing past that evicts the
 * least recently used entries first; an entry larger than the whole bound is not kept.
 */
export function createMemoryStore(options: { maxBytes?: number } = {}): MemoryStore {
  const maxBytes = options.maxBytes ?? DEFAULT_MEMORY_CACHE_BYTES;
  // Map iteration order is insertion order: re-inserting on every hit keeps the LRU first.
  const entries = new Map<string, { entry: CacheEntry; bytes: number }>();
  let used = 0;

  const remove = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    used -= found.bytes;
  };

  return {
    kind: 'memory',
    get bytes() {
      return used;
    },
    get size() {
      return entries.size;
    },
    maxBytes,
    async get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      if (found.entry.expiresAt <= Date.now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, found);
      return found.entry;
    },
    async set(key, entry) {
      remove(key);
      const bytes = entryBytes(key, entry);
      if (bytes > maxBytes || entry.expiresAt <= Date.now()) return;
      for (const oldKey of entries.keys()) {
        if (used + bytes <= maxBytes) break;
        remove(oldKey);
      }
      entries.set(key, { entry, bytes });
      used += bytes;
    },
    async close() {
      entries.clear();
      used = 0;
    },
  };
}
