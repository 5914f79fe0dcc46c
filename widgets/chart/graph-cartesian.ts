import { axisLabelExpr, formatKind } from './chart-formats.ts';
import type { Series } from './chart-series.ts';
import { TARGET_COLOR } from './chart-theme.ts';
import {
  FOLD,
  SERIES_LEGEND,
  foldTransforms,
  seriesColorScale,
  seriesTooltip,
  sharedFormat,
  valueEncoding,
  xEncoding,
  xTooltip,
  type SpecObject,
  type XField,
} from './graph-encodings.ts';

/** The chart types drawn on x/y axes. */
export type CartesianType =
  'bar' | 'horizontal-bar' | 'stacked-bar' | 'line' | 'area' | 'point' | 'multi-series';

/** What a cartesian chart draws. */
export interface CartesianInput {
  type: CartesianType;
  x: XField;
  /** Measures drawn with the chart's own mark. */
  measures: Series[];
  /** yline columns: lines over the bars (ticks on horizontal bars). */
  lines: Series[];
  /** Numeric ylines: dashed target rules. */
  targets: { value: number; format: string | undefined }[];
  /** A text column a single-measure stacked bar stacks by. */
  stackBy: string | undefined;
  /** params.colors, for the categories of `stackBy`. */
  categoryColors: readonly string[];
  clickable: boolean;
  /** Whether yline lines mark each row with a dot. */
  linePoints: boolean;
}

/**
 * The least room, in pixels along the x axis, each row needs for its line to mark it with a
 * dot: closer dots merge into a thicker line (a year of days in a half-width cell). Like
 * Grafana's "show points: auto", a crowded line is drawn plain. Its rows stay within reach:
 * the bars under it carry the line's value in their tooltip, and lines and areas show the
 * dot of the row nearest the pointer (hoverPoints).
 */
export const LINE_POINT_SPACING_PX = 12;

/** Whether `rows` rows across `width` pixels leave each its dot's room. */
export function sparseEnough(rows: number, width: number): boolean {
  return rows * LINE_POINT_SPACING_PX <= width;
}

const MARKS: Record<CartesianType, 'bar' | 'line' | 'area' | 'point'> = {
  bar: 'bar',
  'horizontal-bar': 'bar',
  'stacked-bar': 'bar',
  line: 'line',
  area: 'area',
  point: 'point',
  'multi-series': 'line',
};

/** Channel names: horizontal bars swap the axes. */
function channels(type: CartesianType) {
  return type === 'horizontal-bar'
    ? ({ category: 'y', value: 'x', offset: 'yOffset', axisSide: 'top' } as const)
    : ({ category: 'x', value: 'y', offset: 'xOffset', axisSide: 'right' } as const);
}

/** A horizontal value axis gets a tick per ~90 px: '$ 4.5M' labels need the room. */
function valueAxis(type: CartesianType, axis: SpecObject = {}): SpecObject {
  return type === 'horizontal-bar' ? { tickCount: { expr: 'ceil(width / 90)' }, ...axis } : axis;
}

function markDef(input: CartesianInput, color: string | undefined): SpecObject {
  const mark = MARKS[input.type];
  const def: SpecObject = { type: mark };
  if (mark === 'bar') def.cornerRadiusEnd = 2;
  if (mark === 'line') {
    // A weekly or monthly series over a daily axis: straight segments between marked rows,
    // not a smooth curve that reads as daily values.
    Object.assign(
      def,
      coarse(input)
        ? { strokeWidth: 2, interpolate: 'linear', point: { filled: true, size: 36 } }
        : { strokeWidth: 2, interpolate: 'monotone' },
    );
  }
  if (mark === 'point') Object.assign(def, { filled: true, size: 60, opacity: 0.85 });
  if (mark === 'area') {
    Object.assign(def, {
      interpolate: coarse(input) ? 'linear' : 'monotone',
      line: { strokeWidth: 2 },
    });
    if (coarse(input)) def.point = { filled: true, size: 30 };
    if (color && input.measures.length === 1 && input.lines.length === 0) {
      // A single area fades to transparent so gridlines stay readable under it.
      def.color = {
        gradient: 'linear',
        x1: 1,
        y1: 1,
        x2: 1,
        y2: 0,
        stops: [
          { offset: 0, color: 'rgba(255,255,255,0)' },
          { offset: 1, color },
        ],
      };
      def.line = { color, strokeWidth: 2 };
      return withCursor(def, input.clickable);
    }
    // Under a legend's colour encoding a gradient would be replaced by a flat fill; a light
    // fill keeps the outline (and gridlines) readable.
    if (input.measures.length === 1) def.fillOpacity = 0.3;
    else def.opacity = 0.8;
  }
  if (color) def.color = color;
  return withCursor(def, input.clickable);
}

