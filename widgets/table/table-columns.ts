import { formatValue, parseFormatName } from '../../runtime/core/format/format-value.ts';
import { isNumeric } from '../../runtime/core/format/numeric.ts';
import { columnKind, isIdentifierColumn, knownColumns } from '../chart/chart-fields.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { humanizeColumn } from './humanize.ts';
import type { PqgridColumn, PqgridOptions } from './pqgrid-options.ts';
import type { SortKind } from './sort-rows.ts';

/** A column as the table draws it. */
export interface TableColumn {
  field: string;
  title: string;
  /** Format name for formatValue (undefined: the value as text). */
  format: string | undefined;
  /** How the column sorts. */
  kind: SortKind;
  align: 'left' | 'center' | 'right';
  /** Width in pixels (the column may grow to fill the table). */
  width: number;
  /** Frozen columns stay at the left while the table scrolls sideways. */
  frozen: boolean;
  /** Left offset of a frozen column, in pixels. */
  left: number;
}

/** Rows read to guess kinds and widths: enough to see the data's shape, cheap at 100k rows. */
const SAMPLE_ROWS = 100;
const MIN_WIDTH = 72;
const MAX_WIDTH = 320;
/** Average glyph widths at the table's 13 px: bold header text runs wider than cells. */
const HEADER_CHAR_WIDTH = 8.2;
const CELL_CHAR_WIDTH = 7.4;
/** The totals row is bold: its figures run wider than the cells above them. */
const TOTAL_CHAR_WIDTH = 8.4;
/** Padding, the sort arrow and some slack for wide glyphs. */
const HEADER_EXTRA = 52;
const CELL_EXTRA = 24;

/**
 * A numeric column without a configured format: identifiers as they are, whole numbers as
 * integers ('1,234'), others with two decimals.
 */
function defaultNumberFormat(field: string, rows: readonly DataRow[]): string | undefined {
  // Identifiers and years are numbers nobody adds up: '1,042' for store 1042 reads wrong.
  if (isIdentifierColumn(field)) return undefined;
  const whole = rows.every((row) => {
    const value = row[field];
    return !isNumeric(value) || Number.isInteger(Number(value));
  });
  return whole ? 'integer' : 'number';
}

function kindOf(format: string | undefined, field: string, rows: readonly DataRow[]): SortKind {
  if (parseFormatName(format)) return 'number';
  if (format === 'date') return 'date';
  if (format === 'text') return 'text';
  const kind = columnKind(rows, field);
  if (kind === 'number') return 'number';
  if (kind === 'date' || kind === 'datetime') return 'date';
  return 'text';
}

function estimateWidth(
  title: string,
  field: string,
  format: string | undefined,
  rows: readonly DataRow[],
  locale: string,
  total: number | undefined,
): number {
  const totalText = total === undefined ? '' : formatValue(total, format ?? 'number', locale);
  let longest = 0;
  for (const row of rows) {
    longest = Math.max(longest, formatValue(row[field], format, locale).length);
  }
  const width = Math.max(
    title.length * HEADER_CHAR_WIDTH + HEADER_EXTRA,
    longest * CELL_CHAR_WIDTH + CELL_EXTRA,
  );
  // A total is never cut: its column is as wide as the bold figure, past the cap if need be.
  const totalWidth = totalText.length * TOTAL_CHAR_WIDTH + CELL_EXTRA;
  return Math.round(Math.max(totalWidth, Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width))));
}

/**
 * The table's columns: pqgrid's column list when configured (its order, titles, widths,
 * hidden flags), else every column of the rows; hidden columns dropped. Titles come from
 * pqgrid, else the humanized column name; formats from pqgrid, else format_definition, else a
 * default for numbers. Numbers align right.
 */
export function buildColumns(input: {
  columns: readonly string[];
  rows: readonly DataRow[];
  formats: Readonly<Record<string, string | undefined>>;
  options: PqgridOptions;
  locale: string;
  /** Totals row values, so a column is wide enough for its total too. */
  totals?: Readonly<Record<string, number>>;
}): TableColumn[] {
  const available = knownColumns(input.columns, input.rows);
  const sample = input.rows.slice(0, SAMPLE_ROWS);
  const configured = input.options.columns?.filter(
    (column) => available.length === 0 || available.includes(column.field),
  );
  const chosen: PqgridColumn[] =
    configured && configured.length > 0 ? configured : available.map((field) => ({ field }));
  const visible = chosen.filter(
    (column) => column.hidden !== true && !input.options.hidden.includes(column.field),
  );
  let left = 0;
  return visible.map((column, index) => {
    const field = column.field;
    const title = column.title || humanizeColumn(field);
    let format = column.format || input.formats[field];
    const kind = kindOf(format, field, sample);
    if (format === undefined && kind === 'number') format = defaultNumberFormat(field, sample);
    const width =
      column.width ??
      estimateWidth(title, field, format, sample, input.locale, input.totals?.[field]);
    const frozen = index < input.options.freezeCols;
    const built: TableColumn = {
      field,
      title,
      format,
      kind,
      align: column.align ?? (kind === 'number' ? 'right' : 'left'),
      width,
      frozen,
      left: frozen ? left : 0,
    };
    if (frozen) left += width;
    return built;
  });
}

/**
 * Sums of the totals columns over every row (numeric text included), or undefined when the
 * table has no totals.
 */
export function columnTotals(
  rows: readonly DataRow[],
  fields: readonly string[],
): Record<string, number> | undefined {
  if (fields.length === 0) return undefined;
  const totals: Record<string, number> = {};
  for (const field of fields) totals[field] = 0;
  for (const row of rows) {
    for (const field of fields) {
      const value = row[field];
      if (isNumeric(value)) totals[field] = (totals[field] ?? 0) + Number(value);
    }
  }
  return totals;
}
