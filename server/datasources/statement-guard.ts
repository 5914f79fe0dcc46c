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
  const timer = setTimeout(() => stop('timeout'), timeoutMs + (guard.graceMs ?? 0));
  const onAbort = () => stop('aborted');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await work();
  } catch (error) {
    if (outcome === 'aborted') throw new QueryExecutionError('Query cancelled');
    if (outcome === 'timeout' || guard.isTimeout?.(error)) throw new QueryTimeoutError(timeoutMs);
    if (error instanceof QueryError) throw error;
    throw new QueryExecutionError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    if (cancelling) await cancelling;
  }
}
