/**
 * The files the download widget writes from its query's rows: CSV (the toolbar export's text),
 * JSON (an array of row objects in column order) and XLSX (one sheet, header row, numbers as
 * numbers; exceljs, loaded on demand). Numbers are rounded to their column's format unless
 * `raw`, exactly as the toolbar's 'Export to CSV' and '(raw values)' do.
 */
import type { Workbook } from 'exceljs';
import { csvFileText, exportRows, fileNameOf } from '../../runtime/widget-sdk/export.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

export type DownloadFormat = 'csv' | 'xlsx' | 'json';

/** Formats offered when params.download.formats is not set. */
export const DEFAULT_FORMATS: readonly DownloadFormat[] = ['csv', 'xlsx', 'json'];

export const MIME_TYPES: Readonly<Record<DownloadFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json;charset=utf-8',
};

/** What one download needs: the rows, their columns and formats, and how to round. */
export interface RowsExport {
  title: string;
  rows: readonly DataRow[];
  columns: readonly string[];
  formats: Readonly<Record<string, string>>;
  raw: boolean;
}

/** The download's file name: the title, '-raw' for raw values, the format's extension. */
export function downloadName(title: string, format: DownloadFormat, raw: boolean): string {
  return fileNameOf(raw ? `${title} raw` : title, format);
}

/** A number for a cell that holds one (BIGINT columns arrive as numeric strings). */
export function cellValue(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && value.length < 16) {
    return Number(value);
  }
  return value;
}

/** The rows in column order, ready to write. */
export function orderedRows(input: RowsExport): DataRow[] {
  return exportRows(input.rows, input.columns, input.formats, input.raw).map((row) =>
    Object.fromEntries(input.columns.map((column) => [column, cellValue(row[column] ?? null)])),
  );
}

/** The JSON file: the rows as an array of objects, two-space indented. */
export function jsonFileText(input: RowsExport): string {
  return `${JSON.stringify(orderedRows(input), null, 2)}\n`;
}

/** The CSV file. */
export function csvText(input: RowsExport): string {
  return csvFileText(
    exportRows(input.rows, input.columns, input.formats, input.raw),
    input.columns,
  );
}

/** Fills a workbook with one sheet: a bold header row, then the rows. */
export function fillWorkbook(workbook: Workbook, input: RowsExport): void {
  const sheet = workbook.addWorksheet(
    (input.title || 'Rows').slice(0, 31).replace(/[[\]*?/\\:]/g, ' '),
  );
  sheet.addRow([...input.columns]).font = { bold: true };
  for (const row of orderedRows(input)) sheet.addRow(input.columns.map((column) => row[column]));
  sheet.columns.forEach((column, index) => {
    const name = input.columns[index] ?? '';
    column.width = Math.min(40, Math.max(10, name.length + 2));
  });
}

/** The file of `format` as a Blob. */
export async function downloadBlobOf(format: DownloadFormat, input: RowsExport): Promise<Blob> {
  if (format === 'csv') return new Blob([csvText(input)], { type: MIME_TYPES.csv });
  if (format === 'json') return new Blob([jsonFileText(input)], { type: MIME_TYPES.json });
  const { xlsxBlob } = await import('./xlsx-file.ts');
  return xlsxBlob(input);
}

/** '12 KB', '1.5 MB': a file size for the list. */
export function fileSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits })} ${units[unit]}`;
}
