import { createSlidingLog } from '../http/rate-window.ts';

/** Limits of the login rate limiter. */
export interface RateLimitOptions {
  /** Failed logins allowed per (tenant, user) within the window (default 10). */
  maxPerUser: number;
  /**
   * Failed logins allowed per (tenant, client IP) within the window (default 100): higher than
   * per user so that one office behind one address is not locked out by a single forgetful
   * colleague, and per tenant so that one tenant's users behind a shared NAT or proxy never
   * lock out another tenant's.
   */
  maxPerIp: number;
  /** Window in seconds (default 300). */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  maxPerUser: 10,
  maxPerIp: 100,
  windowSeconds: 300,
};

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9]\d*$/.test(raw))
    throw new Error(`${name} must be a positive integer (got "${raw}").`);
  return Number(raw);
}

/**
 * Limits from `NAVIGATOR_LOGIN_MAX_FAILURES` (per user), `NAVIGATOR_LOGIN_MAX_FAILURES_PER_IP`
 * and `NAVIGATOR_LOGIN_WINDOW` (seconds).
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitOptions {
  return {
    maxPerUser: positiveInt(env, 'NAVIGATOR_LOGIN_MAX_FAILURES', DEFAULT_RATE_LIMITS.maxPerUser),
    maxPerIp: positiveInt(env, 'NAVIGATOR_LOGIN_MAX_FAILURES_PER_IP', DEFAULT_RATE_LIMITS.maxPerIp),
    windowSeconds: positiveInt(env, 'NAVIGATOR_LOGIN_WINDOW', DEFAULT_RATE_LIMITS.windowSeconds),
  };
}

/** Who is trying to log in: the account (tenant + user) and the client address. */
export interface LoginAttemptKey {
  tenant: string;
  /** The user's user_id when the login name matched a user, else the login name as typed. */
  account: string;
  ip: string;
}

/**
 * Failed-login counters with a sliding window, per (tenant, account) and per (tenant, IP), in
 * this process.
 */
export interface LoginRateLimiter {
  /** Seconds to wait before trying again, or 0 when a login may be attempted now. */
  retryAfter(key: LoginAttemptKey): number;
  recordFailure(key: LoginAttemptKey): void;
  /** A successful login clears the account's failures (not the address's). */
  recordSuccess(key: LoginAttemptKey): void;
  close(): void;
}

/** The in-process login rate limiter. */
export function createLoginRateLimiter(options: RateLimitOptions): LoginRateLimiter {
  const failures = createSlidingLog(options.windowSeconds * 1000);
  const accountKey = (key: LoginAttemptKey) => `user\0${key.tenant}\0${key.account.toLowerCase()}`;
  const ipKey = (key: LoginAttemptKey) => `ip\0${key.tenant}\0${key.ip}`;

  return {
    retryAfter(key) {
      const now = Date.now();
      return Math.max(
        failures.wait(accountKey(key), options.maxPerUser, now),
        failures.wait(ipKey(key), options.maxPerIp, now),
      );
    },
    recordFailure(key) {
      const now = Date.now();
      for (const id of [accountKey(key), ipKey(key)]) failures.add(id, now);
    },
    recordSuccess(key) {
      failures.forget(accountKey(key));
    },
    close() {
      failures.close();
    },
  };
}
