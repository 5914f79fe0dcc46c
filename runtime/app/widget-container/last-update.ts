/**
 * The 'last update' line of a widget's header or footer (params.lastUpdate): a text and an
 * operational variable's value, formatted as a date. The text is in the reader's language
 * (`language`) when the config translates it.
 */
import dayjs from 'dayjs';
import type { WidgetParams } from '../../../schemas/generated/index.ts';
import { localizeText } from '../../core/format/localized-text.ts';

/** Date format when params.lastUpdate.format is not set. */
export const DEFAULT_LAST_UPDATE_FORMAT = 'MM/DD/YYYY';

/**
 * `date` in the dayjs `format`. A format with month names (MMM, MMMM) names an English month
 * in an English order ("Nov 14, 2026"); for a reader of another language the same parts come
 * from Intl in that language's order and words ("14 nov 2026"), so a translated "Datos hasta"
 * is not followed by an English date. Numeric formats are the author's choice, kept as written.
 */
export function formatDate(date: Date, format: string, language?: string): string {
  const base = language?.split('-')[0];
  if (!base || base === 'en' || !format.includes('MMM')) return dayjs(date).format(format);
  const options: Intl.DateTimeFormatOptions = {
    month: format.includes('MMMM') ? 'long' : 'short',
    ...(/D/.test(format) && { day: 'numeric' }),
    ...(/YYYY/.test(format) && { year: 'numeric' }),
    ...(/[hH]/.test(format) && { hour: 'numeric', minute: '2-digit' }),
  };
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** Operational variables: name → value. */
export type Variables = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The line: where it goes and what it reads. */
export interface LastUpdateLine {
  show: 'header' | 'footer';
  text: string;
}

/**
 * The last-update line, or undefined when the widget has none or its variable has no value
 * (yet). A value that is no date is shown as it is.
 */
export function lastUpdateLine(
  lastUpdate: WidgetParams['lastUpdate'],
  variables: Variables,
  language?: string,
): LastUpdateLine | undefined {
  if (!lastUpdate?.variable) return undefined;
  const value = variables[lastUpdate.variable];
  if (value === undefined || value === null || value === '') return undefined;
  // Date-only values are calendar days: parse them without a time zone shift.
  const date = typeof value === 'string' || typeof value === 'number' ? dayjs(value) : undefined;
  const shown =
    date && date.isValid()
      ? formatDate(date.toDate(), lastUpdate.format || DEFAULT_LAST_UPDATE_FORMAT, language)
      : String(value);
  const text = localizeText(lastUpdate.text, language).trim();
  return { show: lastUpdate.show ?? 'footer', text: text ? `${text} ${shown}` : shown };
}
