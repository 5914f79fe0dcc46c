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
 * on them, never a row. A chart not found is asked of the server, which prepares it with the
 * same code (runtime/core/charts/chart-prepare.ts) and keeps it for every visitor
 * (server-prepare.ts); vega-lite itself loads only when the server cannot help
 * (vega-lite-compiler.ts). The Vega spec is trimmed for the canvas renderer before it is parsed
 * (canvas-spec.ts).
 */
import { parse, version as vegaVersion, type Runtime, type Spec } from 'vega';
import type { LocalDb } from '../../runtime/widget-sdk/data.ts';
import { yieldToBrowser, type Yielder } from '../../runtime/widget-sdk/scheduling.ts';
import {
  canvasVega,
  cutRows,
  hashText,
  isVegaSpec,
  parseTable,
  PARSE_OPTIONS,
  TABLE_DATASET,
  withTableValues,
  type CompileLite,
  type VegaSpec,
} from '../../runtime/core/charts/chart-prepare.ts';
// Registers the lazy Voronoi transform that trimmed specs name, before anything is parsed.
import '../../runtime/core/charts/lazy-voronoi.ts';
import {
  COMPILED_INDEX_KEY,
  COMPILED_PREFIX,
  keepsNoPreparedCharts,
  loadCompiler,
} from './compiler-code.ts';
import type { SpecObject } from './graph-encodings.ts';
import type { AskServer, ServerPrepared } from './server-prepare.ts';

export {
  cutRows,
  hashText,
  PARSE_OPTIONS,
  type CompileLite,
} from '../../runtime/core/charts/chart-prepare.ts';

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

/**
 * What a stored chart was prepared by: vega's version and this module's own address, which in a
 * build names its chunk by a hash of its content and of the chunks it loads (vega-lite's).
 */
const PREPARED_BY = `${vegaVersion} ast ${import.meta.url}`;

const compileWithVegaLite: CompileLite = async (spec) => {
  const { compileToVega } = await loadCompiler();
  return compileToVega(spec) as VegaSpec;
};

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

/** Prepares charts through the cache. */
export interface CompileCache {
  prepare: (spec: SpecObject) => Promise<PreparedChart>;
  /**
   * Starts preparing `spec` (asks the server when it is not kept), so that charts waiting in
   * the embed queue are asked for together; prepare() then finds the answer.
   */
  prefetch: (spec: SpecObject) => void;
  /** Nothing is kept yet (a first visit): the page will compile. */
  isEmpty: () => boolean;
}

/**
 * A cache over `store` (none: memory only). A chart not kept is asked of the server through
 * `askServer` (none: prepared here); one it cannot prepare is compiled here by `compileLite`,
 * and `yielder` gives the browser a turn between vega-lite's compile and vega's parse.
 */
export function createCompileCache(
  store: LocalDb | undefined,
  compileLite: CompileLite = compileWithVegaLite,
  yielder: Yielder = yieldToBrowser,
  askServer?: AskServer,
): CompileCache {
  // Without a local database, memory keeps the entries, as text like the database does.
  const memory = new Map<string, string>();
  // The server's answers asked for ahead and not yet used, by the spec text they were asked for.
  const asked = new Map<string, Promise<ServerPrepared | undefined>>();

  const stored = (key: string, hash: string): StoredChart | undefined => {
    const text = memory.get(key);
    const value: unknown = store
      ? store.get(`${COMPILED_PREFIX}${hash}`)
      : text === undefined
        ? undefined
        : JSON.parse(text);
    return isStoredChart(value, key) ? value : undefined;
  };

  /** Whether a chart is kept under `key`, without reading it (a later visit asks for each). */
  const isKept = (key: string, hash: string): boolean =>
    store ? (store.get<string[]>(COMPILED_INDEX_KEY) ?? []).includes(hash) : memory.has(key);

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

  /**
   * What the server answers for `spec`: asked once, and kept until a preparation takes it (a
   * chart asked for ahead may wait its turn in the embed queue long after the answer came).
   */
  const fromServer = (
    text: string,
    spec: SpecObject,
    take: boolean,
  ): Promise<ServerPrepared | undefined> => {
    if (!askServer) return Promise.resolve(undefined);
    const answer = asked.get(text) ?? askServer(spec);
    if (take) asked.delete(text);
    else asked.set(text, answer);
    return answer;
  };

  // Trimmed for the canvas before it is parsed (and kept): see canvas-spec.ts. A compiled
  // spec is parsed in a later task: on a first visit, with code not yet optimized, vega-lite's
  // compile and vega's parse of one chart made a task of ~200 ms (120 + 55 in a profile).
  const compileHere = async (spec: SpecObject): Promise<VegaSpec> => {
    const compiled = await canvasVega(spec, compileLite);
    if (!isVegaSpec(spec)) await yielder();
    return compiled;
  };

  const parseHere = (vega: VegaSpec): Runtime => parse(vega as Spec, undefined, PARSE_OPTIONS);

  /** Compiled and parsed as it is: a spec whose rows are not the 'table' dataset's. */
  const prepareWhole = async (spec: SpecObject): Promise<PreparedChart> => {
    const answer = await fromServer(JSON.stringify(spec), spec, true);
    const vega = answer && 'vega' in answer ? answer.vega : await compileHere(spec);
    return {
      runtime: parseHere(vega),
      hasTable: (vega.data ?? []).some((set) => set.name === TABLE_DATASET),
    };
  };

  /** `bare` prepared: by the server, else here; a Vega spec when it has no table input. */
  const fresh = async (
    key: string,
    bare: SpecObject,
  ): Promise<{ entry: StoredChart } | { vega: VegaSpec }> => {
    const answer = await fromServer(JSON.stringify(bare), bare, true);
    if (answer && 'runtime' in answer) {
      // Each answer is taken once (fromServer), so its runtime is this chart's own to fill.
      return { entry: { key, runtime: answer.runtime, input: answer.input } };
    }
    const vega = answer?.vega ?? (await compileHere(bare));
    const parsed = parseTable(vega, parseHere);
    return parsed ? { entry: { key, ...parsed } } : { vega };
  };

  const keyOf = (bare: SpecObject) => {
    const key = `${PREPARED_BY}\n${JSON.stringify(bare)}`;
    return { key, hash: hashText(key) };
  };

  return {
    isEmpty: () => (store ? keepsNoPreparedCharts(store) : memory.size === 0),
    prefetch(spec) {
      const cut = cutRows(spec);
      const asks = cut ? cut.bare : spec;
      if (cut) {
        const { key, hash } = keyOf(cut.bare);
        if (isKept(key, hash)) return;
      }
      void fromServer(JSON.stringify(asks), asks, false);
    },
    async prepare(spec) {
      const cut = cutRows(spec);
      if (!cut) return prepareWhole(spec);
      const { bare, values } = cut;
      const { key, hash } = keyOf(bare);

      // Each use gets a runtime of its own to fill: parsed from stored text, or just made.
      let entry = stored(key, hash);
      if (!entry) {
        const made = await fresh(key, bare);
        if ('vega' in made) {
          // No input to fill: parsed with its rows in place.
          const whole = withTableValues(made.vega, values);
          return {
            runtime: parseHere(whole),
            hasTable: (whole.data ?? []).some((set) => set.name === TABLE_DATASET),
          };
        }
        entry = made.entry;
        save(key, hash, entry);
      }
      return { runtime: withRows(entry, values), hasTable: true };
    },
  };
}
