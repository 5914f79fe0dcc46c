import { describe, expect, it } from 'vitest';
import { createRevealQueue } from './reveal-batches.ts';

/** A yielder the test releases by hand, so each batch's start is observed. */
function manualYielder() {
  const pending: (() => void)[] = [];
  return {
    yielder: () => new Promise<void>((resolve) => pending.push(resolve)),
    release: async () => {
      pending.shift()?.();
      // The batch starts in the promise's continuation.
      await Promise.resolve();
      await Promise.resolve();
    },
    waiting: () => pending.length,
  };
}

/** Queues `count` reveals; `started` lists the ids whose turn came, `finish(id)` commits one. */
function queueMany(queue: ReturnType<typeof createRevealQueue>, count: number) {
  const started: number[] = [];
  const done = new Map<number, () => void>();
  for (let id = 0; id < count; id += 1) {
    queue((finish) => {
      started.push(id);
      done.set(id, finish);
    });
  }
  return { started, finish: (id: number) => done.get(id)?.() };
}

describe('createRevealQueue', () => {
  it('reveals the first batch in the same task, after every reveal queued synchronously', async () => {
    const { yielder } = manualYielder();
    const queue = createRevealQueue(3, yielder);
    const { started } = queueMany(queue, 7);
    expect(started).toEqual([]);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
  });

  it('starts the next batch once every reveal of the current one is done and the browser had a turn', async () => {
    const manual = manualYielder();
    const queue = createRevealQueue(3, manual.yielder);
    const { started, finish } = queueMany(queue, 7);
    await Promise.resolve();
    finish(0);
    finish(1);
    expect(manual.waiting()).toBe(0);
    finish(2);
    expect(manual.waiting()).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    await manual.release();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    for (const id of [3, 4, 5]) finish(id);
    await manual.release();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('counts a reveal done once however often its widget reports it', async () => {
    const manual = manualYielder();
    const queue = createRevealQueue(2, manual.yielder);
    const { finish } = queueMany(queue, 4);
    await Promise.resolve();
    finish(0);
    finish(0);
    expect(manual.waiting()).toBe(0);
    finish(1);
    expect(manual.waiting()).toBe(1);
  });

  it('starts a later reveal at once when nothing is out', async () => {
    const manual = manualYielder();
    const queue = createRevealQueue(2, manual.yielder);
    const first = queueMany(queue, 1);
    await Promise.resolve();
    first.finish(0);
    const later = queueMany(queue, 1);
    await Promise.resolve();
    expect(later.started).toEqual([0]);
  });
});
