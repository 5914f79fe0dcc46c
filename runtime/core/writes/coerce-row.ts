/**
 * Values from a file into the types of a table's columns. CSV and TSV give text, so "12" must
 * become 12 for an integer column and "" must become no value; JSON and spreadsheets give typed
 * values that pass as they are (spreadsheet dates become ISO text). A value that cannot be read
 * as its column's type is a failure naming the column and the value, never a silent NULL.
 * Shared by the server's checks and the data integrator's preview, so both coerce alike.
 */
import type { SqlColumnType } from './column-types.ts';

/** What coercion needs of a column: its name and SQL type. */
export interface CoercedColumn {
  name: string;
  type: SqlColumnType;
}

export type RawValue = string | number | boolean | Date | null | undefined;

export interface Coerced {
  row: Record<string, unknown>;
  failures: Array<{ column: string; message: string }>;
}

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * Coerces one record. Keys that are not columns are kept as they are, so the row schema names
 * them ("is not a column of the table").
 */
export function coerceRecord(
  columns: readonly CoercedColumn[],
  record: Readonly<Record<string, RawValue>>,
): Coerced {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const row: Record<string, unknown> = {};
  const failures: Coerced['failures'] = [];
  for (const [name, raw] of Object.entries(record)) {
    const column = byName.get(name);
    if (!column) {
      row[name] = raw;
      continue;
    }
    const value = coerceValue(column, raw);
    if (value.ok) {
      if (value.value !== undefined) row[name] = value.value;
    } else {
      failures.push({ column: name, message: value.message });
    }
  }
  return { row, failures };
}

type Result = { ok: true; value: unknown } | { ok: false; message: string };

function coerceValue(column: CoercedColumn, raw: RawValue): Result {
  if (raw === null || raw === undefined) return { ok: true, value: undefined };
  if (raw instanceof Date) return fromDate(column, raw);
  if (typeof raw !== 'string') return { ok: true, value: raw };
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  switch (column.type) {
    case 'BIGINT':
      return INTEGER.test(text) && Number.isSafeInteger(Number(text))
        ? { ok: true, value: Number(text) }
        : { ok: false, message: `must be an integer (got ${JSON.stringify(raw)})` };
    case 'DOUBLE':
      return NUMBER.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, message: `must be a number (got ${JSON.stringify(raw)})` };
    case 'BOOLEAN': {
      const lower = text.toLowerCase();
      if (TRUE.has(lower)) return { ok: true, value: true };
      if (FALSE.has(lower)) return { ok: true, value: false };
      return { ok: false, message: `must be true or false (got ${JSON.stringify(raw)})` };
    }
    default:
      return { ok: true, value: text };
  }
}

function fromDate(column: CoercedColumn, date: Date): Result {
  if (Number.isNaN(date.getTime())) return { ok: false, message: 'is not a valid date' };
  const iso = date.toISOString();
  if (column.type === 'DATE') return { ok: true, value: iso.slice(0, 10) };
  if (column.type === 'TIMESTAMP') return { ok: true, value: iso };
  if (column.type === 'VARCHAR') return { ok: true, value: iso.slice(0, 10) };
  return {
    ok: false,
    message: `must be a ${column.type === 'BOOLEAN' ? 'boolean' : 'number'} (got a date)`,
  };
}
