/**
 * `GET /api/health`: is the server up, and is each dependency it needs answering? Public (a
 * load balancer calls it without a token), so it names no host, port or absolute path, and
 * its probes are cached for a few seconds so calling it in a loop cannot flood Redis or the
 * databases.
 *
 * Always HTTP 200 while the process serves requests (liveness): `status` is `ok`, or
 * `degraded` when a dependency is down or the config has problems the server refused
 * (everything else is still served).
 *
 * `GET /api/ready` (readiness) answers the same body from the same cached probes, with 200
 * when this node should get traffic and 503 when it should not: Redis (when configured) or a
 * datasource is down, or the node is draining for shutdown (`status: 'draining'`). Config
 * problems alone do not make a node unready: every node reads the same config, and the
 * entities without problems are served.
 */
import { WRITES_DATASOURCE } from '../writes/write-store.ts';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext, ConfigProblem } from './context.ts';
import { redactInternals } from './redact-internals.ts';

/** State of one dependency. */
export type DependencyState = 'ok' | 'down';

/** The body of `/api/health`. */
export interface HealthReport {
  /** `draining` only from `/api/ready` while the node shuts down. */
  status: 'ok' | 'degraded' | 'draining';
  dependencies: {
    /** The shared cache and session store (REDIS_URL); `not configured` without it. */
    redis: DependencyState | 'not configured';
    /** Every datasource of the config, as `tenant/name`. */
    datasources: Record<string, DependencyState>;
  };
  /** Config problems (file relative to the config directory, line, column, pointer, message). */
  problems?: ConfigProblem[];
}

/** How long a health answer is reused (probes run at most this often). */
export const HEALTH_CACHE_MS = 5000;
/** Most milliseconds one probe may take before its dependency counts as down. */
export const PROBE_TIMEOUT_MS = 2000;

/** What the health check reads. */
export type HealthContext = Pick<
  AppContext,
  'config' | 'configStore' | 'cache' | 'auth' | 'datasources'
> & {
  /** To make any absolute problem path relative (the store should already give relative ones). */
  configDir: string;
  /** Whether the node is draining for shutdown (readiness answers 503 then). */
  draining?: () => boolean;
};

/** `promise`'s value, or `fallback` after `ms` or on error. */
function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Config problems fit for a public answer: relative paths, messages scrubbed. */
export function publicProblems(
  problems: readonly ConfigProblem[],
  configDir: string,
): ConfigProblem[] {
  return problems.map((problem) => ({
    file: path.isAbsolute(problem.file)
      ? path.relative(configDir, problem.file).split(path.sep).join('/')
      : problem.file,
    line: problem.line,
    column: problem.column,
    pointer: problem.pointer,
    message: redactInternals(problem.message),
  }));
}

/** Builds the report from the probes' answers (pure: what `degraded` means). */
export function healthReport(
  redis: HealthReport['dependencies']['redis'],
  datasources: Record<string, DependencyState>,
  problems: readonly ConfigProblem[],
): HealthReport {
  const down = redis === 'down' || Object.values(datasources).some((state) => state === 'down');
  return {
    status: down || problems.length > 0 ? 'degraded' : 'ok',
    dependencies: { redis, datasources },
    ...(problems.length > 0 ? { problems: [...problems] } : {}),
  };
}

/** Whether a node with this report should get traffic (pure: what `/api/ready` answers). */
export function isReady(report: HealthReport, draining: boolean): boolean {
  if (draining) return false;
  const { redis, datasources } = report.dependencies;
  // A tenant's write store (datasource `writes`) is a DuckDB file one process may hold: on a
  // node that does not hold it, reads are still served, so it does not keep the node out of
  // the balancer (health still reports it down; docs/deploy.md).
  return (
    redis !== 'down' &&
    Object.entries(datasources).every(
      ([name, state]) => state === 'ok' || name.endsWith(`/${WRITES_DATASOURCE}`),
    )
  );
}

/** A health check whose probes run at most every `cacheMs`; concurrent callers share one run. */
export function createHealthCheck(
  ctx: HealthContext,
  options: { cacheMs?: number; probeTimeoutMs?: number } = {},
): () => Promise<HealthReport> {
  const cacheMs = options.cacheMs ?? HEALTH_CACHE_MS;
  const probeMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  let last: { at: number; report: Promise<HealthReport> } | undefined;

  // The result cache and the session store each hold their own Redis connection.
  const probeRedis = async (): Promise<HealthReport['dependencies']['redis']> => {
    const { cache } = ctx;
    const sessions = ctx.auth.revocations;
    if (cache.kind !== 'redis' && sessions.kind !== 'redis') return 'not configured';
    const answers = await Promise.all([
      settleWithin(cache.reachable(), probeMs, false),
      settleWithin(sessions.reachable?.() ?? Promise.resolve(true), probeMs, false),
    ]);
    return answers.every(Boolean) ? 'ok' : 'down';
  };

  const probeDatasources = async (): Promise<Record<string, DependencyState>> => {
    const probes: Promise<[string, DependencyState]>[] = [];
    for (const tenant of ctx.config().tenants.values()) {
      for (const [name, entity] of tenant.datasources) {
        // An http datasource is someone else's API, called only when a widget asks: its outage
        // must not take this node out of a load balancer, and probing it on every health
        // check would hammer it. Its errors show on the widgets that read it.
        if (entity.value.type === 'http') continue;
        const probe = ctx.datasources
          .get(tenant.id, name)
          .then((datasource) =>
            datasource.query('SELECT 1 AS ok', [], { timeoutMs: probeMs, rowLimit: 1 }),
          )
          .then(() => true);
        probes.push(
          settleWithin(probe, probeMs, false).then((ok) => [
            `${tenant.id}/${name}`,
            ok ? 'ok' : 'down',
          ]),
        );
      }
    }
    return Object.fromEntries((await Promise.all(probes)).sort(([a], [b]) => (a < b ? -1 : 1)));
  };

  const run = async (): Promise<HealthReport> => {
    const [redis, datasources] = await Promise.all([probeRedis(), probeDatasources()]);
    const problems = publicProblems(ctx.configStore.problems(), ctx.configDir);
    return healthReport(redis, datasources, problems);
  };

  return () => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs) last = { at: now, report: run() };
    return last.report;
  };
}

/** Registers `GET /api/health` and `GET /api/ready` (see the module comment). */
export async function healthRoutes(app: FastifyInstance, ctx: HealthContext): Promise<void> {
  const check = createHealthCheck(ctx);
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return check();
  });
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const report = await check();
    const draining = ctx.draining?.() ?? false;
    const ready = isReady(report, draining);
    return reply
      .code(ready ? 200 : 503)
      .send(draining ? { ...report, status: 'draining' } : report);
  });
}
