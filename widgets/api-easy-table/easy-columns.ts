/**
 * The api easy table's columns, inferred from rows of a JSON API: every field of the rows in
 * order of first appearance, a humanized title, and a format read from the values. APIs often
 * send figures as text ("1204.50") and dates as ISO text: numeric text becomes a number (so it
 * sorts and formats as one), whole numbers show as integers, decimals with two places, and a
 * column of dates as dates.
 */
import { isNumeric } from '../../runtime/core/format/numeric.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { columnKind, isIdentifierColumn } from '../chart/chart-fields.ts';
import { humanizeColumn } from '../table/humanize.ts';

/** An inferred column: what the table's pqgrid columns take. */
export interface EasyColumn {
  field: string;
  title: string;
  /** Format name, or undefined for text. */
  format: 'integer' | 'number' | 'date' | undefined;
  kind: 'number' | 'date' | 'datetime' | 'text' | 'empty';
}

/** Every field of `rows` (after `columns`, which come first), in order of first appearance. */
function fieldsOf(columns: readonly string[], rows: readonly DataRow[]): string[] {
  const fields = new Set(columns);
  for (const row of rows) for (const key of Object.keys(row)) fields.add(key);
  return [...fields];
}

/** Columns and rows as the easy table shows them (rows copied only where a value changes). */
export function inferEasyTable(
  columns: readonly string[],
  rows: readonly DataRow[],
): { columns: EasyColumn[]; rows: DataRow[] } {
  const inferred = fieldsOf(columns, rows).map((field): EasyColumn => {
    const kind = columnKind(rows, field);
    let format: EasyColumn['format'];
    if (kind === 'number' && !isIdentifierColumn(field)) {
      const whole = rows.every((row) => {
        const value = row[field];
        return !isNumeric(value) || Number.isInteger(Number(value));
      });
      format = whole ? 'integer' : 'number';
    } else if (kind === 'date') {
      format = 'date';
    }
    return { field, title: humanizeColumn(field), format, kind };
  });
  const numeric = inferred.filter((column) => column.kind === 'number');
  const converted =
    numeric.length === 0
      ? [...rows]
      : rows.map((row) => {
          let copy: DataRow | undefined;
          for (const { field } of numeric) {
            const value = row[field];
            if (typeof value === 'string' && value.trim() !== '' && isNumeric(value)) {
              copy ??= { ...row };
              copy[field] = Number(value);
            }
          }
          return copy ?? row;
        });
  return { columns: inferred, rows: converted };
}
