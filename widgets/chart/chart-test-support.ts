/**
 * Helpers of the chart spec tests: build a spec from demo rows, walk its layers.
 */
import type { Graph } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { chartSpec, type SpecObject } from './graph-to-spec.ts';

export const FORMATS = {
  revenue: 'money',
  margin: 'money',
  margin_pct: 'percent',
  units: 'integer',
  revenue_prev_year: 'money',
  revenue_target: 'money',
  online_units: 'integer',
  app_units: 'integer',
};

export function build(
  graph: Graph,
  rows: DataRow[],
  extra: Partial<Parameters<typeof chartSpec>[0]> = {},
) {
  const chart = chartSpec({ graph, columns: [], rows, formats: FORMATS, ...extra });
  if (!chart) throw new Error(`no spec for ${JSON.stringify(graph)}`);
  return chart;
}

/** Every unit layer of a spec, nested layers flattened, in drawing order. */
export function layers(spec: SpecObject): SpecObject[] {
  const children = spec.layer as SpecObject[] | undefined;
  if (!children) return [spec];
  return children.flatMap(layers);
}

export const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );

export const markType = (layer: SpecObject) => at(layer, 'mark', 'type');

/**
 * Turns for the browser that the test gives by hand: `schedule` (an idle callback) or
 * `yielder` (a yield) waits until `release()` runs the oldest waiting turn, after which the
 * microtasks it started settle.
 */
export function manualTurns() {
  const waiting: (() => void)[] = [];
  const schedule = (callback: () => void) => void waiting.push(callback);
  return {
    schedule,
    yielder: () => new Promise<void>((resolve) => schedule(resolve)),
    release: async () => {
      waiting.shift()?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
    get pending() {
      return waiting.length;
    },
  };
}
