/**
 * Readies vega's code while the page waits for its rows. The first charts of a visit run
 * vega's parser, dataflow and canvas renderer before the JavaScript engine has compiled them,
 * which made single tasks of 200–450 ms on a first visit. Drawing small charts off screen
 * while the main thread is idle compiles that code first; the page's own charts then start on
 * warm code. It yields to real work: it runs only in idle time and stops once a chart of the
 * page has started.
 */
import { parse, View, type Runtime, type Spec } from 'vega';
import {
  cutRows,
  PARSE_OPTIONS,
  withTableValues,
  type VegaSpec,
} from '../../runtime/core/charts/chart-prepare.ts';
import type { Graph } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { prepareChartRows } from './chart-rows.ts';
import { brandRows, dailyRevenueRows, regionRows } from './demo-rows.ts';
import { sparseEnough } from './graph-cartesian.ts';
import { chartSpec, type SpecObject } from './graph-to-spec.ts';
import { isFirstVisit } from './vega-compile.ts';
import WARM_UP_VEGA_JSON from './warm-up-charts.json';
import { CHART_EXPRESSIONS, CHART_RENDERER } from './vega-draw.ts';

type Step = () => unknown;

let started = false;
let pageChartStarted = false;

/** Called when a chart of the page starts drawing: the warm-up has nothing left to do. */
export function notePageChart(): void {
  pageChartStarted = true;
}

/** Schedules a callback for the next idle period (requestIdleCallback). */
export type IdleScheduler = (callback: () => void) => unknown;

/**
 * Runs `steps` in order, one per idle period, while `stopped()` is false; a step's promise is
 * awaited before the next is scheduled, and a failing step ends the run.
 */
export function runInIdleTime(steps: Step[], idle: IdleScheduler, stopped: () => boolean): void {
  const queue = [...steps];
  const next = () => {
    const step = queue.shift();
    if (!step || stopped()) return;
    idle(() => {
      if (stopped()) return;
      void Promise.resolve()
        .then(step)
        .then(next, () => undefined);
    });
  };
  next();
}

/**
 * Charts like the demo's, lightest first so that the first, whose code is compiled as it
 * runs, is the shortest task: a donut (no axes), bars, a dated area with a second axis.
 */
const WARM_UP_CHARTS: { graph: Graph; rows: DataRow[] }[] = [
  { graph: { type: 'donut', xkey: 'brand', ykey: 'revenue' }, rows: brandRows },
  { graph: { type: 'bar', xkey: 'region_name', ykey: ['revenue', 'margin'] }, rows: regionRows },
  {
    graph: {
      type: 'area',
      xkey: 'sale_date',
      ykey: 'revenue',
      yline: 'margin_pct',
      series: [
        { field: 'revenue', title: 'Revenue', format: 'money' },
        { field: 'margin_pct', title: 'Margin %', format: 'percent' },
      ],
    },
    rows: dailyRevenueRows,
  },
];

/** The size of the warm-up charts: a dashboard cell's. */
const WARM_UP_SIZE = { width: 320, height: 200 };

/**
 * The warm-up charts as sized vega-lite specs with their rows inline, built and prepared the
 * way the chart widget builds and prepares a widget's.
 */
export function warmUpSpecs(): SpecObject[] {
  return WARM_UP_CHARTS.flatMap(({ graph, rows }) => {
    // The widget's dot rule too, so the warm-up compiles the marks the page will draw.
    const linePoints = sparseEnough(rows.length, WARM_UP_SIZE.width);
    const chart = chartSpec({ graph, columns: [], rows, linePoints });
    if (!chart) return [];
    const spec: SpecObject = { ...chart.spec, ...WARM_UP_SIZE };
    const data = spec.data as { name?: string } | undefined;
    if (data?.name) spec.data = { ...data, values: prepareChartRows(rows, chart).values };
    return [spec];
  });
}

/** Prepares a warm-up chart (its rows inline): its dataflow, rows in. */
export type PrepareWarmUp = (spec: SpecObject) => Runtime;

/**
 * The warm-up charts as vega-lite compiles them, trimmed for the canvas, without their rows
 * (warm-up-charts.json, checked against vega-lite by vega-warmup.test.ts): the warm-up never
 * loads vega-lite, and asks the server for nothing.
 */
export const WARM_UP_VEGA = WARM_UP_VEGA_JSON as VegaSpec[];

/** Warm-up chart `index` (its spec `spec`, rows inline) parsed from its kept Vega spec. */
export function keptWarmUpRuntime(index: number, spec: SpecObject): Runtime {
  const vega = WARM_UP_VEGA[index];
  const cut = cutRows(spec);
  if (!vega || !cut) throw new Error(`No kept Vega spec for warm-up chart ${index}.`);
  return parse(withTableValues(vega, cut.values) as Spec, undefined, PARSE_OPTIONS);
}

/**
 * One warm-up chart as idle-time steps, each a task of its own: vega's parse of it, then the
 * dataflow and its drawing into `container()` (none: the dataflow only). On code not yet
 * compiled a whole embed was one task of ~300 ms. (The dataflow cannot be split from the
 * drawing: a view that changes renderer runs its dataflow again.)
 */
export function warmUpSteps(
  spec: SpecObject,
  container: () => HTMLElement | undefined,
  prepare: PrepareWarmUp,
): Step[] {
  let runtime: Runtime | undefined;
  return [
    () => {
      runtime = prepare(spec);
    },
    async () => {
      if (!runtime) return;
      const element = container();
      // The charts' renderer (and, like them, no hover encoding), so the code it warms is theirs.
      const view = new View(runtime, {
        renderer: element ? CHART_RENDERER : 'none',
        expr: CHART_EXPRESSIONS,
      });
      try {
        if (element) view.initialize(element);
        await view.runAsync();
      } finally {
        view.finalize();
      }
    },
  ];
}

/**
 * Starts the warm-up once per page, on a first visit (nothing kept yet); a no-op without
 * requestIdleCallback.
 */
export function warmUpVega(): void {
  // A later visit draws from kept charts: it has less to run, and starts drawing sooner.
  if (started || !isFirstVisit()) return;
  const idle = globalThis.requestIdleCallback;
  if (typeof idle !== 'function') return;
  started = true;
  // The specs are built in an idle period too: this runs as the chart's module is evaluated,
  // a long task of a new visit already (docs/performance.md, "A new visit's long tasks").
  idle(() => {
    if (pageChartStarted) return;
    // A detached element: nothing shows, and the canvas is dropped with the view.
    const steps = warmUpSpecs().flatMap((spec, index) =>
      warmUpSteps(
        spec,
        () => document.createElement('div'),
        () => keptWarmUpRuntime(index, spec),
      ),
    );
    runInIdleTime(
      steps,
      (callback) => idle(callback),
      () => pageChartStarted,
    );
  });
}
