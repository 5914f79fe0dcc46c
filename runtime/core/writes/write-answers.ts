/**
 * What the write routes answer (server/routes/upload-routes.ts, table-row and import routes),
 * in one place for the server that sends it and the widgets that read it (form builder,
 * dropzone, data integrator).
 */

/** One failing cell of a refused write. */
export interface RowFailure {
  /** 1-based row number within the write. */
  row: number;
  /** Column name, or `''` when the row as a whole is wrong (not an object). */
  column: string;
  message: string;
}

/** A checked upload held for confirmation (`POST …/uploads`, the import's `…/query`). */
export interface CheckedUpload {
  upload_id: string;
  table: string;
  file_name: string;
  row_count: number;
  columns: string[];
  preview: Record<string, unknown>[];
}

/** A refused upload or write (422): every failing row, column and reason. */
export interface RefusedUpload {
  message: string;
  failing_rows: number;
  failures: RowFailure[];
  row_count?: number;
}

/** A committed write. */
export interface WriteAnswer {
  table: string;
  mode: string;
  written: number;
  replaced: number;
}

/** The refusal in an error answer's body, or undefined when the body is not one. */
export function refusalOf(body: unknown): RefusedUpload | undefined {
  const value = body as Partial<RefusedUpload> | undefined;
  if (!value || !Array.isArray(value.failures) || typeof value.failing_rows !== 'number') {
    return undefined;
  }
  return value as RefusedUpload;
}
