import { formatValue, isNumeric } from '../format/index.ts';
import type { DataRow } from './rows.ts';
import { allDistinct, formatStat, formatTopValues, type ColumnFormats } from './eda-format.ts';
import { edaSummary } from './eda-summary.ts';
import { escapeHtml } from '../text/html-escape.ts';

/** Options of the HTML report. */
export interface HtmlReportOptions {
  /** Number formats follow it ('en', 'es', 'pt'). */
  locale?: string;
  /** Shown under the title when given (the caller's clock: the builder stays pure). */
  generatedAt?: string;
  /** Data rows listed; the summary always covers every row. Default 1000. */
  maxRows?: number;
}

/** Rows listed in the data table unless told otherwise: a printable document, not a dump. */
export const HTML_REPORT_MAX_ROWS = 1000;

const STYLE = `
  :root { color-scheme: light; }
  body { font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2933; margin: 32px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 16px; margin: 28px 0 8px; border-bottom: 1px solid #d9dee4; padding-bottom: 4px; }
  .meta { color: #5f6b7a; margin: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 12px; }
  th, td { border: 1px solid #d9dee4; padding: 4px 8px; text-align: left; vertical-align: top; }
  th { background: #f2f4f7; font-weight: 600; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tbody tr:nth-child(even) td { background: #fafbfc; }
  .note { color: #5f6b7a; font-size: 12px; }
  @media print { body { margin: 12mm; } h2 { break-after: avoid; } tr { break-inside: avoid; } thead { display: table-header-group; } }
`;

function cell(text: string, numeric = false): string {
  return `<td${numeric ? ' class="num"' : ''}>${escapeHtml(text)}</td>`;
}

function headerRow(labels: readonly string[]): string {
  return `<tr>${labels.map((label) => `<th>${escapeHtml(label)}</th>`).join('')}</tr>`;
}

function summaryTable(
  rows: readonly DataRow[],
  columns: readonly string[],
  formats: ColumnFormats,
  locale?: string,
): string {
  const body = edaSummary(rows, columns)
    .columns.map((s) => {
      const stat = (value: number | string | undefined) =>
        cell(formatStat(s, value, formats, locale), s.type === 'number');
      const int = (n: number) => cell(formatValue(n, 'integer', locale), true);
      return `<tr>${cell(s.column)}${cell(s.type === 'string' ? 'text' : s.type)}${int(s.count)}${int(s.nulls)}${int(s.distinct)}${stat(s.min)}${stat(s.max)}${stat(s.mean)}${stat(s.median)}${cell(allDistinct(s) ? 'all distinct' : formatTopValues(s, 3, formats, locale))}</tr>`;
    })
    .join('\n');
  const head = headerRow([
    'Column',
    'Type',
    'Count',
    'Missing',
    'Distinct',
    'Min',
    'Max',
    'Mean',
    'Median',
    'Top values',
  ]);
  return `<table><thead>${head}</thead><tbody>\n${body}\n</tbody></table>`;
}

function dataTable(
  rows: readonly DataRow[],
  columns: readonly string[],
  formats: ColumnFormats,
  locale?: string,
): string {
  const body = rows
    .map((row) => {
      const cells = columns.map((column) => {
        const value = row[column];
        return cell(formatValue(value, formats[column], locale), isNumeric(value));
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<table><thead>${headerRow(columns)}</thead><tbody>\n${body}\n</tbody></table>`;
}

/**
 * A standalone, printable HTML document of a query result: the title, the row and column
 * counts, the EDA summary of every column, then the rows (the first `maxRows`) formatted by
 * the widget's format_definition. Every value is HTML-escaped; the document loads nothing.
 */
export function htmlReport(
  title: string,
  rows: readonly DataRow[],
  columns: readonly string[],
  formats: ColumnFormats = {},
  options: HtmlReportOptions = {},
): string {
  const { locale, generatedAt } = options;
  const maxRows = options.maxRows ?? HTML_REPORT_MAX_ROWS;
  const listed = rows.slice(0, maxRows);
  const count = (n: number) => formatValue(n, 'integer', locale);
  const meta = [
    `${count(rows.length)} rows × ${count(columns.length)} columns`,
    ...(generatedAt ? [`generated ${generatedAt}`] : []),
  ].join(' · ');
  const note =
    listed.length < rows.length
      ? `<p class="note">Showing the first ${count(listed.length)} of ${count(rows.length)} rows; the summary covers them all.</p>`
      : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="meta">${escapeHtml(meta)}</p>
<h2>Summary</h2>
${summaryTable(rows, columns, formats, locale)}
<h2>Data</h2>
${note}
${dataTable(listed, columns, formats, locale)}
</body>
</html>
`;
}
