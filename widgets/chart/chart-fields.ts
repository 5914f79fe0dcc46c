import { isNumeric } from '../../runtime/core/format/numeric.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

/** How many leading rows are read to guess a column's kind. */
export const SAMPLE_SIZE = 50;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** What a chart column holds, read from its values. */
export type ColumnKind = 'date' | 'datetime' | 'number' | 'text' | 'empty';

/** A 'YYYY-MM-DD' date (a DATE column as the server sends it). */
export function isDateOnly(value: unknown): value is string {
  return typeof value === 'string' && DATE_ONLY.test(value);
}

/** A date or ISO timestamp, as a string or a Date. */
export function isDateLike(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && (DATE_ONLY.test(value) || DATE_TIME.test(value));
}

/**
 * The kind of a column from its first non-empty values: every one a 'YYYY-MM-DD' date →
 * 'date'; dates or timestamps → 'datetime'; numbers or numeric text (BIGINT arrives as text)
 * → 'number'; else 'text'. A column with no values is 'empty'.
 */
export function columnKind(rows: readonly DataRow[], field: string): ColumnKind {
  const values: unknown[] = [];
  for (const row of rows) {
    const value = row[field];
    if (value === null || value === undefined || value === '') continue;
    values.push(value);
    if (values.length >= SAMPLE_SIZE) break;
  }
  if (values.length === 0) return 'empty';
  if (values.every(isDateOnly)) return 'date';
  if (values.every(isDateLike)) return 'datetime';
  if (values.every((value) => typeof value !== 'boolean' && isNumeric(value))) return 'number';
  return 'text';
}

/**
 * Columns as given, or from the first row when the caller has no list (the server sends
 * none for some queries).
 */
export function knownColumns(columns: readonly string[], rows: readonly DataRow[]): string[] {
  if (columns.length > 0) return [...columns];
  const first = rows[0];
  return first ? Object.keys(first) : [];
}

/** Columns holding numbers, in column order. */
export function numericColumns(columns: readonly string[], rows: readonly DataRow[]): string[] {
  return columns.filter((column) => columnKind(rows, column) === 'number');
}

/**
 * Whether a column names an identifier or another number nobody adds up (`id`,
 * `territory_id`, `storeId`, `zip_code`, `fiscal_year`, `order_no`): never a measure worth
 * drawing, and shown as it is ('1042', not '1,042'), even when its values are numbers.
 */
export function isIdentifierColumn(column: string): boolean {
  return (
    /(^|[_\s-])(id|code|year|zip|number|no)$/i.test(column) ||
    /[a-z0-9](Id|Code|Year|Zip|Number|No)$/.test(column)
  );
}

/**
 * The first column that groups rows (text, not a measure, not excluded): the category a
 * heatmap puts on its y axis or a single-measure stacked bar stacks by.
 */
export function categoryColumn(
  columns: readonly string[],
  rows: readonly DataRow[],
  exclude: readonly string[],
): string | undefined {
  return columns.find((column) => !exclude.includes(column) && columnKind(rows, column) === 'text');
}

/** How many rows are read for a category axis's label layout. */
const LABEL_SAMPLE = 200;

/**
 * Category labels lie flat when there are few short ones and slant otherwise: vertical
 * labels are hard to read, and flat long ones would overlap and be dropped.
 */
export function categoryLabelAngle(rows: readonly DataRow[], field: string): number {
  const labels = new Set<string>();
  for (const row of rows.slice(0, LABEL_SAMPLE)) labels.add(String(row[field] ?? ''));
  const longest = Math.max(0, ...[...labels].map((label) => label.length));
  return labels.size <= 4 || (labels.size <= 8 && longest <= 12) ? 0 : -40;
}

const DAY_MS = 86_400_000;

/** A date axis labels days ('%b %d') over a year or less, months ('%b %Y') beyond. */
export function dateAxisFormat(rows: readonly DataRow[], field: string): string {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const value = row[field];
    const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
    if (Number.isNaN(time)) continue;
    min = Math.min(min, time);
    max = Math.max(max, time);
  }
  return max - min > 370 * DAY_MS ? '%b %Y' : '%b %d';
}

/**
 * How far apart the rows of a date column are: the median gap between consecutive distinct
 * dates ('week' from 6 days, 'month' from 27), 'day' otherwise or with fewer than 3 dates.
 */
export function dateGrain(rows: readonly DataRow[], field: string): 'day' | 'week' | 'month' {
  const times = [
    ...new Set(rows.map((row) => Date.parse(String(row[field]))).filter((t) => !Number.isNaN(t))),
  ].sort((a, b) => a - b);
  if (times.length < 3) return 'day';
  const gaps = times
    .slice(1)
    .map((time, index) => time - times[index]!)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]! / DAY_MS;
  return median >= 27 ? 'month' : median >= 6 ? 'week' : 'day';
}
