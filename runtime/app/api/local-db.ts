/**
 * Browser storage of the shell (app-shell §9): the token under the 'auth.' prefix and cached
 * rows (filter options, query results) in the local database `dbNavV3`, a thin key prefix over
 * localStorage so one `clear()` removes exactly Navigator's data and nothing of other apps.
 */

/** Name of the local database (a key prefix in localStorage). */
export const LOCAL_DB_NAME = 'dbNavV3';

/** Prefix of the authentication keys. */
export const AUTH_PREFIX = 'auth.';

/** Token type of the Authorization header. */
export const TOKEN_TYPE = 'Bearer';

/** The page's localStorage once looked up; null until then. */
let pageStorage: Storage | undefined | null = null;

/**
 * The page's localStorage, looked up once: the `localStorage` getter checks the origin on every
 * call, and a dashboard load reads the local database a few hundred times (~1 ms in all).
 */
function storage(): Storage | undefined {
  if (pageStorage !== null) return pageStorage;
  try {
    pageStorage = globalThis.localStorage;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): behave as if empty.
    pageStorage = undefined;
  }
  return pageStorage;
}

/** A namespaced key-value store over localStorage holding JSON values. */
export interface LocalDb {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  /** Every key of this database (without the prefix). */
  keys(): string[];
  /** Removes every key of this database, or those starting with `prefix`. */
  clear(prefix?: string): void;
}

/** A {@link LocalDb} whose keys are `{name}.{key}` in localStorage. */
export function createLocalDb(name: string, backing: () => Storage | undefined = storage): LocalDb {
  const full = (key: string) => `${name}.${key}`;
  const keys = () => {
    const store = backing();
    if (!store) return [];
    const found: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(`${name}.`)) found.push(key.slice(name.length + 1));
    }
    return found;
  };
  return {
    get<T>(key: string): T | undefined {
      const raw = backing()?.getItem(full(key));
      if (raw === null || raw === undefined) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        backing()?.setItem(full(key), JSON.stringify(value));
        return backing() !== undefined;
      } catch {
        // Quota exceeded: a cache miss later is better than a crash now.
        return false;
      }
    },
    remove(key) {
      backing()?.removeItem(full(key));
    },
    keys,
    clear(prefix = '') {
      for (const key of keys()) if (key.startsWith(prefix)) backing()?.removeItem(full(key));
    },
  };
}

/** Cached store rows and query results (app-shell §7: "cached in store and local storage"). */
export const localDb = createLocalDb(LOCAL_DB_NAME);

const TOKEN_KEY = `${AUTH_PREFIX}token`;

/** The stored bearer token, if any. */
export function getToken(): string | undefined {
  return storage()?.getItem(TOKEN_KEY) ?? undefined;
}

/**
 * Stores the bearer token.
 * @throws Error when the browser refuses to store it (the landing route reports
 * ERROR_AUTHENTICATION then).
 */
export function setToken(token: string): void {
  const store = storage();
  if (!store || token.trim() === '') throw new Error('The token could not be stored.');
  store.setItem(TOKEN_KEY, token);
  if (store.getItem(TOKEN_KEY) !== token) throw new Error('The token could not be stored.');
}

/** Forgets the bearer token (logout, forbidden countdown). */
export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
