/**
 * Whether this browser keeps prepared charts (vega-compile-cache.ts), and the load of
 * vega-lite's compiler chunk ahead of the chart code on a visit that keeps none. Light enough
 * for the main bundle: the route prefetch calls it with the other chunks of a module page.
 *
 * Why ahead: a browser opens at most six connections to a host over HTTP/1.1, and a
 * dashboard's queries take them all as soon as they leave. On a first visit against a cold
 * server cache the compiler, asked for by the chart code once that had loaded, waited ~2 s
 * for a connection behind the queries, and with it every chart.
 */
import { localDb, type LocalDb } from '../../runtime/widget-sdk/data.ts';

/** Key prefix of the prepared charts in the local database. */
export const COMPILED_PREFIX = 'vega.';
/** The local database's list of prepared charts (their hashes, oldest first). */
export const COMPILED_INDEX_KEY = `${COMPILED_PREFIX}index`;

/** `db` (the page's local database) keeps no prepared chart: every chart will be compiled. */
export function keepsNoPreparedCharts(db: LocalDb = localDb): boolean {
  return db.get(COMPILED_INDEX_KEY) === undefined;
}

/** vega-lite's compiler chunk, loaded on first use (every caller of the compiler goes here). */
export function loadCompiler(): Promise<typeof import('./vega-lite-compiler.ts')> {
  return import('./vega-lite-compiler.ts');
}

/** Starts loading vega-lite's compiler when nothing prepared is kept (failures: loaded again on use). */
export function preloadCompilerIfNeeded(): void {
  if (keepsNoPreparedCharts()) void loadCompiler().catch(() => undefined);
}
