import { loggerOption } from './log-redaction.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig, Problem } from '../config/config-types.ts';
import { createConfigStore } from '../config/config-store.ts';
import { createConfigBus } from '../cluster/config-bus.ts';
import { createAuthService, registerAuthentication } from '../auth/auth-service.ts';
import { createResultCache } from '../cache/result-cache.ts';
import { tableRoutes } from '../routes/table-routes.ts';
import { queryBuilderRoutes } from '../routes/query-builder-routes.ts';
import { uploadRoutes } from '../routes/upload-routes.ts';
import { importRoutes } from '../routes/import-routes.ts';
import { tableSaveRoutes } from '../routes/table-save-routes.ts';
import { createUploadSessions } from '../writes/upload-sessions.ts';
import { createWriteStore, type WriteStore } from '../writes/write-store.ts';
import { createDatasourceRegistry } from '../datasources/datasource-registry.ts';
import { createQueryService } from '../query/query-service.ts';
import { authRoutes } from '../routes/auth-routes.ts';
import { logRoutes } from '../routes/log-routes.ts';
import { chartRoutes, picturesBudgetMs } from '../routes/chart-routes.ts';
import { createChartPrepareCache } from '../charts/chart-prepare-cache.ts';
import { createPreparedChartStore, preparedChartsOnDisk } from '../charts/prepared-chart-store.ts';
import { logWarmUp, warmUp, warmUpEnabled } from './start-warm-up.ts';
import { tenantRoutes } from '../routes/tenant-routes.ts';
import { termsRoutes } from '../routes/terms-routes.ts';
import { websocketRoutes } from '../routes/websocket-routes.ts';
import { widgetRoutes } from '../routes/widget-routes.ts';
import { savedQueryRoutes } from '../routes/saved-query-routes.ts';
import { programRoutes } from '../routes/program-routes.ts';
import { bootstrapRoutes } from '../routes/bootstrap-routes.ts';
import { dashboardAnswerRoutes } from '../routes/dashboard-answer-routes.ts';
import { dashboardRoutes } from '../routes/dashboard-routes.ts';
import { dashboardEditRoutes } from '../routes/dashboard-edit-routes.ts';
import { historyRoutes } from '../routes/history-routes.ts';
import { queryRunRoutes } from '../routes/query-run-routes.ts';
import { querySchemaRoutes } from '../routes/query-schema-routes.ts';
import type { AppContext } from './context.ts';
import { registerTenantHook } from './tenant-hook.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { cacheControlFor } from './static-cache.ts';
import { registerErrorHandler } from './error-handler.ts';
import { healthRoutes } from './health.ts';
import { registerDrain, type Drain } from './drain.ts';
import { createMetrics, registerMetricsRoute, registerRequestMetrics } from './metrics.ts';
import { collectRoutes, registerOpenApiRoute, type RegisteredRoute } from './openapi.ts';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../data/data-dir.ts';
import { tenantDataRoutes } from '../routes/tenant-data-routes.ts';
import { quickstartRoutes } from '../routes/quickstart-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM drain state: `start-server.ts` starts it, `/api/ready` reads it. */
    drain: Drain;
    /** Every route registered (method, URL pattern): what `/api/openapi.json` documents. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}
import { registerJsonBodyParser } from './json-body.ts';

/** Everything the HTTP layer needs; `startServer` and the test server build it the same way. */
export interface AppOptions {
  configDir: string;
  /** The data directory (the DuckDB demo database lives there). */
  dataDir: string;
  /** A config already loaded and validated (start-up did it); loaded from configDir if absent. */
  config?: LoadedConfig;
  /** The problems validation found in `config` (their entities are refused; default none). */
  problems?: Problem[];
  /** Built front end (`dist/`); when missing only the API is served. */
  distDir?: string;
  /** Fastify logger option: false (default), true, or pino options (level, stream). */
  logger?: FastifyServerOptions['logger'];
  /** Environment (REDIS_URL, NAVIGATOR_SECRET, ...); defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /**
   * Open (and migrate) every tenant's write store before serving, so a refused migration is in
   * the start-up log (`navigator start`). Otherwise each opens on first use: in-process test
   * servers in parallel never lock one another's file.
   */
  openWriteStores?: boolean;
}

