/**
 * Whether a vega-lite spec brings its own data (`values`, `url`, `sequence`, a sphere or
 * graticule generator, or `datasets`), anywhere in it: top level, layers, concats, facets,
 * repeats or a lookup's `from.data`. Such a chart needs no saved query (`navigator validate`
 * and the widget agree: server/config/check-chart-data.ts); with a query its rows still arrive
 * as the named dataset 'table'. Pure, so the server's check and the widget share it.
 */

/** A vega-lite object (not an array, not null). */
function isSpecObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** One `data.url` of a spec and the JSON pointer of that `url` below the spec. */
export interface SpecDataUrl {
  url: string;
  pointer: string;
}

/** Escapes one JSON pointer segment (RFC 6901). */
const segment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every `data.url` of `spec` (top level, layers, concats, facets, repeats, a lookup's
 * `from.data`), with where it sits, in document order.
 */
export function specDataUrls(spec: unknown, pointer = ''): SpecDataUrl[] {
  if (Array.isArray(spec)) return spec.flatMap((item, i) => specDataUrls(item, `${pointer}/${i}`));
  if (!isSpecObject(spec)) return [];
  const found: SpecDataUrl[] = [];
  for (const [key, value] of Object.entries(spec)) {
    const here = `${pointer}/${segment(key)}`;
    if (key === 'data' && isSpecObject(value) && typeof value.url === 'string') {
      found.push({ url: value.url, pointer: `${here}/url` });
    } else if (typeof value === 'object') {
      found.push(...specDataUrls(value, here));
    }
  }
  return found;
}
