/** What the dropzone accepts and how it reads the server's answers (pure, tested). */
import type { CheckedUpload } from '../../runtime/core/writes/write-answers.ts';

export {
  refusalOf,
  type CheckedUpload,
  type RefusedUpload,
} from '../../runtime/core/writes/write-answers.ts';

/** Extensions the upload route reads (server/writes/upload-read.ts). */
export const ACCEPTED_EXTENSIONS = ['.csv', '.tsv', '.json', '.xlsx'] as const;

/** The `accept` attribute of the file picker. */
export const ACCEPT = ACCEPTED_EXTENSIONS.join(',');

/** Whether the upload route can read a file of this name. */
export function acceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
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
