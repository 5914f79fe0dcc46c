/**
 * A per-key sliding-window counter in this process: at most `max` calls per key within any
 * `windowMs`. Used where a signed-in user could otherwise flood a cheap endpoint (the client
 * log). Keys carry the tenant, so one tenant's users never share a budget with another's.
 */

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

/** A {@link RateWindow}; idle keys are forgotten once a minute. */
export function createRateWindow(options: RateWindowOptions): RateWindow {
  const calls = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const times = (calls.get(key) ?? []).filter((t) => t > now - options.windowMs);
    if (times.length === 0) calls.delete(key);
    else calls.set(key, times);
    return times;
  };
  const timer = setInterval(() => {
    const now = Date.now();
    for (const key of [...calls.keys()]) recent(key, now);
  }, 60_000);
  timer.unref();
  return {
    take(key, now = Date.now()) {
      const times = recent(key, now);
      if (times.length >= options.max) {
        const freeAt = (times[times.length - options.max] as number) + options.windowMs;
        return Math.max(1, Math.ceil((freeAt - now) / 1000));
      }
      calls.set(key, [...times, now]);
      return 0;
    },
    close() {
      clearInterval(timer);
      calls.clear();
    },
  };
}
