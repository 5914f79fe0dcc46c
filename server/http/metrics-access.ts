/**
 * Who may read `/metrics`: they name tenants, datasources and saved-query slugs, so they are
 * not public. With `NAVIGATOR_METRICS_TOKEN` set, only `Authorization: Bearer <token>`; without
 * it, only a direct connection from this machine (loopback, and no proxy's forwarding header:
 * a request relayed by nginx on the same machine is not a local scrape).
 */
import { timingSafeEqual, createHash } from 'node:crypto';

/** What the access check reads of a request. */
export interface MetricsRequest {
  /** The TCP peer address (never X-Forwarded-For). */
  remoteAddress: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The verdict: allowed, or the status and message to answer. */
export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 403; message: string };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Constant-time string comparison (hashes first, so lengths leak nothing either). */
function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Decides whether `request` may read the metrics (pure; see the module comment). */
export function metricsAccess(request: MetricsRequest, token: string | undefined): MetricsAccess {
  if (token) {
    const header = request.headers.authorization;
    const value = Array.isArray(header) ? header[0] : header;
    const match = /^Bearer\s+(.+)$/i.exec(value ?? '');
    if (match?.[1] && sameSecret(match[1].trim(), token)) return { ok: true };
    return {
      ok: false,
      status: 401,
      message: 'Metrics need Authorization: Bearer <NAVIGATOR_METRICS_TOKEN>.',
    };
  }
  const local = LOOPBACK.has(request.remoteAddress ?? '');
  const proxied = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (local && !proxied) return { ok: true };
  return {
    ok: false,
    status: 403,
    message:
      'Metrics are served only to this machine (not through a proxy); set NAVIGATOR_METRICS_TOKEN to scrape them from elsewhere.',
  };
}
