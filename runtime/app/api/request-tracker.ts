/**
 * Drives the top progress bar from the number of requests in flight (app-shell §9: 200 ms
 * throttle, 5000 ms duration, hidden 500 ms after): short requests never flash a bar, long
 * ones show it, and it completes and hides once nothing is pending.
 */

/** Progress bar constants of app-shell §9. */
export const PROGRESS = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

/** What the tracker drives (the Mantine nprogress store in the app, spies in tests). */
export interface ProgressBar {
  start(): void;
  complete(): void;
  reset(): void;
}

/** Timer functions, injectable so tests use fake time. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Counts requests in flight and shows the bar only for those lasting over the throttle. */
export interface RequestTracker {
  begin(): void;
  end(): void;
  pending(): number;
}

/** A tracker driving `bar` with the constants of {@link PROGRESS}. */
export function createRequestTracker(
  bar: ProgressBar,
  timers: Timers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  },
  options: { throttleMs: number; hideAfterMs: number } = PROGRESS,
): RequestTracker {
  let count = 0;
  let shown = false;
  let showTimer: unknown;
  let hideTimer: unknown;
  return {
    begin() {
      count += 1;
      if (hideTimer !== undefined) {
        timers.clearTimeout(hideTimer);
        hideTimer = undefined;
      }
      if (count === 1 && !shown && showTimer === undefined) {
        showTimer = timers.setTimeout(() => {
          showTimer = undefined;
          if (count > 0) {
            shown = true;
            bar.start();
          }
        }, options.throttleMs);
      }
    },
    end() {
      count = Math.max(0, count - 1);
      if (count > 0) return;
      if (showTimer !== undefined) {
        timers.clearTimeout(showTimer);
        showTimer = undefined;
      }
      if (!shown) return;
      bar.complete();
      hideTimer = timers.setTimeout(() => {
        hideTimer = undefined;
        shown = false;
        bar.reset();
      }, options.hideAfterMs);
    },
    pending: () => count,
  };
}

/**
 * Step interval of Mantine's NavigationProgress so the bar crawls to about 99% over
 * {@link PROGRESS}.durationMs (its start() takes about 43 steps to get there).
 */
export const PROGRESS_STEP_MS = Math.round(PROGRESS.durationMs / 43);
