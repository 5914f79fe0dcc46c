/**
 * Drawing a US map: vega (the chart widget's drawing, vega-draw.ts) and the bundled states.
 * Its own chunk, imported by a map widget only when a map is on screen, so neither vega nor
 * the topojson joins the app's first load.
 */
import { parse, type View } from 'vega';
import { exposeChartView } from '../chart/test-views.ts';
import { PARSE_OPTIONS } from '../chart/vega-compile-cache.ts';
import { drawChart } from '../chart/vega-draw.ts';

export { focusFrame } from './us-map-spec.ts';

/** A drawn map: its vega view (signals a widget drives) and the function that removes it. */
export interface DrawnMap {
  view: View;
  remove: () => void;
}

/** Draws the spec `build` makes from the states into `target`. */
export async function drawUsMap(
  target: HTMLElement,
  build: (states: unknown) => Record<string, unknown>,
  locale: string,
): Promise<DrawnMap> {
  const states = (await import('./us-states.topo.json')).default as unknown;
  const runtime = parse(build(states) as never, undefined, PARSE_OPTIONS);
  const drawn = await drawChart(target, { runtime, hasTable: false }, locale);
  const forget = exposeChartView(target, drawn.view);
  return {
    view: drawn.view,
    remove: () => {
      forget();
      drawn.view.finalize();
    },
  };
}
