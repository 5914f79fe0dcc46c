/**
 * vega-lite's compiler, in a chunk of its own (`vega-lite-compiler-*.js`): the chart code loads
 * it only when a chart must be compiled (vega-compile-cache.ts), so a visit whose charts are all
 * kept never fetches or evaluates its ~270 KB.
 */
import { compile, type TopLevelSpec } from 'vega-lite';
import type { SpecObject } from './graph-encodings.ts';

/** The Vega spec vega-lite compiles `spec` to. */
export function compileToVega(spec: SpecObject): Record<string, unknown> {
  return compile(spec as unknown as TopLevelSpec).spec as unknown as Record<string, unknown>;
}
