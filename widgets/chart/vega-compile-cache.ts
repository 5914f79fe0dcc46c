/**
 * Charts ready to draw, kept between page loads. Compiling vega-lite and parsing the Vega spec
 * into vega's dataflow description (its runtime) cost a chart about a quarter of its drawing,
 * and a dashboard does both for the same specs on every visit: only the rows change. So a
 * chart's spec is prepared without its rows (the 'table' dataset's `values`); the rows then go
 * into the prepared dataflow's table input, where vega reads them as it reads inline values
 * (the dataset's format and parse included). The result is kept in memory and in the browser's
 * local database under a hash of the spec, vega's version, the parse mode and the build of this code (a new
 * vega or vega-lite prepares afresh), at most {@link COMPILED_LIMIT} charts, the oldest dropped
 * first. Only the spec's shape is stored: field names, titles, formats and the dataflow built
 * on them, never a row. vega-lite itself loads only when a chart is not found
 * (vega-lite-compiler.ts). The Vega spec is trimmed for the canvas renderer before it is parsed
 * (canvas-spec.ts).
 */
import { parse, version as vegaVersion, type Runtime, type Spec } from 'vega';
import type { LocalDb } from '../../runtime/widget-sdk/data.ts';
import { yieldToBrowser, type Yielder } from '../../runtime/widget-sdk/scheduling.ts';
import { forCanvas } from './canvas-spec.ts';
import {
  COMPILED_INDEX_KEY,
  COMPILED_PREFIX,
  keepsNoPreparedCharts,
  loadCompiler,
} from './compiler-code.ts';
import type { SpecObject } from './graph-encodings.ts';
import { isVegaSpec, TABLE_DATASET } from './spec-passthrough.ts';

/** How many prepared charts the local database keeps. */
export const COMPILED_LIMIT = 64;

/** A chart as vega draws it: its dataflow, rows included, and whether it reads 'table'. */
export interface PreparedChart {
  runtime: Runtime;
  /** Its rows come from the 'table' dataset (later rows go in with view.data('table')). */
  hasTable: boolean;
}

/** One stored chart: the full key it was prepared for (a hash can collide) and the result. */
interface StoredChart {
  key: string;
  runtime: Runtime;
  /** Index in runtime.operators of the table's input, whose `$ingest` takes the rows. */
  input: number;
}

/** A dataset as far as the cache looks into it. */
type VegaData = { name?: string; values?: unknown } | undefined;

/** The parts of a Vega spec the cache looks into. */
type VegaSpec = { data?: NonNullable<VegaData>[] } & Record<string, unknown>;

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

/**
 * What a stored chart was prepared by: vega's version and this module's own address, which in a
 * build names its chunk by a hash of its content and of the chunks it loads (vega-lite's).
 */
const PREPARED_BY = `${vegaVersion} ast ${import.meta.url}`;

/**
 * Expressions are kept as syntax trees for vega's interpreter (vega-draw.ts): a page whose
 * policy allows no eval cannot compile them to functions.
 */
export const PARSE_OPTIONS = { ast: true } as const;

/** vega-lite's compiler, as the cache calls it (tests count its calls). */
export type CompileLite = (spec: SpecObject) => VegaSpec | Promise<VegaSpec>;

const compileWithVegaLite: CompileLite = async (spec) => {
  const { compileToVega } = await loadCompiler();
  return compileToVega(spec) as VegaSpec;
};

/** The collect operator that takes the inline values of `dataset` (-1: none). */
function inputOperator(runtime: Runtime, dataset: string): number {
  return runtime.operators.findIndex((operator) => {
    const { data, value } = operator as { data?: Record<string, unknown>; value?: unknown };
    return (
      operator.type === 'collect' &&
      data?.[dataset] !== undefined &&
      typeof value === 'object' &&
      value !== null &&
      '$ingest' in value
    );
  });
}

/** `runtime` with `values` as what its table input ingests (the stored runtime is fresh). */
function withRows(stored: StoredChart, values: unknown): Runtime {
  const operator = stored.runtime.operators[stored.input] as { value: { $ingest: unknown } };
  operator.value.$ingest = values ?? [];
  return stored.runtime;
}

/** A stored value that is a chart this cache wrote for `key`. */
function isStoredChart(value: unknown, key: string): value is StoredChart {
  const entry = value as Partial<StoredChart> | undefined;
  return (
    entry?.key === key &&
    Array.isArray(entry.runtime?.operators) &&
    typeof entry.input === 'number' &&
    entry.runtime.operators[entry.input] !== undefined
  );
}

