/**
 * The queries builder's server calls: the datasource's tables, columns and declared relations,
 * the live preview of a notebook (`POST /api/v2/services/queries/builder`), the programs a query
 * may belong to, and saving it as a normal saved query whose `builder` the server compiles.
 */
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import type { Notebook, Relation, SchemaTable } from './qb-model.ts';

export interface SchemaListing {
  datasource: string;
  datasources: string[];
  tables: SchemaTable[];
  relations: Relation[];
}

export interface BuilderPreview {
  sql: string;
  params: Array<{ name: string; type?: string; default?: unknown }>;
  columns: string[];
  rows: Array<Record<string, unknown>>;
  truncated: boolean;
}

/** A saved query as GET /api/v2/queries/ lists it. */
export type SavedQuery = Record<string, unknown> & {
  query_slug: string;
  program_slug?: string;
  source?: string;
  builder?: Notebook;
  version?: string;
};

export const fetchSchema = (datasource?: string) =>
  apiFetch<SchemaListing>(
    `/api/v2/services/queries/schema${datasource ? `?datasource=${encodeURIComponent(datasource)}` : ''}`,
  );

export const previewNotebook = (notebook: Notebook, datasource: string, signal?: AbortSignal) =>
  apiFetch<BuilderPreview>('/api/v2/services/queries/builder', {
    method: 'POST',
    body: { notebook, datasource },
    signal,
  });

export async function fetchPrograms(): Promise<string[]> {
  const rows = await apiFetch<Array<{ program_slug: string }>>(
    '/api/v2/services/queries/programs',
    { method: 'POST', body: { fields: ['program_slug'] } },
  );
  return rows.map((row) => row.program_slug);
}

/** The saved queries the builder made (those with a notebook). */
export async function listBuilderQueries(): Promise<SavedQuery[]> {
  const items = await apiFetch<SavedQuery[]>('/api/v2/queries/?provider=db');
  return items.filter((item) => item.builder !== undefined);
}

export async function fetchQuery(slug: string): Promise<SavedQuery | undefined> {
  const items = await apiFetch<SavedQuery[]>(
    `/api/v2/queries/?query_slug=${encodeURIComponent(slug)}`,
  );
  return items[0];
}

/** Saves a new slug (PUT) or updates one in place (POST with its version). */
export function saveBuilderQuery(
  query: { query_slug: string; program_slug: string; source: string; builder: Notebook },
  version: string | undefined,
) {
  if (!version)
    return apiFetch<{ query_slug: string; version?: string }>('/api/v2/queries/', {
      method: 'PUT',
      body: query,
    });
  return apiFetch<{ query_slug: string; version?: string }>(
    `/api/v2/queries/${encodeURIComponent(query.query_slug)}`,
    { method: 'POST', body: { ...query, version } },
  );
}
