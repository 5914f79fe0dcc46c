import { MONEY_SYMBOL } from '../format/number-format.ts';
import { uiLanguage } from '../format/ui-language.ts';

/** d3-format locale: separators and currency of axis labels and tooltips. */
export interface NumberLocale {
  decimal: string;
  thousands: string;
  grouping: number[];
  currency: [string, string];
}

/** d3-time-format locale: month and day names of date axes and tooltips. */
export interface TimeLocale {
  dateTime: string;
  date: string;
  time: string;
  periods: [string, string];
  days: string[];
  shortDays: string[];
  months: string[];
  shortMonths: string[];
}

// Same separators and '$ ' prefix as runtime/core formatValue, so a chart's tooltip and the
// table next to it print a value identically.
const NUMBER: Record<string, NumberLocale> = {
  en: { decimal: '.', thousands: ',', grouping: [3], currency: [MONEY_SYMBOL, ''] },
  es: { decimal: ',', thousands: '.', grouping: [3], currency: [MONEY_SYMBOL, ''] },
  pt: { decimal: ',', thousands: '.', grouping: [3], currency: [MONEY_SYMBOL, ''] },
};

/** Date and time patterns per language; month and day names come from Intl below. */
const PATTERNS: Record<string, Pick<TimeLocale, 'dateTime' | 'date' | 'time' | 'periods'>> = {
  en: { dateTime: '%x, %X', date: '%-m/%-d/%Y', time: '%-I:%M:%S %p', periods: ['AM', 'PM'] },
  es: {
    dateTime: '%A, %e de %B de %Y, %X',
    date: '%d/%m/%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
  },
  pt: {
    dateTime: '%A, %e de %B de %Y. %X',
    date: '%d/%m/%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
  },
};

/** Names of `count` consecutive days or months starting at `first`, in the language's words. */
function names(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  count: number,
  at: (index: number) => number,
): string[] {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  // Abbreviations drop the trailing dot some languages add ('dom.', 'jan.').
  return Array.from({ length: count }, (_, index) => format.format(at(index)).replace(/\.$/, ''));
}

function timeLocale(code: string): TimeLocale {
  const sunday = (index: number) => Date.UTC(2023, 0, 1 + index); // 2023-01-01 was a Sunday
  const month = (index: number) => Date.UTC(2023, index, 1);
  return {
    ...(PATTERNS[code] ?? PATTERNS.en!),
    days: names(code, { weekday: 'long' }, 7, sunday),
    shortDays: names(code, { weekday: 'short' }, 7, sunday),
    months: names(code, { month: 'long' }, 12, month),
    shortMonths: names(code, { month: 'short' }, 12, month),
  };
}

const TIME = new Map<string, TimeLocale>();

/** Number and time locales of a UI language ('en', 'es', 'pt'; others get English). */
export function vegaLocale(locale: string): { number: NumberLocale; time: TimeLocale } {
  const code = uiLanguage(locale);
  let time = TIME.get(code);
  if (!time) {
    time = timeLocale(code);
    TIME.set(code, time);
  }
  return { number: NUMBER[code] ?? NUMBER.en!, time };
}
