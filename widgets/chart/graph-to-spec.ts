/**
 * Legacy `params.graph {type, xkey, ykey, yline, series}` → a vega-lite spec. Pure: the rows
 * passed in are only read to tell dates, numbers and categories apart; the chart pushes the
 * rows themselves into the spec's 'table' dataset, so new rows never change the spec.
 */
import { isNumeric } from '../../runtime/core/format/numeric.ts';
import {
  columnConversions,
  type ChartColumnType,
} from '../../runtime/core/widgets/chart-column-types.ts';
import type { Graph } from '../../schemas/generated/index.ts';
import { humanizeColumn } from '../table/humanize.ts';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import {
  isIdentifierColumn,
  categoryColumn,
  categoryLabelAngle,
  columnKind,
  type ColumnKind,
  dateAxisFormat,
  dateGrain,
  knownColumns,
  numericColumns,
} from './chart-fields.ts';
import { resolveSeries, toList, type SeriesSources } from './chart-series.ts';
import { CHART_CONFIG } from './chart-theme.ts';
import { categoryAxis, distinctLabels, type CategoryAxis, type PlotRoom } from './category-axis.ts';
import { formatKind } from './chart-formats.ts';
import { cartesianSpec, type CartesianType } from './graph-cartesian.ts';
import { literal, type SpecObject, type XField } from './graph-encodings.ts';
import { heatmapSpec } from './graph-heatmap.ts';
import { gaugeSpec, radialSpec } from './graph-radial.ts';
import {
  FIT_AUTOSIZE,
  TABLE_DATASET,
  VEGA_LITE_SCHEMA,
  mergeConfig,
  passthroughSpec,
} from './spec-passthrough.ts';

export type { SpecObject } from './graph-encodings.ts';

/** Chart types of `params.graph.type`. */
export type GraphType = NonNullable<Graph['type']>;

/** Every chart type, in the schema's order. */
export const GRAPH_TYPES: readonly GraphType[] = [
  'bar',
  'horizontal-bar',
  'stacked-bar',
  'line',
  'area',
  'point',
  'donut',
  'pie',
  'gauge',
  'heatmap',
  'multi-series',
];

/** What a chart's spec is made from. */
export interface ChartSpecInput {
  graph: Graph | undefined;
  /** Column names in order (from the first row when empty). */
  columns: readonly string[];
  /** Rows (or their first few): read only to tell dates, numbers and categories apart. */
  rows: readonly DataRow[];
  /** The widget's format_definition. */
  formats?: Readonly<Record<string, string | undefined>>;
  /** params.colors. */
  colors?: readonly string[];
  /** attributes.color. */
  accent?: string;
  /** Marks show a pointer cursor (the widget has drilldowns). */
  clickable?: boolean;
  /**
   * Whether lines over bars and areas (yline) mark each row with a dot (default: yes). The
   * chart widget turns them off where the dots would crowd (sparseEnough, graph-cartesian.ts).
   */
  linePoints?: boolean;
  /**
   * The chart's cell, for a category axis to show every label (category-axis.ts); without
   * it labels keep the row-count rule of categoryLabelAngle.
   */
  room?: { width: number; height: number };
  /** The label of the categories past the top ones ('Other'), in the reader's language. */
  otherLabel?: string;
  /** The reader's language: config texts (series and axis titles) given per language. */
  locale?: string;
}

/** A spec to embed and the columns to convert before its rows are drawn. */
export interface ChartSpec {
  /** vega-lite (or, passed through, Vega) spec reading the 'table' dataset; no size. */
  spec: SpecObject;
  /** Columns to turn from numeric text (BIGINT, DECIMAL) into numbers. */
  numericFields: string[];
  /** 'YYYY-MM-DD' columns and integer-year columns to turn into local times. */
  temporalFields: string[];
  /** Columns declared ordinal or nominal (graph.column_types): drawn as text. */
  textFields?: string[];
}

/**
 * The spec of a chart widget: `graph.spec` passed through when set, else the spec of
 * `graph.type`. Null when there is nothing to draw (no measure column).
 */
export function chartSpec(input: ChartSpecInput): ChartSpec | null {
  const own = input.graph?.spec;
  const declared = input.graph?.column_types ?? {};
  if (own && Object.keys(own).length > 0) {
    return passthroughSpec(own, input.formats ?? {}, input.graph?.theme, declared);
  }
  const chart = graphToSpec(input);
  if (!chart) return null;
  const fields = { quantitative: chart.numericFields, temporal: chart.temporalFields };
  return { ...chart, ...columnConversions(fields, declared) };
}

/**
 * The columns of `graph.series`. Older configs list bare column names instead of
 * `{field, title, color}` objects; both are read.
 */
