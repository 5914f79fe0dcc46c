/**
 * A saved import's mapping applied to one source record (a file row or a query row): each
 * table column takes a source column's value through its transforms (and a date layout), or a
 * fixed value. What comes out is a record in the table's column names, coerced and checked
 * afterwards like any upload. Pure and shared, so the data integrator's preview and the
 * server's import agree.
 */
import type { Import } from '../../../schemas/generated/index.ts';
import type { RawValue } from './coerce-row.ts';

export type ColumnMapping = Import['mapping'][number];
export type Transform = NonNullable<ColumnMapping['transform']>[number];

export interface MappedRecord {
  values: Record<string, RawValue>;
  failures: Array<{ column: string; message: string }>;
}

export const TRANSFORMS: Record<Transform, (value: string) => string | null> = {
  trim: (v) => v.trim(),
  upper: (v) => v.toUpperCase(),
  lower: (v) => v.toLowerCase(),
  // European numbers: dots group thousands, the comma is the decimal point.
  decimal_comma: (v) => v.replace(/\./g, '').replace(',', '.'),
  // "$ 1,234.50", "1 234,50 €" → the number's characters only (after decimal_comma if both).
  strip_currency: (v) => v.replace(/[^\d.+-]/g, ''),
  empty_to_null: (v) => (v.trim() === '' ? null : v),
};

/** Maps `record`; a missing source column or an unreadable date is a failure of that column. */
export function applyMapping(
  mapping: readonly ColumnMapping[],
  record: Readonly<Record<string, RawValue>>,
): MappedRecord {
  const values: Record<string, RawValue> = {};
  const failures: MappedRecord['failures'] = [];
  for (const entry of mapping) {
    if (entry.from === undefined) {
      values[entry.column] = entry.value ?? null;
      continue;
    }
    if (!Object.hasOwn(record, entry.from)) {
      failures.push({ column: entry.column, message: `the source has no column "${entry.from}"` });
      continue;
    }
    let value: RawValue = record[entry.from];
    if (
      typeof value === 'number' &&
      entry.transform?.some((t) => t === 'decimal_comma' || t === 'strip_currency')
    ) {
      // Already a number (JSON, a spreadsheet cell, a query): nothing to clean.
    } else if (value !== null && value !== undefined && !(value instanceof Date)) {
      const original = String(value);
      let text: string | null = original;
      for (const name of entry.transform ?? []) {
        if (text === null) break;
        text = TRANSFORMS[name](text);
      }
      if (
        entry.transform?.includes('strip_currency') &&
        text !== null &&
        !/\d/.test(text) &&
        original.trim() !== ''
      ) {
        // Cleaning must not turn a wrong value into an empty one that passes as "no value".
        failures.push({
          column: entry.column,
          message: `${JSON.stringify(original)} holds no number`,
        });
        continue;
      }
      value = text;
    }
    if (entry.date_format && typeof value === 'string' && value.trim() !== '') {
      const iso = parseDate(value.trim(), entry.date_format);
      if (iso === undefined) {
        failures.push({
          column: entry.column,
          message: `${JSON.stringify(value)} does not match the date layout ${entry.date_format}`,
        });
        continue;
      }
      value = iso;
    }
    values[entry.column] = value;
  }
  return { values, failures };
}

const TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  MM: '(\\d{1,2})',
  DD: '(\\d{1,2})',
  HH: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
};

/**
 * `text` read with `layout` (YYYY, MM, DD, HH, mm, ss and literal separators) as ISO
 * `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`; undefined when it does not match or is no real date.
 */
export function parseDate(text: string, layout: string): string | undefined {
  const order: string[] = [];
  const pattern = layout.replace(/YYYY|MM|DD|HH|mm|ss|[.*+?^${}()|[\]\\]/g, (token) => {
    if (TOKENS[token]) {
      order.push(token);
      return TOKENS[token];
    }
    return `\\${token}`;
  });
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return undefined;
  const part = (token: string) => {
    const index = order.indexOf(token);
    return index < 0 ? 0 : Number(match[index + 1]);
  };
  const [year, month, day] = [part('YYYY'), part('MM'), part('DD')];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  if (!order.includes('HH')) return iso;
  const [hour, minute, second] = [part('HH'), part('mm'), part('ss')];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return `${iso}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}
