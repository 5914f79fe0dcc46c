import { isNumeric } from '../../runtime/core/format/numeric.ts';
import {
  CHART_ROW_CAP,
  categoryText,
  yearFields,
  yearStart,
} from '../../runtime/core/widgets/chart-column-types.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { isDateOnly } from './chart-fields.ts';

/**
 * Rows a chart draws at most unless its widget sets `graph.max_rows`. Charts aggregate on the
 * server; past this the canvas takes seconds (100k points ≈ 1.1 s here) and a chart of that
 * many marks says nothing anyway.
 */
export const MAX_CHART_ROWS = CHART_ROW_CAP.default;

/** Field on each drawn row holding its index in the widget's rows, for drilldowns. */
export const ROW_INDEX_FIELD = '__row';

/** The rows handed to vega, and how many the query returned. */
export interface ChartRows {
  values: DataRow[];
  total: number;
}

/** The columns {@link prepareChartRows} converts (ChartSpec's). */
export interface RowFields {
  numericFields: readonly string[];
  temporalFields: readonly string[];
  textFields?: readonly string[];
}

/**
 * Copies the first `cap` rows for drawing: numeric text (BIGINT and DECIMAL arrive as
 * strings) becomes numbers; on temporal fields 'YYYY-MM-DD' dates become local midnight (vega
 * would read them as UTC midnight, i.e. the previous evening west of Greenwich) and a column
 * of integer years becomes 1 January of each year (vega would read 2001 as milliseconds);
 * text fields become text; and each row remembers its index.
 */
export function prepareChartRows(
  rows: readonly DataRow[],
  fields: RowFields,
  cap: number = MAX_CHART_ROWS,
): ChartRows {
  const shown = rows.length > cap ? rows.slice(0, cap) : rows;
  const years = yearFields(shown, fields.temporalFields);
  const textFields = fields.textFields ?? [];
  const values = shown.map((row, index) => {
    const copy: DataRow = { ...row, [ROW_INDEX_FIELD]: index };
    for (const field of fields.numericFields) {
      const value = copy[field];
      if (typeof value === 'string' && isNumeric(value)) copy[field] = Number(value);
    }
    for (const field of fields.temporalFields) {
      const value = copy[field];
      if (isDateOnly(value)) {
        const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
        copy[field] = new Date(year, month - 1, day).getTime();
      }
    }
    for (const field of years) {
      const value = copy[field];
      if (value !== null && value !== undefined && value !== '') {
        copy[field] = yearStart(Number(value));
      }
    }
    for (const field of textFields) copy[field] = categoryText(copy[field]);
    return copy;
  });
  return { values, total: rows.length };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The widget row behind a clicked scenegraph item, or undefined for axes, legends and
 * titles. A mark's datum is a drawn row (possibly folded into one row per measure), or for
 * nearest-point picking the point item holding it; either way the row index leads back to the
 * row as the query returned it. Aggregated marks (a spec's own sums) have no single row: their
 * datum is returned without the chart's internal fields.
 */
export function drilldownRow(item: unknown, rows: readonly DataRow[]): DataRow | undefined {
  if (!isObject(item) || !isObject(item.mark) || item.mark.role !== 'mark') return undefined;
  const datum = item.datum;
  if (!isObject(datum)) return undefined;
  const inner = 'mark' in datum && isObject(datum.datum) ? datum.datum : datum;
  const index = inner[ROW_INDEX_FIELD];
  if (typeof index === 'number') return rows[index];
  const row: DataRow = {};
  for (const [key, value] of Object.entries(inner)) {
    if (!key.startsWith('__')) row[key] = value;
  }
  return Object.keys(row).length > 0 ? row : undefined;
}