function seriesFields(graph: Graph): string[] {
  return (graph.series ?? ([] as unknown[]))
    .map((series: unknown) =>
      typeof series === 'string' ? series : (series as { field?: unknown } | null)?.field,
    )
    .filter((field): field is string => typeof field === 'string' && field.length > 0);
}

const CARTESIAN = new Set<GraphType>([
  'bar',
  'horizontal-bar',
  'stacked-bar',
  'line',
  'area',
  'point',
  'multi-series',
]);

/**
 * Maps `params.graph` to a vega-lite spec.
 * - x: `xkey`, else the first text column; dates ('YYYY-MM-DD' values) make a time axis.
 * - measures: `ykey` (one or several: several are folded into one series each), else the
 *   series fields, else the first numeric column; multi-series draws `series` as lines.
 * - `yline`: columns drawn as lines (on a second axis when their format differs from the
 *   measures'); a number instead of a column is a dashed target rule. A gauge reads it as
 *   its maximum.
 * - formats: a series' `format`, else format_definition; colours: the series' `color`, else
 *   params.colors, else attributes.color for a lone series, else the palette.
 */
export function graphToSpec(input: ChartSpecInput): ChartSpec | null {
  const graph = input.graph ?? {};
  const type: GraphType = graph.type ?? 'bar';
  const columns = knownColumns(input.columns, input.rows);
  const known = (field: string) => columns.length === 0 || columns.includes(field);
  const sources: SeriesSources = {
    formats: input.formats ?? {},
    colors: input.colors ?? [],
    accent: input.accent,
    locale: input.locale,
  };
  const ylines = toList(graph.yline);
  const lineFields = ylines.filter((field) =>
    isNumeric(field) ? columns.includes(field) : known(field),
  );
  const targets = ylines.filter((field) => !lineFields.includes(field)).map(Number);
  const numeric = numericColumns(columns, input.rows);

  let measureFields = toList(graph.ykey);
  if (measureFields.length === 0 || type === 'multi-series') {
    const fromSeries = seriesFields(graph).filter((field) => !lineFields.includes(field));
    if (fromSeries.length > 0) measureFields = fromSeries;
  }
  if (measureFields.length === 0) {
    // No measure configured (a chart fresh from the palette): the first numeric column that
    // is not an identifier, as an analyst would pick it; an id column only when nothing else.
    const candidates = numeric.filter(
      (field) => field !== graph.xkey && !lineFields.includes(field),
    );
    const fallback = candidates.find((field) => !isIdentifierColumn(field)) ?? candidates[0];
    if (fallback) measureFields = [fallback];
  }
  measureFields = measureFields.filter(known);
  if (measureFields.length === 0) return null;

  const taken = [...measureFields, ...lineFields];
  const xField =
    graph.xkey ??
    columns.find((field) => !taken.includes(field) && !numeric.includes(field)) ??
    columns.find((field) => !taken.includes(field));
  const measures = resolveSeries(measureFields, graph, sources);
  const [firstMeasure] = measures;
  if (!firstMeasure) return null;

  let body: SpecObject;
  let temporalFields: string[] = [];
  let topTransforms: SpecObject[] = [];
  let drawType: GraphType = type;
  const clickable = input.clickable ?? false;
  if (type === 'gauge') {
    const [maxField] = lineFields;
    body = gaugeSpec({ measure: firstMeasure, maxField, maxValue: targets[0], clickable });
  } else {
    if (!xField) return null;
    const kind = declaredKind(graph.column_types?.[xField]) ?? columnKind(input.rows, xField);
    const title = graph.xtitle ? localizeText(graph.xtitle, input.locale) : humanizeColumn(xField);
    const x: XField = { field: xField, kind, title };
    if (kind === 'date' || kind === 'datetime') {
      x.dateFormat = dateAxisFormat(input.rows, xField);
      x.grain = dateGrain(input.rows, xField);
    } else if (input.room && CARTESIAN.has(type) && !(type === 'multi-series')) {
      const layout = categoryAxis(distinctLabels(input.rows, xField), plotRoom(input, lineFields), {
        horizontal: type === 'horizontal-bar',
        canTurn: type === 'bar',
      });
      x.labelAngle = layout.angle;
      x.labelLimit = layout.limit;
      if (layout.horizontal) drawType = 'horizontal-bar';
      if (layout.topN !== undefined) {
        topTransforms = topCategories(
          xField,
          layout,
          measures[0]!.field,
          [...measureFields, ...lineFields],
          seriesFormats([...measures, ...resolveSeries(lineFields, graph, sources)]),
          input.otherLabel ?? 'Other',
        );
        x.sortBy = TOP_ORDER;
      }
    }
    // Slanted labels save width under columns; beside horizontal bars each has its own row.
    else x.labelAngle = type === 'horizontal-bar' ? 0 : categoryLabelAngle(input.rows, xField);
    if (x.kind === 'date') temporalFields = [x.field];
    if (type === 'donut' || type === 'pie') {
      body = radialSpec({
        donut: type === 'donut',
        x,
        measure: firstMeasure,
        colors: sources.colors,
        clickable,
      });
    } else if (type === 'heatmap') {
      const rowsBy = categoryColumn(columns, input.rows, [xField, ...taken]);
      let rowLimit: number | undefined;
      if (input.room && kind !== 'date' && kind !== 'datetime') {
        // The rows' labels take up to a third of the width; the columns' labels turn to
        // fit the rest (every label drawn, cut with an ellipsis past their limit).
        rowLimit = Math.floor(input.room.width * 0.3);
        const layout = categoryAxis(
          distinctLabels(input.rows, xField),
          { width: input.room.width - rowLimit + 40, height: input.room.height },
          { horizontal: false, canTurn: false },
        );
        x.labelAngle = layout.angle === 0 ? 0 : -90;
        x.labelLimit = Math.min(layout.limit, 110);
      }
      body = heatmapSpec({ x, measures, rowsBy, clickable, rowLimit });
    } else if (CARTESIAN.has(type)) {
      body = cartesianSpec({
        type: drawType as CartesianType,
        x,
        measures,
        lines: resolveSeries(lineFields, graph, sources, measures.length),
        targets: targets.map((value) => ({ value, format: firstMeasure.format })),
        stackBy: categoryColumn(columns, input.rows, [xField, ...taken]),
        categoryColors: sources.colors,
        clickable,
        linePoints: input.linePoints ?? true,
      });
    } else {
      return null;
    }
  }
  if (topTransforms.length > 0) body = { transform: topTransforms, ...body };
  const { config, ...rest } = body;
  return {
    spec: {
      $schema: VEGA_LITE_SCHEMA,
      data: { name: TABLE_DATASET },
      autosize: { ...FIT_AUTOSIZE },
      config: mergeConfig(CHART_CONFIG, config),
      ...rest,
    },
    numericFields: [...new Set([...measureFields, ...lineFields])],
    temporalFields,
  };
}

