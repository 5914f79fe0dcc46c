/**
 * A chart's first picture, drawn on the server (`POST /api/v2/charts/pictures`,
 * server/routes/chart-routes.ts): the spec is prepared as for the browser (the same cache,
 * server/charts/chart-prepare-cache.ts, so the same dataflow), its rows go into the table's
 * input, and vega runs it headless (renderer 'none') and writes it out as SVG. The browser shows
 * the SVG as an image until its live view is drawn (widgets/chart/chart-picture.ts).
 *
 * Expressions are interpreted from their syntax trees (vega-interpreter), as the browser does:
 * nothing in a spec is compiled to code. No data is loaded: a spec that reads a URL gets no
 * picture (the browser draws it live, through its own loader's rules). vega's number and time
 * locales are global to the process, so renders run one at a time, each setting the visitor's
 * locale first (vega-locale.ts, the browser's formats). Text widths are estimated from a
 * sans-serif font's widths (text-width.ts; Node has no canvas to measure with), so labels may
 * sit a few pixels off the live view's. The pictures most recently drawn are kept by a SHA-256
 * of the locale, spec and rows (a warm dashboard's answers recur): a picture is a function of
 * what its request sent, nothing else.
 */
import {
  formatLocale,
  logger,
  timeFormatLocale,
  View,
  Warn,
  type LoggerInterface,
  type Runtime,
} from 'vega';
import { createHash } from 'node:crypto';
import * as vega from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { vegaLocale } from '../../runtime/core/charts/vega-locale.ts';
import type { SpecObject } from '../../runtime/core/charts/canvas-spec.ts';
import type { ChartPrepareCache } from './chart-prepare-cache.ts';
import { textItemWidth } from '../../runtime/core/charts/text-width.ts';

// Text widths from a table of a sans-serif font's widths (text-width.ts): vega's own guess
// without a canvas lays labels out twice as wide as they are. Global to vega in this process:
// the server draws no other text with vega.
// vega exports `textMetrics` (vega-scenegraph's) without a type for it.
(vega as unknown as { textMetrics: { width: typeof textItemWidth } }).textMetrics.width =
  textItemWidth;

/** One chart's picture, or why there is none (the browser then draws it live at once). */
export type PictureAnswer = { svg: string } | { none: string };

/**
 * Operators whose work a spec sets by its parameters rather than by the rows sent (a sequence
 * to 1e9, a cross product, a density or contour grid, a force layout's iterations): a picture
 * runs in the server's event loop, so a spec using one draws live in the browser instead. The
 * rest of a picture's work is bounded by its rows (CHART_PICTURE_MAX_ROWS).
 */
export const UNBOUNDED_OPERATORS: ReadonlySet<string> = new Set([
  'sequence',
  'cross',
  'density',
  'kde',
  'kde2d',
  'contour',
  'isocontour',
  'heatmap',
  'force',
  'wordcloud',
  'graticule',
]);

/**
 * A loader that loads nothing: a picture is drawn from the rows sent with it only. Its links
 * lead nowhere: vega's SVG writer asks `sanitize` for each link (an `href` encoding) and reads
 * the answer's `href` without checking it, so a refusal there was an unhandled rejection that
 * took the server down; an answer without an address writes the mark with no link (the
 * picture is an image: a link in it could not be followed anyway).
 */
const noLoading = {
  load: () => Promise.reject(new Error('a picture loads no data')),
  sanitize: () => Promise.resolve({ href: null }),
  http: () => Promise.reject(new Error('a picture loads no data')),
  file: () => Promise.reject(new Error('a picture loads no data')),
};

/** vega's logger, with its warnings kept (a dataset that failed draws empty axes otherwise). */
function keepingLogger(warnings: string[]): LoggerInterface {
  const base = logger(Warn);
  const wrapped: LoggerInterface = Object.assign(Object.create(base) as LoggerInterface, {
    warn: (...args: readonly unknown[]) => {
      warnings.push(args.map(String).join(' '));
      return wrapped;
    },
  });
  return wrapped;
}

// Renders one at a time: the locale set for one must hold until its SVG is written.
let turn: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work, work);
  turn = result.catch(() => undefined);
  return result;
}