/**
 * Builds the Fastify app: the public tenant calls of app-shell §7 (tenant branding and
 * images, which the login page needs before anyone has a token), a health check, and the
 * built single-page app with client-side routing.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const app = Fastify({
    logger: loggerOption(options.logger),
    trustProxy: trustProxyFrom(env),
  });
  // Before any route, so the OpenAPI document sees every one.
  const routes = collectRoutes(app);
  app.decorate('registeredRoutes', routes);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  const drain = registerDrain(app);
  app.decorate('drain', drain);
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics.observeRequest);
  // Other nodes of a cluster hear of every save here (Redis pub/sub; nothing without Redis).
  const configBus = createConfigBus({
    url: env.REDIS_URL || undefined,
    channel: env.NAVIGATOR_CONFIG_CHANNEL || undefined,
    log: app.log,
  });
  app.addHook('onClose', async () => configBus.close());
  // Set once the write store exists (it reads the config store's config).
  const late: { writes?: WriteStore } = {};
  const migrateWriteStores = async () => {
    for (const problem of (await late.writes?.migrateOpen()) ?? []) {
      app.log.error(`write store: ${problem}`);
    }
  };
  // The live config: what validates of the directory; everything reads through it.
  const configStore = await createConfigStore({
    dir: options.configDir,
    initial: options.config,
    initialProblems: options.problems,
    log: app.log,
    onReload: (outcome) => {
      metrics.configReload(outcome);
      // An outside edit or another node's save may declare new columns: the open write
      // stores add them (additively; a destructive change is logged and changes nothing).
      if (outcome === 'applied' || outcome === 'rejected') void migrateWriteStores();
    },
    onWrite: (change) => void configBus.publishConfigChange(change),
    // Saves become commits when the directory is a repository's root; pushed to the remote.
    git: {
      remote: env.NAVIGATOR_CONFIG_REMOTE || undefined,
      pollMs: env.NAVIGATOR_CONFIG_POLL_MS ? Number(env.NAVIGATOR_CONFIG_POLL_MS) : undefined,
    },
  });
  // Another node saved: pull the remote's commits when there is one (validated; only a valid
  // config is served), else read the shared directory again.
  const syncConfig = async () => {
    const synced = await configStore.syncConfigFromSource();
    if (!synced.changed) await configStore.reload();
  };
  configBus.onConfigChange(async () => {
    await syncConfig();
  });
  app.addHook('onClose', async () => configStore.close());
  const currentConfig = () => configStore.current();
  registerTenantHook(app, currentConfig);
  registerSecurityHeaders(app, env);
  const auth = await createAuthService({
    env,
    dataDir: options.dataDir,
    config: currentConfig,
    log: app.log,
  });
  app.addHook('onClose', async () => auth.close());
  registerAuthentication(app, auth);
  const cache = createResultCache({
    redisUrl: env.REDIS_URL || undefined,
    namespace: env.NAVIGATOR_CACHE_NAMESPACE || undefined,
    log: app.log,
    onLookup: (result) => metrics.cacheLookup(result),
  });
  app.addHook('onClose', async () => cache.close());
  // Closed after the cache, whose background refreshes still read them.
  // People's rows (forms, dropped files, imports): one writable file per tenant, read by
  // dashboards through the tenant's `writes` datasource. Closed after the datasources.
  const writes = createWriteStore({ config: currentConfig, dataDir: options.dataDir, env });
  late.writes = writes;
  app.addHook('onClose', async () => writes.close());
  const datasources = createDatasourceRegistry(currentConfig, options.dataDir, env, writes);
  app.addHook('onClose', async () => datasources.close());
  if (options.openWriteStores) {
    for (const problem of await writes.prepareAll()) app.log.error(`write store: ${problem}`);
  }
  if (warmUpEnabled(env)) {
    // Once listening, in the background: the first visitor finds the databases open.
    let closing = false;
    let warming: Promise<unknown> = Promise.resolve();
    app.addHook('onListen', async () => {
      const started = performance.now();
      warming = warmUp({ config: currentConfig, datasources, stopped: () => closing })
        .then((result) => logWarmUp(app.log, result, performance.now() - started))
        .catch((error: unknown) => app.log.warn(`start warm-up failed: ${String(error)}`));
    });
    app.addHook('preClose', async () => {
      closing = true;
      await warming;
    });
  }
  const queries = createQueryService({
    datasources,
    cache,
    log: app.log,
    observeQuery: (labels, seconds) => metrics.observeQuery(labels, seconds),
  });
  const ctx: AppContext = {
    config: currentConfig,
    configStore,
    auth,
    cache,
    datasources,
    queries,
    metrics,
    dataDir: options.dataDir,
    env,
  };

  await app.register(healthRoutes, {
    ...ctx,
    configDir: options.configDir,
    draining: () => drain.draining,
  });
  await app.register(tenantRoutes, ctx);
  await app.register(termsRoutes);
  await app.register(authRoutes, ctx);
  await app.register(logRoutes, ctx);
  // Prepared charts outlive a restart in the data directory: a cold server's first visitor
  // does not wait for the charts to compile again (docs/performance.md).
  // NAVIGATOR_PREPARED_CHARTS=off keeps them in memory only.
  const preparedCharts = preparedChartsOnDisk(env)
    ? createPreparedChartStore({ dataDir: options.dataDir, log: app.log })
    : undefined;
  if (preparedCharts) app.addHook('onClose', async () => preparedCharts.settled());
  await app.register(chartRoutes, {
    cache: createChartPrepareCache({ store: preparedCharts }),
    picturesBudgetMs: picturesBudgetMs(env),
  });
  await app.register(websocketRoutes, ctx);
  await app.register(widgetRoutes, ctx);
  await app.register(savedQueryRoutes, ctx);
  await app.register(programRoutes, ctx);
  await app.register(bootstrapRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(dashboardAnswerRoutes, ctx);
  await app.register(dashboardEditRoutes, ctx);
  await app.register(historyRoutes, ctx);
  await app.register(queryRunRoutes, ctx);
  await app.register(tenantDataRoutes);
  await app.register(quickstartRoutes, ctx);
  await app.register(querySchemaRoutes, ctx);
  await app.register(queryBuilderRoutes, ctx);
  const uploads = createUploadSessions();
  app.addHook('onClose', async () => uploads.close());
  await app.register(tableRoutes, { ...ctx, writes });
  await app.register(uploadRoutes, { ...ctx, writes, uploads });
  await app.register(importRoutes, { ...ctx, writes, uploads });
  await app.register(tableSaveRoutes, { ...ctx, writes });
  registerMetricsRoute(app, metrics, env);
  registerOpenApiRoute(app, routes, packageVersion());

  app.all('/api/*', async (request, reply) =>
    reply
      .code(404)
      .send({ message: `No such API route: ${request.method} ${request.url.split('?')[0]}` }),
  );

  if (options.distDir && existsSync(path.join(options.distDir, 'index.html'))) {
    const distDir = options.distDir;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes .br and .gz copies (precompress-assets.ts): sent as the browser accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(distDir, filePath)),
    });
    // Client-side routes (/login, /{program}/{module}, ...) all load the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send({ message: 'Not found' });
      }
      // A missing file is a 404, never the app page: a chart reading it as data would parse
      // HTML without a word (or "Data ingestion failed" with no reason).
      if (isFileLikeAddress(request.url)) {
        return reply.code(404).send({ message: `Not found: ${request.url.split('?')[0]}` });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}

/**
 * Whether `url` names a file rather than a page of the app: under /api/ or /files/, or whose
 * last segment has an extension (`/sales/data/cars.json`). Client routes have neither.
 */
export function isFileLikeAddress(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (/^\/(api|files)(\/|$)/.test(pathname)) return true;
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,10}$/i.test(last);
}

/**
 * Client addresses (the per-address login limit) come from X-Forwarded-For only behind a
 * proxy the operator names: trusting it by default would let any client pick its address.
 */
export function trustProxyFrom(env: NodeJS.ProcessEnv): boolean | string {
  const raw = env.NAVIGATOR_TRUST_PROXY?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  return raw;
}

/** Navigator's version (package.json), for the OpenAPI document. */
function packageVersion(): string {
  const text = readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
