/**
 * The query engine as the routes see it: run a slug with conditions (merged, compiled,
 * cached), list a slug's columns, preview raw SQL, read operational variables. Routes check
 * roles and programs first; this service trusts its caller on that and enforces everything
 * about the SQL itself (identifiers, bound values, the user's fixed filters, read-only).
 */
import { createHash } from 'node:crypto';
import type { SavedQuery } from '../../schemas/generated/index.ts';
import { conditionsKey, parseFilteringFixed } from '../../runtime/core/index.ts';
import { cacheKey, type ResultCache } from '../cache/index.ts';
import type { TenantConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';
import { sqlDialect, type ColumnInfo, type Datasource } from '../datasources/datasource.ts';
import { DEFAULT_DATASOURCE, type DatasourceRegistry } from '../datasources/datasource-registry.ts';
import type { QueryResult, SessionUser } from '../http/context.ts';
import { quoteForMessage } from './column-catalog.ts';
import { httpStatementOf } from '../datasources/http/http-statement.ts';
import { compileHttpQuery } from './compile-http.ts';
import { compileQuery, type CompiledQuery } from './compile-query.ts';
import { createCompiledSlugMemo, memoKey } from './compiled-slug-memo.ts';
import type { ConditionsLayer } from './merge-conditions.ts';
import { createOperationalVariablesReader } from './operational-variables.ts';
import { pageStatements, type PageRequest } from './page-query.ts';
import { runPreview, type PreviewRequest, type PreviewResult } from './preview.ts';
import { createMetadataCache } from './query-metadata.ts';
import { NotFoundError, QueryInputError } from './query-errors.ts';
import { assertReadOnlyStatement } from './read-only-sql.ts';
import { programOf, slugDateContext, tenantToday } from './slug-date-context.ts';

/** Cache lifetime of a slug without cache_timeout (seconds). */
export const DEFAULT_CACHE_TIMEOUT = 3600;

/** The result cache (server/cache): single flight, serialized once, shared via Redis. */
export type QueryResultCache = Pick<ResultCache, 'getOrRun'>;

/** The part of a pino logger the service writes to. */
export interface QueryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Dependencies of the service. */
export interface QueryServiceOptions {
  datasources: Pick<DatasourceRegistry, 'get'>;
  /** Used for slugs with is_cached not false; without it every run hits the database. */
  cache?: QueryResultCache;
  log: QueryLog;
  /** The clock date tokens read (NOW, and CURRENT_DATE without an operational date). */
  now?: () => Date;
  /** Told the duration of every saved-query run on its datasource (the metrics). */
  observeQuery?: (
    labels: { tenant: string; datasource: string; slug: string; outcome: 'ok' | 'error' },
    seconds: number,
  ) => void;
}

/** A slug run. */
export interface RunSlugRequest {
  tenant: TenantConfig;
  slug: string;
  /** The request's conditions. */
  conditions?: ConditionsLayer;
  /** The widget's conditions, merged below the request's. */
  widgetConditions?: ConditionsLayer;
  user: SessionUser;
  /** The program's operational variables; read with operationalVariables() when absent. */
  operationalVariables?: Readonly<Record<string, string>>;
  /** Skip the cache read (refresh=1); the fresh result is cached. */
  refresh?: boolean;
}

/**
 * A compiled slug, before it runs. The same object may answer several calls with the same
 * inputs (see compiled-slug-memo.ts): read it, never change it.
 */
export interface CompiledSlug {
  query: SavedQuery;
  datasource: Datasource;
  compiled: CompiledQuery;
  /** The cache key of its result. */
  cacheKey: string;
}

/** One page of a slug's rows and the filtered total (runPage). */
export interface PageResult {
  rows: QueryResult;
  total: number;
}

/** The query engine. */
export interface QueryService {
  /** Runs a slug (NotFoundError, QueryInputError, QueryExecutionError, QueryTimeoutError). */
  runSlug(request: RunSlugRequest): Promise<QueryResult>;
  /**
   * One page of a slug (the server-side query table): its rows for the page's sort, filters and
   * window, and the filtered total; both cached like runSlug's results.
   */
  runPage(request: RunSlugRequest & { page: PageRequest }): Promise<PageResult>;
  /** Compiles a slug as runSlug would, without running it. */
  compileSlug(request: RunSlugRequest): Promise<CompiledSlug>;
  /** Output column names of a slug (PATCH /api/v2/services/queries/{slug}). */
  columns(request: { tenant: TenantConfig; slug: string }): Promise<string[]>;
  /** Output columns of a slug with their engine type and kind (the widget filter rules). */
  columnInfo(request: { tenant: TenantConfig; slug: string }): Promise<ColumnInfo[]>;
  /** Runs raw SQL read-only (the query editor's preview; super users only, checked by routes). */
  preview(request: PreviewRequest): Promise<PreviewResult>;
  /** Operational variables of a program: its datasource's table under its config's `variables`. */
  operationalVariables(request: {
    tenant: TenantConfig;
    programSlug: string;
  }): Promise<Record<string, string>>;
}

/** The service over `options.datasources`. */
export function createQueryService(options: QueryServiceOptions): QueryService {
  const { datasources, cache, log, observeQuery } = options;
  const now = options.now ?? (() => new Date());
  const metadata = createMetadataCache();
  const variables = createOperationalVariablesReader(datasources, log);
  const memo = createCompiledSlugMemo<CompiledSlug>();
  const digest = (value: unknown) =>
    createHash('sha256').update(JSON.stringify(value)).digest('base64url');

  function savedEntity(tenant: TenantConfig, slug: string) {
    const entity = typeof slug === 'string' ? tenant.queries.get(slug) : undefined;
    if (!entity) throw new NotFoundError(`Query ${quoteForMessage(String(slug))} not found`);
    return { entity, query: entity.value as unknown as SavedQuery };
  }

  function savedQuery(tenant: TenantConfig, slug: string) {
    const { entity, query } = savedEntity(tenant, slug);
    const sql = entity.sql ?? query.query_raw;
    if (sql === undefined || sql.trim() === '') {
      throw new QueryInputError(`Query "${query.query_slug}" has no SQL`);
    }
    assertReadOnlyStatement(sql);
    return { query, sql };
  }

  /**
   * A saved query with an http request: the same steps (datasource, conditions, the user's
   * fixed filters, cache key) with the request in place of SQL (compile-http.ts).
   */
  async function compileHttpSlug(
    request: RunSlugRequest,
    query: SavedQuery & { http: NonNullable<SavedQuery['http']> },
  ): Promise<CompiledSlug> {
    const { tenant } = request;
    const source = query.source ?? DEFAULT_DATASOURCE;
    const datasource = await datasources.get(tenant.id, source);
    if (datasource.dialect !== 'http') {
      throw new QueryInputError(
        `Query "${query.query_slug}" has an http request but datasource "${source}" is not an http datasource`,
      );
    }
    const program = programOf(tenant, query.program_slug);
    const operational =
      request.operationalVariables ??
      (program ? await variables.read(tenant, query.program_slug) : {});
    const filteringFixed = parseFilteringFixed(request.user.filtering_fixed);
    const compiled = compileHttpQuery({
      query,
      widgetConditions: request.widgetConditions,
      conditions: request.conditions,
      filteringFixed,
      dateContext: slugDateContext(tenant, program, operational, now()),
    });
    await datasource.assertInScope(compiled.sql);
    const statement = digest([datasource.dialect, compiled.sql, compiled.params]);
    const cacheKeyText = cacheKey({
      tenant: tenant.id,
      slug: query.query_slug,
      datasource: datasource.name,
      conditions: conditionsKey(query.query_slug, compiled.effective),
      restrictions: filteringFixed,
      version: statement,
    });
    return { query, datasource, compiled, cacheKey: cacheKeyText };
  }

  /** The columns of an http slug, read from its answer without filters; undefined for SQL. */
  async function httpColumns(tenant: TenantConfig, slug: string) {
    const { query } = savedEntity(tenant, slug);
    if (!query.http) return undefined;
    const datasource = await datasources.get(tenant.id, query.source ?? DEFAULT_DATASOURCE);
    return datasource.describe(JSON.stringify(httpStatementOf(query.http)));
  }

  async function compileSlug(request: RunSlugRequest): Promise<CompiledSlug> {
    const { tenant } = request;
    const saved = savedEntity(tenant, request.slug).query;
    if (saved.http) return compileHttpSlug(request, { ...saved, http: saved.http });
    const { query, sql } = savedQuery(tenant, request.slug);
    const datasource = await datasources.get(tenant.id, query.source ?? DEFAULT_DATASOURCE);
    await datasource.assertInScope(sql);
    const program = programOf(tenant, query.program_slug);
    const operational =
      request.operationalVariables ??
      (program ? await variables.read(tenant, query.program_slug) : {});
    const metadataLookup = metadata.get(tenant.id, datasource, query, sql);
    const instant = now();
    const today = tenantToday(tenant, instant);
    // The memo key holds the values compileQuery reads; the config objects it reads (saved
    // query, SQL, program, tenant settings), the datasource and the column metadata are
    // compared by identity, so any edit or re-read compiles again.
    const listLimit = inListLimit(tenant, query.source ?? DEFAULT_DATASOURCE);
    const key = memoKey([
      listLimit,
      query.query_slug,
      request.conditions,
      request.widgetConditions,
      request.user.filtering_fixed,
      today,
      operational,
    ]);
    const deps = [query, sql, program, tenantSettings(tenant), datasource, metadataLookup];
    const known = key === undefined ? undefined : memo.get(tenant, key, deps);
    if (known) return known;
    const { columns, tableColumns } = await metadataLookup;
    const filteringFixed = parseFilteringFixed(request.user.filtering_fixed);
    const compiled = compileQuery({
      dialect: sqlDialect(datasource),
      query,
      sql,
      widgetConditions: request.widgetConditions,
      conditions: request.conditions,
      filteringFixed,
      dateContext: slugDateContext(tenant, program, operational, instant),
      columns,
      tableColumns,
      hierarchy: program?.conditions?.hierarchy,
      rowLimit: datasource.rowLimit,
      inListLimit: listLimit,
    });
    // The statement's digest makes an edited query or datasource miss the old entries.
    const statement = createHash('sha256')
      .update(
        JSON.stringify([datasource.dialect, datasource.schema, compiled.sql, compiled.params]),
      )
      .digest('base64url');
    const cacheKeyText = cacheKey({
      tenant: tenant.id,
      slug: query.query_slug,
      datasource: datasource.name,
      conditions: conditionsKey(query.query_slug, compiled.effective),
      restrictions: filteringFixed,
      version: statement,
    });
    const result = { query, datasource, compiled, cacheKey: cacheKeyText };
    if (key !== undefined) memo.set(tenant, key, deps, result);
    return result;
  }

  async function execute(
    slug: CompiledSlug,
    tenant: string,
    statement: { sql: string; params: readonly unknown[] } = slug.compiled,
  ): Promise<QueryResult> {
    const started = performance.now();
    const { datasource, query } = slug;
    const observe = (outcome: 'ok' | 'error') =>
      observeQuery?.(
        { tenant, datasource: datasource.name, slug: query.query_slug, outcome },
        (performance.now() - started) / 1000,
      );
    const result = await datasource
      .query(statement.sql, [...statement.params], {
        timeoutMs: datasource.timeoutMs,
        rowLimit: datasource.rowLimit,
      })
      .catch((error: unknown) => {
        observe('error');
        throw error;
      });
    observe('ok');
    const ms = Math.round((performance.now() - started) * 100) / 100;
    if (result.truncated) {
      log.warn(
        { slug: query.query_slug, datasource: datasource.name, rowLimit: datasource.rowLimit },
        'query result truncated at the row limit',
      );
    }
    log.info(
      { slug: query.query_slug, datasource: datasource.name, rows: result.rows.length, ms },
      'query ran',
    );
    return resultOf(result.rows, result.columns, ms, result.truncated);
  }

  /** Runs `statement` of a compiled slug through the result cache under `key`. */
  function cachedRun(
    compiled: CompiledSlug,
    request: RunSlugRequest,
    key: string,
    statement?: { sql: string; params: readonly unknown[] },
  ): Promise<QueryResult> {
    const { query } = compiled;
    const tenant = request.tenant.id;
    if (!cache || query.is_cached === false) return execute(compiled, tenant, statement);
    // Data written while the server runs: a write makes every older entry a miss.
    const version = compiled.datasource.dataVersion?.();
    return cache.getOrRun(
      version === undefined ? key : `${key}@${version}`,
      query.cache_timeout ?? DEFAULT_CACHE_TIMEOUT,
      () => execute(compiled, tenant, statement),
      { refresh: request.refresh === true, refreshAheadSeconds: query.cache_refresh ?? null },
    );
  }

  return {
    compileSlug,

    async runSlug(request) {
      const compiled = await compileSlug(request);
      return cachedRun(compiled, request, compiled.cacheKey);
    },

    async runPage(request) {
      const compiled = await compileSlug(request);
      // Paging, sorting and column filters are SQL the server adds: an API has none of them.
      const dialect = sqlDialect(compiled.datasource);
      const { columns } = await metadata.get(
        request.tenant.id,
        compiled.datasource,
        compiled.query,
        savedQuery(request.tenant, request.slug).sql,
      );
      const statements = pageStatements(
        dialect,
        compiled.compiled,
        columns.map((column) => column.name),
        request.page,
      );
      // The count does not depend on the sort or window: paging reuses it.
      const [rows, count] = await Promise.all([
        cachedRun(
          compiled,
          request,
          `${compiled.cacheKey}:page:${digest(statements.rows)}`,
          statements.rows,
        ),
        cachedRun(
          compiled,
          request,
          `${compiled.cacheKey}:count:${digest(statements.count)}`,
          statements.count,
        ),
      ]);
      return { rows, total: Number(count.rows[0]?.total ?? 0) };
    },

    async columns({ tenant, slug }) {
      const http = await httpColumns(tenant, slug);
      if (http) return http.map((column) => column.name);
      const { query, sql } = savedQuery(tenant, slug);
      const datasource = await datasources.get(tenant.id, query.source ?? DEFAULT_DATASOURCE);
      await datasource.assertInScope(sql);
      const { columns } = await metadata.get(tenant.id, datasource, query, sql);
      return columns.map((column) => column.name);
    },

    async columnInfo({ tenant, slug }) {
      const http = await httpColumns(tenant, slug);
      if (http) return http;
      const { query, sql } = savedQuery(tenant, slug);
      const datasource = await datasources.get(tenant.id, query.source ?? DEFAULT_DATASOURCE);
      await datasource.assertInScope(sql);
      const { columns } = await metadata.get(tenant.id, datasource, query, sql);
      return columns.map(({ name, type, kind }) => ({ name, type, kind }));
    },

    preview: (request) => runPreview(datasources, request),

    operationalVariables: ({ tenant, programSlug }) => variables.read(tenant, programSlug),
  };
}

/** A fresh QueryResult; its JSON is built on first use (the cache serializes it once). */
export function resultOf(
  rows: Record<string, unknown>[],
  columns: string[],
  ms: number,
  truncated = false,
): QueryResult {
  let json: string | undefined;
  return {
    ...(truncated ? { truncated } : {}),
    rows,
    columns,
    get json() {
      json ??= JSON.stringify(rows);
      return json;
    },
    cached: false,
    ms,
  };
}

/** The datasource file's in_list_limit (read from the config, so an edit applies at once). */
function inListLimit(tenant: TenantConfig, source: string): number | undefined {
  const limit = tenant.datasources.get(source)?.value.in_list_limit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : undefined;
}
