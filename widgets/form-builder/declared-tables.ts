/**
 * The tenant's declared tables (GET /api/v2/tables), fetched once per page and shared by the
 * write widgets: their columns (the form's schema), key, and whether this user may write.
 */
import useSWR from 'swr';
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import type { DeclaredTable } from './form-schema.ts';

export const TABLES_PATH = '/api/v2/tables';

export interface DeclaredTableState {
  table: DeclaredTable | undefined;
  /** The list arrived and has no such table. */
  unknown: boolean;
  loading: boolean;
  error: string | undefined;
}

/** The declared table `name` of the signed-in user's tenant. */
export function useDeclaredTable(name: string | undefined): DeclaredTableState {
  const { data, error, isLoading } = useSWR<{ tables: DeclaredTable[] }, Error>(
    name ? TABLES_PATH : null,
    (path: string) => apiFetch<{ tables: DeclaredTable[] }>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const table = data?.tables.find((entry) => entry.name === name);
  return {
    table,
    unknown: data !== undefined && table === undefined,
    loading: isLoading,
    error: error?.message,
  };
}
