/**
 * Waiting for something that may never come, with a limit: the chart queue for a job's promise,
 * the app's first render for the session's answers.
 */

/**
 * Resolves with `value` once it settles (a promise) or at once (anything else), or with
 * undefined after `ms` if it has not settled by then. A rejection passes through.
 */
export function waitAtMost(value: unknown, ms: number): Promise<unknown> {
  if (!(value instanceof Promise)) return Promise.resolve(value);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((done) => {
    timer = setTimeout(done, ms);
  });
  return Promise.race([value, timeout]).finally(() => clearTimeout(timer));
}