/**
 * `spec` without the rows of its 'table' dataset (the cache key) and those rows; undefined
 * when the table is not inline data of its own (none, a url, another dataset's rows), which is
 * then prepared as it is.
 */
export function cutRows(spec: SpecObject): { bare: SpecObject; values: unknown } | undefined {
  const vega = isVegaSpec(spec);
  const sets = vega ? ((spec.data as VegaSpec['data']) ?? []) : [spec.data as VegaData];
  const table = sets.find((set) => set?.name === TABLE_DATASET);
  if (!table || 'url' in table || 'source' in table) return undefined;
  const { values, ...rest } = table;
  const data = vega ? sets.map((set) => (set === table ? rest : set)) : rest;
  return { bare: { ...spec, data }, values };
}

/** Prepares charts through the cache. */
export interface CompileCache {
  prepare: (spec: SpecObject) => Promise<PreparedChart>;
  /** Nothing is kept yet (a first visit): the page will compile. */
  isEmpty: () => boolean;
}

/**
 * A cache over `store` (none: memory only). `yielder` gives the browser a turn between
 * vega-lite's compile of a chart and vega's parse of the result.
 */
export function createCompileCache(
  store: LocalDb | undefined,
  compileLite: CompileLite = compileWithVegaLite,
  yielder: Yielder = yieldToBrowser,
): CompileCache {
  // Without a local database, memory keeps the entries, as text like the database does.
  const memory = new Map<string, string>();

  const stored = (key: string, hash: string): StoredChart | undefined => {
    const text = memory.get(key);
    const value: unknown = store
      ? store.get(`${COMPILED_PREFIX}${hash}`)
      : text === undefined
        ? undefined
        : JSON.parse(text);
    return isStoredChart(value, key) ? value : undefined;
  };

  const save = (key: string, hash: string, entry: StoredChart) => {
    if (!store) {
      memory.set(key, JSON.stringify(entry));
      return;
    }
    const index = (store.get<string[]>(COMPILED_INDEX_KEY) ?? []).filter((known) => known !== hash);
    index.push(hash);
    while (index.length > COMPILED_LIMIT) store.remove(`${COMPILED_PREFIX}${index.shift()}`);
    if (!store.set(`${COMPILED_PREFIX}${hash}`, entry) || !store.set(COMPILED_INDEX_KEY, index)) {
      // Storage full: start over rather than keep an index that lies.
      store.clear(COMPILED_PREFIX);
    }
  };

  // Trimmed for the canvas before it is parsed (and kept): see canvas-spec.ts. A compiled
  // spec is parsed in a later task: on a first visit, with code not yet optimized, vega-lite's
  // compile and vega's parse of one chart made a task of ~200 ms (120 + 55 in a profile).
  const toVega = async (spec: SpecObject): Promise<VegaSpec> => {
    if (isVegaSpec(spec)) return forCanvas(spec as VegaSpec);
    const compiled = forCanvas(await compileLite(spec));
    await yielder();
    return compiled;
  };

  /** Compiled and parsed as it is: a spec whose rows are not the 'table' dataset's. */
  const prepareWhole = async (spec: SpecObject): Promise<PreparedChart> => {
    const vega = await toVega(spec);
    return {
      runtime: parse(vega as Spec, undefined, PARSE_OPTIONS),
      hasTable: (vega.data ?? []).some((set) => set.name === TABLE_DATASET),
    };
  };

  const fresh = async (key: string, bare: SpecObject): Promise<StoredChart | undefined> => {
    // The table dataset with empty values: vega parses it into an input that ingests them.
    const vega = await toVega(bare);
    const placeholder = {
      ...vega,
      data: (vega.data ?? []).map((set) =>
        set.name === TABLE_DATASET ? { ...set, values: [] } : set,
      ),
    };
    const runtime = parse(placeholder as Spec, undefined, PARSE_OPTIONS);
    const input = inputOperator(runtime, TABLE_DATASET);
    return input < 0 ? undefined : { key, runtime, input };
  };

  return {
    isEmpty: () => (store ? keepsNoPreparedCharts(store) : memory.size === 0),
    async prepare(spec) {
      const cut = cutRows(spec);
      if (!cut) return prepareWhole(spec);
      const { bare, values } = cut;
      const key = `${PREPARED_BY}\n${JSON.stringify(bare)}`;
      const hash = hashText(key);

      // Each use gets a runtime of its own to fill: parsed from stored text, or just made.
      let entry = stored(key, hash);
      if (!entry) {
        entry = await fresh(key, bare);
        if (!entry) return prepareWhole(spec);
        save(key, hash, entry);
      }
      return { runtime: withRows(entry, values), hasTable: true };
    },
  };
}
