import { humanizeColumn } from '../table/humanize.ts';
import { axisLabelExpr } from './chart-formats.ts';
import type { Series } from './chart-series.ts';
import {
  FOLD,
  foldTransforms,
  seriesTooltip,
  sharedFormat,
  xEncoding,
  xTooltip,
  type SpecObject,
  type XField,
} from './graph-encodings.ts';

/** The low end of every heatmap scale: a near-white tint of the app's navy. */
const HEAT_LOW = '#eef1f7';

/**
 * A heatmap: x categories by y categories, coloured by the measure. The y categories are the
 * first text column that is neither x nor a measure (brand × category); without one, each
 * measure is a row of the heatmap.
 */
export function heatmapSpec(input: {
  x: XField;
  measures: Series[];
  rowsBy: string | undefined;
  clickable: boolean;
  /** Longest row label in pixels (every row labelled, cut with an ellipsis past it). */
  rowLimit?: number;
}): SpecObject {
  const rowAxis: SpecObject = { labelOverlap: false };
  if (input.rowLimit !== undefined) rowAxis.labelLimit = input.rowLimit;
  const [first] = input.measures;
  const x = xEncoding(input.x, 'band');
  const mark = {
    type: 'rect',
    stroke: '#ffffff',
    strokeWidth: 1,
    ...(input.clickable ? { cursor: 'pointer' } : {}),
  };
  const legend = (format: string | undefined) => ({
    labelExpr: axisLabelExpr(format),
    orient: 'right',
  });
  if (input.rowsBy && first && input.measures.length === 1) {
    return {
      config: { axis: { grid: false } },
      layer: [
        {
          mark,
          encoding: {
            x,
            y: {
              field: input.rowsBy,
              type: 'nominal',
              sort: null,
              title: humanizeColumn(input.rowsBy),
              axis: rowAxis,
            },
            color: {
              field: first.field,
              type: 'quantitative',
              title: first.title,
              scale: { range: [HEAT_LOW, first.color] },
              legend: legend(first.format),
            },
            tooltip: [
              xTooltip(input.x),
              { field: input.rowsBy, type: 'nominal', title: humanizeColumn(input.rowsBy) },
              seriesTooltip(first),
            ],
          },
        },
      ],
    };
  }
  return {
    config: { axis: { grid: false } },
    layer: [
      {
        transform: foldTransforms(input.measures),
        mark,
        encoding: {
          x,
          y: {
            field: FOLD.label,
            type: 'nominal',
            sort: input.measures.map((series) => series.title),
            title: null,
            axis: rowAxis,
          },
          color: {
            field: FOLD.value,
            type: 'quantitative',
            title: null,
            scale: { range: [HEAT_LOW, first?.color ?? '#3c4f7a'] },
            legend: legend(sharedFormat(input.measures)),
          },
          tooltip: [xTooltip(input.x), ...input.measures.map(seriesTooltip)],
        },
      },
    ],
  };
}
