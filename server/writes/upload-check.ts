/**
 * An uploaded file's records checked against a table: the header first (columns the table does
 * not have, required columns the file lacks), then each record coerced to the column types and
 * validated by the table's row schema. Failures carry the file's own line numbers.
 */
import { coerceRecord } from '../../runtime/core/writes/coerce-row.ts';
import { checkRows, MAX_LISTED_FAILURES, type RowFailure } from './row-check.ts';
import type { TableDefinition } from './table-definition.ts';
import type { ReadUpload } from './upload-read.ts';

export interface CheckedUpload {
  rows: Record<string, unknown>[];
  failures: RowFailure[];
  /** Rows (or the header) with at least one failure. */
  failingRows: number;
}

/** `earlier`: failures found before (the mapping's), merged in by line. */
export function checkUpload(
  table: TableDefinition,
  upload: ReadUpload,
  earlier: readonly RowFailure[] = [],
): CheckedUpload {
  const failures: RowFailure[] = [...earlier];
  const names = new Set(table.columns.map((c) => c.name));
  const headerLine = upload.records[0] ? Math.max(1, upload.records[0].line - 1) : 1;
  let headerFails = false;
  for (const name of upload.header) {
    if (!names.has(name)) {
      headerFails = true;
      failures.push({
        row: headerLine,
        column: name,
        message: `is not a column of table "${table.name}"`,
      });
    }
  }
  const given = new Set(upload.header);
  for (const column of table.columns) {
    if (column.required && !given.has(column.name) && upload.records.length > 0) {
      headerFails = true;
      failures.push({
        row: headerLine,
        column: column.name,
        message: 'is required but the file has no such column',
      });
    }
  }
  if (headerFails || (upload.header.length === 0 && earlier.length > 0)) {
    return {
      rows: [],
      failures,
      failingRows: Math.max(1, new Set(failures.map((f) => f.row)).size),
    };
  }

  const rows: Record<string, unknown>[] = [];
  const failing = new Set<number>(earlier.map((f) => f.row));
  const lines: number[] = [];
  for (const record of upload.records) {
    const coerced = coerceRecord(table.columns, record.values);
    rows.push(coerced.row);
    lines.push(record.line);
    for (const failure of coerced.failures) {
      failing.add(record.line);
      if (failures.length < MAX_LISTED_FAILURES) failures.push({ row: record.line, ...failure });
    }
  }
  const schema = checkRows(table, rows);
  for (const failure of schema.failures) {
    const line = lines[failure.row - 1] ?? failure.row;
    // A value that failed coercion was left out of the row: its "is required" is not news.
    if (failing.has(line) && failures.some((f) => f.row === line && f.column === failure.column))
      continue;
    failing.add(line);
    if (failures.length < MAX_LISTED_FAILURES) failures.push({ ...failure, row: line });
  }
  for (const index of schema.failingIndexes) failing.add(lines[index] ?? index + 1);
  failures.sort((a, b) => a.row - b.row);
  return { rows, failures, failingRows: failing.size };
}
