import { isNumeric } from '../format/index.ts';
import type { DataRow } from './rows.ts';

/** What a column holds, judged from its non-missing values. */
export type EdaColumnType = 'number' | 'date' | 'boolean' | 'string' | 'empty';

/** How often one value occurs in a column. */
export interface EdaTopValue {
  value: string;
  count: number;
}

/** Exploratory statistics of one column. */
export interface EdaColumnSummary {
  column: string;
  type: EdaColumnType;
  /** Non-missing values. */
  count: number;
  /** Missing values: null, undefined or ''. */
  nulls: number;
  /** Distinct non-missing values. */
  distinct: number;
  /** Numbers: the smallest and largest; dates: the earliest and latest (ISO text). */
  min: number | string | undefined;
  max: number | string | undefined;
  /** Numbers only. */
  mean: number | undefined;
  median: number | undefined;
  /** The most frequent values, most frequent first (ties in text order), at most `topCount`. */
  top: EdaTopValue[];
}

/** The EDA report: row count and one summary per column, in column order. */
export interface EdaSummary {
  rows: number;
  columns: EdaColumnSummary[];
}

/** How many top values each column lists. */
export const EDA_TOP_VALUES = 5;

// ISO dates with an optional time part: what DuckDB and PostgreSQL send for DATE/TIMESTAMP.
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function keyOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isDateValue(value: unknown): boolean {
  return value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value.trim()));
}

function typeOf(values: readonly unknown[]): EdaColumnType {
  if (values.length === 0) return 'empty';
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.every((v) => typeof v === 'bigint' || isNumeric(v))) return 'number';
  if (values.every(isDateValue)) return 'date';
  return 'string';
}

function median(sorted: readonly number[]): number | undefined {
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function numberStats(values: readonly unknown[]) {
  const numbers = values.map((v) => Number(v)).sort((a, b) => a - b);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  return {
    min: numbers[0],
    max: numbers[numbers.length - 1],
    mean: numbers.length ? total / numbers.length : undefined,
    median: median(numbers),
  };
}

function dateRange(values: readonly unknown[]) {
  const keys = values.map(keyOf).sort();
  return { min: keys[0], max: keys[keys.length - 1] };
}

function topValues(counts: ReadonlyMap<string, number>, limit: number): EdaTopValue[] {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit);
}

/** Summarises one column of `rows`. */
export function summarizeColumn(
  rows: readonly DataRow[],
  column: string,
  topCount = EDA_TOP_VALUES,
): EdaColumnSummary {
  const values: unknown[] = [];
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (isMissing(value)) continue;
    values.push(value);
    const key = keyOf(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const type = typeOf(values);
  const stats =
    type === 'number'
      ? numberStats(values)
      : type === 'date'
        ? { ...dateRange(values), mean: undefined, median: undefined }
        : { min: undefined, max: undefined, mean: undefined, median: undefined };
  return {
    column,
    type,
    count: values.length,
    nulls: rows.length - values.length,
    distinct: counts.size,
    ...stats,
    top: topValues(counts, topCount),
  };
}

/**
 * The exploratory (EDA) report of a query result: per column its type, count, missing
 * values, distinct values, min, max, mean, median and most frequent values. Numeric strings
 * (BIGINT columns arrive as strings) count as numbers.
 */
export function edaSummary(rows: readonly DataRow[], columns: readonly string[]): EdaSummary {
  return { rows: rows.length, columns: columns.map((column) => summarizeColumn(rows, column)) };
}
