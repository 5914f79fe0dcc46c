/**
 * The look every chart shares: palette, fonts and quiet axes.
 *
 * The categorical palette has 12 colours a reader tells apart at a glance: every pair is at
 * least ΔE00 16 apart, and at least 8 apart for readers with deuteranopia or protanopia
 * (Machado's simulation; chart-theme.test.ts checks both). It is the app's navy followed by
 * Okabe and Ito's colour-blind-safe set (without its black) and four colours chosen to keep
 * those distances: wine, brown, grey and near-black. In-Store and Online, the first two
 * series of most charts, are navy and orange.
 */
export const CHART_PALETTE: readonly string[] = [
  '#3c4f7a',
  '#e69f00',
  '#56b4e9',
  '#009e73',
  '#d55e00',
  '#cc79a7',
  '#0072b2',
  '#882255',
  '#8c510a',
  '#7f7f7f',
  '#f0e442',
  '#1a1a1a',
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
    // Value and time axes thin their ticks; category axes draw every label (graph-encodings).
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
