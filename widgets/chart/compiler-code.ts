/**
 * Whether this browser keeps prepared charts (vega-compile-cache.ts), and the load of
 * vega-lite's compiler chunk. Nothing loads it ahead any more: the server prepares the charts
 * a browser does not keep (server-prepare.ts), and the compiler loads only for a chart the
 * server could not prepare.
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
