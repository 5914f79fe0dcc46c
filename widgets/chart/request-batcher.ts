/**
 * The gathering of chart requests shared by the pictures (chart-picture.ts) and the server's
 * preparation (server-prepare.ts): what is asked for within a short window goes in one
 * request, so a dashboard's charts, whose rows come one after another, cost a request per
 * moment rather than one each. Requests on their way at once are bounded: what is asked for
 * past the bound waits, and goes together as soon as one of them has answered.
 */

/**
 * Sends one group of items of one key. `answer(i, value)` resolves item `i` (at most once; a
 * streamed answer calls it as each line arrives); items it leaves unanswered resolve undefined
 * once the returned promise settles, rejected or not.
 */
export type SendGroup<Item, Answer> = (
  key: string,
  items: Item[],
  answer: (index: number, value: Answer | undefined) => void,
) => Promise<void>;

export interface BatcherOptions<Item, Answer> {
  send: SendGroup<Item, Answer>;
  /**
   * How long the first item of a group waits for others; 0: until the end of the task that
   * asked (a microtask), which is what a timer's wait cannot promise: a timer fires only when the
   * main thread is free, after the rest of the page's render and layout.
   */
  windowMs: number;
  /**
   * The window while a request is on its way (default `windowMs`): a timer's, which fires once
   * the main thread is free, gathers what the rest of a render burst asks for into one request.
   */
  busyWindowMs?: number;
  /** Items one request carries at most. */
  batch: number;
  /** Requests on their way at once at most (1: what comes meanwhile waits for the answer). */
  inFlight: number;
}

/** Asks for one item under `key` (the items of one request share it: e.g. a locale). */
export type Batched<Item, Answer> = (key: string, item: Item) => Promise<Answer | undefined>;

interface Waiting<Item, Answer> {
  key: string;
  item: Item;
  resolve: (value: Answer | undefined) => void;
}

/** A {@link Batched} asker; it never rejects (a failed request answers undefined). */
export function createBatcher<Item, Answer>(
  options: BatcherOptions<Item, Answer>,
): Batched<Item, Answer> {
  const { send, windowMs, batch } = options;
  const limit = Math.max(1, options.inFlight);
  let waiting: Waiting<Item, Answer>[] = [];
  let scheduled = false;
  let inFlight = 0;

  const sendGroup = (key: string, group: Waiting<Item, Answer>[]) => {
    inFlight += 1;
    const answer = (index: number, value: Answer | undefined) => group[index]?.resolve(value);
    let sent: Promise<void>;
    try {
      sent = send(
        key,
        group.map((entry) => entry.item),
        answer,
      );
    } catch (error) {
      sent = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    sent
      // An item the answer did not reach (a failure, a stream cut short) answers undefined: a
      // promise resolved already keeps its value.
      .catch(() => undefined)
      .finally(() => {
        group.forEach((entry) => entry.resolve(undefined));
        inFlight -= 1;
        // What was asked for while the bound was reached goes now, together.
        if (waiting.length > 0 && !scheduled) flush();
      });
  };

  function flush() {
    scheduled = false;
    if (inFlight >= limit) return;
    const all = waiting;
    waiting = [];
    for (const key of new Set(all.map((entry) => entry.key))) {
      const ofKey = all.filter((entry) => entry.key === key);
      for (let start = 0; start < ofKey.length; start += batch) {
        sendGroup(key, ofKey.slice(start, start + batch));
      }
    }
  }

  return (key, item) =>
    new Promise((resolve) => {
      waiting.push({ key, item, resolve });
      if (scheduled) return;
      scheduled = true;
      const wait = inFlight > 0 ? (options.busyWindowMs ?? windowMs) : windowMs;
      if (wait <= 0) queueMicrotask(flush);
      else setTimeout(flush, wait);
    });
}
