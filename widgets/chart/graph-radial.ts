import { parseFormatName } from '../../runtime/core/format/format-value.ts';
import { axisLabelExpr } from './chart-formats.ts';
import type { Series } from './chart-series.ts';
import {
  SERIES_LEGEND,
  datumField,
  seriesTooltip,
  xTooltip,
  type SpecObject,
  type XField,
} from './graph-encodings.ts';

/** A short label of a number in the series format ('$1.2M', '45.3%'), as a vega expression. */
function shortLabel(format: string | undefined, value: string): string {
  return `(${axisLabelExpr(format).replaceAll('datum.value', value)})`;
}

const CENTER_TEXT: SpecObject = { fontWeight: 600, color: '#1f2a44', align: 'center' };

/**
 * Donut and pie: one slice per category row, sized by the measure, in the query's order; the
 * donut shows the total in its hole.
 */
export function radialSpec(input: {
  donut: boolean;
  x: XField;
  measure: Series;
  colors: readonly string[];
  clickable: boolean;
}): SpecObject {
  const { measure, x } = input;
  // Colours by the sorted categories (a brand has the same colour in every chart); the
  // slices run from the largest.
  const color: SpecObject = {
    field: x.field,
    type: 'nominal',
    sort: 'ascending',
    legend: { ...SERIES_LEGEND, orient: 'right', direction: 'vertical' },
  };
  if (input.colors.length > 0) color.scale = { range: [...input.colors] };
  const arc: SpecObject = {
    mark: {
      type: 'arc',
      innerRadius: input.donut ? { expr: 'min(width, height) * 0.3' } : 0,
      padAngle: 0.01,
      stroke: '#ffffff',
      strokeWidth: 1,
      ...(input.clickable ? { cursor: 'pointer' } : {}),
    },
    encoding: {
      theta: { field: measure.field, type: 'quantitative', stack: true },
      order: { field: measure.field, type: 'quantitative', sort: 'descending' },
      color,
      tooltip: [xTooltip(x), seriesTooltip(measure)],
    },
  };
  if (!input.donut) return { layer: [arc] };
  const total = {
    transform: [
      { aggregate: [{ op: 'sum', field: measure.field, as: '__total' }] },
      { calculate: shortLabel(measure.format, 'datum.__total'), as: '__total_label' },
    ],
    mark: {
      type: 'text',
      ...CENTER_TEXT,
      baseline: 'middle',
      x: { expr: 'width / 2' },
      y: { expr: 'height / 2' },
      fontSize: { expr: 'max(12, min(width, height) * 0.08)' },
    },
    encoding: { text: { field: '__total_label', type: 'nominal' } },
  };
  return { layer: [arc, total] };
}

/** Radius and centre of the half-disc gauge, as vega expressions over the chart's size. */
const GAUGE = {
  radius: 'max(10, min(width / 2, height * 0.78) - 6)',
  x: 'width / 2',
  y: '(height + max(10, min(width / 2, height * 0.78) - 6)) / 2',
};

/**
 * A half-disc gauge of the first row's measure. The scale ends at the yline: a column of the
 * row or a number (the target); without one, percent measures end at 100% and others at the
 * next round number above the value.
 */
export function gaugeSpec(input: {
  measure: Series;
  maxField: string | undefined;
  maxValue: number | undefined;
  clickable: boolean;
}): SpecObject {
  const { measure } = input;
  const niceMax =
    'datum.__value > 0 ? pow(10, floor(log(datum.__value * 1.2) / LN10)) * ' +
    'ceil(datum.__value * 1.2 / pow(10, floor(log(datum.__value * 1.2) / LN10))) : 1';
  const fallbackMax = parseFormatName(measure.format)?.kind === 'percent' ? '1' : niceMax;
  let max = fallbackMax;
  if (input.maxField) {
    max = `toNumber(${datumField(input.maxField)}) > 0 ? toNumber(${datumField(input.maxField)}) : ${fallbackMax}`;
  } else if (input.maxValue !== undefined && input.maxValue > 0) {
    max = String(input.maxValue);
  }
  const place = {
    x: { expr: GAUGE.x },
    y: { expr: GAUGE.y },
    radius: { expr: GAUGE.radius },
    radius2: { expr: `${GAUGE.radius} * 0.7` },
  };
  const angle = { type: 'quantitative', scale: null };
  const label = (text: string, dx: string, size: string, weight: number): SpecObject => ({
    mark: {
      type: 'text',
      ...CENTER_TEXT,
      fontWeight: weight,
      baseline: 'top',
      x: { expr: `${GAUGE.x} + ${dx}` },
      y: { expr: `${GAUGE.y} + 4` },
      fontSize: { expr: size },
    },
    encoding: { text: { field: text, type: 'nominal' } },
  });
  return {
    transform: [
      { window: [{ op: 'row_number', as: '__rank' }] },
      { filter: 'datum.__rank === 1' },
      { calculate: `toNumber(${datumField(measure.field)})`, as: '__value' },
      { calculate: max, as: '__max' },
      { calculate: 'clamp(datum.__value / datum.__max, 0, 1)', as: '__ratio' },
      { calculate: '-PI / 2', as: '__start' },
      { calculate: '-PI / 2 + PI * datum.__ratio', as: '__end' },
      { calculate: 'PI / 2', as: '__full' },
      { calculate: shortLabel(measure.format, 'datum.__value'), as: '__value_label' },
      { calculate: shortLabel(measure.format, 'datum.__max'), as: '__max_label' },
      { calculate: shortLabel(measure.format, '0'), as: '__min_label' },
    ],
    layer: [
      {
        mark: { type: 'arc', color: '#eceef2', cornerRadius: 3, ...place },
        encoding: {
          theta: { field: '__start', ...angle },
          theta2: { field: '__full' },
        },
      },
      {
        mark: {
          type: 'arc',
          color: measure.color,
          cornerRadius: 3,
          ...place,
          ...(input.clickable ? { cursor: 'pointer' } : {}),
        },
        encoding: {
          theta: { field: '__start', ...angle },
          theta2: { field: '__end' },
          tooltip: [seriesTooltip(measure)],
        },
      },
      {
        mark: {
          type: 'text',
          ...CENTER_TEXT,
          fontWeight: 700,
          baseline: 'bottom',
          x: { expr: GAUGE.x },
          y: { expr: `${GAUGE.y} - 2` },
          fontSize: { expr: `max(12, ${GAUGE.radius} * 0.2)` },
        },
        encoding: { text: { field: '__value_label', type: 'nominal' } },
      },
      label('__min_label', `-${GAUGE.radius} * 0.85`, '11', 400),
      label('__max_label', `${GAUGE.radius} * 0.85`, '11', 400),
    ],
  };
}
