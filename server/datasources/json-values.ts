/**
 * How database values become JSON, the same for every engine so DuckDB and PostgreSQL
 * return identical rows: integers and decimals as numbers while their integer part is exact
 * in a double (else as text), floats as numbers (NaN and infinities as null, which JSON
 * lacks), DATE as `YYYY-MM-DD`, TIMESTAMP as `YYYY-MM-DDTHH:MM:SS.sss` and TIMESTAMPTZ as
 * the UTC instant `YYYY-MM-DDTHH:MM:SS.sssZ`.
 */

/** Integer digits a double holds exactly (2^53 has 16 digits, so 15 always fit). */
const EXACT_DIGITS = 15;

/** A BIGINT / HUGEINT: a number when it is a safe integer, else its decimal text. */
export function integerToJson(value: bigint | number | string): number | string {
  const big = typeof value === 'bigint' ? value : BigInt(value);
  const number = Number(big);
  return Number.isSafeInteger(number) ? number : big.toString();
}

/**
 * A DECIMAL / NUMERIC given as text: a number when its integer part fits a double exactly
 * (fractional digits beyond double precision round, as they would in a DOUBLE column), else
 * the text. 'NaN' and infinities become null.
 */
export function decimalToJson(text: string): number | string | null {
  const match = /^[+-]?(\d*)(?:\.\d*)?$/.exec(text.trim());
  if (!match) return floatToJson(Number(text));
  const integerDigits = (match[1] ?? '').replace(/^0+/, '').length;
  return integerDigits <= EXACT_DIGITS ? Number(text) : text;
}

/** A FLOAT / DOUBLE: the number, or null for NaN and infinities. */
export function floatToJson(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

const TIMESTAMP_TEXT =
  /^(-?\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

/**
 * A timestamp given as engine text (`2026-11-15 05:30:00.25`, `2026-11-15 10:30:00-05`) in
 * the JSON form: local timestamps keep their wall time (`2026-11-15T05:30:00.250`), zoned
 * ones become the UTC instant with `Z`. Text that is not a timestamp ('infinity') is kept.
 */
export function timestampTextToJson(text: string, withZone: boolean): string {
  const match = TIMESTAMP_TEXT.exec(text.trim());
  if (!match) return text;
  const [, year, month, day, hour, minute, second, fraction, zulu, sign, offH, offM, offS] = match;
  const millis = Number(((fraction ?? '') + '000').slice(0, 3));
  let epoch = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    millis,
  );
  // Date.UTC maps years 0-99 to 1900-1999; set the year again to keep it literal.
  const date = new Date(epoch);
  date.setUTCFullYear(Number(year));
  epoch = date.getTime();
  if (withZone && zulu === undefined && sign !== undefined) {
    const offset = (Number(offH) * 3600 + Number(offM ?? 0) * 60 + Number(offS ?? 0)) * 1000;
    epoch -= sign === '-' ? -offset : offset;
  }
  return epochMillisToJson(epoch, withZone);
}

/** Microseconds since the epoch (DuckDB's TIMESTAMP and TIMESTAMPTZ) in the JSON form. */
export function epochMicrosToJson(micros: bigint, withZone: boolean): string {
  // Floor division keeps instants before 1970 on the right millisecond.
  const millis = micros >= 0n ? micros / 1000n : -((-micros + 999n) / 1000n);
  return epochMillisToJson(Number(millis), withZone);
}

function epochMillisToJson(millis: number, withZone: boolean): string {
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return String(millis);
  const iso = date.toISOString();
  return withZone ? iso : iso.slice(0, -1);
}
