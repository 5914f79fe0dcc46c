/**
 * A value that arrives once, whose waiters run synchronously when it arrives instead of a
 * microtask later as promise callbacks would. The shell stores the programs and modules as
 * they arrive, and storing them starts a synchronous render of the whole shell: work queued
 * behind a few promise hops (the route prefetch's first-screen queries) would wait for that
 * render, work waiting on an arrival does not.
 */
export interface Arrival<T> {
  /** Delivers the value (the first call wins) and runs the waiters. */
  set: (value: T) => void;
  /** Runs `run` with the value: now when it has arrived, else as soon as it does. */
  wait: (run: (value: T) => void) => void;
}

export function arrival<T>(): Arrival<T> {
  let arrived: { value: T } | undefined;
  const waiting: ((value: T) => void)[] = [];
  return {
    set(value) {
      if (arrived) return;
      arrived = { value };
      for (const run of waiting.splice(0)) run(value);
    },
    wait(run) {
      if (arrived) run(arrived.value);
      else waiting.push(run);
    },
  };
}

/** An arrival set by `promise`'s value, or `fallback` when it fails. */
export function arrivalOf<T>(promise: Promise<T>, fallback: T): Arrival<T> {
  const value = arrival<T>();
  promise.then(value.set, () => value.set(fallback));
  return value;
}