async function draw(runtime: Runtime, locale: string): Promise<PictureAnswer> {
  const { number, time } = vegaLocale(locale);
  formatLocale({ ...number });
  timeFormatLocale({ ...time });
  const warnings: string[] = [];
  const view = new View(runtime, {
    renderer: 'none',
    loader: noLoading as never,
    expr: expressionInterpreter as never,
    logger: keepingLogger(warnings),
  });
  try {
    await view.runAsync();
    const loadFailed = warnings.find((text) => /Loading failed|Data ingestion failed/.test(text));
    if (loadFailed) return { none: 'the chart loads data of its own' };
    return { svg: await view.toSVG() };
  } finally {
    view.finalize();
  }
}

/**
 * The picture of `spec` (as the chart widget embeds it, without its rows) drawing `values`,
 * with `locale`'s number and date formats.
 */
export async function renderPicture(
  cache: ChartPrepareCache,
  spec: SpecObject,
  values: readonly unknown[],
  locale: string,
): Promise<PictureAnswer> {
  // A spec not prepared yet is prepared now, through the cache: a /prepare of it on its way
  // (or one that comes while it compiles) shares this one compile (chart-prepare-cache.ts), and
  // the browser's later /prepare of it is a hit.
  const prepared = JSON.parse((await cache.prepare(spec)).json) as {
    runtime?: Runtime;
    input?: number;
    error?: string;
  };
  if (prepared.error) return { none: prepared.error };
  const { runtime, input } = prepared;
  if (!runtime || typeof input !== 'number') return { none: 'the chart has no table input' };
  const unbounded = runtime.operators.find((operator) => UNBOUNDED_OPERATORS.has(operator.type));
  if (unbounded) return { none: `pictures do not run vega's ${unbounded.type} transform` };
  // Parsed from the cache's text: this runtime is this picture's own to fill.
  (runtime.operators[input] as unknown as { value: { $ingest: unknown } }).value.$ingest = values;
  return oneAtATime(async () => {
    try {
      return await draw(runtime, locale);
    } catch (error) {
      return {
        none: `vega could not draw the chart: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  });
}

/** Pictures kept at most, and their characters. */
export const DEFAULT_PICTURES = 256;
export const DEFAULT_PICTURE_CHARS = 32 * 1024 * 1024;

/** Draws pictures through a least-recently-used map of those drawn. */
export interface ChartPictures {
  render(spec: SpecObject, values: readonly unknown[], locale: string): Promise<PictureAnswer>;
  /** The picture kept of these, without drawing one: undefined when none is kept. */
  kept(spec: SpecObject, values: readonly unknown[], locale: string): PictureAnswer | undefined;
}

export function createChartPictures(
  cache: ChartPrepareCache,
  options: { maxEntries?: number; maxChars?: number } = {},
): ChartPictures {
  const maxEntries = options.maxEntries ?? DEFAULT_PICTURES;
  const maxChars = options.maxChars ?? DEFAULT_PICTURE_CHARS;
  const kept = new Map<string, PictureAnswer & { svg: string }>();
  let chars = 0;
  const keyOf = (spec: SpecObject, values: readonly unknown[], locale: string) =>
    createHash('sha256')
      .update(`${locale}\n${JSON.stringify(spec)}\n${JSON.stringify(values)}`)
      .digest('base64');
  const hit = (key: string) => {
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
    }
    return found;
  };
  return {
    kept(spec, values, locale) {
      return hit(keyOf(spec, values, locale));
    },
    async render(spec, values, locale) {
      const key = keyOf(spec, values, locale);
      const found = hit(key);
      if (found) return found;
      const answer = await renderPicture(cache, spec, values, locale);
      if ('svg' in answer && answer.svg.length <= maxChars && !kept.has(key)) {
        kept.set(key, answer);
        chars += answer.svg.length;
        for (const [oldest, picture] of kept) {
          if (kept.size <= maxEntries && chars <= maxChars) break;
          kept.delete(oldest);
          chars -= picture.svg.length;
        }
      }
      return answer;
    },
  };
}
