/**
 * A widget's query rows in SWR, keyed by its slug and normalized conditions
 * (`conditionsKey`), so two widgets asking the same question share one request and one
 * cache entry. Reload re-runs the query past the server's cache (`?refresh=1`); a write
 * announced by a write widget (table-writes.ts) revalidates every widget's rows.
 */
import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { conditionsKey } from '../../core/index.ts';
import { ApiError, isAbortError } from '../api/client.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import type { DataRow, WidgetData } from '../../widget-sdk/types.ts';
import { onTableWrite } from '../api/table-writes.ts';
import { rowsTruncated, runQuery } from './dashboard-api.ts';
import { settledPrefetch, takePrefetched } from './prefetch-cache.ts';
import { trackFetch } from './widget-fetches.ts';

/** What useWidgetData returns. */
export interface WidgetDataState {
  data: WidgetData | undefined;
  /** The first load (or a load after the conditions changed) is in flight. */
  loading: boolean;
  /** The server's message of a failed load. */
  error: string | undefined;
  /** Re-runs the query bypassing the server's cache; rejects when that run fails. */
  reload: () => Promise<void>;
  /** The SWR key, undefined when nothing is fetched. */
  key: string | undefined;
}

/** Column names of rows: the first row's keys, then keys only later rows have. */
export function columnsOf(rows: readonly DataRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

function toWidgetData(rows: DataRow[] | undefined): WidgetData | undefined {
  if (!rows) return undefined;
  return rowsTruncated(rows)
    ? { rows, columns: columnsOf(rows), truncated: true }
    : { rows, columns: columnsOf(rows) };
}

/**
 * Loads `widget`'s rows with `conditions` (POST /api/v2/services/queries/{slug}). Nothing is
 * fetched while `enabled` is false (a widget below the fold, a static widget) or without a
 * slug. A 403 raises the forbidden dialog (the shell shows it from the navigator store).
 */
export function useWidgetData(
  widget: Pick<Widget, 'query_slug'>,
  conditions: Conditions,
  enabled = true,
): WidgetDataState {
  const slug = widget.query_slug?.slug;
  const key = enabled && slug ? conditionsKey(slug, conditions) : undefined;
  // Rows the route's prefetch already has: the first render shows them, and asking again on
  // mount would only repeat the same request (and render the widget twice more).
  const arrived = key ? settledPrefetch<DataRow[]>(key) : undefined;
  // isValidating is not read here (it would re-render the container at each revalidation's
  // start and end): the toolbar's spinner follows the fetches instead (widget-fetches.ts).
  const { data, error, isLoading, mutate } = useSWR<DataRow[], unknown>(
    key ?? null,
    // The route's prefetch of these rows (route-prefetch.ts) when one is pending.
    () =>
      trackFetch(
        key as string,
        () => takePrefetched<DataRow[]>(key as string) ?? runQuery(slug as string, conditions),
      ),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
      fallbackData: arrived?.value,
      revalidateOnMount: arrived ? false : undefined,
      onError(failure) {
        if (failure instanceof ApiError && failure.status === 403) {
          // The shell's forbidden dialog: 'Error Forbidden.' and a countdown to '/'.
          if (!navigatorStore.showErrorAuth) navigatorStore.showErrorAuth = true;
        }
      },
    },
  );
  // A write widget announced new rows: ask again. The server dropped its cached answers of
  // the write store, so a query over it runs anew; any other is answered from the cache.
  // The rows are fetched here and handed to SWR: a bare mutate() revalidates through the
  // first hook subscribed to the key, which need not be this one (widget-fetches.ts).
  useEffect(() => {
    if (!key || !slug) return undefined;
    return onTableWrite(() => {
      void mutate(
        trackFetch(key, () => runQuery(slug, conditions)),
        { revalidate: false },
      ).catch(() => undefined);
    });
  }, [conditions, key, mutate, slug]);
  const reload = useCallback(async () => {
    if (!key || !slug) return;
    await mutate(runQuery(slug, conditions, true), { revalidate: false });
  }, [conditions, key, mutate, slug]);
  const message = useMemo(() => {
    if (error === undefined || error === null || isAbortError(error)) return undefined;
    return error instanceof Error ? error.message : String(error);
  }, [error]);
  return {
    data: useMemo(() => toWidgetData(data), [data]),
    loading: key !== undefined && (isLoading || (isAbortError(error) && data === undefined)),
    error: message,
    reload,
    key,
  };
}
