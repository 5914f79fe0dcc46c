/**
 * The server-side query table's requests: the page state (window, sort, column filters) as
 * the `page` object of POST /api/v2/services/queries/{slug}/page, and its answer.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

export interface PageState {
  pageIndex: number;
  pageSize: number;
  sort?: { column: string; direction: 'asc' | 'desc' };
  /** Column → text typed in its filter box ('' = none). */
  filters: Record<string, string>;
}

export interface PageAnswer {
  total: number;
  offset: number;
  limit: number;
  /** The query's output columns, in order (also when the page has no rows). */
  columns: string[];
  rows: DataRow[];
}

/** The `page` object of the request: empty filters left out, each a `contains` match. */
export function pageBody(state: PageState) {
  return {
    offset: state.pageIndex * state.pageSize,
    limit: state.pageSize,
    ...(state.sort ? { sort: state.sort } : {}),
    filters: Object.entries(state.filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([column, value]) => ({ column, op: 'contains', value: value.trim() })),
  };
}

/** The next sort of a header click: ascending, then descending, then none. */
export function nextSort(current: PageState['sort'], column: string): PageState['sort'] {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : undefined;
}

/** The number of the last page (0-based) for `total` rows. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/** The path of a slug's page call. */
export function pagePath(slug: string): string {
  return `/api/v2/services/queries/${encodeURIComponent(slug)}/page`;
}
