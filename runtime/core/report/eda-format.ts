import { formatValue } from '../format/index.ts';
import type { EdaColumnSummary } from './eda-summary.ts';

/** Format names by column (a widget's format_definition). */
export type ColumnFormats = Readonly<Record<string, string | undefined>>;

/**
 * A statistic of a column as display text: numbers in the column's format (plain two-decimal
 * numbers when it has none), dates and text as they are, missing statistics as ''.
 */
export function formatStat(
  summary: EdaColumnSummary,
  value: number | string | undefined,
  formats: ColumnFormats,
  locale?: string,
): string {
  if (value === undefined) return '';
  if (summary.type !== 'number') return String(value);
  return formatValue(value, formats[summary.column] ?? 'number', locale);
}

/** True when no value of the column repeats: its top values say nothing. */
export function allDistinct(summary: EdaColumnSummary): boolean {
  return summary.count > 1 && summary.distinct === summary.count;
}

/**
 * A column's top values as one line, numbers in the column's format:
 * 'Lumina (3), Voltix (3), Cobalt (2)'.
 */
export function formatTopValues(
  summary: EdaColumnSummary,
  limit = summary.top.length,
  formats: ColumnFormats = {},
  locale?: string,
): string {
  const show = (value: string) =>
    summary.type === 'number' ? formatStat(summary, value, formats, locale) : value;
  return summary.top
    .slice(0, limit)
    .map(({ value, count }) => `${show(value)} (${count})`)
    .join(', ');
}
