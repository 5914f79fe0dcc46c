/**
 * How a category axis shows every one of its labels (issue 25: "Revenue by District" labelled
 * 3 of 40 bars, vega's labelOverlap having dropped the rest without a word). From the labels
 * and the room of the chart's cell: flat labels when they fit, slanted, then vertical ones
 * (cut with an ellipsis past `limit`, the bar's tooltip naming it in full), then a column
 * chart turned into horizontal bars, and past what any of these can hold (or past
 * MAX_CATEGORIES) the top categories by the measure and one "Other".
 */

/** More categories than this are shown as the top ones and "Other". */
export const MAX_CATEGORIES = 30;
/** The least room, in pixels, one label needs across its line (11 px text). */
export const LABEL_ROW_PX = 14;
/** Average width of a label's character at 11 px. */
const CHAR_PX = 6.3;
/** A slanted label needs this much room between bands. */
const SLANT_BAND_PX = 22;
/** Room the value axis, its title and a legend take from the plot (estimates). */
const VALUE_AXIS_PX = 64;
const LEGEND_PX = 28;

/** What a category axis does to show every label. */
export interface CategoryAxis {
  /** Label angle: 0, -45 or -90. */
  angle: number;
  /** Longest label, in pixels, before its ellipsis. */
  limit: number;
  /** Draw the column chart as horizontal bars. */
  horizontal: boolean;
  /** Show this many categories by the measure and "Other"; undefined: every category. */
  topN?: number;
}

/** The room a chart's plot has: its cell less axes and legend (estimates). */
export interface PlotRoom {
  width: number;
  height: number;
  /** The chart has a legend above the plot. */
  legend?: boolean;
  /** A second value axis at the right (yline in another format). */
  secondAxis?: boolean;
}

function longestPx(labels: readonly string[]): number {
  return Math.max(0, ...labels.map((label) => label.length)) * CHAR_PX + 6;
}

/**
 * The layout of a category axis of `labels` (distinct, in order). `along` is the axis's
 * length, `across` the room perpendicular to it; `canTurn`: a column chart that may become
 * horizontal bars.
 */
export function categoryAxis(
  labels: readonly string[],
  room: PlotRoom,
  options: { horizontal: boolean; canTurn: boolean },
): CategoryAxis {
  const plotWidth = Math.max(60, room.width - VALUE_AXIS_PX * (room.secondAxis ? 2 : 1));
  const plotHeight = Math.max(60, room.height - (room.legend ? LEGEND_PX : 0) - 24);
  const count = labels.length;
  const widest = longestPx(labels);
  if (options.horizontal) return barsAxis(labels, plotHeight, plotWidth);
  const shown = Math.min(count, MAX_CATEGORIES);
  const band = plotWidth / shown;
  if (count <= MAX_CATEGORIES) {
    if (band >= widest + 8) return { angle: 0, limit: Math.floor(band), horizontal: false };
    // Slanted or vertical labels may take up to 40% of the height, cut past that.
    const limit = Math.floor(Math.min(140, plotHeight * 0.4));
    if (band >= SLANT_BAND_PX)
      return { angle: -45, limit: Math.floor(limit * 1.3), horizontal: false };
    if (band >= LABEL_ROW_PX) return { angle: -90, limit, horizontal: false };
    if (options.canTurn && plotHeight / count >= LABEL_ROW_PX) {
      return barsAxis(labels, plotHeight, room.width - VALUE_AXIS_PX / 2);
    }
  }
  // Too many for any layout: the top ones by the measure, where there is most room.
  const columns = Math.floor(plotWidth / LABEL_ROW_PX);
  const rows = options.canTurn ? Math.floor(plotHeight / LABEL_ROW_PX) : 0;
  const fit = Math.max(2, Math.min(MAX_CATEGORIES, Math.max(columns, rows)));
  const topN = Math.min(count, fit) - 1;
  if (rows > columns) return { ...barsAxis(labels, plotHeight, room.width), topN };
  const vertical = Math.floor(Math.min(140, plotHeight * 0.4));
  return { angle: -90, limit: vertical, horizontal: false, topN };
}

/** Labels beside horizontal bars: one row each, cut at a third of the width. */
function barsAxis(labels: readonly string[], along: number, across: number): CategoryAxis {
  const limit = Math.floor(Math.max(60, Math.min(longestPx(labels), across * 0.35)));
  const rows = Math.floor(along / LABEL_ROW_PX);
  if (labels.length <= Math.min(rows, MAX_CATEGORIES)) return { angle: 0, limit, horizontal: true };
  return {
    angle: 0,
    limit,
    horizontal: true,
    topN: Math.max(2, Math.min(rows, MAX_CATEGORIES)) - 1,
  };
}

/** The distinct values of `field` in `rows`, in order, as text. */
export function distinctLabels(rows: readonly Record<string, unknown>[], field: string): string[] {
  return [...new Set(rows.map((row) => String(row[field] ?? '')))];
}
