/**
 * Drawing a prepared chart (vega-compile.ts) into an element: what vega-embed did for the
 * charts, minus its parse (the cache of prepared charts has done it) and minus rebuilding the
 * number and time locales for every chart. Canvas renderer, no actions menu, no hover
 * encoding (vega-lite's compiled specs have none), vega-tooltip's tooltips (each computed when
 * the pointer enters its item, canvas-spec.ts), warnings logged, and vega-embed's 'vega-embed',
 * 'fit-x' and 'fit-y' classes with its rules for them.
 */
import { formatLocale, logger, timeFormatLocale, View, Warn, type LoggerInterface } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { Handler } from 'vega-tooltip';
import { chartLoader } from './chart-loader.ts';
import { installEvalFreeDsv } from './dsv-read.ts';
import { computeTooltip } from './canvas-spec.ts';
import type { PreparedChart } from './vega-compile-cache.ts';
import { vegaLocale } from '../../runtime/core/charts/vega-locale.ts';
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

/** vega's warnings for data it could not load or read, as `warn(title, url, error)`. */
const DATA_FAILURES: Readonly<Record<string, string>> = {
  'Loading failed': 'load',
  'Data ingestion failed': 'read',
};

/** The message of a dataset vega could not load or parse. */
export function chartDataFailure(kind: string, url: unknown, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (kind === 'load') {
    // chart-loader.ts's messages already name the URL.
    return reason.startsWith('Could not load')
      ? reason
      : `Could not load ${String(url)}: ${reason}`;
  }
  return `Could not read ${String(url)}: ${reason}`;
}

/**
 * vega's logger, but a data load or parse that failed is also handed to `onFailure`: vega only
 * logs those and draws empty axes, which a viewer cannot tell from "no data".
 */
export function chartLogger(onFailure: (message: string) => void): LoggerInterface {
  const base = logger(Warn);
  const warn = (...args: readonly unknown[]) => {
    const kind = typeof args[0] === 'string' ? DATA_FAILURES[args[0]] : undefined;
    if (kind) onFailure(chartDataFailure(kind, args[1], args[2]));
    base.warn(...args);
    return wrapped;
  };
  const wrapped: LoggerInterface = Object.assign(Object.create(base) as LoggerInterface, { warn });
  return wrapped;
}

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
  installEvalFreeDsv();
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
  const failed: string[] = [];
  const view = new View(chart.runtime, {
    renderer: CHART_RENDERER,
    loader,
    expr: CHART_EXPRESSIONS,
    logger: chartLogger((message) => failed.push(message)),
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
    // vega only logs a data load that failed: a refused URL, a file that is not there or
    // does not parse fails the chart, visibly, with its URL and reason.
    if (refused.length > 0) throw new Error(refused[0]);
    if (failed.length > 0) throw new Error(failed[0]);
  } catch (error) {
    view.finalize();
    throw error;
  }
  return { view, hasTable: chart.hasTable };
}
