/**
 * Whether a widget query is being fetched again while its older rows stay on screen (the
 * check after a filter Apply that SWR's cache already answered, an auto-refresh), read from
 * SWR's shared state of the key by a hook without a fetcher.
 *
 * Only the component that shows it reads this. When the widget's container read it, every
 * Apply answered from the cache re-rendered every container twice more (validation started,
 * validation over), ~20 ms of a nine-widget Apply, and flashed a spinner for a few frames.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';

/** How long a revalidation runs before the toolbar shows its spinner. */
export const REVALIDATING_SHOWN_AFTER_MS = 300;

/** SWR's "fetching again while showing data" of `key`; never starts a fetch itself. */
export function useRevalidating(key: string | undefined): boolean {
  const { isValidating, isLoading } = useSWR(key ?? null, null, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return isValidating && !isLoading;
}

/** `flag`, once it has been true for `delayMs` without a break; false at once when it ends. */
export function useShownAfter(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    // The next time the flag goes up starts from hidden (the return below hides it at once).
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delayMs]);
  return flag && shown;
}
