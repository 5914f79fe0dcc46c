/**
 * Drawing the map: vega (the chart widget's drawing, vega-draw.ts) and the bundled states.
 * Its own chunk, imported by the widget only when a map is on screen, so neither vega nor the
 * topojson joins the app's first load.
 */
import { parse } from 'vega';
import { exposeChartView } from '../chart/test-views.ts';
import { PARSE_OPTIONS } from '../chart/vega-compile-cache.ts';
import { drawChart } from '../chart/vega-draw.ts';
import { mapSpec, type MapSpecInput } from './map-spec.ts';

/** Draws the map into `target`; resolves to the function that removes it. */
export async function drawPlacesMap(
  target: HTMLElement,
  input: Omit<MapSpecInput, 'states'>,
  locale: string,
): Promise<() => void> {
  const states = (await import('./us-states.topo.json')).default as unknown;
  const runtime = parse(mapSpec({ ...input, states }) as never, undefined, PARSE_OPTIONS);
  const drawn = await drawChart(target, { runtime, hasTable: false }, locale);
  const forget = exposeChartView(target, drawn.view);
  return () => {
    forget();
    drawn.view.finalize();
  };
}
