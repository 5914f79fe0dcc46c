/**
 * Prometheus metrics (`GET /metrics`, text format 0.0.4, prom-client). Each app has its own
 * registry, so several apps in one process (the tests) never mix their counts.
 *
 * Labels are bounded: routes are Fastify's route patterns (`/api/v2/dashboards/:dashboard_id`,
 * never the raw URL), status is a class (`2xx`), and tenants, datasources and slugs are only
 * those of the config (an unknown slug fails before it runs and is never a label).
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { metricsAccess } from './metrics-access.ts';

/** Seconds buckets shared by request and query durations (5 ms to 30 s). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Route label of a request that matched no route (client-side pages, unknown files). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** How a result-cache lookup ended: from the cache, run here, or run on `refresh=1`. */
export type CacheLookup = 'hit' | 'miss' | 'refresh';

/** Why a login was refused. */
export type LoginFailure = 'invalid_credentials' | 'rate_limited' | 'bad_request';

/** What the services record; `registry` renders them. */
export interface Metrics {
  readonly registry: Registry;
  /** One saved-query run against its datasource (cache hits do not run). */
  observeQuery(
    labels: { tenant: string; datasource: string; slug: string; outcome: 'ok' | 'error' },
    seconds: number,
  ): void;
  /** One result-cache lookup of a saved-query run. */
  cacheLookup(result: CacheLookup): void;
  /** One reload of the config directory after an outside edit (applied, rejected, unchanged...). */
  configReload(outcome: string): void;
  /** One refused login of a tenant. */
  loginFailure(tenant: string, reason: LoginFailure): void;
}

/** `2xx`, `4xx`, ... */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The reason label of a refused login's HTTP status. */
export function loginFailureOf(status: number): LoginFailure {
  if (status === 429) return 'rate_limited';
  if (status === 400) return 'bad_request';
  return 'invalid_credentials';
}

/** A registry with Navigator's metrics and Node's default process metrics. */
export function createMetrics(): Metrics & { observeRequest: RequestObserver } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'navigator_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'navigator_query_duration_seconds',
    help: 'Saved-query run duration on its datasource, by tenant, datasource, slug and outcome',
    labelNames: ['tenant', 'datasource', 'slug', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'navigator_cache_requests_total',
    help: 'Result-cache lookups of saved-query runs by result (hit, miss, refresh)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const reloads = new Counter({
    name: 'navigator_config_reloads_total',
    help: 'Reloads of the config directory after an outside edit, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const logins = new Counter({
    name: 'navigator_login_failures_total',
    help: 'Refused logins by tenant and reason',
    labelNames: ['tenant', 'reason'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeRequest: (labels, seconds) => requests.observe(labels, seconds),
    observeQuery: (labels, seconds) => queries.observe(labels, seconds),
    cacheLookup: (result) => cache.inc({ result }),
    configReload: (outcome) => reloads.inc({ outcome }),
    loginFailure: (tenant, reason) => logins.inc({ tenant, reason }),
  };
}

type RequestObserver = (
  labels: { route: string; method: string; status_class: string },
  seconds: number,
) => void;

/** Times every request (onResponse) into the request histogram. */
export function registerRequestMetrics(app: FastifyInstance, observe: RequestObserver): void {
  app.addHook('onResponse', async (request, reply) => {
    observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * Registers `GET /metrics` (Prometheus text format) behind {@link metricsAccess}: a bearer
 * token when `NAVIGATOR_METRICS_TOKEN` is set, else this machine only.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Pick<Metrics, 'registry'>,
  env: NodeJS.ProcessEnv,
): void {
  const token = env.NAVIGATOR_METRICS_TOKEN?.trim() || undefined;
  app.get('/metrics', async (request, reply) => {
    const access = metricsAccess(
      { remoteAddress: request.socket.remoteAddress, headers: request.headers },
      token,
    );
    if (!access.ok) {
      if (access.status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(access.status).send({ message: access.message });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
