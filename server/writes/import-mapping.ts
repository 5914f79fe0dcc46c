/**
 * A saved import's mapping applied to a whole source (runtime/core/writes/import-mapping.ts
 * maps one record; the integrator's preview uses the same code).
 */
import { applyMapping, type ColumnMapping } from '../../runtime/core/writes/import-mapping.ts';
import type { RowFailure } from './row-check.ts';
import type { ReadUpload } from './upload-read.ts';

export { applyMapping, parseDate } from '../../runtime/core/writes/import-mapping.ts';

/**
 * A whole source (file or query result) mapped: records in table column names, and the
 * mapping's own failures (a source column that is missing from the header is named once, at
 * the header line; a date that does not match its layout, at its row).
 */
export function mapUpload(
  mapping: readonly ColumnMapping[],
  upload: ReadUpload,
): { upload: ReadUpload; failures: RowFailure[] } {
  const failures: RowFailure[] = [];
  const header = new Set(upload.header);
  const headerLine = upload.records[0] ? Math.max(1, upload.records[0].line - 1) : 1;
  const missing = mapping.filter((entry) => entry.from !== undefined && !header.has(entry.from));
  for (const entry of missing) {
    failures.push({
      row: headerLine,
      column: entry.column,
      message: `the source has no column "${entry.from}"`,
    });
  }
  if (missing.length > 0) return { upload: { header: [], records: [] }, failures };
  const records = upload.records.map((record) => {
    const mapped = applyMapping(mapping, record.values);
    for (const failure of mapped.failures) failures.push({ row: record.line, ...failure });
    return { line: record.line, values: mapped.values };
  });
  return { upload: { header: mapping.map((entry) => entry.column), records }, failures };
}
