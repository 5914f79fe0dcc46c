import { isNumeric } from '../format/numeric';
import { isIsoDate } from '../dates/calendar-date';

type Row = Record<string, unknown>;

/** A widget's rows with the comparison period's measures joined in. */
export interface ComparedRows {
  rows: Row[];
  columns: string[];
  /** measure column → its comparison column, in column order. */
  added: Record<string, string>;
}

/** Identifier columns (store_id, id) hold numbers but name a row: they are keys. */
const ID_COLUMN = /(^|_)id$/i;

/**
 * Columns that are measures: every non-empty value in the rows is numeric (numbers, or
 * numeric text as BIGINT/DECIMAL arrive) and the name is no identifier's. Dates (which the
 * comparison shifts), identifiers and text are the rows' keys.
 */
function measureColumns(columns: readonly string[], rows: readonly Row[]): string[] {
  return columns.filter((column) => {
    if (ID_COLUMN.test(column)) return false;
    let seen = false;
    for (const row of rows) {
      const value = row[column];
      if (value === null || value === undefined || value === '') continue;
      if (!isNumeric(value)) return false;
      seen = true;
    }
    return seen;
  });
}

/**
 * Joins the comparison period's rows into a widget's rows (app-shell §4, widget params
 * comparisonPeriod): every measure `m` gets a column `name(m)` holding the comparison value of
 * the row with the same keys (its text columns: a store, a region). Dates are not keys, since
 * the comparison moves them; rows whose only keys are dates (a time series) are paired by
 * position: the first day with the comparison's first day. A row without a partner gets null.
 */
export function joinComparisonRows(
  columns: readonly string[],
  rows: readonly Row[],
  comparison: readonly Row[],
  name: (measure: string) => string,
): ComparedRows {
  const measures = measureColumns(columns, rows);
  const keys = columns.filter(
    (column) => !measures.includes(column) && !rows.some((row) => isIsoDate(row[column])),
  );
  const keyOf = (row: Row) => JSON.stringify(keys.map((key) => row[key] ?? null));
  const byKey = new Map<string, Row>();
  for (const row of comparison) if (!byKey.has(keyOf(row))) byKey.set(keyOf(row), row);
  const added = Object.fromEntries(measures.map((measure) => [measure, name(measure)]));
  const joined = rows.map((row, index) => {
    const partner = keys.length > 0 ? byKey.get(keyOf(row)) : comparison[index];
    const copy: Row = { ...row };
    for (const measure of measures) copy[added[measure]!] = partner?.[measure] ?? null;
    return copy;
  });
  const out: string[] = [];
  for (const column of columns) {
    out.push(column);
    if (added[column]) out.push(added[column]);
  }
  return { rows: joined, columns: out, added };
}
