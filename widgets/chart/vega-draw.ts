/**
 * Drawing a prepared chart (vega-compile.ts) into an element: what vega-embed did for the
 * charts, minus its parse (the cache of prepared charts has done it) and minus rebuilding the
 * number and time locales for every chart. Canvas renderer, no actions menu, no hover
 * encoding (vega-lite's compiled specs have none), vega-tooltip's tooltips (each computed when
 * the pointer enters its item, canvas-spec.ts), warnings logged, and vega-embed's 'vega-embed',
 * 'fit-x' and 'fit-y' classes with its rules for them.
 */
import { formatLocale, timeFormatLocale, View, Warn } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { Handler } from 'vega-tooltip';
import { chartLoader } from './chart-loader.ts';
import { computeTooltip } from './canvas-spec.ts';
import type { PreparedChart } from './vega-compile-cache.ts';
import { vegaLocale } from './vega-locale.ts';
import './vega-draw.css';

/** The renderer of every chart; the warm-up (vega-warmup.ts) draws with it too. */
export const CHART_RENDERER = 'canvas';

/**
 * Vega's expressions (signals, filters, encodings) are interpreted from their parsed form
 * instead of compiled with `new Function`: the page's Content-Security-Policy allows no eval,
 * and an author's spec can then never run code of its own. Specs are parsed with
 * `{ ast: true }` for it (vega-compile-cache.ts).
 */
export const CHART_EXPRESSIONS = expressionInterpreter;

/** A chart on the page. */
export interface DrawnChart {
  view: View;
  /** Its rows come from the 'table' dataset (later rows go in with view.data('table')). */
  hasTable: boolean;
}

let tooltip: Handler | undefined;
let localeShown: string | undefined;

/** Vega's formats follow `locale`: they are global in vega, so set once per language. */
function applyLocale(locale: string): void {
  if (locale === localeShown) return;
  const { number, time } = vegaLocale(locale);
  formatLocale({ ...number });
  timeFormatLocale({ ...time });
  localeShown = locale;
}

/**
 * Draws `chart` into `element` (replacing what it held); resolves once it has rendered. A URL
 * of the spec that may not load (chart-loader.ts) fails the drawing with its message, or, for
 * an image the renderer asks for later, is reported through `onRefused`.
 */
export async function drawChart(
  element: HTMLElement,
  chart: PreparedChart,
  locale: string,
  onRefused?: (message: string) => void,
): Promise<DrawnChart> {
  applyLocale(locale);
  tooltip ??= new Handler();
  element.classList.add('vega-embed');
  element.replaceChildren();
  const refused: string[] = [];
  const loader = chartLoader({
    onRefused: (message) => {
      refused.push(message);
      onRefused?.(message);
    },
  });
  const view = new View(chart.runtime, {
    renderer: CHART_RENDERER,
    loader,
    expr: CHART_EXPRESSIONS,
  });
  view.logLevel(Warn);
  view.tooltip(tooltip.call);
  view.addEventListener('pointerover', (_event, item) => computeTooltip(view, item));
  view.addSignalListener('autosize', (_name, value: { type?: string }) => {
    element.classList.toggle('fit-x', value.type === 'fit' || value.type === 'fit-x');
    element.classList.toggle('fit-y', value.type === 'fit' || value.type === 'fit-y');
  });
  try {
    await view.initialize(element).runAsync();
    // vega only logs a data load that failed: a refused URL fails the chart, visibly.
    if (refused.length > 0) throw new Error(refused[0]);
  } catch (error) {
    view.finalize();
    throw error;
  }
  return { view, hasTable: chart.hasTable };
}
