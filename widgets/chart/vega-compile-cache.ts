/**
 * Compiled Vega specs, kept between page loads. Compiling vega-lite is a tenth of a chart's
 * cost, and a dashboard compiles the same specs on every visit: only the rows change. So a
 * chart's spec is compiled without its rows (the 'table' dataset's `values`), which then go
 * into the compiled spec's 'table' dataset. The result is kept in memory and in the browser's
 * local database under a hash of the spec and the vega-lite version (a new version compiles
 * afresh), at most {@link COMPILED_LIMIT} specs, the oldest dropped first. Only the
 * spec's shape is stored: field names, titles and formats, never a row.
 */
import type { VisualizationSpec } from 'vega-embed';
import { compile, version as vegaLiteVersion, type TopLevelSpec } from 'vega-lite';
import type { LocalDb } from '../../runtime/app/api/local-db.ts';
import type { SpecObject } from './graph-encodings.ts';
import { TABLE_DATASET } from './spec-passthrough.ts';

/** Key prefix of the compiled specs in the local database. */
export const COMPILED_PREFIX = 'vega.';
/** How many compiled specs the local database keeps. */
export const COMPILED_LIMIT = 64;
const INDEX_KEY = `${COMPILED_PREFIX}index`;

/** One stored spec: the full key it was compiled for (a hash can collide) and the result. */
interface StoredSpec {
  key: string;
  spec: VegaSpec;
}

/** A compiled spec as far as the cache looks into it. */
type VegaSpec = { data?: { name?: string; values?: unknown }[] } & Record<string, unknown>;

/** A 53-bit string hash (cyrb53), base 36: a short storage key for a long spec. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The compiled spec with `values` as its 'table' rows; a copy, the kept spec stays bare. */
function withRows(spec: VegaSpec, values: unknown): VegaSpec {
  if (values === undefined || !spec.data) return { ...spec };
  return {
    ...spec,
    data: spec.data.map((set) => (set.name === TABLE_DATASET ? { ...set, values } : set)),
  };
}

/** Compiles vega-lite specs through the cache. */
export interface CompileCache {
  compile: (spec: SpecObject) => VisualizationSpec;
}

/**
 * A cache over `store` (none: memory only). `compileLite` is vega-lite's compiler; tests
 * count its calls.
 */
export function createCompileCache(
  store: LocalDb | undefined,
  compileLite: (spec: SpecObject) => VisualizationSpec = (spec) =>
    compile(spec as unknown as TopLevelSpec).spec as VisualizationSpec,
): CompileCache {
  const memory = new Map<string, VegaSpec>();

  const remember = (hash: string, entry: StoredSpec) => {
    if (!store) return;
    const index = (store.get<string[]>(INDEX_KEY) ?? []).filter((known) => known !== hash);
    index.push(hash);
    while (index.length > COMPILED_LIMIT) store.remove(`${COMPILED_PREFIX}${index.shift()}`);
    if (!store.set(`${COMPILED_PREFIX}${hash}`, entry) || !store.set(INDEX_KEY, index)) {
      // Storage full: start over rather than keep an index that lies.
      store.clear(COMPILED_PREFIX);
    }
  };

  return {
    compile(spec) {
      const data = spec.data as { name?: unknown; values?: unknown } | undefined;
      // Only a chart's own dataset is cut out; any other spec is compiled as it is.
      if (data?.name !== TABLE_DATASET) return compileLite(spec);
      const { values, ...bareData } = data;
      const bare: SpecObject = { ...spec, data: bareData };
      const key = `${vegaLiteVersion}\n${JSON.stringify(bare)}`;
      const hash = hashText(key);
      let compiled = memory.get(key);
      if (!compiled) {
        const stored = store?.get<StoredSpec>(`${COMPILED_PREFIX}${hash}`);
        compiled = stored?.key === key ? stored.spec : undefined;
        if (!compiled) {
          compiled = compileLite(bare) as unknown as VegaSpec;
          remember(hash, { key, spec: compiled });
        }
        memory.set(key, compiled);
      }
      return withRows(compiled, values) as VisualizationSpec;
    },
  };
}