/**
 * The x column's kind a declared type sets: categories for ordinal and nominal, numbers for
 * quantitative. A declared temporal type leaves the kind to the values (dates are read as
 * dates already; a band of one day per year would draw no bar).
 */
function declaredKind(type: ChartColumnType | undefined): ColumnKind | undefined {
  if (type === 'ordinal' || type === 'nominal') return 'text';
  if (type === 'quantitative') return 'number';
  return undefined;
}

/** The field ordering the top categories (their rank) with "Other" last. */
const TOP_ORDER = '__top_order';

/** The plot's room for the category axis: the cell, and what else the chart draws. */
function plotRoom(input: ChartSpecInput, lineFields: readonly string[]): PlotRoom {
  const room = input.room ?? { width: 0, height: 0 };
  return { ...room, legend: lineFields.length > 0, secondAxis: lineFields.length > 0 };
}

/**
 * Transforms keeping the `layout.topN` categories with the largest `rankBy` and adding up the
 * rest as one `otherLabel` category: sums for amounts, the mean for percentages (a share
 * does not add up).
 */
function topCategories(
  xField: string,
  layout: CategoryAxis,
  rankBy: string,
  fields: readonly string[],
  formats: Readonly<Record<string, string | undefined>>,
  otherLabel: string,
): SpecObject[] {
  const top = layout.topN ?? 0;
  const x = `datum[${literal(xField)}]`;
  return [
    {
      window: [{ op: 'row_number', as: '__top_rank' }],
      sort: [{ field: rankBy, order: 'descending' }],
    },
    { calculate: `datum.__top_rank <= ${top} ? ${x} : ${literal(otherLabel)}`, as: xField },
    { calculate: `min(datum.__top_rank, ${top + 1})`, as: TOP_ORDER },
    {
      aggregate: [
        ...[...new Set(fields)].map((field) => ({
          op: formatKind(formats[field]) === 'percent' ? 'mean' : 'sum',
          field,
          as: field,
        })),
        { op: 'min', field: TOP_ORDER, as: TOP_ORDER },
      ],
      groupby: [xField],
    },
  ];
}

function seriesFormats(series: readonly { field: string; format: string | undefined }[]) {
  return Object.fromEntries(series.map((item) => [item.field, item.format]));
}
