/**
 * vega's voronoi transform, run only once the pointer has been over the chart. vega-lite gives
 * a line or area chart whose points show on hover ("nearest") an invisible mark of Voronoi
 * cells around its points, one cell per row, so that the pointer always has a nearest point to
 * pick. vega computes those cells at every draw (a triangulation, then every cell as SVG path
 * text that the canvas renderer parses back into numbers): about a fifth of vega's CPU on a
 * warm load of the demo dashboard, and much of the garbage its charts make, for cells nobody
 * points at before the page has painted. This transform leaves the cells empty (nothing to draw
 * or pick) until its `enabled` parameter turns true, then computes them as vega's does;
 * canvas-spec.ts puts it in place of vega's and drives `enabled` with a signal the first
 * pointer move (or press) sets.
 *
 * The cells still count in the layout before then: they tile the transform's extent (a facet
 * cell's size in vega-lite), and with their stroke (0.35 px, mitred: 0.7 px out) they widen
 * their group's bounds, which a facet's grid layout (`bounds: "full"`) and vega's autosize
 * measure. Without them, a trellis of four columns with a `nearest` selection (the gallery's
 * trellis_selections) came out 8×2 px smaller than vega-embed's: each facet's bounds 0.7 px
 * short on every side, the facets 322 px apart instead of 324 (the layout rounds), the axes'
 * origin 1 px closer to the top and left. So, while off, the first item gets
 * {@link extentOutline}: a path of two moves to the extent's corners, which bounds as the
 * cells' union does but encloses no area, so it paints and picks nothing. Importing this module
 * registers it with vega: the browser draws with it, and the server's parse of a trimmed spec
 * must know it (chart-prepare.ts).
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

/** vega's extent of cells when neither `size` nor `extent` is given (vega-voronoi). */
const DEFAULT_EXTENT = [-1e5, -1e5, 1e5, 1e5] as const;

/**
 * The corners of the cells' extent as vega's transform reads them from its parameters
 * (`size` before `extent`), as a path of two moves: the bounds of the cells' union, with no
 * area to paint or pick. Null for an extent with no area, where vega makes no cells either.
 */
export function extentOutline(params: Record<string, unknown>): string | null {
  const size = params.size as readonly number[] | undefined;
  const extent = params.extent as readonly (readonly number[])[] | undefined;
  const [x0, y0, x1, y1] = size
    ? [0, 0, size[0]!, size[1]!]
    : extent
      ? [extent[0]![0]!, extent[0]![1]!, extent[1]![0]!, extent[1]![1]!]
      : DEFAULT_EXTENT;
  return x1 > x0 && y1 > y0 ? `M${x0},${y0}M${x1},${y1}` : null;
}

/** The parts of a vega pulse the transform uses. */
interface VoronoiPulse {
  source?: Record<string, unknown>[];
  reflow: (fork?: boolean) => VoronoiPulse;
  modifies: (field: string) => VoronoiPulse;
}

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
    if (params.enabled === true) return Voronoi.prototype.transform.call(this, params, pulse);
    // Off: no cells (a null path draws, bounds and picks nothing), but the first item bounds
    // the extent the cells would tile. Re-flowed as vega's transform does, so the item that
    // holds the outline is bounded again when the rows change.
    const flow = pulse as VoronoiPulse;
    const data = flow.source;
    if (!data || data.length === 0) return pulse;
    const as = typeof params.as === 'string' ? params.as : 'path';
    const outline = extentOutline(params);
    data.forEach((item, index) => {
      item[as] = index === 0 ? outline : null;
    });
    const modified = (params as { modified?: () => boolean }).modified?.() ?? false;
    return flow.reflow(modified).modifies(as);
  };
  LazyVoronoi.Definition = {
    ...Voronoi.Definition,
    type: 'LazyVoronoi',
    params: [...Voronoi.Definition.params, { name: 'enabled', type: 'boolean', default: false }],
  };
  registry[LAZY_VORONOI] = LazyVoronoi as unknown as TransformClass;
}

register();
