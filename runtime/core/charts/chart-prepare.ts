/**
 * A chart's spec prepared for vega without its rows, the same way in the browser
 * (widgets/chart/vega-compile-cache.ts) and on the server (server/charts/chart-prepare-cache.ts):
 * vega-lite compiled to Vega, trimmed for the canvas renderer (canvas-spec.ts), then parsed by
 * vega into its dataflow description (its runtime) with the 'table' dataset's values empty, so
 * that the rows go into that input later. vega-lite's compile and vega's parse are passed in:
 * this module loads neither (the browser loads vega-lite only when the server cannot help).
 * Both are pure: they turn JSON into JSON, and with `ast: true` vega keeps expressions as
 * syntax trees, so preparing a spec evaluates none of its expressions.
 */
import { forCanvas, type SpecObject } from './canvas-spec.ts';

/** Name of the dataset every chart's rows are pushed into: specs read `"data": {"name": "table"}`. */
export const TABLE_DATASET = 'table';

/**
 * Expressions are kept as syntax trees for vega's interpreter: a page whose policy allows no
 * eval cannot compile them to functions (and the server never runs them).
 */
export const PARSE_OPTIONS = { ast: true } as const;

/** A dataset as far as the preparation looks into it. */
export type VegaData = { name?: string; values?: unknown } | undefined;

/** The parts of a Vega spec the preparation looks into. */
export type VegaSpec = { data?: NonNullable<VegaData>[] } & Record<string, unknown>;

/** vega's dataflow description as the preparation looks into it (vega's `Runtime`). */
export interface VegaRuntime {
  operators: unknown[];
}

/** vega-lite's compile of a spec to Vega. */
export type CompileLite = (spec: SpecObject) => VegaSpec | Promise<VegaSpec>;

/** vega's parse (`parse(spec, undefined, PARSE_OPTIONS)`). */
export type ParseVega<R extends VegaRuntime> = (spec: VegaSpec) => R;

/** A spec prepared without its rows: the runtime and the index of the table's input operator. */
export interface PreparedTable<R extends VegaRuntime> {
  runtime: R;
  /** Index in runtime.operators of the table's input, whose `$ingest` takes the rows. */
  input: number;
}

/** Whether `spec` is a Vega spec (its `$schema` says so) rather than vega-lite. */
export function isVegaSpec(spec: SpecObject): boolean {
  return typeof spec.$schema === 'string' && /\/schema\/vega\/v\d/.test(spec.$schema);
}

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

/** `spec` as a Vega spec trimmed for the canvas: compiled by `compileLite` when it is vega-lite. */
export async function canvasVega(spec: SpecObject, compileLite: CompileLite): Promise<VegaSpec> {
  if (isVegaSpec(spec)) return forCanvas(spec as VegaSpec);
  return forCanvas(await compileLite(spec));
}

/** The collect operator that takes the inline values of `dataset` (-1: none). */
export function inputOperator(runtime: VegaRuntime, dataset: string): number {
  return runtime.operators.findIndex((operator) => {
    const { type, data, value } = operator as {
      type?: unknown;
      data?: Record<string, unknown>;
      value?: unknown;
    };
    return (
      type === 'collect' &&
      data?.[dataset] !== undefined &&
      typeof value === 'object' &&
      value !== null &&
      '$ingest' in value
    );
  });
}

/**
 * `vega` (a spec without its rows) parsed with its 'table' dataset's values empty, which vega
 * turns into an input that ingests them; undefined when it has no such input (no 'table'
 * dataset of inline values): such a spec is parsed whole, with what it holds.
 */
export function parseTable<R extends VegaRuntime>(
  vega: VegaSpec,
  parse: ParseVega<R>,
): PreparedTable<R> | undefined {
  const placeholder = {
    ...vega,
    data: (vega.data ?? []).map((set) =>
      set.name === TABLE_DATASET ? { ...set, values: [] } : set,
    ),
  };
  const runtime = parse(placeholder);
  const input = inputOperator(runtime, TABLE_DATASET);
  return input < 0 ? undefined : { runtime, input };
}

/** `vega` (prepared without its rows) with `values` back in its 'table' dataset. */
export function withTableValues(vega: VegaSpec, values: unknown): VegaSpec {
  const data = (vega.data ?? []).map((set) =>
    set.name === TABLE_DATASET ? { ...set, values } : set,
  );
  return { ...vega, data };
}

/**
 * `spec` without the rows of its 'table' dataset (what is prepared, and hashed) and those
 * rows; undefined when the table is not inline data of its own (none, a url, another dataset's
 * rows), which is then prepared as it is.
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

/**
 * Whether `value` reads back as itself from its JSON text: strings, finite numbers, booleans,
 * null, arrays, and objects of own enumerable fields (vega's operators are instances of a class
 * of its own, with nothing but fields). A runtime holding anything else (a function, a date, a
 * regular expression, a map, a typed array, a `toJSON`) is not sent or kept as text.
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value !== 'object') return false;
  if (
    value instanceof Date ||
    value instanceof RegExp ||
    value instanceof Map ||
    value instanceof Set ||
    ArrayBuffer.isView(value) ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return false;
  }
  return Object.values(value).every((item) => item === undefined || isPlainJson(item, depth + 1));
}
