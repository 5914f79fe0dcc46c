/**
 * Compiled slugs remembered between runs, so a cached answer costs a lookup instead of a merge,
 * date resolution, compilation and SHA-256 of the statement on every request.
 *
 * A compilation is a pure function of its inputs, and each input is covered:
 * - the request's and widget's conditions, the user's fixed filters, today's date and the
 *   operational variables: the JSON text of them is the key (values that are not plain JSON
 *   are never remembered);
 * - the config objects it reads (saved query, SQL, program, tenant settings), the datasource
 *   and the column metadata: stored with the entry and compared by identity, so an edited
 *   query, a reopened datasource or a re-read table shape compiles again;
 * - entries live under their TenantConfig object, which every save or reload replaces, so
 *   the entries of an old config go with it.
 */
import type { TenantConfig } from '../config/config-types.ts';

/** Compilations remembered per tenant config; the least recently used goes beyond this. */
export const MAX_COMPILED_PER_TENANT = 1000;
/** Keys longer than this (a huge body of conditions) are compiled every time, not kept. */
export const MAX_MEMO_KEY_LENGTH = 8192;

/** Remembered values by tenant config, key text and dependencies. */
export interface CompiledSlugMemo<T> {
  /** The value stored for `key` under `tenant` with the very same `deps`, if any. */
  get(tenant: TenantConfig, key: string, deps: readonly unknown[]): T | undefined;
  /** Stores `value` for `key` under `tenant`, valid while `deps` are the same objects. */
  set(tenant: TenantConfig, key: string, deps: readonly unknown[], value: T): void;
}

interface Entry<T> {
  deps: readonly unknown[];
  value: T;
}

/** A memo bounded to `maxEntries` per tenant config. */
export function createCompiledSlugMemo<T>(
  maxEntries: number = MAX_COMPILED_PER_TENANT,
): CompiledSlugMemo<T> {
  const byTenant = new WeakMap<TenantConfig, Map<string, Entry<T>>>();
  return {
    get(tenant, key, deps) {
      const entries = byTenant.get(tenant);
      const entry = entries?.get(key);
      if (!entries || !entry) return undefined;
      if (entry.deps.length !== deps.length || entry.deps.some((dep, i) => dep !== deps[i])) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(tenant, key, deps, value) {
      let entries = byTenant.get(tenant);
      if (!entries) {
        entries = new Map();
        byTenant.set(tenant, entries);
      }
      entries.delete(key);
      entries.set(key, { deps: [...deps], value });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}

/**
 * The memo key of `parts`: their JSON, when every value is plain JSON (objects of the plain
 * kind, arrays, strings, booleans, null, finite numbers other than -0) and the text is at most
 * MAX_MEMO_KEY_LENGTH long; else undefined (compile without remembering). Equal texts then
 * mean equal inputs: nothing JSON drops or rewrites (undefined, NaN, Dates, ...) is allowed.
 * Key order counts, so the same conditions written in another order are a second entry.
 */
export function memoKey(parts: readonly unknown[]): string | undefined {
  let budget = MAX_MEMO_KEY_LENGTH;
  for (const part of parts) {
    if (part !== undefined) budget = plainBudget(part, budget, 0);
    if (budget < 0) return undefined;
  }
  // [] for an absent part and [value] for a present one: undefined never reads as null.
  const key = JSON.stringify(parts.map((part) => (part === undefined ? [] : [part])));
  return key.length <= MAX_MEMO_KEY_LENGTH ? key : undefined;
}

/** Deepest nesting a key may have. */
const MAX_DEPTH = 32;

/**
 * `budget` less the rough JSON length of `value`, or -1 when `value` is not plain JSON (or
 * runs out of budget or depth).
 */
function plainBudget(value: unknown, budget: number, depth: number): number {
  let left = budget - 1;
  if (left < 0 || depth > MAX_DEPTH) return -1;
  if (value === null || typeof value === 'boolean') return left;
  if (typeof value === 'string') return left - value.length;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? left : -1;
  if (typeof value !== 'object') return -1;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      left = plainBudget(item, left, depth + 1);
      if (left < 0) return -1;
    }
    return left;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return -1;
  for (const name of Object.keys(value)) {
    left = plainBudget((value as Record<string, unknown>)[name], left - name.length, depth + 1);
    if (left < 0) return -1;
  }
  return left;
}
