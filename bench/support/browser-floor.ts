/**
 * What the floor of the browser benchmark draws: the dashboard's chart specs as the chart
 * widgets build them (chartSpec of widgets/chart), sized like the viewer's canvases, each with
 * the saved-query call the viewer made for it (slug and conditions, checked against what the
 * viewer really posted) and the rows it got, prepared the way the chart view prepares them.
 */
import type { Page, Response } from 'playwright-core';
import { stableStringify } from '../../runtime/core/index.ts';
import { requestConditions } from '../../runtime/app/dashboard/widget-conditions.ts';
import type { Conditions, Dashboard, Widget } from '../../schemas/generated/index.ts';
import { prepareChartRows } from '../../widgets/chart/chart-rows.ts';
import { chartSpec, type SpecObject } from '../../widgets/chart/graph-to-spec.ts';
import { TABLE_DATASET } from '../../widgets/chart/spec-passthrough.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

/** One saved-query call the viewer made: its slug, the conditions posted and the rows. */
export interface CapturedQuery {
  slug: string;
  conditions: Conditions;
  rows: DataRow[];
}

/** A chart as the floor embeds it: a sized vega-lite spec reading the 'table' dataset. */
export interface FloorChart {
  widgetId: string;
  width: number;
  height: number;
  /** The spec without rows. */
  spec: SpecObject;
  /** The call that gets its rows (the page makes each distinct call once). */
  query: { slug: string; conditions: Conditions };
  /** The rows as drawn (numbers and dates converted), for the render-only page. */
  values: DataRow[];
  /** Columns to turn from numeric text into numbers, and 'YYYY-MM-DD' into local midnight. */
  numericFields: string[];
  temporalFields: string[];
}

const QUERY_PATH = /\/api\/v2\/services\/queries\/(\w+)(?:\?|$)/;

/** A dashboard's first answers in one call (server/routes/dashboard-answer-routes.ts). */
const ANSWERS_PATH = /^\/api\/v2\/dashboards\/[^/]+\/answers$/;

/** The queries of an answers call and the rows of each line that has them, as captured queries. */
function answersOf(response: Response): Promise<CapturedQuery | undefined>[] {
  const { queries } = (response.request().postDataJSON() ?? { queries: [] }) as {
    queries: { slug: string; conditions: Conditions }[];
  };
  const lines = response
    .text()
    .then((text) =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { i: number; rows?: DataRow[] }),
    )
    // A body evicted by a navigation: those queries were answered again later.
    .catch(() => []);
  return queries.map((query, index) =>
    lines.then((answered) => {
      const rows = answered.find((line) => line.i === index)?.rows;
      return Array.isArray(rows) ? { ...query, rows } : undefined;
    }),
  );
}

/**
 * Records every saved-query answer `page` receives until `settle()`, which stops listening
 * (reading bodies costs the browser work that must not fall into measured loads), waits for
 * the bodies and returns them.
 */
export function captureQueries(page: Page): { settle: () => Promise<CapturedQuery[]> } {
  const pending: Promise<CapturedQuery | undefined>[] = [];
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST' || response.status() !== 200) return;
    if (ANSWERS_PATH.test(pathname)) {
      pending.push(...answersOf(response));
      return;
    }
    const slug = QUERY_PATH.exec(pathname)?.[1];
    if (!slug) return;
    pending.push(
      response
        .json()
        .then((rows: unknown) =>
          Array.isArray(rows)
            ? {
                slug,
                conditions: (response.request().postDataJSON() ?? {}) as Conditions,
                rows: rows as DataRow[],
              }
            : undefined,
        )
        // A body evicted by a navigation: that call was answered again later.
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    settle: async () => {
      page.off('response', onResponse);
      const answers = await Promise.all(pending);
      return answers.filter((query): query is CapturedQuery => query !== undefined);
    },
  };
}

/** The viewer's chart sizes by widget id: the drawn chart element's size is the spec's size. */
export async function chartSizes(
  page: Page,
): Promise<Record<string, { width: number; height: number }>> {
  return page.evaluate(() => {
    const sizes: Record<string, { width: number; height: number }> = {};
    for (const container of document.querySelectorAll(
      '[data-testid="dashboard-grid"] [data-testid="widget-container"][data-widget-type="chart"]',
    )) {
      const drawn = container.querySelector<HTMLElement>('[data-testid="chart-canvas"]');
      const id = container.getAttribute('data-widget-id');
      if (!drawn || !id) continue;
      sizes[id] = {
        width: Number.parseFloat(drawn.style.width) || drawn.clientWidth,
        height: Number.parseFloat(drawn.style.height) || drawn.clientHeight,
      };
    }
    return sizes;
  });
}

/** Column names of rows: the first rows' keys in order (as the viewer's useWidgetData does). */
function columnsOf(rows: readonly DataRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** The captured call a widget made: its slug with exactly the conditions it posts. */
function queryOf(
  dashboard: Dashboard,
  widgetId: string,
  widget: Widget,
  captured: readonly CapturedQuery[],
): CapturedQuery {
  const slug = widget.query_slug?.slug;
  const wanted = stableStringify(requestConditions({ dashboard: dashboard.conditions, widget }));
  const match = captured.find(
    (query) => query.slug === slug && stableStringify(query.conditions) === wanted,
  );
  if (!match) {
    const asked = captured.filter((query) => query.slug === slug).map((q) => q.conditions);
    throw new Error(
      `no answer of ${slug ?? '(no slug)'} with ${wanted} for chart ${widgetId} (the viewer asked ${JSON.stringify(asked)})`,
    );
  }
  return match;
}

/**
 * The floor's charts: for each chart widget the viewer drew (`sizes`), the spec chartSpec
 * builds from its params and rows, at the viewer's size (single views and layers take it, as
 * in the chart view), with the call that fetched its rows.
 */
export function floorCharts(
  dashboard: Dashboard,
  captured: readonly CapturedQuery[],
  sizes: Readonly<Record<string, { width: number; height: number }>>,
): FloorChart[] {
  const charts: FloorChart[] = [];
  for (const [widgetId, size] of Object.entries(sizes)) {
    const widget = dashboard.widgets[widgetId];
    if (!widget) throw new Error(`chart ${widgetId} is not a widget of ${dashboard.dashboard_id}`);
    const query = queryOf(dashboard, widgetId, widget, captured);
    const params = widget.params ?? {};
    const chart = chartSpec({
      graph: params.graph,
      columns: columnsOf(query.rows),
      rows: query.rows.slice(0, 500),
      formats: widget.format_definition,
      colors: params.colors,
      accent: widget.attributes?.color,
      clickable: (params.drilldown?.length ?? 0) > 0,
    });
    if (!chart) throw new Error(`chart ${widgetId} has no spec`);
    const spec: SpecObject =
      'mark' in chart.spec || 'layer' in chart.spec
        ? { ...chart.spec, width: size.width, height: size.height }
        : { ...chart.spec };
    if ((spec.data as { name?: unknown } | undefined)?.name !== TABLE_DATASET) {
      throw new Error(`chart ${widgetId} does not read the '${TABLE_DATASET}' dataset`);
    }
    charts.push({
      widgetId,
      ...size,
      spec,
      query: { slug: query.slug, conditions: query.conditions },
      values: prepareChartRows(query.rows, chart).values,
      numericFields: chart.numericFields,
      temporalFields: chart.temporalFields,
    });
  }
  return charts;
}
