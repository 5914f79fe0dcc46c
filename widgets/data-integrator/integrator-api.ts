/**
 * The server calls of the data integrator: the declared tables, the saved imports and queries,
 * saving an import (`PUT /api/v2/imports/{name}`), checking its source on the server (a file
 * through `POST /api/v2/imports/{name}/uploads`, a saved query through `…/query`) and writing
 * the checked rows in one transaction (`POST /api/v2/tables/{table}/uploads/{upload_id}`).
 */
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import type { RawValue } from '../../runtime/core/writes/coerce-row.ts';
import type { ColumnMapping, ImportInfo, SourceSample, TableInfo } from './integrator-model.ts';
import type { CheckedUpload, WriteAnswer } from '../../runtime/core/writes/write-answers.ts';

export type {
  CheckedUpload,
  RefusedUpload,
  WriteAnswer,
} from '../../runtime/core/writes/write-answers.ts';
import { SAMPLE_ROWS } from './integrator-model.ts';

export interface ImportBody {
  description?: string;
  table: string;
  source?: { query_slug?: string };
  mode?: 'append' | 'replace';
  mapping: ColumnMapping[];
}

export const listTables = () => apiFetch<{ tables: TableInfo[] }>('/api/v2/tables');

export const listImports = () => apiFetch<{ imports: ImportInfo[] }>('/api/v2/imports');

/** Saved queries the user may run (for a query source). */
export async function listQuerySlugs(): Promise<string[]> {
  const items = await apiFetch<Array<{ query_slug: string }>>('/api/v2/queries/?provider=db');
  return items.map((item) => item.query_slug).sort();
}

/** Whether the signed-in user may save imports (super users and superusers). */
export async function canSaveImports(): Promise<boolean> {
  const answer = await apiFetch<{ session?: { superuser?: boolean; userh?: { super?: boolean } } }>(
    '/api/v2/services/user/session',
  );
  return answer.session?.superuser === true || answer.session?.userh?.super === true;
}

/** Saves the import: a new one, or over `version`. */
export function saveImport(name: string, body: ImportBody, version: string | undefined) {
  return apiFetch<{ name: string; version: string }>(
    `/api/v2/imports/${encodeURIComponent(name)}`,
    {
      method: 'PUT',
      body: version ? { ...body, version } : body,
    },
  );
}

/** Sends the file through the saved import: checked and held, or refused (ApiError 422). */
export function checkFile(name: string, file: File) {
  return apiFetch<CheckedUpload>(
    `/api/v2/imports/${encodeURIComponent(name)}/uploads?file_name=${encodeURIComponent(file.name)}`,
    { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } },
  );
}

/** The first rows of a file the server reads (a spreadsheet), for mapping its columns. */
export async function sampleFile(file: File): Promise<SourceSample> {
  const answer = await apiFetch<{
    header: string[];
    rows: Array<Record<string, RawValue>>;
    dates?: Array<{ row: number; column: string }>;
  }>(`/api/v2/import-samples?file_name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
  });
  // Date cells arrive as ISO text: dates again, so the preview coerces them as the server will.
  for (const { row, column } of answer.dates ?? []) {
    const values = answer.rows[row];
    if (values && typeof values[column] === 'string') values[column] = new Date(values[column]);
  }
  return { header: answer.header, rows: answer.rows };
}

/** Runs the import's saved query and checks its rows like a file. */
export function checkQuery(name: string) {
  return apiFetch<CheckedUpload>(`/api/v2/imports/${encodeURIComponent(name)}/query`, {
    method: 'POST',
    body: {},
  });
}

/** Writes a checked upload in one transaction. */
export function commitUpload(table: string, uploadId: string, mode: 'append' | 'replace') {
  return apiFetch<WriteAnswer>(
    `/api/v2/tables/${encodeURIComponent(table)}/uploads/${encodeURIComponent(uploadId)}`,
    { method: 'POST', body: { mode } },
  );
}

/** The first rows of a saved query, for mapping its columns. */
export async function sampleQuery(slug: string): Promise<SourceSample> {
  const answer = await apiFetch<unknown>(`/api/v2/services/queries/${encodeURIComponent(slug)}`, {
    method: 'POST',
    body: {},
  });
  const rows = (
    Array.isArray(answer) ? answer : ((answer as { data?: unknown[] } | undefined)?.data ?? [])
  ).slice(0, SAMPLE_ROWS) as Array<Record<string, RawValue>>;
  return { header: rows[0] ? Object.keys(rows[0]) : [], rows };
}
