/**
 * Issue 26, Found 5, in Chromium on a dashboard written into the suite's config copy, fed by
 * saved queries over HTTP (DuckDB): an integer `Year` column on a temporal encoding is drawn
 * as years (ticks '2002', never '.905'), and a chart drawing only the first `graph.max_rows`
 * rows says so under the plot, in the reader's language, without covering the chart.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, waitForWidgets, widget } from '../support/dashboard-page.ts';
import { launchChromium } from '../support/browser.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { LEGIBILITY_INIT_SCRIPT } from '../support/legibility.ts';
import { addTestDashboard, addTestQuery } from '../support/test-dashboard.ts';

const runs = requireOrSkip('chart rows in Chromium', chromiumAvailability());

/** Saved queries of the test: slug → DuckDB SQL. */
const QUERIES: Record<string, string> = {
  chart_years: `SELECT CAST(range AS INTEGER) AS "Year", CAST(100 + (range - 2000) * 7 AS INTEGER) AS sales
FROM range(2001, 2021) ORDER BY 1`,
  chart_points: `SELECT CAST(range AS INTEGER) AS x, CAST((range * 37) % 101 AS INTEGER) AS y
FROM range(0, 300) ORDER BY 1`,
};

const YEAR_LINE = {
  mark: 'line',
  encoding: {
    x: { field: 'Year', type: 'temporal' },
    y: { field: 'sales', type: 'quantitative' },
  },
};
const POINTS = {
  mark: 'point',
  encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' } },
};

/** A copy of the demo datasource that answers at most this many rows (its row_limit). */
const CUT_LIMIT = 50;

/** The widgets: id, query, graph params. */
const WIDGETS: [string, string, Record<string, unknown>][] = [
  ['years', 'chart_years', { spec: YEAR_LINE }],
  ['capped', 'chart_points', { spec: POINTS, max_rows: 100 }],
  ['uncapped', 'chart_points', { spec: POINTS, max_rows: 500 }],
  // The same 300 points through a datasource whose row_limit is 50: the server sends 50.
  ['cut', 'chart_points_cut', { spec: POINTS }],
];

/**
 * What the chart in widget `id` drew (runs in the page): its axis labels, how many points,
 * and where its canvas, its capped-rows note and its cell sit.
 */
function chartFacts(page: Page, id: string) {
  return page.evaluate((wid) => {
    const box = document.querySelector(`[data-testid="dashboard-grid"] [data-widget-id="${wid}"]`);
    const charts = (
      window as unknown as { __navigatorCharts: Map<HTMLElement, import('vega').View> }
    ).__navigatorCharts;
    const view = [...charts].find(([el]) => box?.contains(el))?.[1];
    if (!box || !view) throw new Error(`chart ${wid} not drawn`);
    const labels: string[] = [];
    let points = 0;
    type Node = { marktype?: string; role?: string; items?: Node[]; text?: unknown };
    const walk = (node: Node) => {
      if (node.role === 'axis-label')
        for (const item of node.items ?? []) labels.push(String(item.text));
      if (node.marktype === 'symbol' && node.role === 'mark') points += node.items?.length ?? 0;
      for (const item of node.items ?? []) walk(item);
    };
    walk((view.scenegraph() as unknown as { root: Node }).root);
    const rect = (selector: string) => {
      const found = box.querySelector(selector)?.getBoundingClientRect();
      return found && { top: found.top, bottom: found.bottom };
    };
    return {
      labels,
      points,
      canvas: rect('canvas'),
      note: rect('[data-testid="chart-capped"]'),
      cell: rect('[data-testid="chart-scroller"]'),
    };
  }, id);
}

async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`language-${language}`).click();
  await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' });
}

