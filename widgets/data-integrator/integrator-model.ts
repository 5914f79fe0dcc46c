/**
 * The data integrator's model: a file's first rows read in the browser (so its columns can be
 * mapped before anything is sent), the mapping a person builds (one entry per table column),
 * the coercion rule each entry applies, and the preview of the rows as they will be written.
 * The mapping and the coercion are the server's own code (runtime/core/writes), so the preview
 * agrees with the import; the server's check (limits, enums) still runs before anything is
 * written.
 */
import type { Import, Table } from '../../schemas/generated/index.ts';
import { sqlTypeOf, type SqlColumnType } from '../../runtime/core/writes/column-types.ts';
import { coerceRecord, type RawValue } from '../../runtime/core/writes/coerce-row.ts';
import {
  applyMapping,
  TRANSFORMS,
  type ColumnMapping,
  type Transform,
} from '../../runtime/core/writes/import-mapping.ts';

export type { ColumnMapping, Transform };

/** Transforms in the order the editor offers them. */
export const TRANSFORM_NAMES = Object.keys(TRANSFORMS) as Transform[];

/** Rows of the source read for mapping and preview. */
export const SAMPLE_ROWS = 20;

/** A declared table as GET /api/v2/tables lists it. */
export interface TableInfo {
  name: string;
  description: string | null;
  columns: Table['columns'];
  key: string[];
  can_write: boolean;
}

/** A saved import as GET /api/v2/imports lists it. */
export interface ImportInfo extends Pick<Import, 'name' | 'table' | 'mapping'> {
  description: string | null;
  source: NonNullable<Import['source']>;
  mode: NonNullable<Import['mode']>;
  can_run: boolean;
  version: string;
}

/** One column of the target table, as the mapping editor shows it. */
export interface TargetColumn {
  name: string;
  title: string;
  type: SqlColumnType;
  required: boolean;
  key: boolean;
}

export function targetColumns(table: TableInfo): TargetColumn[] {
  const required = new Set(table.columns.required ?? []);
  return Object.entries(table.columns.properties).map(([name, column]) => ({
    name,
    title: column.title ?? name,
    type: sqlTypeOf(column),
    required: required.has(name) || table.key.includes(name),
    key: table.key.includes(name),
  }));
}

/** The source's columns and first rows. */
export interface SourceSample {
  header: string[];
  rows: Array<Record<string, RawValue>>;
}

/** Splits delimited text into rows of fields (quotes, doubled quotes and CRLF handled). */
function parseDelimited(text: string, delimiter: string, maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length && rows.length < maxRows; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((value) => value !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if ((field !== '' || row.length > 0) && rows.length < maxRows) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The first rows of a CSV, TSV or JSON file (an array of objects), for mapping; undefined for
 * a format the browser does not read (a spreadsheet: its columns come from the server's check).
 */
export function readSample(text: string, fileName: string): SourceSample | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return { header: [], rows: [] };
    const rows = parsed
      .slice(0, SAMPLE_ROWS)
      .filter((row): row is Record<string, RawValue> => !!row && typeof row === 'object');
    return { header: [...new Set(rows.flatMap((row) => Object.keys(row)))], rows };
  }
  if (!lower.endsWith('.csv') && !lower.endsWith('.tsv') && !lower.endsWith('.txt'))
    return undefined;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = lower.endsWith('.tsv')
    ? '\t'
    : firstLine.split(';').length > firstLine.split(',').length
      ? ';'
      : ',';
  const [header = [], ...rows] = parseDelimited(
    text.replace(/^\uFEFF/, ''),
    delimiter,
    SAMPLE_ROWS + 1,
  );
  const names = header.map((name) => name.trim());
  return {
    header: names,
    rows: rows.map((values) => Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))),
  };
}

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A first mapping: each table column takes the source column of the same name or title. */
export function autoMapping(
  header: readonly string[],
  columns: readonly TargetColumn[],
): ColumnMapping[] {
  const mapping: ColumnMapping[] = [];
  for (const column of columns) {
    const from = header.find(
      (name) =>
        normalize(name) === normalize(column.name) || normalize(name) === normalize(column.title),
    );
    if (from !== undefined) mapping.push({ column: column.name, from });
  }
  return mapping;
}

