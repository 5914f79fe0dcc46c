/**
 * What the CSV export writes: the widget's rows with each number rounded to its column's
 * format (the widget's format_definition, a card's or a chart series' format; 2 decimals for a
 * fraction without one), or every digit as the query returned it ("raw values").
 */
import { roundForExport } from '../../core/index.ts';
import { toCsv } from '../../core/report/report-builders.ts';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { DataRow } from '../../widget-sdk/types.ts';

/** The number format of each column the widget names one for. */
export function columnFormats(
  widget: Pick<Widget, 'format_definition' | 'params'>,
): Record<string, string> {
  const formats: Record<string, string> = {};
  for (const series of widget.params?.graph?.series ?? []) {
    if (series.format) formats[series.field] = series.format;
  }
  for (const card of widget.params?.card?.cards ?? []) {
    if (card.format) formats[card.field] = card.format;
  }
  // The widget's own column formats win: they are what its table shows.
  for (const [column, format] of Object.entries(widget.format_definition ?? {})) {
    if (format) formats[column] = format;
  }
  return formats;
}

/** The rows with every number rounded to its column's format (new rows; the input is kept). */
export function roundedRows(
  rows: readonly DataRow[],
  columns: readonly string[],
  formats: Readonly<Record<string, string>>,
): DataRow[] {
  return rows.map((row) => {
    const out: DataRow = { ...row };
    for (const column of columns) out[column] = roundForExport(row[column], formats[column]);
    return out;
  });
}

/** The rows a download writes: rounded to the column formats, or as returned when `raw`. */
export function exportRows(
  rows: readonly DataRow[],
  columns: readonly string[],
  formats: Readonly<Record<string, string>>,
  raw: boolean,
): DataRow[] {
  return raw ? [...rows] : roundedRows(rows, columns, formats);
}

/**
 * The CSV file's text: a byte order mark (so spreadsheet apps read UTF-8), a header row, RFC
 * 4180 quoting where needed.
 */
export function csvFileText(rows: readonly DataRow[], columns: readonly string[]): string {
  return `\uFEFF${toCsv(rows, columns, { delimiter: ',', quoting: 'minimal' })}`;
}
