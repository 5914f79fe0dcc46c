/**
 * The look every chart shares: palette, fonts and quiet axes. Demo dashboards and the app
 * theme use the same navy / orange / green family, so charts without configured colours still
 * match the shell.
 */
export const CHART_PALETTE: readonly string[] = [
  '#3c4f7a',
  '#ff7a45',
  '#2d6a4f',
  '#d4380d',
  '#9aa5bd',
  '#f4a300',
  '#0b7a75',
  '#7a4f9a',
  '#1f2a44',
  '#c2185b',
];

/** Colour of target lines (a numeric yline): red reads as "the bar to reach". */
export const TARGET_COLOR = '#c92a2a';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** vega-lite `config` merged under every chart's own config. */
export const CHART_CONFIG: Record<string, unknown> = {
  font: FONT,
  background: null,
  view: { stroke: null },
  range: { category: [...CHART_PALETTE] },
  axis: {
    labelColor: '#5c6370',
    titleColor: '#41464f',
    labelFontSize: 11,
    titleFontSize: 11,
    titleFontWeight: 500,
    gridColor: '#eceef2',
    domainColor: '#d5d9e0',
    tickColor: '#d5d9e0',
    labelLimit: 140,
    labelOverlap: true,
  },
  legend: {
    labelColor: '#41464f',
    labelFontSize: 11,
    titleFontSize: 11,
    labelLimit: 160,
    symbolType: 'circle',
  },
  title: { font: FONT },
};

/** Widget colours that are CSS colours the canvas can paint (hex, rgb(), hsl()). */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(.+\))$/i;

/**
 * `attributes.color` may name one of the predefined toolbar colours rather than a CSS colour;
 * only a real colour is used for a chart's single series.
 */
export function cssColor(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && CSS_COLOR.test(trimmed) ? trimmed : undefined;
}
