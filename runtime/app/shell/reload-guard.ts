/**
 * A failed code-chunk load (a deploy replaced the files) reloads the page, at most once per
 * 60 seconds (app-shell §2, §9) so a chunk that is really gone cannot loop reloads. Never
 * while the browser is offline: a chunk that failed then was not replaced, and a reload would
 * swap the app for the browser's offline page.
 */

/** Whether the browser says it is online (true where there is no browser to ask). */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Minimum time between two automatic reloads. */
export const RELOAD_GUARD_MS = 60_000;

/** sessionStorage key of the last automatic reload's time (ms since epoch). */
export const RELOAD_KEY = 'navigator.chunkReloadAt';

/** Does this error say a dynamically imported module failed to load? */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? `${error.name} ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Whether a reload is allowed now given the last one's time (undefined: never) and whether
 * the browser is online.
 */
export function mayReload(lastReloadAt: number | undefined, now: number, online = true): boolean {
  if (!online) return false;
  return (
    lastReloadAt === undefined ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS
  );
}

/** Storage the guard reads and writes (sessionStorage in the browser). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reloads (through `reload`) unless a reload happened within the guard time; records the
 * reload's time first. Returns whether it reloaded.
 */
export function reloadOnceForChunkError(
  storage: GuardStorage,
  reload: () => void,
  now: number = Date.now(),
  online = browserOnline(),
): boolean {
  if (!chunkReloadAllowed(storage, now, online)) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Whether {@link reloadOnceForChunkError} would reload now (reads only). */
export function chunkReloadAllowed(
  storage: GuardStorage,
  now: number = Date.now(),
  online = browserOnline(),
): boolean {
  const raw = storage.getItem(RELOAD_KEY);
  return mayReload(raw === null ? undefined : Number(raw), now, online);
}
