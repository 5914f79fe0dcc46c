/**
 * Readies vega's code while the page waits for its rows. The first charts of a visit run
 * vega's parser, dataflow and canvas renderer before the JavaScript engine has compiled them,
 * which made single tasks of 200–450 ms on a first visit. Drawing one small chart off screen
 * while the main thread is idle compiles that code first; the page's own charts then start on
 * warm code. It yields to real work: it runs only in idle time and stops once a chart of the
 * page has started.
 */
import embed, { type VisualizationSpec } from 'vega-embed';
import { compile, type TopLevelSpec } from 'vega-lite';
import { regionRows } from './demo-rows.ts';
import { chartSpec } from './graph-to-spec.ts';

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

/** A bar chart like the demo's, through the same spec builder as the widgets, rows inline. */
export function warmUpSpec(): TopLevelSpec | undefined {
  const chart = chartSpec({
    graph: { type: 'bar', xkey: 'region_name', ykey: ['revenue', 'margin'] },
    columns: [],
    rows: regionRows,
    formats: { revenue: 'money', margin: 'money' },
  });
  if (!chart) return undefined;
  const spec: Record<string, unknown> = { ...chart.spec, width: 320, height: 200 };
  const data = spec.data as { name?: string } | undefined;
  if (data?.name) spec.data = { ...data, values: regionRows };
  return spec as unknown as TopLevelSpec;
}

/** Starts the warm-up once per page; a no-op without requestIdleCallback. */
export function warmUpVega(): void {
  if (started) return;
  const idle = globalThis.requestIdleCallback;
  if (typeof idle !== 'function') return;
  started = true;
  let vegaSpec: VisualizationSpec | undefined;
  runInIdleTime(
    [
      () => {
        const spec = warmUpSpec();
        if (spec) vegaSpec = compile(spec).spec as VisualizationSpec;
      },
      async () => {
        if (!vegaSpec) return;
        // A detached element: nothing shows, and the canvas is dropped with the view.
        const result = await embed(document.createElement('div'), vegaSpec, {
          mode: 'vega',
          renderer: 'canvas',
          actions: false,
          hover: false,
        });
        result.finalize();
      },
    ],
    (callback) => idle(callback),
    () => pageChartStarted,
  );
}
