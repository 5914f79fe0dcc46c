/**
 * Whether a vega-lite spec brings its own data (`values`, `url`, `sequence`, a sphere or
 * graticule generator, or `datasets`), anywhere in it: top level, layers, concats, facets,
 * repeats or a lookup's `from.data`. Such a chart needs no saved query (schema, validate and
 * the widget agree); with a query its rows still arrive as the named dataset 'table'.
 */
import { isSpecObject } from './graph-encodings.ts';

const OWN_DATA_KEYS = ['values', 'url', 'sequence', 'sphere', 'graticule'] as const;

/** Whether `data` (a vega-lite `data` object) is one the spec supplies itself. */
function isOwnData(data: unknown): boolean {
  return isSpecObject(data) && OWN_DATA_KEYS.some((key) => data[key] !== undefined);
}

/** True when `spec` carries data of its own somewhere. */
export function specCarriesOwnData(spec: unknown): boolean {
  if (Array.isArray(spec)) return spec.some(specCarriesOwnData);
  if (!isSpecObject(spec)) return false;
  if (isSpecObject(spec.datasets) && Object.keys(spec.datasets).length > 0) return true;
  if (isOwnData(spec.data)) return true;
  return Object.entries(spec).some(
    ([key, value]) => key !== 'data' && typeof value === 'object' && specCarriesOwnData(value),
  );
}
