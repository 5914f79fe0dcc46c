/**
 * A chart's spec ready for vega: compiled from vega-lite when it is vega-lite, parsed into
 * vega's dataflow, through the page's cache of prepared charts (vega-compile-cache.ts). The
 * chart view gives the browser a turn between this and the drawing (vega-draw.ts): a first
 * chart on code not yet optimized took up to ~200 ms in one piece, a long task of its own.
 */
import { localDb } from '../../runtime/widget-sdk/data.ts';
import type { SpecObject } from './graph-encodings.ts';
import { preloadCompilerIfNeeded } from './compiler-code.ts';
import { createCompileCache, type CompileCache, type PreparedChart } from './vega-compile-cache.ts';

/** The page's prepared charts, kept in the browser's local database between visits. */
const pageCache = createCompileCache(localDb);

/** Nothing is kept from an earlier visit: every chart of this page will be compiled. */
export function isFirstVisit(): boolean {
  return pageCache.isEmpty();
}

// A first visit compiles every chart: vega-lite loads with the chart code, not with the first
// (the route prefetch of a module page asks for it sooner still: compiler-code.ts).
preloadCompilerIfNeeded();

/** `spec` (vega-lite or Vega, rows inline in its 'table' dataset) ready to draw. */
export function prepareChart(
  spec: SpecObject,
  cache: CompileCache = pageCache,
): Promise<PreparedChart> {
  return cache.prepare(spec);
}
