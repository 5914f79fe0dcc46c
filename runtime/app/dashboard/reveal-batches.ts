import { yieldToBrowser, type Yielder } from '../shell/yield-to-browser.ts';

/**
 * Widgets revealed per commit on a dashboard's first render. Each reveal is a transition, so
 * React renders them in slices, but a transition's commit is one task: twenty widget
 * containers committed together (their DOM, layout effects and first fetches) were one task
 * of ~80–130 ms on a new visit (docs/performance.md, "A new visit's long tasks"). Five per
 * commit keep each under ~50 ms and the first screen's widgets come first (mount order).
 */
export const REVEAL_BATCH = 5;

/** A reveal waiting its turn; `done` is called once its widget has committed (or unmounted). */
type Reveal = (done: () => void) => void;

/**
 * Runs reveals in batches of `size`: the next batch starts once every reveal of the current
 * one called its `done` and the browser had a turn (a paint between commits). Reveals queued
 * while a batch is out wait for it. Exported for tests; the app uses {@link queueReveal}.
 */
export function createRevealQueue(size = REVEAL_BATCH, yielder: Yielder = yieldToBrowser) {
  const waiting: Reveal[] = [];
  let outstanding = 0;
  let scheduled = false;

  const startBatch = () => {
    scheduled = false;
    const batch = waiting.splice(0, size);
    outstanding = batch.length;
    for (const reveal of batch) {
      let called = false;
      reveal(() => {
        if (called) return;
        called = true;
        outstanding -= 1;
        if (outstanding === 0) next();
      });
    }
  };

  const next = () => {
    if (waiting.length === 0 || scheduled) return;
    scheduled = true;
    void yielder().then(startBatch);
  };

  return (reveal: Reveal): void => {
    waiting.push(reveal);
    if (outstanding > 0 || scheduled) return;
    // The first batch goes in this task, after the commit's other layout effects queued theirs
    // (a microtask): the first screen's widgets wait for nothing.
    scheduled = true;
    queueMicrotask(startBatch);
  };
}

/** The page's one queue: every dashboard grid's first reveals share it. */
export const queueReveal = createRevealQueue();
