/** Calls of the query editor (widget-layer §7 data host calls, and the schema listing). */
import { apiFetch } from '../../runtime/app/api/client.ts';
import type { LocalizedText } from '../../schemas/generated/localized-text.ts';
import type { QueryDraft } from './query-draft.ts';
import { previewPayload, savePayload } from './query-draft.ts';

/** A saved query as GET /api/v2/queries/ lists it. */
export type SavedQueryItem = Record<string, unknown> & { query_slug: string; version?: string };

/** What a save answers. */
export interface SlugSaveAnswer {
  query_slug: string;
  message: string;
  version?: string;
}

/** A program of the program dropdown. */
export interface ProgramChoice {
  program_id: number;
  /** A string or {en, es, pt} (program.schema.json). */
  program_name: LocalizedText;
  program_slug: string;
}

/** The tables and columns of a datasource (GET /api/v2/services/queries/schema). */
export interface DatasourceSchema {
  datasource: string;
  datasources: string[];
  tables: { name: string; columns: { name: string; type: string }[] }[];
}

/** Every saved query of the user's programs, sorted by query_slug (provider db). */
export function listSavedQueries(signal?: AbortSignal): Promise<SavedQueryItem[]> {
  return apiFetch<SavedQueryItem[]>('/api/v2/queries/?provider=db', { signal });
}

/** The definition of `slug`: the first item of the list filtered by query_slug. */
export async function fetchSavedQuery(slug: string, signal?: AbortSignal): Promise<SavedQueryItem> {
  const items = await apiFetch<SavedQueryItem[]>(
    `/api/v2/queries/?query_slug=${encodeURIComponent(slug)}`,
    { signal },
  );
  const [first] = items;
  if (!first) throw new Error(`No saved query "${slug}"`);
  return first;
}

/** Saves `draft` as a new slug (PUT) or updates `slug` in place (POST with its version). */
export function saveSavedQuery(
  mode: 'create' | 'update',
  draft: QueryDraft,
  version?: string,
): Promise<SlugSaveAnswer> {
  const body = savePayload(draft);
  if (mode === 'create')
    return apiFetch<SlugSaveAnswer>('/api/v2/queries/', { method: 'PUT', body });
  return apiFetch<SlugSaveAnswer>(`/api/v2/queries/${encodeURIComponent(draft.query_slug)}`, {
    method: 'POST',
    body: version ? { ...body, version } : body,
  });
}

/** Runs the draft's SQL with its parameters (super users): the rows. */
export function previewQuery(draft: QueryDraft, signal?: AbortSignal): Promise<unknown> {
  return apiFetch<unknown>('/api/v2/services/queries', {
    method: 'POST',
    body: previewPayload(draft),
    signal,
  });
}

/** Programs of the dropdown, sorted by program_id. */
export function fetchProgramChoices(signal?: AbortSignal): Promise<ProgramChoice[]> {
  return apiFetch<ProgramChoice[]>('/api/v2/services/queries/programs', {
    method: 'POST',
    body: { fields: ['program_id', 'program_name', 'program_slug'] },
    signal,
  });
}

/** Tables and columns of a datasource for SQL completion. */
export function fetchDatasourceSchema(
  datasource: string | undefined,
  signal?: AbortSignal,
): Promise<DatasourceSchema> {
  const query = datasource ? `?datasource=${encodeURIComponent(datasource)}` : '';
  return apiFetch<DatasourceSchema>(`/api/v2/services/queries/schema${query}`, {
    signal,
    silent: true,
  });
}
