/**
 * A task for when the main thread is idle: work that may wait (the address bar) must not take
 * frames from work that may not (the widgets' repaint). `flush()` runs it now instead, once.
 */

/** A scheduled idle task. */
export interface IdleTask {
  /** Runs the task now unless it has run or been cancelled. */
  flush: () => void;
  /** Drops the task if it has not run. */
  cancel: () => void;
}

/** Without requestIdleCallback (Safari, Node), the task waits this long instead. */
const FALLBACK_DELAY_MS = 200;

/** Schedules `task` for an idle moment, at most `timeoutMs` away. */
export function idleTask(task: () => void, timeoutMs: number): IdleTask {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  let unschedule: () => void;
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(run, { timeout: timeoutMs });
    unschedule = () => globalThis.cancelIdleCallback(handle);
  } else {
    const timer = setTimeout(run, Math.min(FALLBACK_DELAY_MS, timeoutMs));
    unschedule = () => clearTimeout(timer);
  }
  return {
    flush() {
      unschedule();
      run();
    },
    cancel() {
      done = true;
      unschedule();
    },
  };
}
