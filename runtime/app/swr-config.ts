import type { SWRConfiguration } from 'swr';
import { ApiError, isAbortError } from './api/client.ts';

/** Retries after a failed call: only for network and 5xx failures, 3 times, backing off. */
export const MAX_RETRIES = 3;

/** Whether a failed SWR fetch is worth retrying. */
export function shouldRetry(error: unknown, retryCount: number): boolean {
  if (retryCount >= MAX_RETRIES || isAbortError(error)) return false;
  // A 4xx answer will not change by asking again (forbidden, not found, bad conditions).
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** The app-wide SWR settings (pages override per hook). */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: 2000,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};
