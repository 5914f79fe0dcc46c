/**
 * Numbers as they leave the app (CSV export, the query preview): rounded to the decimals
 * their format shows, so a sum of doubles reads 18230.89 and not 18230.889999999996.
 */
import { parseFormatName } from './format-value';
import { isNumeric } from './numeric';

/** Decimals kept for a non-integer value whose column has no number format. */
export const DEFAULT_EXPORT_DECIMALS = 2;

/**
 * The decimals a value keeps under `format`: the format's own (number, money), two more for
 * percent formats (they show value × 100), DEFAULT_EXPORT_DECIMALS without a number format.
 */
export function exportDecimals(format: string | null | undefined): number {
  const parsed = parseFormatName(format);
  if (!parsed) return DEFAULT_EXPORT_DECIMALS;
  return parsed.kind === 'percent' ? parsed.decimals + 2 : parsed.decimals;
}

/** `value` rounded half away from zero to `decimals` decimals, never -0. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  // Shifted in decimal text, not multiplied: 1.005 * 100 is 100.49999999999999 in binary,
  // while '1.005e2' reads as 100.5, so the value rounds as its decimal digits say. Values
  // whose text already has an exponent (tiny or huge) are scaled by multiplication.
  const abs = Math.abs(value);
  const text = String(abs);
  const rounded = text.includes('e')
    ? Math.round(abs * 10 ** decimals) / 10 ** decimals
    : Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  const signed = Math.sign(value) * rounded;
  return signed === 0 ? 0 : signed;
}

/**
 * A cell rounded to its column's format: numbers and numeric text (DuckDB's DECIMAL and
 * BIGINT arrive as text) with a fraction are rounded to {@link exportDecimals}; integers keep
 * every digit, and anything else (text, dates, null) passes through unchanged. Numeric text
 * stays text so a BIGINT beyond 2^53 is never touched.
 */
export function roundForExport(value: unknown, format?: string | null): unknown {
  if (typeof value === 'number') {
    return Number.isInteger(value) ? value : roundTo(value, exportDecimals(format));
  }
  if (typeof value === 'string' && isNumeric(value) && /[.e]/i.test(value)) {
    const number = Number(value.trim());
    return Number.isInteger(number) && !/\./.test(value)
      ? value
      : String(roundTo(number, exportDecimals(format)));
  }
  return value;
}
