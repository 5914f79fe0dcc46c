/**
 * The fields a widget's filter rules can use: the output columns of its query (or of
 * params.filterOptions.dataSource) from `PATCH /api/v2/services/queries/{slug}`, with the
 * filter data type of each from the column types the server adds, else from sample rows.
 */
import useSWR from 'swr';
import {
  filterDataTypes,
  type ColumnTypeInfo,
  type FilterDataType,
} from '../../runtime/core/index.ts';
import { apiFetch } from '../../runtime/app/api/client.ts';
import type { Widget } from '../../schemas/generated/index.ts';

/** Answer of `PATCH /api/v2/services/queries/{slug}`; `columns` is absent on older servers. */
export interface QueryColumnsAnswer {
  data: string[];
  columns?: ColumnTypeInfo[];
}

/** The columns of a saved query with their types, as the server describes them. */
export async function fetchQueryColumns(slug: string): Promise<ColumnTypeInfo[]> {
  const answer = await apiFetch<QueryColumnsAnswer>(
    `/api/v2/services/queries/${encodeURIComponent(slug)}`,
    { method: 'PATCH' },
  );
  return answer.columns ?? (answer.data ?? []).map((name) => ({ name }));
}

/** The slug whose columns a widget's rules pick from: filterOptions.dataSource, else its own. */
export function filterSourceSlug(
  widget: Pick<Widget, 'params' | 'query_slug'>,
): string | undefined {
  return widget.params?.filterOptions?.dataSource ?? widget.query_slug?.slug ?? undefined;
}

/** The fields of a widget's filter rules. */
export interface FilterFields {
  names: string[];
  types: Record<string, FilterDataType>;
  loading: boolean;
  error: boolean;
}

/**
 * Loads the fields of `slug` (cached by SWR for the session). Until they arrive, and when
 * the call fails, the columns of `rows` stand in, so the editor still works offline.
 */
export function useFilterFields(
  slug: string | undefined,
  rows: readonly Record<string, unknown>[] = [],
): FilterFields {
  const { data, error, isLoading } = useSWR(
    slug ? ['filter-fields', slug] : null,
    () => fetchQueryColumns(slug as string),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const columns: ColumnTypeInfo[] =
    data ??
    [...new Set(rows.slice(0, 50).flatMap((row) => Object.keys(row)))].map((name) => ({ name }));
  return {
    names: columns.map((column) => column.name),
    types: filterDataTypes(columns, rows),
    loading: isLoading,
    error: Boolean(error),
  };
}
