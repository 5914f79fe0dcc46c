/**
 * One turn for the browser (input, rendering, other tasks) before the caller goes on: the
 * chart queue between its jobs, the app's start between evaluating its modules and sending
 * the first page's requests.
 */

/** Gives the browser a turn; resolves in a later task. */
export type Yielder = () => Promise<void>;

interface SchedulerLike {
  yield?: () => Promise<void>;
}

/**
 * scheduler.yield() where the browser has it (the continuation keeps its place ahead of
 * other tasks), else a message-channel task (setTimeout would be clamped to 4 ms when nested).
 */
export const yieldToBrowser: Yielder = () => {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((done) => setTimeout(done, 0));
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });
};
