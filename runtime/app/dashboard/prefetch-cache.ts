/**
 * Answers a page asked for before its components mounted (route-prefetch.ts): the fetchers of
 * the dashboard and of the widgets' queries take them instead of asking again. An entry is
 * taken once and only while fresh, so a prefetch nobody used never serves old rows later.
 */

/** How long a prefetched answer may wait for the component that asks for it. */
export const PREFETCH_TTL_MS = 15_000;

interface Entry {
  promise: Promise<unknown>;
  at: number;
  /** The answer, once it has arrived. */
  settled?: { value: unknown };
}

const entries = new Map<string, Entry>();

function fresh(entry: Entry | undefined, now: number): entry is Entry {
  return entry !== undefined && now - entry.at < PREFETCH_TTL_MS;
}

/**
 * Starts `load` for `key` unless a fresh prefetch of it is pending; resolves with its answer.
 * A failed prefetch is dropped at once: the component's own request reports the failure.
 */
export function prefetch<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const known = entries.get(key);
  if (fresh(known, now)) return known.promise as Promise<T>;
  const promise = load();
  const entry: Entry = { promise, at: now };
  entries.set(key, entry);
  promise.then(
    (value) => {
      entry.settled = { value };
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return promise;
}

/** Whether a fresh prefetch of `key` is pending or has arrived (a new one would be a repeat). */
export function hasPrefetch(key: string, now = Date.now()): boolean {
  return fresh(entries.get(key), now);
}

/**
 * The answer of a fresh prefetch of `key` that has already arrived, left in place (several
 * widgets may ask the same question); undefined while it is on its way or when there is none.
 * A component that finds one renders its rows at once instead of through a loading state.
 */
export function settledPrefetch<T>(key: string, now = Date.now()): { value: T } | undefined {
  const entry = entries.get(key);
  return fresh(entry, now) ? (entry.settled as { value: T } | undefined) : undefined;
}

/** The prefetched answer of `key` (removed: each is used once), undefined when none is fresh. */
export function takePrefetched<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const entry = entries.get(key);
  entries.delete(key);
  return fresh(entry, now) ? (entry.promise as Promise<T>) : undefined;
}

/** Forgets every prefetch (a logout, tests). */
export function clearPrefetches(): void {
  entries.clear();
}
