/**
 * Timeout and cancellation around one statement, shared by the engines: when the time is up
 * or the caller aborts, `cancel` interrupts the statement on the server side, and the error
 * the engine then raises is reported as what happened (QueryTimeoutError, 'Query
 * cancelled') rather than as the engine's own wording.
 */
import { QueryError, QueryExecutionError, QueryTimeoutError } from '../query/query-errors.ts';
import type { QueryOptions } from './datasource.ts';

/** How an engine wants its statements guarded. */
export interface GuardOptions {
  /**
   * Recognises the engine's own timeout error (PostgreSQL's statement_timeout), reported as
   * QueryTimeoutError too.
   */
  isTimeout?: (error: unknown) => boolean;
  /**
   * Extra milliseconds before the client-side timer cancels: an engine that enforces the
   * timeout itself gets the first word, the timer only backs it up.
   */
  graceMs?: number;
  /**
   * An error of the engine that means the server is gone rather than the statement wrong
   * (connection lost, reset): the returned error is thrown as it is.
   */
  mapError?: (error: unknown) => Error | undefined;
  /**
   * After the timeout fired and the cancel was sent, how long to wait for the statement to
   * end before giving up on it: a server that accepts and never answers would otherwise hold
   * the request forever. `onAbandon` then drops the connection and gives the error to throw.
   */
  abandonAfterMs?: number;
  onAbandon?: () => Error;
}

/**
 * Runs `work`, calling `cancel` once after the timeout or on `signal`. Engine errors become
 * QueryExecutionError with the engine's message (QueryErrors pass through). A cancel that was
 * started is waited for before this returns, so it can never reach the connection's next
 * statement.
 */
export async function runGuarded<T>(
  options: Pick<QueryOptions, 'timeoutMs' | 'signal'>,
  cancel: () => void | Promise<void>,
  work: () => Promise<T>,
  guard: GuardOptions = {},
): Promise<T> {
  const { timeoutMs, signal } = options;
  if (signal?.aborted) throw new QueryExecutionError('Query cancelled');
  let outcome: 'timeout' | 'aborted' | undefined;
  let cancelling: Promise<void> | undefined;
  const stop = (why: 'timeout' | 'aborted') => {
    if (outcome !== undefined) return;
    outcome = why;
    cancelling = Promise.resolve()
      .then(cancel)
      .catch(() => undefined);
  };
  let abandonTimer: NodeJS.Timeout | undefined;
  let abandoned: Error | undefined;
  const abandon = new Promise<never>((_resolve, reject) => {
    if (guard.abandonAfterMs === undefined) return;
    const after = timeoutMs + (guard.graceMs ?? 0) + guard.abandonAfterMs;
    abandonTimer = setTimeout(() => {
      abandoned = guard.onAbandon?.() ?? new QueryTimeoutError(timeoutMs);
      reject(abandoned);
    }, after);
  });
  abandon.catch(() => undefined);
  const timer = setTimeout(() => stop('timeout'), timeoutMs + (guard.graceMs ?? 0));
  const onAbort = () => stop('aborted');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const running = work();
    // A statement given up on may still settle later; nobody is left to hear it.
    running.catch(() => undefined);
    return await Promise.race([running, abandon]);
  } catch (error) {
    if (abandoned !== undefined && error === abandoned) throw error;
    if (outcome === 'aborted') throw new QueryExecutionError('Query cancelled');
    const mapped = guard.mapError?.(error);
    if (mapped) throw mapped;
    if (outcome === 'timeout' || guard.isTimeout?.(error)) throw new QueryTimeoutError(timeoutMs);
    if (error instanceof QueryError) throw error;
    throw new QueryExecutionError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    clearTimeout(abandonTimer);
    signal?.removeEventListener('abort', onAbort);
    // An abandoned statement's cancel may hang as well (it connects to the same server).
    if (cancelling && abandoned === undefined) await cancelling;
  }
}
