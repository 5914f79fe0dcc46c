import { describe, expect, it, vi } from 'vitest';
import { manualTurns } from './chart-test-support.ts';
import { createEmbedQueue, JOB_WAIT_MS } from './embed-queue.ts';

/** A job that notes `name` in `ran` when it starts and ends when `finish()` is called. */
function pendingJob(ran: string[], name: string) {
  let finish: () => void = () => undefined;
  const run = () =>
    new Promise<void>((resolve) => {
      ran.push(name);
      finish = resolve;
    });
  return { run, finish: () => finish() };
}

describe('createEmbedQueue', () => {
  it('runs one job per turn, in the order queued', async () => {
    const turn = manualTurns();
    const queue = createEmbedQueue(turn.yielder, 0);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    expect(ran).toEqual([]);
    await turn.release();
    expect(ran).toEqual(['a']);
    await turn.release();
    expect(ran).toEqual(['a', 'b']);
    await turn.release();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(queue.size).toBe(0);
  });

  it.each([
    ['lighter jobs first, equal weights in the order queued', [3, 1, 2, 1], ['b', 'd', 'c', 'a']],
    ['all of weight 0: the order queued', [0, 0, 0, 0], ['a', 'b', 'c', 'd']],
    ['a heavy job last', [500, 10, 12, 8], ['d', 'b', 'c', 'a']],
  ])('orders waiting jobs by weight: %s', async (_case, weights, expected) => {
    const turn = manualTurns();
    const queue = createEmbedQueue(turn.yielder, 0);
    const ran: string[] = [];
    ['a', 'b', 'c', 'd'].forEach((name, index) => queue.add(() => ran.push(name), weights[index]));
    for (let i = 0; i < 4; i += 1) await turn.release();
    expect(ran).toEqual(expected);
  });

  it('never puts a job before the one running', async () => {
    const turn = manualTurns();
    const queue = createEmbedQueue(turn.yielder, 0);
    const ran: string[] = [];
    const heavy = pendingJob(ran, 'heavy');
    queue.add(heavy.run, 100);
    await turn.release();
    queue.add(() => ran.push('light'), 1);
    expect(ran).toEqual(['heavy']);
    heavy.finish();
    await turn.release();
    await turn.release();
    expect(ran).toEqual(['heavy', 'light']);
  });

  it('waits for an async job before the next turn', async () => {
    const turn = manualTurns();
    const queue = createEmbedQueue(turn.yielder, 0);
    const ran: string[] = [];
    const slow = pendingJob(ran, 'slow');
    queue.add(slow.run);
    queue.add(() => ran.push('next'));
    await turn.release();
    expect(ran).toEqual(['slow']);
    expect(turn.pending).toBe(0);
    slow.finish();
    await turn.release();
    await turn.release();
    expect(ran).toEqual(['slow', 'next']);
  });

  it.each([
    ['a cancelled job never runs', true, ['b']],
    ['an uncancelled job runs', false, ['a', 'b']],
  ])('%s', async (_name, cancel, expected) => {
    const turn = manualTurns();
    const queue = createEmbedQueue(turn.yielder, 0);
    const ran: string[] = [];
    const job = queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    if (cancel) job.cancel();
    for (let i = 0; i < 3; i += 1) await turn.release();
    expect(ran).toEqual(expected);
  });

  it('goes on after a failing job', async () => {
    const turn = manualTurns();
    const queue = createEmbedQueue(turn.yielder, 0);
    const ran: string[] = [];
    queue.add(() => Promise.reject(new Error('broken spec')));
    queue.add(() => ran.push('after'));
    for (let i = 0; i < 3; i += 1) await turn.release();
    expect(ran).toEqual(['after']);
  });
});

describe('createEmbedQueue with a job that never settles', () => {
  it('moves on after JOB_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      const queue = createEmbedQueue(() => Promise.resolve(), 0);
      const ran: string[] = [];
      queue.add(() => new Promise<void>(() => ran.push('stuck')));
      queue.add(() => ran.push('next'));
      await vi.advanceTimersByTimeAsync(JOB_WAIT_MS - 10);
      expect(ran).toEqual(['stuck']);
      await vi.advanceTimersByTimeAsync(20);
      expect(ran).toEqual(['stuck', 'next']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createEmbedQueue with a time budget', () => {
  it('runs jobs back to back within the budget, then yields', async () => {
    let yields = 0;
    const queue = createEmbedQueue(async () => {
      yields += 1;
    }, 60_000);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(ran).toEqual(['a', 'b', 'c']);
    // One yield before the first job (the queuing task is long enough), none in between.
    expect(yields).toBe(1);
  });
});
