import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

/** In CI (`CI=true`) nothing may be skipped: a missing service fails the run instead. */
export const inCI = process.env.CI === 'true' || process.env.CI === '1';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Availability {
  ok: boolean;
  /** Why the suite cannot run, and the command that fixes it. */
  reason: string;
}

/** Is Debian's Chromium installed? */
export function chromiumAvailability(): Availability {
  return existsSync(CHROMIUM_PATH)
    ? { ok: true, reason: '' }
    : {
        ok: false,
        reason: `Chromium is missing at ${CHROMIUM_PATH}; fix: apt-get update && apt-get install -y --no-install-recommends chromium`,
      };
}

/** The fix command printed when Redis is not running (tests expect it on 127.0.0.1:6379). */
export const REDIS_FIX =
  'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no';

/** The fix command printed when PostgreSQL is not running (tests expect it on 127.0.0.1:5432). */
export const POSTGRES_FIX =
  'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';

/** Resolves true when something accepts a TCP connection on 127.0.0.1:`port` within `timeoutMs`. */
export function tcpReachable(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Is Redis listening on 127.0.0.1:6379? (Use with `requireOrSkip(name, await ...)`.) */
export async function redisAvailability(port = 6379): Promise<Availability> {
  return (await tcpReachable(port))
    ? { ok: true, reason: '' }
    : { ok: false, reason: `Redis is not reachable at 127.0.0.1:${port}; fix: ${REDIS_FIX}` };
}

/** Is PostgreSQL listening on 127.0.0.1:5432? (Use with `requireOrSkip(name, await ...)`.) */
export async function postgresAvailability(port = 5432): Promise<Availability> {
  return (await tcpReachable(port))
    ? { ok: true, reason: '' }
    : {
        ok: false,
        reason: `PostgreSQL is not reachable at 127.0.0.1:${port}; fix: ${POSTGRES_FIX}`,
      };
}

/**
 * Decides whether a suite that needs a service runs: it runs when the service is there,
 * fails in CI when it is not, and elsewhere is skipped with a printed reason and fix.
 */
export function requireOrSkip(name: string, availability: Availability): boolean {
  if (availability.ok) return true;
  if (inCI) throw new Error(`${name}: ${availability.reason}`);
  process.stdout.write(`\n[skipped] ${name}: ${availability.reason}\n`);
  return false;
}
