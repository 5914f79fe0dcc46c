/**
 * Charts prepared on the server for the browsers that do not keep them (widgets/chart/
 * server-prepare.ts): each spec, sent without its rows, is compiled by vega-lite, trimmed for
 * the canvas and parsed by vega with the code the browser runs (runtime/core/charts/
 * chart-prepare.ts), once per spec for every visitor, and kept in a least-recently-used map
 * under a hash of the spec and of vega's and vega-lite's versions (the process is one build of
 * that code). The answer is JSON text ready to send: the parsed runtime and the index of the
 * table's input, or the Vega spec when there is no such input or the runtime is not plain
 * JSON, or why the spec could not be prepared. Nothing in a spec is evaluated: vega-lite's
 * compile and vega's parse (with `ast: true`, expressions kept as syntax trees) turn JSON into
 * JSON.
 *
 * With a store (server/charts/prepared-chart-store.ts, in the data directory), a spec the
 * memory does not hold is looked for on disk before it is compiled, and each compiled answer
 * is written there: a restarted server answers the charts it prepared before without compiling.
 */
import { parse, version as vegaVersion, type Spec } from 'vega';
import { compile, version as vegaLiteVersion, type TopLevelSpec } from 'vega-lite';
import {
  canvasVega,
  hashText,
  isPlainJson,
  parseTable,
  PARSE_OPTIONS,
  type VegaRuntime,
  type VegaSpec,
} from '../../runtime/core/charts/chart-prepare.ts';
import type { SpecObject } from '../../runtime/core/charts/canvas-spec.ts';
import type { PreparedChartStore } from './prepared-chart-store.ts';
// Registers the lazy Voronoi transform that trimmed specs name: vega's parse must know it.
import '../../runtime/core/charts/lazy-voronoi.ts';

/** Prepared charts kept at most. */
export const DEFAULT_PREPARED_CHARTS = 1000;

/** Prepared charts' text kept at most, in characters (a chart's runtime is ~5–60 KB). */
export const DEFAULT_PREPARED_CHARS = 64 * 1024 * 1024;

/** The versions the answers were prepared by: the browser uses them only with the same vega. */
export const PREPARED_WITH = { vega: vegaVersion, vegaLite: vegaLiteVersion } as const;

/** One spec's answer, as JSON text, and whether it came from the cache. */
export interface PreparedText {
  json: string;
  hit: boolean;
  /** Where a hit came from: this process's memory or the disk store. */
  from?: 'memory' | 'disk';
}

/** The server's prepared charts. */
export interface ChartPrepareCache {
  /** `spec` prepared (or why not), as JSON text. */
  prepare(spec: SpecObject): Promise<PreparedText>;
  readonly size: number;
  /** Specs compiled by this cache since it was created (a hit compiles nothing). */
  readonly compiled?: number;
  /** Answers read from the disk store. */
  readonly fromDisk?: number;
}

const compileLite = (spec: SpecObject) =>
  compile(spec as unknown as TopLevelSpec).spec as unknown as VegaSpec;

const parseVega = (vega: VegaSpec) =>
  parse(vega as unknown as Spec, undefined, PARSE_OPTIONS) as unknown as VegaRuntime;

/** The answer for `spec`: a runtime with its table input, a Vega spec, or an error. */
export async function prepareSpec(spec: SpecObject): Promise<Record<string, unknown>> {
  let vega: VegaSpec;
  try {
    vega = await canvasVega(spec, compileLite);
  } catch (error) {
    return { error: `vega-lite could not compile the spec: ${messageOf(error)}` };
  }
  try {
    const parsed = parseTable(vega, parseVega);
    if (parsed && isPlainJson(parsed.runtime)) return { ...parsed };
  } catch (error) {
    return { error: `vega could not parse the spec: ${messageOf(error)}` };
  }
  return { vega };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A cache of at most `maxEntries` answers and `maxChars` characters of them. */
export function createChartPrepareCache(
  options: { maxEntries?: number; maxChars?: number; store?: PreparedChartStore } = {},
): ChartPrepareCache {
  const { store } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_PREPARED_CHARTS;
  const maxChars = options.maxChars ?? DEFAULT_PREPARED_CHARS;
  // Map order is insertion order: a hit is moved to the end, so the first is the least used.
  const entries = new Map<string, { key: string; json: string }>();
  let chars = 0;
  let compiled = 0;
  let fromDisk = 0;
  /** Answers on their way, by key: two visitors asking at once share one compile. */
  const inFlight = new Map<string, Promise<{ json: string; from?: 'disk' }>>();

  const drop = (hash: string) => {
    const found = entries.get(hash);
    if (!found) return;
    entries.delete(hash);
    chars -= found.json.length;
  };

  const keep = (hash: string, key: string, json: string) => {
    drop(hash);
    if (json.length > maxChars) return;
    entries.set(hash, { key, json });
    chars += json.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && chars <= maxChars) break;
      drop(oldest);
    }
  };

  const answer = async (
    key: string,
    spec: SpecObject,
  ): Promise<{ json: string; from?: 'disk' }> => {
    const kept = await store?.read(key);
    if (kept !== undefined) {
      fromDisk += 1;
      return { json: kept, from: 'disk' };
    }
    compiled += 1;
    const json = JSON.stringify(await prepareSpec(spec));
    // Not awaited: the answer goes out while the file is written.
    void store?.write(key, json);
    return { json };
  };

  return {
    get size() {
      return entries.size;
    },
    get compiled() {
      return compiled;
    },
    get fromDisk() {
      return fromDisk;
    },
    async prepare(spec) {
      const key = `${vegaVersion} ${vegaLiteVersion}\n${JSON.stringify(spec)}`;
      const hash = hashText(key);
      const found = entries.get(hash);
      // A hash can collide: the full key decides.
      if (found?.key === key) {
        entries.delete(hash);
        entries.set(hash, found);
        return { json: found.json, hit: true, from: 'memory' };
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = answer(key, spec).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const { json, from } = await pending;
      keep(hash, key, json);
      if (from) return { json, hit: true, from };
      return { json, hit: false };
    },
  };
}
