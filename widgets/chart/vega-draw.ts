/**
 * Drawing a prepared chart (vega-compile.ts) into an element: what vega-embed did for the
 * charts, minus its parse (the cache of prepared charts has done it) and minus rebuilding the
 * number and time locales for every chart. Canvas renderer, no actions menu, no hover
 * encoding (vega-lite's compiled specs have none), vega-tooltip's tooltips (each computed when
 * the pointer enters its item, canvas-spec.ts), warnings logged, and vega-embed's 'vega-embed',
 * 'fit-x' and 'fit-y' classes with its rules for them.
 */
import { formatLocale, timeFormatLocale, View, Warn } from 'vega';
import { Handler } from 'vega-tooltip';
import { computeTooltip } from './canvas-spec.ts';
import type { PreparedChart } from './vega-compile-cache.ts';
import { vegaLocale } from './vega-locale.ts';
import './vega-draw.css';

/** The renderer of every chart; the warm-up (vega-warmup.ts) draws with it too. */
export const CHART_RENDERER = 'canvas';

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

/** Draws `chart` into `element` (replacing what it held); resolves once it has rendered. */
export async function drawChart(
  element: HTMLElement,
  chart: PreparedChart,
  locale: string,
): Promise<DrawnChart> {
  applyLocale(locale);
  tooltip ??= new Handler();
  element.classList.add('vega-embed');
  element.replaceChildren();
  const view = new View(chart.runtime, { renderer: CHART_RENDERER });
  view.logLevel(Warn);
  view.tooltip(tooltip.call);
  view.addEventListener('pointerover', (_event, item) => computeTooltip(view, item));
  view.addSignalListener('autosize', (_name, value: { type?: string }) => {
    element.classList.toggle('fit-x', value.type === 'fit' || value.type === 'fit-x');
    element.classList.toggle('fit-y', value.type === 'fit' || value.type === 'fit-y');
  });
  try {
    await view.initialize(element).runAsync();
  } catch (error) {
    view.finalize();
    throw error;
  }
  return { view, hasTable: chart.hasTable };
}
