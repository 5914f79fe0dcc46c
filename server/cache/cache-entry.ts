/**
 * What the cache stores and hands out. An entry holds the rows already serialized (JSON text
 * and its UTF-8 bytes); results built from it expose `rows` lazily, so a hit that only sends
 * the JSON never parses it back.
 */
import type { QueryResult } from '../http/context.ts';
import { rowsJson, type ResultRows } from './rows-json.ts';

/** One cached query result. */
export interface CacheEntry {
  /** Output column names in order. */
  readonly columns: string[];
  /** UTF-8 bytes of the rows' JSON: what a route sends. */
  readonly body: Buffer;
  /** The rows' JSON text; entries read from Redis decode it from `body` on first use. */
  json?: string;
  /** Epoch milliseconds when the query finished. */
  readonly storedAt: number;
  /** Epoch milliseconds after which the entry is gone. */
  readonly expiresAt: number;
  /** The query had more rows than its datasource's row_limit (a hit must say so too). */
  readonly truncated?: boolean;
}

/**
 * A `QueryResult` from the cache, with the serialized bytes too: routes send `body` (no
 * re-stringifying, no re-encoding) and read `rows` only when they must look at the data.
 */
export interface CachedQueryResult extends QueryResult {
  readonly body: Buffer;
  /** Epoch milliseconds when the result was computed (equal to now for a fresh run). */
  readonly storedAt: number;
  /** Epoch milliseconds when the cached copy expires. */
  readonly expiresAt: number;
}

/** Where entries live: an in-process LRU or Redis. Methods never throw: a broken store misses. */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CacheEntry | undefined>;
  /** Keeps `entry` until its `expiresAt`. */
  set(key: string, entry: CacheEntry): Promise<void>;
  /** A lock shared with other processes (Redis only): one process runs a cold query. */
  readonly lock?: SharedLock;
  /** Whether a shared store answers now (`/api/health`); absent: in this process, always there. */
  reachable?(): Promise<boolean>;
  close(): Promise<void>;
}

/** A short lock per key with an owner token, shared by every process using the same store. */
export interface SharedLock {
  /** 'unavailable' when the store cannot be reached (then nobody waits for anybody). */
  acquire(key: string, token: string, ttlMs: number): Promise<'acquired' | 'held' | 'unavailable'>;
  /** Extends the lock while its owner is still running the query. */
  extend(key: string, token: string, ttlMs: number): Promise<void>;
  /** Deletes the lock if `token` still owns it. */
  release(key: string, token: string): Promise<void>;
  /** Whether someone holds the lock (false when the store cannot be reached). */
  held(key: string): Promise<boolean>;
}

/** The part of a pino logger (Fastify's `app.log`) the cache writes to. */
export interface CacheLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Logs to the console: the fallback when no logger is given. */
export const consoleCacheLog: CacheLog = {
  warn: (details, message) => console.warn(`[cache] ${message}`, details),
  info: (details, message) => console.info(`[cache] ${message}`, details),
};

/** Milliseconds since `started` (a `performance.now()` reading), to 0.01 ms. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

/** A new entry for rows a query just returned: the only place rows are serialized. */
export function entryOfRows(
  rows: ResultRows,
  columns: string[],
  ttlSeconds: number,
  truncated = false,
): CacheEntry {
  const json = rowsJson.stringify(rows);
  const storedAt = Date.now();
  return {
    ...(truncated ? { truncated } : {}),
    columns,
    body: Buffer.from(json),
    json,
    storedAt,
    expiresAt: storedAt + Math.max(0, ttlSeconds) * 1000,
  };
}

/**
 * A result over `entry`. `rows` are the rows the query returned when this caller ran it;
 * otherwise they are parsed from the JSON on first access (each result parses its own copy,
 * so a caller that changes its rows never changes another caller's).
 */
export function resultOfEntry(
  entry: CacheEntry,
  cached: boolean,
  ms: number,
  rows?: ResultRows,
): CachedQueryResult {
  return new EntryResult(entry, cached, ms, rows);
}

/**
 * The result class behind resultOfEntry: accessors on a prototype cost a cache hit less
 * than an object literal that defines its own getters on every call.
 */
class EntryResult implements CachedQueryResult {
  readonly columns: string[];
  readonly body: Buffer;
  readonly storedAt: number;
  readonly expiresAt: number;
  readonly truncated: boolean;
  readonly #entry: CacheEntry;
  #parsed: ResultRows | undefined;

  constructor(
    entry: CacheEntry,
    readonly cached: boolean,
    readonly ms: number,
    rows: ResultRows | undefined,
  ) {
    this.#entry = entry;
    this.#parsed = rows;
    this.columns = [...entry.columns];
    this.body = entry.body;
    this.storedAt = entry.storedAt;
    this.expiresAt = entry.expiresAt;
    this.truncated = entry.truncated === true;
  }

  get rows(): ResultRows {
    this.#parsed ??= rowsJson.parse(jsonOf(this.#entry));
    return this.#parsed;
  }

  set rows(value: ResultRows) {
    this.#parsed = value;
  }

  get json(): string {
    return jsonOf(this.#entry);
  }
}

function jsonOf(entry: CacheEntry): string {
  entry.json ??= entry.body.toString('utf8');
  return entry.json;
}
