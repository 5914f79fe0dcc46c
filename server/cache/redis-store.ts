/**
 * The shared store: Redis (REDIS_URL), so every server process answers from the same cache
 * and a cold query runs in one process only (a short `SET NX PX` lock per key).
 *
 * Redis trouble never fails a request: every call logs (once per outage) and answers as a
 * miss, so the query simply runs. Commands are not queued while disconnected; they fail at
 * once, and ioredis keeps reconnecting in the background.
 */
import { Redis } from 'ioredis';
import type { CacheEntry, CacheLog, CacheStore, SharedLock } from './cache-entry.ts';

/** The Redis store and its client (tests and the benchmark clean their keys through it). */
export interface RedisStore extends CacheStore {
  readonly kind: 'redis';
  readonly lock: SharedLock;
  readonly client: Redis;
}

/** Redis key of a cached result. */
export function resultKeyOf(namespace: string, key: string): string {
  return `${namespace}:result:${key}`;
}

/** Redis key of the lock a process holds while it runs the query of `key`. */
export function lockKeyOf(namespace: string, key: string): string {
  return `${namespace}:lock:${key}`;
}

/** Version of the stored value layout: a JSON header line, then the rows' JSON bytes. */
const FORMAT = 1;
const NEWLINE = 0x0a;

const EXTEND_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const DELETE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

interface Header {
  v: number;
  columns: string[];
  storedAt: number;
  expiresAt: number;
  truncated?: boolean;
}

/** The stored value: JSON.stringify never writes a raw newline, so the first one ends the header. */
function encode(entry: CacheEntry): Buffer {
  const header: Header = {
    v: FORMAT,
    columns: entry.columns,
    storedAt: entry.storedAt,
    expiresAt: entry.expiresAt,
    ...(entry.truncated ? { truncated: true } : {}),
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), entry.body]);
}

function decode(value: Buffer): CacheEntry | undefined {
  const end = value.indexOf(NEWLINE);
  if (end < 0) return undefined;
  const header = JSON.parse(value.subarray(0, end).toString('utf8')) as Partial<Header>;
  if (header.v !== FORMAT || !Array.isArray(header.columns)) return undefined;
  if (typeof header.storedAt !== 'number' || typeof header.expiresAt !== 'number') return undefined;
  return {
    columns: header.columns,
    body: value.subarray(end + 1),
    storedAt: header.storedAt,
    expiresAt: header.expiresAt,
    ...(header.truncated === true ? { truncated: true } : {}),
  };
}

/**
 * Connects to Redis at `url`. Keys are `{namespace}:result:{key}` and `{namespace}:lock:{key}`.
 * The first commands wait for the first connection attempt (at most `connectTimeoutMs`).
 */
export function createRedisStore(options: {
  url: string;
  namespace: string;
  log: CacheLog;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
}): RedisStore {
  const { namespace, log } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? 1000;
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: connectTimeoutMs,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });

  let degraded = false;
  const report = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: error, url: redactUrl(options.url) },
      'Redis cache unavailable: queries run without the shared cache until it is back',
    );
  };
  client.on('error', report);
  client.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log.info({ url: redactUrl(options.url) }, 'Redis cache reachable again');
  });

  // Resolves after the first connection attempt either way, so early calls neither hang nor
  // fail just because the socket is still opening.
  let started = false;
  const firstAttempt = new Promise<void>((resolve) => {
    const done = () => {
      started = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, connectTimeoutMs);
    timer.unref();
    client.once('ready', done);
    client.once('error', done);
  });

  /** Runs a command; on any Redis error reports it and returns `fallback`. */
  const attempt = async <T>(command: () => Promise<T>, fallback: T): Promise<T> => {
    if (!started) await firstAttempt;
    try {
      return await command();
    } catch (error) {
      report(error);
      return fallback;
    }
  };

  const lock: SharedLock = {
    async acquire(key, token, ttlMs) {
      const reply = await attempt<string | null | undefined>(
        () => client.set(lockKeyOf(namespace, key), token, 'PX', Math.ceil(ttlMs), 'NX'),
        undefined,
      );
      if (reply === undefined) return 'unavailable';
      return reply === 'OK' ? 'acquired' : 'held';
    },
    async extend(key, token, ttlMs) {
      await attempt(
        () => client.eval(EXTEND_IF_OWNER, 1, lockKeyOf(namespace, key), token, Math.ceil(ttlMs)),
        0,
      );
    },
    async release(key, token) {
      await attempt(() => client.eval(DELETE_IF_OWNER, 1, lockKeyOf(namespace, key), token), 0);
    },
    async held(key) {
      return (await attempt(() => client.exists(lockKeyOf(namespace, key)), 0)) === 1;
    },
  };

  return {
    kind: 'redis',
    client,
    lock,
    async reachable() {
      if (!started) await firstAttempt;
      return client.ping().then(
        () => true,
        () => false,
      );
    },
    async get(key) {
      const value = await attempt(() => client.getBuffer(resultKeyOf(namespace, key)), null);
      if (!value) return undefined;
      try {
        const entry = decode(value);
        return entry && entry.expiresAt > Date.now() ? entry : undefined;
      } catch (error) {
        log.warn({ err: error, key }, 'Unreadable cached result ignored');
        return undefined;
      }
    },
    async set(key, entry) {
      const ttlMs = Math.ceil(entry.expiresAt - Date.now());
      if (ttlMs <= 0) return;
      await attempt(
        () => client.set(resultKeyOf(namespace, key), encode(entry), 'PX', ttlMs),
        null,
      );
    },
    async close() {
      if (client.status === 'ready') {
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable url)';
  }
}