describe.skipIf(!runs)('saved-query rows on a chart (issue 26, Found 5)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let page: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-chart-rows-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const tenantDir = path.join(configDir, 'acme');
    for (const [slug, sql] of Object.entries(QUERIES)) {
      await addTestQuery(tenantDir, {
        slug,
        sql,
        programId: 1,
        programSlug: 'retail',
        source: 'demo',
      });
    }
    const sources = path.join(tenantDir, 'datasources');
    const demo = JSON.parse(await readFile(path.join(sources, 'demo.json'), 'utf8')) as object;
    await writeFile(
      path.join(sources, 'demo_cut.json'),
      JSON.stringify({ ...demo, name: 'demo_cut', row_limit: CUT_LIMIT }),
    );
    await addTestQuery(tenantDir, {
      slug: 'chart_points_cut',
      sql: QUERIES.chart_points!,
      programId: 1,
      programSlug: 'retail',
      source: 'demo_cut',
    });
    const widgets: Record<string, unknown> = {};
    const layoutItems = WIDGETS.map(([id, slug, graph], index) => {
      widgets[id] = {
        title: { en: id },
        classbase: 'chart',
        query_slug: { slug },
        params: { graph },
      };
      return { i: id, x: index * 4, y: 0, w: 4, h: 4 };
    });
    await addTestDashboard(tenantDir, 'retail.json', 103, {
      dashboard_id: 'chart-rows',
      name: { en: 'Chart rows' },
      user_id: 2,
      module_id: 103,
      attributes: { cols: 12, rowHeight: 80 },
      widgets,
      layout: layoutItems,
    });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    const opened = await openAs(browser, server.url, 'owner');
    page = opened.page;
    await page.context().addInitScript(LEGIBILITY_INIT_SCRIPT);
    await page.goto(`${opened.origin}/retail/products?dashboard=chart-rows`);
    await waitForWidgets(page);
    await page.screenshot({ path: screenshotPath('chart-rows-page') });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('draws an integer Year column on a temporal axis as years, not milliseconds', async () => {
    const { labels } = await chartFacts(page, 'years');
    expect(labels).toContain('2002');
    expect(labels).toContain('2010');
    expect(labels.filter((text) => /^\.\d|1970/.test(text))).toEqual([]);
    await widget(page, 'years').screenshot({ path: screenshotPath('chart-rows-years') });
  });

  it('says it draws the first max_rows rows when the query returned more', async () => {
    const capped = widget(page, 'capped');
    const note = capped.getByTestId('chart-capped');
    expect(await note.innerText()).toBe('Showing the first 100 of 300 rows.');
    expect(await note.isVisible()).toBe(true);
    const facts = await chartFacts(page, 'capped');
    expect(facts.points).toBe(100);
    // Under the chart, not over it, and inside the cell.
    expect(facts.note!.top).toBeGreaterThanOrEqual(facts.canvas!.bottom - 1);
    expect(facts.note!.bottom).toBeLessThanOrEqual(facts.cell!.bottom + 1);
    await capped.screenshot({ path: screenshotPath('chart-rows-capped') });
  });

  it('says nothing when every row is drawn', async () => {
    expect(await widget(page, 'uncapped').getByTestId('chart-capped').count()).toBe(0);
    expect(await widget(page, 'years').getByTestId('chart-capped').count()).toBe(0);
    expect((await chartFacts(page, 'uncapped')).points).toBe(300);
  });

  it("says so under the widget when the server cut the rows at the datasource's row_limit", async () => {
    const cut = widget(page, 'cut');
    const note = cut.getByTestId('widget-truncated');
    expect(await note.innerText()).toBe(
      `Only the first ${CUT_LIMIT} rows are shown: the query returns more than its data source allows (row_limit).`,
    );
    expect(await note.isVisible()).toBe(true);
    expect((await chartFacts(page, 'cut')).points).toBe(CUT_LIMIT);
    // Whole answers carry no such note, whatever the chart itself draws.
    for (const id of ['years', 'capped', 'uncapped']) {
      expect(await widget(page, id).getByTestId('widget-truncated').count()).toBe(0);
    }
    await cut.screenshot({ path: screenshotPath('chart-rows-cut') });
  });

  it('says it in the reader language', async () => {
    await switchLanguage(page, 'es');
    const note = widget(page, 'capped').getByTestId('chart-capped');
    await note.getByText('Se muestran las primeras 100 de 300 filas.').waitFor();
    expect(await widget(page, 'uncapped').getByTestId('chart-capped').count()).toBe(0);
    await widget(page, 'capped').screenshot({ path: screenshotPath('chart-rows-capped-es') });
    await switchLanguage(page, 'pt');
    await note.getByText('Mostrando as primeiras 100 de 300 linhas.').waitFor();
    await widget(page, 'cut')
      .getByTestId('widget-truncated')
      .getByText(`Apenas as primeiras ${CUT_LIMIT} linhas são mostradas`, { exact: false })
      .waitFor();
    await switchLanguage(page, 'en');
  });
});
