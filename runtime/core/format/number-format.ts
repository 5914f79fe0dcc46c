import { toIntlNumber } from './numeric';
import { uiLanguage } from './ui-language';

/** Options shared by the number formatters. */
export interface NumberFormatOptions {
  /** UI language ('en', 'es', 'pt') or a tag starting with one ('es-MX'); default en. */
  locale?: string;
  /** Fraction digits, fixed (minimum = maximum). Default 2. */
  decimals?: number;
}

/** Fraction digits when no format variant or option says otherwise. */
export const DEFAULT_DECIMALS = 2;

/**
 * What each formatter returns for input that is not numeric. The spec gives these texts
 * verbatim, so they are the same in every locale.
 */
export const FORMAT_DEFAULTS = { number: '0', percent: '0%', money: '$0' } as const;

/**
 * The money prefix. The amount's currency belongs to the data, not to the UI language, so
 * Spanish and Portuguese keep '$ ' in front and only the separators change
 * ('$ 1.234,50' in es and pt).
 */
export const MONEY_SYMBOL = '$ ';

/** The Intl locale used for each UI language; separators follow es-ES and pt-BR. */
export const NUMBER_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-US',
  es: 'es-ES',
  pt: 'pt-BR',
};

/** Maps a UI language or language tag to the Intl locale; unknown languages get en-US. */
export function resolveNumberLocale(locale?: string): string {
  return NUMBER_LOCALES[uiLanguage(locale)] ?? 'en-US';
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Building an Intl.NumberFormat costs far more than using one, and tables format thousands
 * of cells with a handful of settings, so formatters are cached per setting.
 */
function formatterFor(locale: string, style: 'decimal' | 'percent', decimals: number) {
  const key = `${locale}|${style}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Spanish CLDR data leaves 4-digit numbers ungrouped; a column mixing '1234,50' and
      // '12.345,00' reads badly, so every locale groups from the thousands.
      useGrouping: 'always',
      // A value that rounds to zero must not print as '-0.00'.
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function decimalsOf(options: NumberFormatOptions): number {
  return options.decimals ?? DEFAULT_DECIMALS;
}

/**
 * Formats a number with grouping and fixed decimals: `formatNumber(1234.5)` → '1,234.50',
 * `{locale: 'es'}` → '1.234,50'. Numeric strings are read exactly (big integers keep their
 * digits). Anything not numeric (null, '', ' ', NaN, booleans, arrays...) gives '0'.
 * @throws RangeError when `decimals` is not an integer from 0 to 100 (Intl's limits).
 */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const input = toIntlNumber(value);
  if (input === null) return FORMAT_DEFAULTS.number;
  return formatterFor(resolveNumberLocale(options.locale), 'decimal', decimalsOf(options)).format(
    input,
  );
}

/**
 * Formats a ratio as a percentage (×100): `formatPercent(0.1234)` → '12.34%'
 * (es: '12,34 %', pt: '12,34%'). Non-numeric input gives '0%'.
 * @throws RangeError when `decimals` is not an integer from 0 to 100.
 */
export function formatPercent(value: unknown, options: NumberFormatOptions = {}): string {
  const input = toIntlNumber(value);
  if (input === null) return FORMAT_DEFAULTS.percent;
  return formatterFor(resolveNumberLocale(options.locale), 'percent', decimalsOf(options)).format(
    input,
  );
}

/**
 * Formats an amount with the '$ ' prefix: `formatMoney(-1234.5)` → '-$ 1,234.50'
 * (es and pt: '-$ 1.234,50'). Non-numeric input gives '$0'.
 * @throws RangeError when `decimals` is not an integer from 0 to 100.
 */
export function formatMoney(value: unknown, options: NumberFormatOptions = {}): string {
  const input = toIntlNumber(value);
  if (input === null) return FORMAT_DEFAULTS.money;
  const parts = formatterFor(
    resolveNumberLocale(options.locale),
    'decimal',
    decimalsOf(options),
  ).formatToParts(input);
  // The sign goes before the symbol, as in '-$1.00' of en-US currency formatting.
  const sign = parts.some((part) => part.type === 'minusSign') ? '-' : '';
  const digits = parts
    .filter((part) => part.type !== 'minusSign')
    .map((part) => part.value)
    .join('');
  return `${sign}${MONEY_SYMBOL}${digits}`;
}
