import { axisLabelExpr, tooltipFormat } from './chart-formats.ts';
import type { ColumnKind } from './chart-fields.ts';
import type { Series } from './chart-series.ts';

// A vega-lite JSON fragment, built as plain JSON (vega-lite's own types are unions too deep to
// build against), and its test: shared with the server's chart preparation.
import { isSpecObject, type SpecObject } from '../../runtime/core/charts/canvas-spec.ts';

export { isSpecObject, type SpecObject };

/** The category (x) column of a chart and what it holds. */
export interface XField {
  field: string;
  kind: ColumnKind;
  title: string;
  /** d3 time format of a date axis ('%b %d' within a year, '%b %Y' beyond). */
  dateFormat?: string;
  /** Angle of category labels: 0 when few and short, slanted otherwise. */
  labelAngle?: number;
  /** Longest category label in pixels before its ellipsis (category-axis.ts). */
  labelLimit?: number;
  /** How far apart a date axis's rows are: a coarser grain than days draws points. */
  grain?: 'day' | 'week' | 'month';
  /** Order categories by this field's least value (the top-N's rank) instead of the rows'. */
  sortBy?: string;
}

/** Fields the fold transform adds: which measure a row is, its value and its legend title. */
export const FOLD = { key: '__series', value: '__value', label: '__label' } as const;

/**
 * Encoding of the category column. Bars ('band') put dates in day bands; lines and points
 * ('continuous') place dates on a time scale and numbers on a linear one. Categories keep the
 * query's order (`sort: null`): the server sorts, and alphabetical order would undo it.
 */
export function xEncoding(x: XField, mode: 'band' | 'continuous'): SpecObject {
  if (x.kind === 'date' || x.kind === 'datetime') {
    const axis: SpecObject = { format: x.dateFormat ?? '%b %d' };
    // Ticks no closer than the rows: a weekly series gets weekly ticks, not daily ones.
    if (x.grain === 'week' || x.grain === 'month') axis.tickCount = { interval: x.grain };
    if (mode === 'continuous') return { field: x.field, type: 'temporal', title: null, axis };
    return {
      field: x.field,
      type: 'temporal',
      timeUnit: x.kind === 'date' ? 'yearmonthdate' : 'yearmonthdatehours',
      title: null,
      axis,
    };
  }
  if (x.kind === 'number' && mode === 'continuous') {
    return { field: x.field, type: 'quantitative', title: x.title, scale: { zero: false } };
  }
  // Every label is drawn (never dropped by labelOverlap): the layout (category-axis.ts) has
  // chosen an angle and a length at which they all fit, cut with an ellipsis past it.
  const axis: SpecObject = { labelAngle: x.labelAngle ?? 0, labelOverlap: false };
  if (x.labelLimit !== undefined) axis.labelLimit = x.labelLimit;
  if (x.labelAngle === -90) Object.assign(axis, { labelAlign: 'right', labelBaseline: 'middle' });
  return {
    field: x.field,
    type: 'nominal',
    sort: x.sortBy ? { field: x.sortBy, op: 'min' } : null,
    title: x.title,
    axis,
  };
}

/** Tooltip line of the category column. */
export function xTooltip(x: XField): SpecObject {
  if (x.kind === 'date') {
    return { field: x.field, type: 'temporal', title: x.title, format: '%a %b %d, %Y' };
  }
  if (x.kind === 'datetime') {
    return { field: x.field, type: 'temporal', title: x.title, format: '%b %d, %Y %H:%M' };
  }
  if (x.kind === 'number') return { field: x.field, type: 'quantitative', title: x.title };
  return { field: x.field, type: 'nominal', title: x.title };
}

/** Tooltip line of a measure, in its format. */
export function seriesTooltip(series: Series): SpecObject {
  return {
    field: series.field,
    type: 'quantitative',
    title: series.title,
    format: tooltipFormat(series.format),
  };
}

/** A measure's value channel, its axis labels in the measure's format. */
export function valueEncoding(
  field: string,
  title: string | null,
  format: string | undefined,
  extra: { axis?: SpecObject; stack?: string | null; scale?: string } = {},
): SpecObject {
  const encoding: SpecObject = {
    field,
    type: 'quantitative',
    title,
    axis: { labelExpr: axisLabelExpr(format, extra.scale), ...extra.axis },
  };
  if (extra.stack !== undefined) encoding.stack = extra.stack;
  return encoding;
}

/** A vega string literal (JSON's double-quoted form is valid in vega expressions). */
export function literal(text: string): string {
  return JSON.stringify(text);
}

/** `datum["field"]`, safe for any column name. */
export function datumField(field: string): string {
  return `datum[${literal(field)}]`;
}

/**
 * Transforms turning one row with several measure columns into one row per measure
 * (`__series` = column, `__value` = value, `__label` = legend title). The original columns
 * stay on each row, so tooltips still show every measure.
 */
export function foldTransforms(
  series: readonly Series[],
  names: { key: string; value: string; label: string } = FOLD,
): SpecObject[] {
  const label = series.reduceRight(
    (rest, item) =>
      `datum.${names.key} === ${literal(item.field)} ? ${literal(item.title)} : ${rest}`,
    `datum.${names.key}`,
  );
  return [
    { fold: series.map((item) => item.field), as: [names.key, names.value] },
    { calculate: label, as: names.label },
  ];
}

/** The format every series shares, or none when they differ. */
export function sharedFormat(series: readonly Series[]): string | undefined {
  const first = series[0]?.format;
  return series.every((item) => item.format === first) ? first : undefined;
}

/** A legend entry scale: every drawn series' title mapped to its colour. */
export function seriesColorScale(series: readonly Series[]): SpecObject {
  return { domain: series.map((item) => item.title), range: series.map((item) => item.color) };
}

/** Legend of the series colours: above the plot, no title (the entries say it all). */
export const SERIES_LEGEND: SpecObject = { title: null, orient: 'top', direction: 'horizontal' };
