import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginRateLimiter, rateLimitsFromEnv } from './login-rate-limiter.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createLoginRateLimiter', () => {
  it('frees an account when its oldest counted failure leaves the window', () => {
    vi.useFakeTimers({ now: new Date('2024-01-01T00:00:00Z') });
    const limiter = createLoginRateLimiter({ maxPerUser: 3, maxPerIp: 100, windowSeconds: 60 });
    const key = { tenant: 'acme', account: 'viewer', ip: '1.1.1.1' };
    limiter.recordFailure(key);
    vi.advanceTimersByTime(20_000);
    limiter.recordFailure(key);
    limiter.recordFailure(key);
    expect(limiter.retryAfter(key)).toBe(40);
    vi.advanceTimersByTime(39_000);
    expect(limiter.retryAfter(key)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(limiter.retryAfter(key)).toBe(0);
    limiter.close();
  });

  it('keys accounts per tenant and case-insensitively', () => {
    const limiter = createLoginRateLimiter({ maxPerUser: 1, maxPerIp: 100, windowSeconds: 60 });
    limiter.recordFailure({ tenant: 'acme', account: 'Viewer', ip: '1.1.1.1' });
    expect(
      limiter.retryAfter({ tenant: 'acme', account: 'viewer', ip: '2.2.2.2' }),
    ).toBeGreaterThan(0);
    expect(limiter.retryAfter({ tenant: 'globex', account: 'viewer', ip: '2.2.2.2' })).toBe(0);
    limiter.close();
  });

  it.each([
    ['the same tenant', 'acme', true],
    ['another tenant', 'globex', false],
  ])('an address blocked on acme is blocked on %s: %s', (_name, tenant, blocked) => {
    const limiter = createLoginRateLimiter({ maxPerUser: 100, maxPerIp: 2, windowSeconds: 60 });
    limiter.recordFailure({ tenant: 'acme', account: 'a', ip: '1.1.1.1' });
    limiter.recordFailure({ tenant: 'acme', account: 'b', ip: '1.1.1.1' });
    const wait = limiter.retryAfter({ tenant, account: 'c', ip: '1.1.1.1' });
    expect(wait > 0).toBe(blocked);
    limiter.close();
  });

  it('a success clears the account but not the address', () => {
    const limiter = createLoginRateLimiter({ maxPerUser: 2, maxPerIp: 2, windowSeconds: 60 });
    const key = { tenant: 'acme', account: 'viewer', ip: '1.1.1.1' };
    limiter.recordFailure(key);
    limiter.recordFailure(key);
    limiter.recordSuccess(key);
    expect(limiter.retryAfter({ ...key, ip: '9.9.9.9' })).toBe(0);
    expect(limiter.retryAfter({ ...key, account: 'other' })).toBeGreaterThan(0);
    limiter.close();
  });
});

describe('rateLimitsFromEnv', () => {
  it('reads the three variables and defaults to 10 / 100 / 300', () => {
    expect(rateLimitsFromEnv({})).toEqual({ maxPerUser: 10, maxPerIp: 100, windowSeconds: 300 });
    expect(
      rateLimitsFromEnv({
        NAVIGATOR_LOGIN_MAX_FAILURES: '3',
        NAVIGATOR_LOGIN_MAX_FAILURES_PER_IP: '9',
        NAVIGATOR_LOGIN_WINDOW: '30',
      }),
    ).toEqual({ maxPerUser: 3, maxPerIp: 9, windowSeconds: 30 });
  });

  it.each(['0', '-1', 'ten', '1.5'])('refuses %s', (value) => {
    expect(() => rateLimitsFromEnv({ NAVIGATOR_LOGIN_WINDOW: value })).toThrow(
      `NAVIGATOR_LOGIN_WINDOW must be a positive integer (got "${value}").`,
    );
  });
});
