/**
 * Whether a widget query is being fetched again while its older rows stay on screen (the
 * check after a filter Apply that SWR's cache already answered, an auto-refresh, a reconnect).
 *
 * The widgets' fetchers report the fetches they run here (`trackFetch`), and only the
 * component that shows the spinner reads them (`useFetching`). When the container read SWR's
 * `isValidating`, every Apply answered from the cache re-rendered every container twice more
 * (the check started, the check over), ~10 ms of a nine-widget Apply, and flashed a spinner
 * for a few frames. Not a second `useSWR` on the key either: SWR revalidates a key (on reconnect, on
 * `mutate(key)`) through the first hook that subscribed to it, and a toolbar's hook subscribes
 * before its container's, without a fetcher.
 */
import { useEffect, useState } from 'react';
import { proxy } from 'valtio';
import { useSnapshot } from '../stores/use-snapshot.ts';

/** How long a revalidation runs before the toolbar shows its spinner. */
export const REVALIDATING_SHOWN_AFTER_MS = 300;

/** Fetches running, by the SWR key of the rows they fetch. */
const running = proxy<Record<string, number>>({});

/** Runs `fetch`, the fetcher of `key`'s rows, counting it as running until it settles. */
export async function trackFetch<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  running[key] = (running[key] ?? 0) + 1;
  try {
    return await fetch();
  } finally {
    const left = (running[key] ?? 1) - 1;
    if (left > 0) running[key] = left;
    else delete running[key];
  }
}

/** Whether a fetch of `key`'s rows is running (false without a key). */
export function useFetching(key: string | undefined): boolean {
  // The snapshot re-renders this component only when the entry of `key` changes.
  const fetches = useSnapshot(running);
  return key !== undefined && (fetches[key] ?? 0) > 0;
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
