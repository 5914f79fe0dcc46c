/**
 * Cache keys of saved-query results: tenant, slug and datasource stay readable (for logs and
 * `redis-cli --scan`); the conditions and restrictions follow verbatim when short and as their
 * SHA-256 when long.
 */
import { createHash } from 'node:crypto';

/** Everything a result depends on. Two runs with equal parts return the same rows. */
export interface CacheKeyParts {
  tenant: string;
  /** The saved query's slug. */
  slug: string;
  /** Merged conditions, already normalized (runtime core `conditionsKey`). */
  conditions: string;
  /** Datasource id the query runs on. */
  datasource: string;
  /** The user's restrictions (filtering_fixed): users with different ones never share rows. */
  restrictions?: unknown;
  /** Version of the saved query (its ETag), so an edited query never answers from old rows. */
  version?: string;
}

/** Keys longer than this hash their variable part. */
export const MAX_PLAIN_KEY_LENGTH = 200;

/** JSON with object keys sorted at every level, so equal values give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(inner).sort()) {
      sorted[name] = (inner as Record<string, unknown>)[name];
    }
    return sorted;
  });
}

/** No restriction, whether written as undefined, null or {}. */
function normalizeRestrictions(restrictions: unknown): unknown {
  if (restrictions === undefined || restrictions === null) return null;
  if (typeof restrictions === 'object' && !Array.isArray(restrictions)) {
    return Object.keys(restrictions).length === 0 ? null : restrictions;
  }
  return restrictions;
}

/**
 * The cache key of a saved-query result: `{tenant}:{slug}:{datasource}:{rest}` with each name
 * URI-encoded (so no name can contain the separator) and `rest` either the JSON of
 * [conditions, restrictions, version] or `#` and its SHA-256 when the key would be long.
 * Throws when the tenant or slug is empty: a key without its tenant could cross tenants.
 */
export function cacheKey(parts: CacheKeyParts): string {
  if (!parts.tenant) throw new Error('cacheKey: tenant is required');
  if (!parts.slug) throw new Error('cacheKey: slug is required');
  const head = [parts.tenant, parts.slug, parts.datasource].map(encodeURIComponent).join(':');
  const rest = stableJson([
    parts.conditions,
    normalizeRestrictions(parts.restrictions),
    parts.version ?? null,
  ]);
  const plain = `${head}:${rest}`;
  if (plain.length <= MAX_PLAIN_KEY_LENGTH) return plain;
  return `${head}:#${createHash('sha256').update(rest).digest('hex')}`;
}