/** `mapping` with the entry of `column` replaced (undefined removes it), in table order. */
export function setEntry(
  mapping: readonly ColumnMapping[],
  columns: readonly TargetColumn[],
  column: string,
  entry: ColumnMapping | undefined,
): ColumnMapping[] {
  const byColumn = new Map(mapping.map((e) => [e.column, e]));
  if (entry) byColumn.set(column, entry);
  else byColumn.delete(column);
  return columns.flatMap((c) => {
    const found = byColumn.get(c.name);
    return found ? [found] : [];
  });
}

/** What a source value is read as, and what the column stores. */
export type ValueKind = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'datetime' | 'fixed';

const STORED: Record<SqlColumnType, ValueKind> = {
  VARCHAR: 'text',
  DOUBLE: 'number',
  BIGINT: 'integer',
  BOOLEAN: 'boolean',
  DATE: 'date',
  TIMESTAMP: 'datetime',
};

/** The coercion an entry applies: from the source's kind to the column's, with its layout. */
export interface CoercionRule {
  from: ValueKind;
  to: ValueKind;
  dateFormat?: string;
  transforms: Transform[];
}

/** The kind of the sample's values of `name` (text for a CSV, typed for JSON and queries). */
function sourceKind(sample: SourceSample | undefined, name: string): ValueKind {
  const value = sample?.rows
    .map((row) => row[name])
    .find((v) => v !== null && v !== undefined && v !== '');
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'date';
  return 'text';
}

export function coercionRule(
  entry: ColumnMapping,
  column: TargetColumn,
  sample: SourceSample | undefined,
): CoercionRule {
  return {
    from: entry.from === undefined ? 'fixed' : sourceKind(sample, entry.from),
    to: STORED[column.type],
    dateFormat: entry.date_format,
    transforms: entry.transform ?? [],
  };
}

/** One cell of the preview: the value as it will be stored, or why it cannot be. */
export interface PreviewCell {
  value: unknown;
  error?: string;
}

export interface Preview {
  rows: Array<Record<string, PreviewCell>>;
  /** Rows of the sample with at least one failing cell. */
  failingRows: number;
}

/**
 * The sample's rows as they will be written: mapped, transformed, coerced; a cell that cannot
 * be carries its error, and a required column left without a value says so.
 */
export function previewRows(
  mapping: readonly ColumnMapping[],
  sample: SourceSample,
  columns: readonly TargetColumn[],
): Preview {
  let failingRows = 0;
  const rows = sample.rows.map((record) => {
    const mapped = applyMapping(mapping, record);
    const coerced = coerceRecord(columns, mapped.values);
    const errors = new Map<string, string>();
    for (const failure of [...mapped.failures, ...coerced.failures]) {
      if (!errors.has(failure.column)) errors.set(failure.column, failure.message);
    }
    const cells: Record<string, PreviewCell> = {};
    for (const column of columns) {
      const value = coerced.row[column.name];
      const error =
        errors.get(column.name) ??
        dateProblem(column, value) ??
        (column.required && (value === undefined || value === null) ? 'required' : undefined);
      cells[column.name] = error ? { value: mapped.values[column.name], error } : { value };
    }
    if (Object.values(cells).some((cell) => cell.error)) failingRows++;
    return cells;
  });
  return { rows, failingRows };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date column's text that is not ISO (the server's schema refuses it): say which layout. */
function dateProblem(column: TargetColumn, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (column.type === 'DATE' && !ISO_DATE.test(value))
    return `must be a date YYYY-MM-DD (got ${JSON.stringify(value)}): set its date layout`;
  if (column.type === 'TIMESTAMP' && !ISO_TIMESTAMP.test(value))
    return `must be a date-time YYYY-MM-DDTHH:mm:ss (got ${JSON.stringify(value)}): set its date layout`;
  return undefined;
}

/** Whether two mappings save the same file. */
export function sameMapping(a: readonly ColumnMapping[], b: readonly ColumnMapping[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
