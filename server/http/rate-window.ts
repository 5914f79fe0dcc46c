/**
 * A per-key sliding-window counter in this process: at most `max` calls per key within any
 * `windowMs`. Used where a signed-in user could otherwise flood a cheap endpoint (the client
 * log). Keys carry the tenant, so one tenant's users never share a budget with another's.
 */
import type { FastifyReply } from 'fastify';

/** Limits of a {@link RateWindow}. */
export interface RateWindowOptions {
  max: number;
  windowMs: number;
}

/** Calls per key within a sliding window. */
export interface RateWindow {
  /**
   * Counts a call of `key` and returns 0, or, when the key has used its budget, returns the
   * seconds until the next call is allowed (the call is then not counted).
   */
  take(key: string, now?: number): number;
  close(): void;
}

/**
 * Times of events per key within a sliding window, shared by the client-log budget and the
 * login limiter so that both count and compute Retry-After the same way.
 */
export interface SlidingLog {
  /**
   * Seconds until `key` has fewer than `max` events in the window (at least 1), or 0 when it
   * already has.
   */
  wait(key: string, max: number, now: number): number;
  /** Records an event of `key` at `now`. */
  add(key: string, now: number): void;
  /** Forgets every event of `key`. */
  forget(key: string): void;
  close(): void;
}

/** A {@link SlidingLog} over `windowMs`; idle keys are forgotten once a minute. */
export function createSlidingLog(windowMs: number): SlidingLog {
  const events = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const times = (events.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length === 0) events.delete(key);
    else events.set(key, times);
    return times;
  };
  const timer = setInterval(() => {
    const now = Date.now();
    for (const key of [...events.keys()]) recent(key, now);
  }, 60_000);
  timer.unref();
  return {
    // Blocked while the window still holds `max` events: free again when the oldest of the
    // last `max` leaves the window.
    wait(key, max, now) {
      const times = recent(key, now);
      if (times.length < max) return 0;
      const freeAt = (times[times.length - max] as number) + windowMs;
      return Math.max(1, Math.ceil((freeAt - now) / 1000));
    },
    add(key, now) {
      events.set(key, [...recent(key, now), now]);
    },
    forget(key) {
      events.delete(key);
    },
    close() {
      clearInterval(timer);
      events.clear();
    },
  };
}

/** A {@link RateWindow}; idle keys are forgotten once a minute. */
export function createRateWindow(options: RateWindowOptions): RateWindow {
  const log = createSlidingLog(options.windowMs);
  return {
    take(key, now = Date.now()) {
      const wait = log.wait(key, options.max, now);
      if (wait === 0) log.add(key, now);
      return wait;
    },
    close() {
      log.close();
    },
  };
}

/** Answers 429 with Retry-After `seconds` and `message` (a caller past its {@link RateWindow}). */
export function sendTooMany(reply: FastifyReply, seconds: number, message: string): FastifyReply {
  return reply.code(429).header('retry-after', String(seconds)).send({ message });
}
