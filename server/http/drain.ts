/**
 * Graceful drain for SIGTERM: while a node drains it finishes the requests it is serving,
 * answers every new request with 503 + `Retry-After` (so a load balancer or client retries on
 * another node), and `/api/ready` answers 503 so the balancer stops sending traffic. Liveness
 * (`/api/health`) keeps answering 200: the process is alive, just leaving.
 */
import type { FastifyInstance } from 'fastify';

/** Default most milliseconds a drain waits for requests in flight (`NAVIGATOR_DRAIN_MS`). */
export const DEFAULT_DRAIN_MS = 10_000;
/** Seconds a refused client is told to wait before retrying (another node answers sooner). */
export const DRAIN_RETRY_AFTER_S = 1;
/** Paths still answered while draining: the balancer's probes. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/** The drain state of one server. */
export interface Drain {
  /** True once `start()` was called. */
  readonly draining: boolean;
  /** Requests being served now (websocket upgrades excluded: they are long-lived). */
  readonly inFlight: number;
  /**
   * Starts draining and resolves once no request is in flight (`true`) or after `timeoutMs`
   * with requests still running (`false`).
   */
  start(timeoutMs: number): Promise<boolean>;
}

/** The drain time from `NAVIGATOR_DRAIN_MS`; a clear error names a bad value. */
export function drainTimeoutFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.NAVIGATOR_DRAIN_MS?.trim();
  if (!raw) return DEFAULT_DRAIN_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`NAVIGATOR_DRAIN_MS must be a whole number of milliseconds ≥ 0, not "${raw}"`);
  }
  return value;
}

/** Adds the drain hooks to `app` and returns its drain state. */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const counted = new WeakSet<object>();

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (draining && !PROBE_PATHS.has(path)) {
      return reply
        .code(503)
        .header('retry-after', String(DRAIN_RETRY_AFTER_S))
        .header('connection', 'close')
        .send({ message: 'This server is shutting down; retry on another one.' });
    }
    if (request.headers.upgrade) return;
    counted.add(request);
    inFlight += 1;
  });
  const done = async (request: object) => {
    if (!counted.has(request)) return;
    counted.delete(request);
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };
  app.addHook('onResponse', async (request) => done(request));
  // A client that hangs up mid-request never gets onResponse.
  app.addHook('onRequestAbort', async (request) => done(request));

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    start(timeoutMs) {
      draining = true;
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        idle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}
