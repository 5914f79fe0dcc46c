import { describe, expect, it } from 'vitest';
import { createBatcher, type SendGroup } from './request-batcher.ts';

/** A send that answers each item doubled, holding its answers until released; records groups. */
function recorder(options: { fail?: 'reject' | 'throw'; skip?: number } = {}) {
  const sent: { key: string; items: number[] }[] = [];
  const releases: (() => void)[] = [];
  let holding = false;
  const send: SendGroup<number, number> = async (key, items, answer) => {
    if (options.fail === 'throw') throw new Error('down at once');
    sent.push({ key, items });
    if (holding) await new Promise<void>((resolve) => releases.push(resolve));
    if (options.fail === 'reject') throw new Error('down');
    items.forEach((item, index) => {
      if (index !== options.skip) answer(index, item * 2);
    });
  };
  return {
    sent,
    send,
    hold: () => {
      holding = true;
    },
    /** Lets the held requests answer, the oldest first. */
    release: () => {
      holding = false;
      releases.splice(0).forEach((resolve) => resolve());
    },
  };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createBatcher', () => {
  it.each([
    ['within the task (window 0)', 0],
    ['within a timer window', 3],
  ])(
    'gathers the items asked for %s into one request per key and batch',
    async (_name, windowMs) => {
      const { sent, send } = recorder();
      const ask = createBatcher({ send, windowMs, batch: 2, inFlight: 4 });
      const answers = await Promise.all([ask('a', 1), ask('a', 2), ask('a', 3), ask('b', 4)]);
      expect(answers).toEqual([2, 4, 6, 8]);
      expect(sent).toEqual([
        { key: 'a', items: [1, 2] },
        { key: 'a', items: [3] },
        { key: 'b', items: [4] },
      ]);
    },
  );

  it.each([
    [1, [[1], [2, 3]]],
    [2, [[1], [2], [3]]],
  ])(
    'with at most %i request(s) on their way, what comes past the bound goes together after an answer',
    async (inFlight, groups) => {
      const { sent, send, hold, release } = recorder();
      const ask = createBatcher({ send, windowMs: 0, batch: 8, inFlight });
      hold();
      const answers = [ask('k', 1)];
      await tick();
      answers.push(ask('k', 2));
      await tick();
      answers.push(ask('k', 3));
      await tick();
      expect(sent).toHaveLength(inFlight);
      release();
      expect(await Promise.all(answers)).toEqual([2, 4, 6]);
      expect(sent.map((group) => group.items)).toEqual(groups);
    },
  );

  it.each([
    ['rejects', { fail: 'reject' as const }, [undefined, undefined]],
    ['throws before its promise', { fail: 'throw' as const }, [undefined, undefined]],
    ['leaves an item unanswered', { skip: 0 }, [undefined, 4]],
  ])('answers undefined, never rejects, when the send %s', async (_name, options, expected) => {
    const { send } = recorder(options);
    const ask = createBatcher({ send, windowMs: 0, batch: 8, inFlight: 1 });
    await expect(Promise.all([ask('k', 1), ask('k', 2)])).resolves.toEqual(expected);
  });
});