/** Rows further apart than a day on a date axis (weekly, monthly series). */
function coarse(input: CartesianInput): boolean {
  return input.x.grain !== undefined && input.x.grain !== 'day';
}

function withCursor(def: SpecObject, clickable: boolean): SpecObject {
  return clickable ? { ...def, cursor: 'pointer' } : def;
}

/**
 * Layers of a bar, line, area, point or multi-series chart: the measures (folded into one
 * series per measure when there are several), dashed target rules, and yline columns drawn as
 * lines on a second axis when their format differs from the measures' (margin % over revenue
 * bars), on the same axis otherwise.
 */
export function cartesianSpec(input: CartesianInput): SpecObject {
  const ch = channels(input.type);
  const band = MARKS[input.type] === 'bar';
  const category = xEncoding(input.x, band ? 'band' : 'continuous');
  const everySeries = [...input.measures, ...input.lines];
  const colorScale = everySeries.length > 1 ? seriesColorScale(everySeries) : undefined;
  const tooltip = [xTooltip(input.x), ...everySeries.map(seriesTooltip)];
  const colorOf = (series: Series) =>
    colorScale
      ? {
          color: { datum: series.title, type: 'nominal', scale: colorScale, legend: SERIES_LEGEND },
        }
      : {};

  const measureKind = formatKind(sharedFormat(input.measures));
  const ownAxis = input.lines.some((line) => formatKind(line.format) !== measureKind);
  // vega-lite's names of the value scales, which the axes' labels read their reach from
  // (one number form per axis): one shared scale, or one per layer on a second axis.
  const scales = ownAxis
    ? { measures: `layer_0_${ch.value}`, lines: `layer_1_${ch.value}` }
    : { measures: ch.value, lines: ch.value };
  const primary = measureLayers(input, category, tooltip, colorScale, colorOf, scales.measures);
  const rules = input.targets.map((target) => ({
    // One rule, not one per row of the table dataset.
    data: { values: [{}] },
    mark: { type: 'rule', color: TARGET_COLOR, strokeDash: [6, 4], size: 1.5 },
    encoding: { [ch.value]: { datum: target.value, type: 'quantitative' } },
  }));
  const lines = lineLayers(input, category, tooltip, colorScale, colorOf, scales.lines);
  if (!ownAxis || lines.length === 0) return { layer: [...primary, ...rules, ...lines] };
  return {
    layer: [{ layer: [...primary, ...rules] }, ...lines],
    resolve: { scale: { [ch.value]: 'independent' } },
  };
}

function measureLayers(
  input: CartesianInput,
  category: SpecObject,
  tooltip: SpecObject[],
  colorScale: SpecObject | undefined,
  colorOf: (series: Series) => SpecObject,
  scale: string,
): SpecObject[] {
  const ch = channels(input.type);
  const [only] = input.measures;
  if (only && input.measures.length === 1) {
    if (input.type === 'stacked-bar' && input.stackBy) {
      // Colours by the sorted categories: a brand has the same colour in every chart.
      const stack: SpecObject = {
        field: input.stackBy,
        type: 'nominal',
        sort: 'ascending',
        legend: SERIES_LEGEND,
      };
      if (input.categoryColors.length > 0) stack.scale = { range: [...input.categoryColors] };
      return [
        {
          mark: markDef(input, undefined),
          encoding: {
            [ch.category]: category,
            [ch.value]: valueEncoding(only.field, only.title, only.format, {
              stack: 'zero',
              axis: valueAxis(input.type),
              scale,
            }),
            color: stack,
            tooltip: [tooltip[0], { field: input.stackBy, type: 'nominal' }, ...tooltip.slice(1)],
          },
        },
      ];
    }
    const encoding = {
      [ch.category]: category,
      [ch.value]: valueEncoding(only.field, only.title, only.format, {
        axis: valueAxis(input.type, colorScale ? { titleColor: only.color } : {}),
        scale,
      }),
      tooltip,
      ...colorOf(only),
    };
    const layers: SpecObject[] = [{ mark: markDef(input, only.color), encoding }];
    return [...layers, ...hoverPoints(input, encoding, [])];
  }
  const stacked = input.type === 'stacked-bar' || input.type === 'area';
  const encoding: SpecObject = {
    [ch.category]: category,
    [ch.value]: valueEncoding(FOLD.value, null, sharedFormat(input.measures), {
      stack: stacked ? 'zero' : null,
      axis: valueAxis(input.type),
      scale,
    }),
    color: { field: FOLD.label, type: 'nominal', scale: colorScale, legend: SERIES_LEGEND },
    tooltip,
  };
  if (MARKS[input.type] === 'bar' && !stacked) {
    encoding[ch.offset] = {
      field: FOLD.label,
      type: 'nominal',
      sort: input.measures.map((series) => series.title),
    };
  }
  const transform = foldTransforms(input.measures);
  const layers: SpecObject[] = [{ transform, mark: markDef(input, undefined), encoding }];
  return [...layers, ...hoverPoints(input, encoding, transform)];
}

