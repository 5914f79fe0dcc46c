import { resolveNumberLocale } from '../../runtime/core/format/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { toNumber } from './card-values.ts';

// ISO dates with an optional time: DATE and TIMESTAMP columns as the server sends them.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isDateCell(value: unknown): boolean {
  return value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value));
}

function dateKey(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * The first column holding dates in every row (a trend card's time axis), or undefined.
 * Judged by values, not names: `sale_date` and `week` both count when they hold ISO dates.
 */
export function findDateColumn(
  columns: readonly string[],
  rows: readonly DataRow[],
): string | undefined {
  if (rows.length === 0) return undefined;
  return columns.find((column) => rows.every((row) => isDateCell(row[column])));
}

/** The rows oldest first by `dateColumn` (stable, so equal dates keep the query's order). */
export function rowsByDate(rows: readonly DataRow[], dateColumn: string): DataRow[] {
  return rows
    .map((row, index) => ({ row, index, key: dateKey(row[dateColumn]) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map(({ row }) => row);
}

/** The numeric values of `field` in row order; non-numeric cells are skipped. */
export function numericSeries(rows: readonly DataRow[], field: string): number[] {
  return rows.flatMap((row) => {
    const n = toNumber(row[field]);
    return n === undefined ? [] : [n];
  });
}

/** Paths of a sparkline drawn in a `width` × `height` box. */
export interface SparklinePaths {
  line: string;
  /** The line closed down to the bottom edge, for a soft fill. */
  area: string;
  /** Where the last point sits (a dot marks the current value). */
  last: { x: number; y: number };
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * SVG paths of a sparkline over `values` (at least two), inset by `pad` so the stroke and the
 * end dot are not clipped. A flat series draws a line through the middle.
 */
export function sparklinePaths(
  values: readonly number[],
  width: number,
  height: number,
  pad = 2,
): SparklinePaths | undefined {
  if (values.length < 2) return undefined;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const stepX = (width - 2 * pad) / (values.length - 1);
  const points = values.map((v, i) => ({
    x: round(pad + i * stepX),
    y: round(span === 0 ? height / 2 : pad + (1 - (v - min) / span) * (height - 2 * pad)),
  }));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return { line, area: `${line} L${last.x},${height} L${first.x},${height} Z`, last };
}

const DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day of a date cell as short text ('Nov 14, 2026', '14 nov 2026'), read from
 * the text itself so the browser's time zone cannot shift it a day; undefined for non-dates.
 */
export function formatDay(value: unknown, locale?: string): string | undefined {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const match = DAY_PREFIX.exec(text);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(resolveNumberLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/**
 * A short 'Oct 1 – Oct 14' for a range of yyyy-MM-dd dates (the year only when the two ends
 * differ in it), for the comparison period line of a card.
 */
export function formatShortRange(start: string, end: string, locale?: string): string {
  const day = (text: string) => {
    const match = DAY_PREFIX.exec(text);
    return match
      ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
      : undefined;
  };
  const from = day(start);
  const to = day(end);
  if (!from || !to) return `${start} – ${end}`;
  const withYear = from.getUTCFullYear() !== to.getUTCFullYear();
  const format = new Intl.DateTimeFormat(resolveNumberLocale(locale), {
    month: 'short',
    day: 'numeric',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return start === end ? format.format(from) : `${format.format(from)} – ${format.format(to)}`;
}
