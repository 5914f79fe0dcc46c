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
  const failures = new Map<string, number[]>();
  const windowMs = options.windowSeconds * 1000;
  const accountKey = (key: LoginAttemptKey) => `user\0${key.tenant}\0${key.account.toLowerCase()}`;
  const ipKey = (key: LoginAttemptKey) => `ip\0${key.tenant}\0${key.ip}`;

  const recent = (id: string, now: number): number[] => {
    const times = (failures.get(id) ?? []).filter((t) => t > now - windowMs);
    if (times.length === 0) failures.delete(id);
    else failures.set(id, times);
    return times;
  };
  // Blocked while the window still holds `max` failures: free again when the oldest of the
  // last `max` leaves the window.
  const wait = (id: string, max: number, now: number): number => {
    const times = recent(id, now);
    if (times.length < max) return 0;
    const freeAt = (times[times.length - max] as number) + windowMs;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  };
  const timer = setInterval(() => {
    const now = Date.now();
    for (const id of [...failures.keys()]) recent(id, now);
  }, 60_000);
  timer.unref();

  return {
    retryAfter(key) {
      const now = Date.now();
      return Math.max(
        wait(accountKey(key), options.maxPerUser, now),
        wait(ipKey(key), options.maxPerIp, now),
      );
    },
    recordFailure(key) {
      const now = Date.now();
      for (const id of [accountKey(key), ipKey(key)]) failures.set(id, [...recent(id, now), now]);
    },
    recordSuccess(key) {
      failures.delete(accountKey(key));
    },
    close() {
      clearInterval(timer);
      failures.clear();
    },
  };
}
