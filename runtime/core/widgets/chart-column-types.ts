/**
 * How a chart reads the columns of a saved query's rows: declared types (the chart widget's
 * `graph.column_types`) and the rules that hold without one. Pure: the chart widget converts
 * its rows with these before handing them to vega as the dataset 'table'.
 */
import { isNumeric } from '../format/numeric.ts';

/** A column's type as vega-lite names it. */
export type ChartColumnType = 'temporal' | 'ordinal' | 'quantitative' | 'nominal';

/** Columns a chart converts before drawing, by what they become. */
export interface ColumnConversions {
  /** Numeric text (BIGINT, DECIMAL) → numbers. */
  numericFields: string[];
  /** Dates: 'YYYY-MM-DD' → local midnight; integer years → 1 January of the year. */
  temporalFields: string[];
  /** Values → their text (a number read as a category: '2001', never '2,001'). */
  textFields: string[];
}

/** Least and greatest integer read as a year on a temporal encoding. */
export const YEAR_RANGE = { min: 1000, max: 9999 } as const;

/**
 * The conversions for a chart whose spec reads `quantitative` columns as numbers and
 * `temporal` ones as dates: a declared type wins over the spec's reading, so
 * `{"Year": "ordinal"}` keeps years as they are even under a temporal encoding.
 */
export function columnConversions(
  spec: { quantitative: Iterable<string>; temporal: Iterable<string> },
  declared: Readonly<Record<string, ChartColumnType | undefined>> = {},
): ColumnConversions {
  const kinds = new Map<string, 'numeric' | 'temporal' | 'text'>();
  for (const field of spec.quantitative) kinds.set(field, 'numeric');
  for (const field of spec.temporal) kinds.set(field, 'temporal');
  for (const [field, type] of Object.entries(declared)) {
    if (type === 'quantitative') kinds.set(field, 'numeric');
    else if (type === 'temporal') kinds.set(field, 'temporal');
    else if (type === 'nominal' || type === 'ordinal') kinds.set(field, 'text');
  }
  const of = (kind: string) => [...kinds].filter(([, k]) => k === kind).map(([field]) => field);
  return { numericFields: of('numeric'), temporalFields: of('temporal'), textFields: of('text') };
}

/** An integer (a number or integer text) within {@link YEAR_RANGE}. */
export function isYearValue(value: unknown): boolean {
  if (typeof value === 'boolean' || !isNumeric(value)) return false;
  const year = Number(value);
  return Number.isInteger(year) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
}

/**
 * The fields among `fields` holding years: every non-empty value an integer in 1000..9999
 * (and at least one value). vega reads a number on a temporal encoding as milliseconds since
 * 1970, so a year 2001 would be drawn two seconds into 1970.
 */
export function yearFields(rows: readonly Record<string, unknown>[], fields: readonly string[]) {
  return fields.filter((field) => {
    let seen = false;
    for (const row of rows) {
      const value = row[field];
      if (value === null || value === undefined || value === '') continue;
      if (!isYearValue(value)) return false;
      seen = true;
    }
    return seen;
  });
}

/** 1 January of `year` at local midnight, in milliseconds (vega draws local time). */
export function yearStart(year: number): number {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year);
  return date.getTime();
}

/** A value as the text a category shows; empty values stay as they are. */
export function categoryText(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'string') return value;
  return String(value);
}

type Json = Record<string, unknown>;

function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A channel definition with the declared type of its field when it states none. */
function typedChannel(channel: unknown, declared: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(channel)) return channel.map((item) => typedChannel(item, declared));
  if (!isJsonObject(channel) || typeof channel.field !== 'string') return channel;
  const type = declared[channel.field];
  return channel.type === undefined && typeof type === 'string' ? { ...channel, type } : channel;
}

/**
 * `spec` with every encoding channel (layers, facets, concats and tooltip lists included)
 * that reads a declared column and states no type given the declared one. A type the spec
 * states is kept: declarations fill gaps, they never override the spec.
 */
export function withDeclaredTypes(
  spec: unknown,
  declared: Readonly<Record<string, ChartColumnType | undefined>>,
): unknown {
  if (Object.keys(declared).length === 0) return spec;
  if (Array.isArray(spec)) return spec.map((item) => withDeclaredTypes(item, declared));
  if (!isJsonObject(spec)) return spec;
  const out: Json = {};
  for (const [key, value] of Object.entries(spec)) {
    if (key === 'encoding' && isJsonObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([channel, def]) => [channel, typedChannel(def, declared)]),
      );
    } else if (key === 'data' || key === 'datasets' || key === 'transform') {
      out[key] = value;
    } else out[key] = withDeclaredTypes(value, declared);
  }
  return out;
}

/** Rows a chart draws when its widget sets no `max_rows`, and the most it may set. */
export const CHART_ROW_CAP = { default: 5000, max: 50_000 } as const;

/**
 * The rows a chart draws at most: the widget's `max_rows` within 1..{@link CHART_ROW_CAP}.max
 * (a config past the schema is held to it), else the default.
 */
export function chartRowCap(maxRows: number | undefined): number {
  if (maxRows === undefined || !Number.isFinite(maxRows)) return CHART_ROW_CAP.default;
  return Math.min(CHART_ROW_CAP.max, Math.max(1, Math.floor(maxRows)));
}
