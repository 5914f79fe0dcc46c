/**
 * Charts on the page for end-to-end tests: when the page was opened with the test flag
 * (`window.__NAVIGATOR_TEST__ = true`, set by a test's init script before the app loads),
 * every drawn chart's vega view is kept in `window.__navigatorCharts`, keyed by the element it
 * draws into, so a test can read its scenegraph and scales (the legibility check: axis labels
 * drawn against the categories, series colours). Without the flag nothing is kept.
 */
import type { View } from 'vega';

interface TestWindow {
  __NAVIGATOR_TEST__?: boolean;
  __navigatorCharts?: Map<HTMLElement, View>;
}

function testWindow(): TestWindow | undefined {
  const page = globalThis as TestWindow;
  return page.__NAVIGATOR_TEST__ === true ? page : undefined;
}

/** Keeps `view` for tests (only under the test flag); returns the function that forgets it. */
export function exposeChartView(element: HTMLElement, view: View): () => void {
  const page = testWindow();
  if (!page) return () => undefined;
  const charts = (page.__navigatorCharts ??= new Map());
  charts.set(element, view);
  return () => {
    if (charts.get(element) === view) charts.delete(element);
  };
}
