import { isNumeric } from '../format/index.ts';
import type { DataRow } from './rows.ts';

/** Which fields are quoted, as Python's csv module names it (pandas `to_csv(quoting=...)`). */
export type CsvQuoting = 'all' | 'minimal' | 'nonnumeric' | 'none';

/** Options of the profiling CSV (widget params `reports.csv`). */
export interface CsvOptions {
  /** One character; default '|'. */
  delimiter?: string;
  /** Default 'all'. */
  quoting?: CsvQuoting;
}

/** The profiling report's CSV defaults (widget-layer §9: delimiter '|', quoting 'all'). */
export const PROFILING_CSV_DEFAULTS = {
  delimiter: '|',
  quoting: 'all',
} as const satisfies Required<CsvOptions>;

const QUOTE = '"';
const LINE_END = '\n';

/** A cell as CSV text: missing values are empty, objects (lists, JSON columns) are JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isNumericCell(value: unknown): boolean {
  return typeof value === 'bigint' || isNumeric(value);
}

function makeFieldWriter(delimiter: string, quoting: CsvQuoting) {
  const needsQuotes = (text: string) =>
    text.includes(delimiter) || text.includes(QUOTE) || text.includes('\n') || text.includes('\r');
  const quoted = (text: string) => QUOTE + text.replaceAll(QUOTE, QUOTE + QUOTE) + QUOTE;
  return (value: unknown, isHeader: boolean): string => {
    const text = cellText(value);
    switch (quoting) {
      case 'all':
        return quoted(text);
      case 'nonnumeric':
        // Python quotes every non-numeric field, headers included, and leaves missing ones bare.
        if (!isHeader && (value === null || value === undefined || isNumericCell(value))) {
          return text;
        }
        return quoted(text);
      case 'minimal':
        return needsQuotes(text) ? quoted(text) : text;
      case 'none':
        // No quotes at all: the delimiter, quote and line breaks are backslash-escaped so the
        // row count and column count survive.
        return text
          .replace(/[\\"\n\r]/g, (ch) => '\\' + ch)
          .replaceAll(delimiter, '\\' + delimiter);
    }
  };
}

/**
 * The rows as CSV text, one header line then one line per row, lines ending in '\n' (pandas'
 * `to_csv` on Linux). Columns are written in `columns` order; a row missing a column gets an
 * empty field. Numeric strings (BIGINT columns arrive as strings) count as numbers for
 * `quoting: 'nonnumeric'`.
 */
export function toCsv(
  rows: readonly DataRow[],
  columns: readonly string[],
  options: CsvOptions = {},
): string {
  const delimiter = options.delimiter ?? PROFILING_CSV_DEFAULTS.delimiter;
  if (delimiter.length !== 1 || delimiter === QUOTE || delimiter === '\n' || delimiter === '\r') {
    throw new Error(
      `CSV delimiter must be one character other than a quote or line break, got ${JSON.stringify(delimiter)}`,
    );
  }
  const field = makeFieldWriter(delimiter, options.quoting ?? PROFILING_CSV_DEFAULTS.quoting);
  const lines = [columns.map((column) => field(column, true)).join(delimiter)];
  for (const row of rows)
    lines.push(columns.map((column) => field(row[column], false)).join(delimiter));
  return lines.join(LINE_END) + LINE_END;
}

/**
 * The profiling report's CSV: the widget's rows with the spec's defaults (delimiter '|',
 * quoting 'all'), overridable by the widget's `params.reports.csv`.
 */
export function profilingCsv(
  rows: readonly DataRow[],
  columns: readonly string[],
  options: CsvOptions = {},
): string {
  return toCsv(rows, columns, { ...PROFILING_CSV_DEFAULTS, ...definedOnly(options) });
}

function definedOnly(options: CsvOptions): CsvOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}
