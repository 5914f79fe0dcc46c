/** What the dropzone accepts and how it reads the server's answers (pure, tested). */

/** Extensions the upload route reads (server/writes/upload-read.ts). */
export const ACCEPTED_EXTENSIONS = ['.csv', '.tsv', '.json', '.xlsx'] as const;

/** The `accept` attribute of the file picker. */
export const ACCEPT = ACCEPTED_EXTENSIONS.join(',');

/** Whether the upload route can read a file of this name. */
export function acceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** A checked upload waiting for confirmation (POST /api/v2/tables/{table}/uploads). */
export interface CheckedUpload {
  upload_id: string;
  table: string;
  file_name: string;
  row_count: number;
  columns: string[];
  preview: Record<string, unknown>[];
}

/** A refused upload (422): every failing row, column and reason. */
export interface RefusedUpload {
  message: string;
  failing_rows: number;
  failures: { row: number; column: string; message: string }[];
}

/** The refusal in a 422 body, or undefined when the body is not one. */
export function refusalOf(body: unknown): RefusedUpload | undefined {
  const value = body as Partial<RefusedUpload> | undefined;
  if (!value || !Array.isArray(value.failures) || typeof value.failing_rows !== 'number')
    return undefined;
  return value as RefusedUpload;
}

/** The preview's columns: the file's, else the keys of its first rows. */
export function previewColumns(upload: CheckedUpload): string[] {
  if (upload.columns.length > 0) return upload.columns;
  const seen = new Set<string>();
  for (const row of upload.preview) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** A preview cell's text: empty for NULL. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
