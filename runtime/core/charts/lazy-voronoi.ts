/**
 * vega's voronoi transform, run only once the pointer has been over the chart. vega-lite gives
 * a line or area chart whose points show on hover ("nearest") an invisible mark of Voronoi
 * cells around its points, one cell per row, so that the pointer always has a nearest point to
 * pick. vega computes those cells at every draw (a triangulation, then every cell as SVG path
 * text that the canvas renderer parses back into numbers): about a fifth of vega's CPU on a
 * warm load of the demo dashboard, and much of the garbage its charts make, for cells nobody
 * points at before the page has painted. This transform leaves the cells empty (nothing to
 * draw, bound or pick) until its `enabled` parameter turns true, then computes them as vega's
 * does; canvas-spec.ts puts it in place of vega's and drives `enabled` with a signal the first
 * pointer move (or press) sets. Importing this module registers it with vega: the browser
 * draws with it, and the server's parse of a trimmed spec must know it (chart-prepare.ts).
 */
import { transforms } from 'vega';
import { LAZY_VORONOI } from './canvas-spec.ts';

// The names canvas-spec.ts writes into a spec.
export { LAZY_VORONOI, POINTER_SIGNAL, POINTER_SIGNAL_SPEC } from './canvas-spec.ts';

/** vega's transform classes as the registry holds them (its typings only name instances). */
interface TransformClass {
  new (params: unknown): object;
  call: (self: object, params: unknown) => void;
  prototype: { transform: (params: Record<string, unknown>, pulse: unknown) => unknown };
  Definition: { type: string; metadata: object; params: object[] };
}

const registry = transforms as unknown as Record<string, TransformClass | undefined>;

/** Registers the transform with vega (once): specs and kept dataflows name it by its type. */
function register(): void {
  const Voronoi = registry.voronoi;
  if (!Voronoi || registry[LAZY_VORONOI]) return;
  function LazyVoronoi(this: object, params: unknown) {
    Voronoi?.call(this, params);
  }
  LazyVoronoi.prototype = Object.create(Voronoi.prototype) as TransformClass['prototype'];
  LazyVoronoi.prototype.constructor = LazyVoronoi;
  LazyVoronoi.prototype.transform = function transform(
    params: Record<string, unknown>,
    pulse: unknown,
  ) {
    // Off: the items go on without cells (a null path draws, bounds and picks nothing).
    return params.enabled === true ? Voronoi.prototype.transform.call(this, params, pulse) : pulse;
  };
  LazyVoronoi.Definition = {
    ...Voronoi.Definition,
    type: 'LazyVoronoi',
    params: [...Voronoi.Definition.params, { name: 'enabled', type: 'boolean', default: false }],
  };
  registry[LAZY_VORONOI] = LazyVoronoi as unknown as TransformClass;
}

register();
