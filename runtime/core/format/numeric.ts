/**
 * Plain decimal notation with an optional sign and exponent. Deliberately stricter than
 * `Number()`, which reads '', ' ', '0x10', 'Infinity' and `true` as numbers.
 */
const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * True when `value` is a finite number, or a string holding one in decimal notation
 * (surrounding spaces allowed). Booleans, empty strings, NaN and Infinity are not numeric.
 */
export function isNumeric(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) && Number.isFinite(Number(text));
}

/** What `Intl.NumberFormat#format` accepts. */
export type IntlNumber = number | bigint | Intl.StringNumericLiteral;

/**
 * The value in a form `Intl.NumberFormat#format` reads exactly, or null when it is not
 * numeric. Numeric strings stay strings so that values beyond 2^53 (BIGINT columns arrive as
 * strings) keep every digit; bigints pass through.
 */
export function toIntlNumber(value: unknown): IntlNumber | null {
  if (typeof value === 'bigint') return value;
  if (!isNumeric(value)) return null;
  // isNumeric has checked the text is a decimal literal, which is what the type says.
  return typeof value === 'string' ? (value.trim() as Intl.StringNumericLiteral) : value;
}
