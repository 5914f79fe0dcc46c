import { parseFormatName } from '../../runtime/core/format/format-value.ts';
import {
  columnConversions,
  withDeclaredTypes,
  type ChartColumnType,
  type ColumnConversions,
} from '../../runtime/core/widgets/chart-column-types.ts';
import { takesSize } from './chart-sizing.ts';
import { CHART_CONFIG } from './chart-theme.ts';
import { isSpecObject, type SpecObject } from './graph-encodings.ts';

// The rows' dataset and the Vega-or-vega-lite test, shared with the server (chart-prepare.ts).
import { isVegaSpec, TABLE_DATASET } from '../../runtime/core/charts/chart-prepare.ts';

export { isVegaSpec, TABLE_DATASET };

/** The vega-lite major this build renders; older `$schema` URLs are rewritten to it. */
export const VEGA_LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** Charts fill their grid cell: the given size includes axes, legends and padding. */
export const FIT_AUTOSIZE = { type: 'fit', contains: 'padding' } as const;

/** Columns a spec reads as numbers and as dates, so the rows can be converted before drawing. */
export interface SpecFields {
  quantitative: Set<string>;
  temporal: Set<string>;
}

const NUMERIC_OPS = new Set([
  'sum',
  'mean',
  'average',
  'median',
  'min',
  'max',
  'stdev',
  'stdevp',
  'variance',
  'variancep',
  'q1',
  'q3',
  'ci0',
  'ci1',
  'product',
]);

/**
 * Walks a vega-lite spec for the fields it reads as numbers (quantitative encodings, folded
 * columns, numeric aggregates) and as dates (temporal encodings).
 */
export function collectSpecFields(spec: unknown, into?: SpecFields): SpecFields {
  const fields = into ?? { quantitative: new Set<string>(), temporal: new Set<string>() };
  if (Array.isArray(spec)) {
    for (const item of spec) collectSpecFields(item, fields);
    return fields;
  }
  if (!isSpecObject(spec)) return fields;
  const { field, type, op, fold } = spec;
  if (typeof field === 'string') {
    if (type === 'quantitative') fields.quantitative.add(field);
    if (type === 'temporal') fields.temporal.add(field);
    if (typeof op === 'string' && NUMERIC_OPS.has(op)) fields.quantitative.add(field);
  }
  if (Array.isArray(fold)) {
    for (const column of fold) if (typeof column === 'string') fields.quantitative.add(column);
  }
  for (const value of Object.values(spec)) collectSpecFields(value, fields);
  return fields;
}

/**
 * The chart config under a spec's own: objects merge one level deep, so a spec turning axis
 * grids off keeps the theme's axis colours.
 */
export function mergeConfig(base: SpecObject, own: unknown): SpecObject {
  if (!isSpecObject(own)) return { ...base };
  const merged: SpecObject = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const current = merged[key];
    merged[key] = isSpecObject(current) && isSpecObject(value) ? { ...current, ...value } : value;
  }
  return merged;
}

/** How a full spec is drawn: under the dashboard's theme, or with vega-lite's own defaults. */
export type SpecTheme = 'dashboard' | 'vega-lite';

/**
 * The theme under a full spec: the charts' look without what would override a spec's own
 * choices vega-lite otherwise derives from the spec (a legend's symbol follows its mark, so a
 * line chart's legend keeps its lines).
 */
function passthroughConfig(): SpecObject {
  const { legend, ...rest } = CHART_CONFIG;
  const { symbolType: _symbol, ...legendRest } = legend as SpecObject;
  return { ...rest, legend: legendRest };
}

/** The columns a spec's rows convert: its fields, formatted columns and declared types. */
function specConversions(
  spec: SpecObject,
  formats: Readonly<Record<string, string | undefined>>,
  declared: Readonly<Record<string, ChartColumnType | undefined>>,
): ColumnConversions {
  const fields = collectSpecFields(spec);
  for (const [column, format] of Object.entries(formats)) {
    if (parseFormatName(format)) fields.quantitative.add(column);
  }
  return columnConversions(fields, declared);
}

/**
 * A full spec from `params.graph.spec`, ready to embed: rows arrive through the 'table'
 * dataset (injected when the spec names no data), the chart fits its cell unless the spec
 * states its own size or sizing, the theme (unless `theme` is 'vega-lite') sits under the
 * spec's config, and a vega-lite v5 `$schema` is read as the installed major. Encodings with
 * no type of a column in `declared` (graph.column_types) get the declared one. Also returns
 * the columns to convert: the spec's quantitative and temporal fields, plus columns the
 * widget formats as numbers, as the declared types have them.
 */
export function passthroughSpec(
  given: SpecObject,
  formats: Readonly<Record<string, string | undefined>>,
  theme: SpecTheme = 'dashboard',
  declared: Readonly<Record<string, ChartColumnType | undefined>> = {},
): { spec: SpecObject } & ColumnConversions {
  if (isVegaSpec(given)) {
    return { spec: { ...given }, ...specConversions(given, formats, declared) };
  }
  const spec = withDeclaredTypes(given, declared) as SpecObject;
  const result = specConversions(spec, formats, declared);
  const out: SpecObject = { ...spec, $schema: VEGA_LITE_SCHEMA };
  if (out.data === undefined) out.data = { name: TABLE_DATASET };
  // Only what fits its cell fits its size; compound specs keep vega-lite's padding autosize,
  // which leaves room for their legends and titles as vega-embed does.
  if (out.autosize === undefined && takesSize(spec)) out.autosize = { ...FIT_AUTOSIZE };
  if (theme === 'dashboard') out.config = mergeConfig(passthroughConfig(), spec.config);
  return { spec: out, ...result };
}
