import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTask } from './idle-task.ts';

describe('idleTask: runs once, when idle or flushed, never after cancel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const cases: [string, (task: ReturnType<typeof idleTask>) => void, number][] = [
    ['left alone: runs when the wait is over', () => undefined, 1],
    ['flushed: runs at once and not again', (task) => task.flush(), 1],
    ['flushed twice: still once', (task) => (task.flush(), task.flush()), 1],
    ['cancelled: never runs', (task) => task.cancel(), 0],
    ['cancelled, then flushed: never runs', (task) => (task.cancel(), task.flush()), 0],
  ];
  it.each(cases)('%s', (_name, act, runs) => {
    const work = vi.fn();
    const task = idleTask(work, 1000);
    act(task);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(runs);
  });
});
