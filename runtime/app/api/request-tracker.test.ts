import { describe, expect, it } from 'vitest';
import { createRequestTracker, PROGRESS, type Timers } from './request-tracker.ts';

/** Deterministic timers: time moves only when the test says so. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, t]) => t.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = target;
  };
  return { timers, advance };
}

function recordingBar() {
  const calls: string[] = [];
  return {
    calls,
    bar: {
      start: () => calls.push('start'),
      complete: () => calls.push('complete'),
      reset: () => calls.push('reset'),
    },
  };
}

describe('createRequestTracker (progress bar: 200 ms throttle, hidden 500 ms after)', () => {
  it('never shows the bar for a request shorter than the throttle', () => {
    const { timers, advance } = manualTimers();
    const { calls, bar } = recordingBar();
    const tracker = createRequestTracker(bar, timers);
    tracker.begin();
    advance(PROGRESS.throttleMs - 1);
    tracker.end();
    advance(2000);
    expect(calls).toEqual([]);
  });

  it('shows the bar after the throttle, completes at the end and hides 500 ms later', () => {
    const { timers, advance } = manualTimers();
    const { calls, bar } = recordingBar();
    const tracker = createRequestTracker(bar, timers);
    tracker.begin();
    advance(PROGRESS.throttleMs);
    expect(calls).toEqual(['start']);
    tracker.end();
    expect(calls).toEqual(['start', 'complete']);
    advance(PROGRESS.hideAfterMs - 1);
    expect(calls).toEqual(['start', 'complete']);
    advance(1);
    expect(calls).toEqual(['start', 'complete', 'reset']);
  });

  it('keeps one bar for overlapping requests and completes when the last ends', () => {
    const { timers, advance } = manualTimers();
    const { calls, bar } = recordingBar();
    const tracker = createRequestTracker(bar, timers);
    tracker.begin();
    advance(100);
    tracker.begin();
    advance(300);
    tracker.end();
    expect(tracker.pending()).toBe(1);
    expect(calls).toEqual(['start']);
    tracker.end();
    expect(calls).toEqual(['start', 'complete']);
  });

  it('a request starting during the hide delay keeps the bar instead of hiding it', () => {
    const { timers, advance } = manualTimers();
    const { calls, bar } = recordingBar();
    const tracker = createRequestTracker(bar, timers);
    tracker.begin();
    advance(250);
    tracker.end();
    advance(200);
    tracker.begin();
    advance(1000);
    expect(calls).toEqual(['start', 'complete']);
    tracker.end();
    advance(PROGRESS.hideAfterMs);
    expect(calls.at(-1)).toBe('reset');
  });

  it('ignores unbalanced ends', () => {
    const { timers } = manualTimers();
    const { bar } = recordingBar();
    const tracker = createRequestTracker(bar, timers);
    tracker.end();
    expect(tracker.pending()).toBe(0);
  });
});
