/**
 * Which specs fit their grid cell (the widget gives them its width and height) and which
 * keep a size of their own, the chart body scrolling when it is larger than the cell.
 */
import type { SpecObject } from './graph-encodings.ts';

/** True when a spec states its own width or height ("container" asks for the cell's). */
export function hasOwnSize(spec: SpecObject): boolean {
  const stated = (value: unknown) => value !== undefined && value !== 'container';
  return stated(spec.width) || stated(spec.height);
}

/** True when a view (or one of its layers) makes facets through a row/column/facet channel. */
function facetsByEncoding(spec: SpecObject): boolean {
  const encoding = spec.encoding as SpecObject | undefined;
  if (encoding && ('row' in encoding || 'column' in encoding || 'facet' in encoding)) return true;
  const layers = Array.isArray(spec.layer) ? (spec.layer as SpecObject[]) : [];
  return layers.some((layer) => typeof layer === 'object' && facetsByEncoding(layer));
}

/**
 * Only single views and layers that state no size of their own fit the cell. A spec's own
 * width/height is kept (forcing the cell's breaks absolutely placed legends); facets made
 * with row/column keep vega-lite's size per facet cell, and concatenated specs size their
 * parts: forcing the cell on each would stretch every facet to the whole cell. What comes
 * out larger than the cell scrolls.
 */
export function takesSize(spec: SpecObject): boolean {
  return ('mark' in spec || 'layer' in spec) && !hasOwnSize(spec) && !facetsByEncoding(spec);
}
