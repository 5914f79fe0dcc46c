import { ActionIcon, Group, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import { formatValue } from '../../runtime/widget-sdk/format.ts';
import { LoadingSkeleton } from '../../runtime/widget-sdk/LoadingSkeleton.tsx';
import { WidgetEmpty, WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { serverTableText } from './server-table-messages.ts';
import {
  lastPage,
  nextSort,
  pageBody,
  pagePath,
  type PageAnswer,
  type PageState,
} from './server-page.ts';
import classes from './ServerTable.module.css';

const DEFAULT_PAGE_SIZE = 25;
/** Typing in a filter box asks the server once the user pauses. */
const FILTER_PAUSE_MS = 300;

/**
 * The server-side query table: one page of the widget's saved query at a time, sorted and
 * filtered on the server (POST /api/v2/services/queries/{slug}/page) with the dashboard's
 * conditions; header clicks sort, the boxes under the headers filter, the pager moves.
 */
export function ServerTableWidget({
  widget,
  params,
  conditions,
  width,
  height,
  locale,
}: WidgetComponentProps) {
  const slug = widget.query_slug?.slug;
  const text = serverTableText(locale);
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const [typed, setTyped] = useState<Record<string, string>>({});
  const conditionsText = JSON.stringify(conditions ?? {});
  // New dashboard conditions or page size: back to the first page, sort and filters kept.
  const resetKey = `${conditionsText}|${pageSize}`;
  const [stored, setStored] = useState<PageState & { resetKey: string }>({
    pageIndex: 0,
    pageSize,
    filters: typed,
    resetKey,
  });
  const state = useMemo(
    () => (stored.resetKey === resetKey ? stored : { ...stored, pageIndex: 0, pageSize, resetKey }),
    [stored, resetKey, pageSize],
  );
  const setState = (change: (current: PageState) => PageState) =>
    setStored({ ...change(state), resetKey });
  const [answer, setAnswer] = useState<PageAnswer | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setStored((current) =>
          current.filters === typed ? current : { ...current, pageIndex: 0, filters: typed },
        ),
      FILTER_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (!slug) return;
    const abort = new AbortController();
    apiFetch<PageAnswer>(pagePath(slug), {
      body: { ...(JSON.parse(conditionsText) as object), page: pageBody(state) },
      signal: abort.signal,
    })
      .then((next) => {
        setAnswer(next);
        setError(undefined);
      })
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => abort.abort();
  }, [slug, conditionsText, state, attempt]);

  const formats = widget.format_definition;

  if (error) {
    return (
      <WidgetError
        locale={locale}
        height={height}
        message={error}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (!answer) {
    return (
      <LoadingSkeleton width={width} height={height} variant="table" label={text('loading')} />
    );
  }
  const shown = answer.columns;
  if (shown.length === 0) return <WidgetEmpty locale={locale} height={height} />;
  const last = lastPage(answer.total, state.pageSize);
  const first = answer.total === 0 ? 0 : answer.offset + 1;
  const arrow = (column: string) =>
    state.sort?.column === column ? (state.sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
  const ariaSort = (column: string) =>
    state.sort?.column === column
      ? state.sort.direction === 'asc'
        ? 'ascending'
        : 'descending'
      : 'none';
  return (
    <div className={classes.root} style={{ height }} data-testid="server-table">
      <div className={classes.scroll}>
        <Table striped highlightOnHover stickyHeader withColumnBorders fz="sm">
          <Table.Thead>
            <Table.Tr>
              {shown.map((column) => (
                <Table.Th
                  key={column}
                  aria-sort={ariaSort(column)}
                  className={classes.header}
                  onClick={() =>
                    setState((current) => ({
                      ...current,
                      pageIndex: 0,
                      sort: nextSort(current.sort, column),
                    }))
                  }
                >
                  {column}
                  {arrow(column)}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {shown.map((column) => (
                <Table.Th key={column} className={classes.filterCell}>
                  <TextInput
                    size="xs"
                    aria-label={text('filter', { column })}
                    value={typed[column] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setTyped((current) => ({ ...current, [column]: value }));
                    }}
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.rows.map((row, index) => (
              <Table.Tr key={answer.offset + index}>
                {shown.map((column) => {
                  const value = row[column];
                  return (
                    <Table.Td
                      key={column}
                      className={typeof value === 'number' ? classes.number : undefined}
                    >
                      {formatValue(value, formats?.[column], locale)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {answer.rows.length === 0 ? (
          <WidgetEmpty locale={locale} height={120} title={params.placeholder} />
        ) : null}
      </div>
      <Group justify="flex-end" gap="xs" className={classes.pager}>
        <Text size="xs" c="dimmed" data-testid="server-table-range">
          {text('range', {
            first: first.toLocaleString(locale),
            last: (answer.offset + answer.rows.length).toLocaleString(locale),
            total: answer.total.toLocaleString(locale),
          })}
        </Text>
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={text('previous')}
          disabled={state.pageIndex === 0}
          onClick={() => setState((current) => ({ ...current, pageIndex: current.pageIndex - 1 }))}
        >
          ‹
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={text('next')}
          disabled={state.pageIndex >= last}
          onClick={() => setState((current) => ({ ...current, pageIndex: current.pageIndex + 1 }))}
        >
          ›
        </ActionIcon>
      </Group>
    </div>
  );
}
