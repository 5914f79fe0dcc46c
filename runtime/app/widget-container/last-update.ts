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
      ? date.format(lastUpdate.format || DEFAULT_LAST_UPDATE_FORMAT)
      : String(value);
  const text = localizeText(lastUpdate.text, language).trim();
  return { show: lastUpdate.show ?? 'footer', text: text ? `${text} ${shown}` : shown };
}
