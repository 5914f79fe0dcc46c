/**
 * A chart's spec ready for vega: compiled from vega-lite when it is vega-lite, parsed into
 * vega's dataflow, through the page's cache of prepared charts (vega-compile-cache.ts), which
 * asks the server for the charts it does not keep (server-prepare.ts). The chart view gives the
 * browser a turn between this and the drawing (vega-draw.ts): a first chart on code not yet
 * optimized took up to ~200 ms in one piece, a long task of its own.
 */
import { localDb } from '../../runtime/widget-sdk/data.ts';
import type { SpecObject } from './graph-encodings.ts';
import { createServerBatcher } from './server-prepare.ts';
import { createCompileCache, type CompileCache, type PreparedChart } from './vega-compile-cache.ts';

/**
 * The page's prepared charts, kept in the browser's local database between visits; the
 * charts it does not keep come from the server, vega-lite only when the server cannot help.
 */
const pageCache = createCompileCache(localDb, undefined, undefined, createServerBatcher());

/** Whether this page load started with no chart kept (a first visit). */
const startedEmpty = pageCache.isEmpty();

/** Nothing is kept from an earlier visit: every chart of this page will be prepared afresh. */
export function isFirstVisit(): boolean {
  return pageCache.isEmpty();
}

/**
 * Starts preparing `spec` ahead of its turn in the embed queue, so that the charts whose rows
 * came together are asked of the server in one request.
 */
export function prefetchChart(spec: SpecObject, cache: CompileCache = pageCache): void {
  // Only on a visit that started with nothing kept: a later visit keeps its charts, and a
  // chart asked for ahead at a size it then leaves (its cell still being measured) would cost
  // a request for nothing. A chart it does not keep is asked for in its turn.
  if (cache === pageCache && !startedEmpty) return;
  cache.prefetch(spec);
}

/** `spec` (vega-lite or Vega, rows inline in its 'table' dataset) ready to draw. */
export function prepareChart(
  spec: SpecObject,
  cache: CompileCache = pageCache,
): Promise<PreparedChart> {
  return cache.prepare(spec);
}