/**
 * Lines and areas get a point on the data row nearest the pointer: it shows the tooltip and
 * takes the click, which a thin line alone could not.
 */
function hoverPoints(
  input: CartesianInput,
  encoding: SpecObject,
  transform: SpecObject[],
): SpecObject[] {
  const mark = MARKS[input.type];
  if (mark !== 'line' && mark !== 'area') return [];
  const layer: SpecObject = {
    params: [
      {
        name: 'hover',
        select: { type: 'point', on: 'pointerover', nearest: true, clear: 'pointerout' },
      },
    ],
    mark: withCursor(
      { type: 'point', filled: true, size: 64, ...colorOfMark(input) },
      input.clickable,
    ),
    encoding: {
      ...encoding,
      opacity: { condition: { param: 'hover', empty: false, value: 1 }, value: 0 },
    },
  };
  if (transform.length > 0) layer.transform = transform;
  return [layer];
}

function colorOfMark(input: CartesianInput): SpecObject {
  const [only] = input.measures;
  return input.measures.length === 1 && only ? { color: only.color } : {};
}

function lineLayers(
  input: CartesianInput,
  category: SpecObject,
  tooltip: SpecObject[],
  colorScale: SpecObject | undefined,
  colorOf: (series: Series) => SpecObject,
  scale: string,
): SpecObject[] {
  if (input.lines.length === 0) return [];
  const ch = channels(input.type);
  const horizontal = input.type === 'horizontal-bar';
  // On a time band the line's points sit mid-day, over the middle of each bar.
  const x = category.timeUnit ? { ...category, bandPosition: 0.5 } : category;
  const mark = (color: string | undefined): SpecObject =>
    withCursor(
      horizontal
        ? { type: 'tick', thickness: 3, ...(color ? { color } : {}) }
        : {
            type: 'line',
            strokeWidth: 2,
            interpolate: coarse(input) ? 'linear' : 'monotone',
            ...(input.linePoints || coarse(input)
              ? { point: { filled: true, size: 30, ...(color ? { color } : {}) } }
              : {}),
            ...(color ? { color } : {}),
          },
      input.clickable,
    );
  const [only] = input.lines;
  if (only && input.lines.length === 1) {
    return [
      {
        mark: mark(only.color),
        encoding: {
          [ch.category]: x,
          [ch.value]: valueEncoding(only.field, only.title, only.format, {
            axis: { orient: ch.axisSide, titleColor: only.color, grid: false },
            scale,
          }),
          tooltip,
          ...colorOf(only),
        },
      },
    ];
  }
  const names = { key: '__line', value: '__line_value', label: '__line_label' };
  const format = sharedFormat(input.lines);
  return [
    {
      transform: foldTransforms(input.lines, names),
      mark: mark(undefined),
      encoding: {
        [ch.category]: x,
        [ch.value]: {
          field: names.value,
          type: 'quantitative',
          title: null,
          axis: { orient: ch.axisSide, grid: false, labelExpr: axisLabelExpr(format, scale) },
        },
        color: { field: names.label, type: 'nominal', scale: colorScale, legend: SERIES_LEGEND },
        tooltip,
      },
    },
  ];
}
