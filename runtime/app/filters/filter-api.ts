/**
 * The filter panel's calls (app-shell §7): option rows from the program's store query
 * (`{program}_stores?refresh=1`) or a filter's own slug, both cached in the filtering store
 * and the local database, and the owner's save of the panel state to the dashboard.
 */
import { apiFetch } from '../api/client.ts';
import { localDb } from '../api/local-db.ts';
import { filteringStore, programFilterPrefix } from '../stores/filtering-store.ts';
import { queryPath } from '../dashboard/dashboard-api.ts';

/** A row of option data. */
export type OptionRow = Record<string, unknown>;

/** Where a filter's option rows come from. */
export interface OptionSourceKey {
  /** `stores` for the program's store query, else the filter's slug. */
  kind: 'stores' | 'slug';
  /** The saved query that runs. */
  slug: string;
  /** Key in the filtering store's dataStores and (under the program's prefix) local storage. */
  cacheKey: string;
}

/** The store query source of a program. */
export function storesSource(program: string): OptionSourceKey {
  return { kind: 'stores', slug: `${program}_stores`, cacheKey: `${program}.stores` };
}

/**
 * The source of a slug filter; its cache key carries the module, as two modules may name
 * different queries alike (app-shell §7 "suffixed with the module").
 */
export function slugSource(
  program: string,
  slug: string,
  module: string | undefined,
): OptionSourceKey {
  return {
    kind: 'slug',
    slug,
    cacheKey: `${program}.${slug}${module ? `.${module}` : ''}`,
  };
}

function localKey(program: string, source: OptionSourceKey): string {
  return `${programFilterPrefix(program)}${source.cacheKey}`;
}

/** Rows already cached for a source (filtering store first, then local storage). */
export function cachedRows(program: string, source: OptionSourceKey): OptionRow[] | undefined {
  const inStore = filteringStore.dataStores[source.cacheKey];
  if (inStore) return inStore as OptionRow[];
  return localDb.get<OptionRow[]>(localKey(program, source));
}

/** The route query flag that asks for the store list gzipped. */
export const GZIP_ROUTE_FLAG = 'fgzip';

/** Whether a route query (`?a=1&fgzip`) carries {@link GZIP_ROUTE_FLAG}. */
export function wantsGzip(search: string): boolean {
  return new URLSearchParams(search).has(GZIP_ROUTE_FLAG);
}

/**
 * Runs a source's query and caches its rows. The store query sends the store definition
 * (fields, ordering...) and `whereCond` (the user's fixed filters), with `X-Encoding: gzip`
 * when the route query (`search`) has `fgzip`; failures give no rows (app-shell §8: store
 * failures are swallowed).
 */
export async function loadRows(
  program: string,
  source: OptionSourceKey,
  body: Record<string, unknown>,
  search: string = window.location.search,
): Promise<OptionRow[]> {
  const stores = source.kind === 'stores';
  try {
    const rows = await apiFetch<unknown>(queryPath(source.slug, stores), {
      method: 'POST',
      body,
      silent: true,
      // A large store list travels gzipped when the address asks for it (app-shell §7).
      headers: stores && wantsGzip(search) ? { 'x-encoding': 'gzip' } : undefined,
    });
    const list = Array.isArray(rows) ? (rows as OptionRow[]) : [];
    filteringStore.dataStores[source.cacheKey] = list;
    localDb.set(localKey(program, source), list);
    return list;
  } catch {
    return cachedRows(program, source) ?? [];
  }
}

/** The body of `POST /api/v1/services/dashboards/conditions/`. */
export interface ConditionsSaveBody {
  dashboard_id: string;
  user_id: number;
  conditions: {
    where: Record<string, unknown>;
    hlevel: string | null;
    date?: Record<string, unknown>;
  };
}

/** Saves the owner's panel state to the dashboard; resolves with the saved conditions. */
export async function saveDashboardConditions(body: ConditionsSaveBody): Promise<unknown> {
  return apiFetch('/api/v1/services/dashboards/conditions/', {
    method: 'POST',
    body,
    silent: true,
  });
}
