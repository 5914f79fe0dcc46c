/** The saved-query result cache: in-process by default, Redis when REDIS_URL is set. */
export {
  createResultCache,
  DEFAULT_CACHE_NAMESPACE,
  type GetOrRunOptions,
  type QueryRun,
  type ResultCache,
  type ResultCacheOptions,
} from './result-cache.ts';
export { cacheKey, type CacheKeyParts } from './cache-key.ts';
export type { CachedQueryResult, CacheLog } from './cache-entry.ts';
export { DEFAULT_MEMORY_CACHE_BYTES } from './memory-store.ts';
export type { ResultRows } from './rows-json.ts';
