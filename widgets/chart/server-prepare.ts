/**
 * Charts prepared by the server (`POST /api/v2/charts/prepare`, server/routes/chart-routes.ts):
 * on a visit whose browser keeps no prepared chart, the server compiles each spec with
 * vega-lite, trims it for the canvas and parses it with vega (runtime/core/charts/chart-prepare.ts,
 * the code the browser would run), once per spec for every visitor, so the browser neither
 * downloads vega-lite's compiler (~270 KB) nor runs it or vega's parser. The specs asked for
 * within one short window, or while a request is on its way, go in one request. The server's
 * answer is used only when it was prepared by the vega this page runs; anything else (an
 * error, a refused spec, another vega) resolves undefined and the chart is prepared here, as
 * before.
 */
import { version as vegaVersion, type Runtime } from 'vega';
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import type { VegaSpec } from '../../runtime/core/charts/chart-prepare.ts';
import type { SpecObject } from './graph-encodings.ts';
import { createBatcher } from './request-batcher.ts';

/** The route that prepares a batch of specs. */
export const PREPARE_PATH = '/api/v2/charts/prepare';

/** Specs sent in one request at most (the server takes up to 64). */
export const PREPARE_BATCH = 32;

/** How long the first spec of a batch waits for others: about a frame. */
export const PREPARE_WINDOW_MS = 16;

/** One chart as the server prepared it. */
export type ServerPrepared =
  /** Parsed without its rows: the runtime and the index of the table's input. */
  | { runtime: Runtime; input: number }
  /** Compiled and trimmed, to parse here (no 'table' input, or a runtime not plain JSON). */
  | { vega: VegaSpec };

/** The route's answer: per spec, in order, a prepared chart or why not. */
export interface PrepareAnswer {
  vega: string;
  charts: (ServerPrepared | { error: string })[];
}

/** Sends one batch of specs (tests pass their own). */
export type PostSpecs = (specs: SpecObject[]) => Promise<PrepareAnswer>;

/** Asks the server for one spec; undefined when it cannot help. */
export type AskServer = (spec: SpecObject) => Promise<ServerPrepared | undefined>;

const postWithToken: PostSpecs = (specs) =>
  apiFetch<PrepareAnswer>(PREPARE_PATH, { method: 'POST', body: { specs }, silent: true });

/** A usable answer for one spec: a runtime with its input, or a Vega spec. */
function usable(answer: unknown): ServerPrepared | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { runtime, input, vega } = answer as Record<string, unknown>;
  const operators = (runtime as { operators?: unknown } | undefined)?.operators;
  if (Array.isArray(operators) && typeof input === 'number' && operators[input] !== undefined) {
    return { runtime: runtime as Runtime, input };
  }
  if (typeof vega === 'object' && vega !== null) return { vega: vega as VegaSpec };
  return undefined;
}

/**
 * An {@link AskServer} that gathers the specs asked for within `windowMs`, and while a request
 * is on its way, into requests of at most `batch` specs (request-batcher.ts): a dashboard's
 * charts, whose rows come one query after another, cost a request per round trip rather than
 * one each. It never rejects: a failed request answers undefined for its specs.
 */
export function createServerBatcher(
  post: PostSpecs = postWithToken,
  windowMs = PREPARE_WINDOW_MS,
  batch = PREPARE_BATCH,
): AskServer {
  const ask = createBatcher<SpecObject, ServerPrepared>({
    windowMs,
    batch,
    inFlight: 1,
    send: async (_key, specs, answer) => {
      const prepared = await post(specs);
      if (prepared?.vega !== vegaVersion || !Array.isArray(prepared.charts)) return;
      specs.forEach((_spec, index) => answer(index, usable(prepared.charts[index])));
    },
  });
  return (spec) => ask('', spec);
}
