import {
  formatMoney,
  formatNumber,
  formatPercent,
  type NumberFormatOptions,
} from './number-format';

/** The three number styles a format name can ask for. */
export type FormatKind = 'number' | 'percent' | 'money';

/** A format name read into its style and fraction digits. */
export interface ParsedFormat {
  kind: FormatKind;
  decimals: number;
}

/** Fraction digits per variant suffix: none → 2, 'One' → 1, 'Integer'/'Int' → 0. */
const VARIANT_DECIMALS: Readonly<Record<string, number>> = { '': 2, one: 1, integer: 0, int: 0 };

const BASE_KIND: Readonly<Record<string, FormatKind>> = {
  number: 'number',
  percent: 'percent',
  money: 'money',
  currency: 'money',
};

/**
 * Format names are `<base><Variant>`: base number, percent, money (or currency), variant
 * none, One or Integer (Int); an optional 'format' prefix ('formatMoney') is accepted as
 * older configs named them after the formatter. Case is ignored.
 */
const FORMAT_NAME = /^(?:format)?(number|percent|money|currency)(one|integer|int)?$/;

/**
 * Reads a format name: 'number' → 2 decimals, 'numberOne' → 1, 'numberInteger' → 0,
 * 'integer' (or 'int') → number with 0; likewise for percent and money. Returns null for a
 * name that is not a number format (a table column formatted as text, say).
 */
export function parseFormatName(format: string | null | undefined): ParsedFormat | null {
  const name = (format ?? '').trim().toLowerCase();
  if (name === 'integer' || name === 'int') return { kind: 'number', decimals: 0 };
  const match = FORMAT_NAME.exec(name);
  const kind = match?.[1] === undefined ? undefined : BASE_KIND[match[1]];
  const decimals = VARIANT_DECIMALS[match?.[2] ?? ''];
  if (kind === undefined || decimals === undefined) return null;
  return { kind, decimals };
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Formats a cell or card value by the format name of a widget's format_definition:
 * `formatValue(0.5, 'percentOne', 'es')` → '50,0 %'. Number formats give their defaults
 * ('0', '0%', '$0') for non-numeric values; any other name (or none) shows the value as text,
 * with null and undefined as ''.
 */
export function formatValue(
  value: unknown,
  format: string | null | undefined,
  locale?: string,
): string {
  const parsed = parseFormatName(format);
  if (!parsed) return asText(value);
  const options: NumberFormatOptions = { locale, decimals: parsed.decimals };
  switch (parsed.kind) {
    case 'number':
      return formatNumber(value, options);
    case 'percent':
      return formatPercent(value, options);
    case 'money':
      return formatMoney(value, options);
  }
}
