/**
 * What every route plugin receives: the live config, auth, the query service and the cache.
 * Route plugins live in `server/routes/*.ts` and export `(app, ctx) => Promise<void>`;
 * `build-app.ts` registers them all, so a plugin never builds its own services.
 */
import type { FastifyInstance } from 'fastify';
import type { TenantConfig } from '../config/config-types.ts';

/** The signed-in user as the session endpoints return it (app-shell §3 "Session user"). */
export interface SessionUser {
  tenant: string;
  user_id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  groups: string[];
  /** Group 'superuser' (widget-layer §6). */
  superuser: boolean;
  userh: { id: number; super: boolean };
  /** Program slugs the user may open. */
  programs: string[];
  /** Fixed filter values that restrict every data call; nothing overrides them. */
  filtering_fixed: Record<string, unknown>;
  auth_method: string;
  /** Session id (the token's jti): logout revokes it. */
  sessionid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the Host header; undefined when the host names no tenant. */
    tenant?: TenantConfig;
    /** Set by the `authenticate` pre-handler. */
    user?: SessionUser;
  }
}

/**
 * The services every route plugin receives (built once in build-app.ts). Each helper adds its
 * service here as a field.
 */
export interface AppContext {
  /** The current config; read it per request so live reloads apply. */
  config: () => import('../config/config-types.ts').LoadedConfig;
  /** The live config directory: `configStore.current()` is what `config()` returns; writes go here. */
  configStore: ConfigStore;
  /** Sessions: `auth.authenticate` is also `app.authenticate`; `auth.verify` checks a raw token. */
  auth: import('../auth/auth-service.ts').AuthService;
  /** Saved-query results: in-process, or Redis shared by every process when REDIS_URL is set. */
  cache: import('../cache/result-cache.ts').ResultCache;
  /** Every tenant's databases (datasource files: DuckDB, PostgreSQL), opened on first use. */
  datasources: import('../datasources/datasource-registry.ts').DatasourceRegistry;
  /** The query engine: slug runs (through `cache`), columns, raw previews, operational variables. */
  queries: import('../query/query-service.ts').QueryService;
  /** Prometheus metrics (`/metrics`): routes record what they see (login failures). */
  metrics: import('./metrics.ts').Metrics;
  dataDir: string;
  env: NodeJS.ProcessEnv;
}

/** A route plugin: registers its routes on `app` using the shared services. */
export type RoutePlugin<C> = (app: FastifyInstance, ctx: C) => Promise<void>;

/* ------------------------------------------------------------------------------------------
 * Service contracts. Each is implemented in its own folder and built once in build-app.ts.
 * ---------------------------------------------------------------------------------------- */

/** The live config directory (server/config/config-store.ts). */
export interface ConfigStore {
  /**
   * The config served: the directory without its refused entities (see `problems()`); outside
   * edits replace it without a restart.
   */
  current(): import('../config/config-types.ts').LoadedConfig;
  tenant(id: string): TenantConfig | undefined;
  /**
   * Writes one entity file atomically (temp file, fsync, rename) with stable key order and
   * 2-space indent, after validating it. `expectedVersion` is the ETag the client read;
   * a different current version is refused (StaleWriteError → 409). Invalid content is
   * refused (InvalidEntityError → 400 naming the field) and the file is left untouched.
   */
  write(request: EntityWrite): Promise<{ version: string }>;
  /** Version (ETag) of an entity file as it is on disk now. */
  version(tenantId: string, kind: EntityKind, id: string): string | undefined;
  /**
   * Problems of the config directory as on disk now, sorted by file, line and column (file
   * relative to the config directory). Empty when everything is served; otherwise each
   * problem's entity is refused (a saved query with both its files; the whole tenant for
   * tenant.json or users.json) and the rest is served: `/api/health` reports `degraded`.
   */
  problems(): import('../config/config-types.ts').Problem[];
  /** The git repository saves are committed to (config-repo.ts); undefined when none. */
  readonly repo?: import('../config/config-repo.ts').ConfigRepo;
  close(): Promise<void>;
}

/** A config problem as health reports it: `file` is relative to the config directory. */
export interface ConfigProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
}

export type EntityKind =
  'dashboard' | 'query' | 'program' | 'users' | 'tenant' | 'datasource' | 'import' | 'table';

export interface EntityWrite {
  tenantId: string;
  kind: EntityKind;
  /** File name without extension (dashboard_id, query_slug, program_slug, ...). */
  id: string;
  /** The whole new JSON content of the file (including "$schema"). */
  value: Record<string, unknown>;
  /** For saved queries: SQL written to the sibling .sql file (keeps diffs readable). */
  sql?: string;
  /** Absent: create (refused if it exists); present: must equal the current version. */
  expectedVersion?: string;
  /** Delete the file instead of writing it. */
  remove?: boolean;
  /** The commit message instead of the semantic diff's summary (a revert says what it undid). */
  message?: string;
  /** Who saves: the author of the commit when the config directory is a git repository. */
  author?: { name: string; email: string };
}

/** Result rows of a query, with the body serialized once for cache hits. */
export interface QueryResult {
  rows: Record<string, unknown>[];
  /** Output column names in order. */
  columns: string[];
  /** JSON of `rows` (serialized once, reused for every cached answer). */
  json: string;
  cached: boolean;
  ms: number;
  /** True when the query had more rows than its datasource's row_limit: `rows` are the first. */
  truncated?: boolean;
}
