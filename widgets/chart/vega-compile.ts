/**
 * A chart's spec as Vega, compiled from vega-lite apart from the embed: the chart view gives
 * the browser a turn between the two (a first embed on code not yet optimized took up to
 * ~200 ms in one piece, a long task of its own). A Vega spec passed through is already there.
 */
import type { EmbedOptions, VisualizationSpec } from 'vega-embed';
import { localDb } from '../../runtime/app/api/local-db.ts';
import type { SpecObject } from './graph-encodings.ts';
import { isVegaSpec } from './spec-passthrough.ts';
import { createCompileCache, type CompileCache } from './vega-compile-cache.ts';

/** The page's compiled specs, kept in the browser's local database between visits. */
const pageCache = createCompileCache(localDb);

/**
 * The Vega spec of `spec`: compiled (through the cache of compiled specs) when it is
 * vega-lite, as it is when it is Vega.
 */
export function toVegaSpec(spec: SpecObject, cache: CompileCache = pageCache): VisualizationSpec {
  if (isVegaSpec(spec)) return spec as VisualizationSpec;
  return cache.compile(spec);
}

/**
 * How a chart's Vega spec is embedded: canvas, no actions menu, and no hover encoding (off for
 * vega-lite, whose compiled specs have none; vega-embed turns it on for Vega). The warm-up
 * (vega-warmup.ts) drives vega's View with the same renderer and hover setting.
 */
export const VEGA_EMBED_OPTIONS = {
  mode: 'vega',
  renderer: 'canvas',
  actions: false,
  hover: false,
} as const satisfies EmbedOptions;
