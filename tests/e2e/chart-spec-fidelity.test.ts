/**
 * Issue 26, Found 3 and 4, in Chromium on a dashboard written into the suite's config copy:
 * compound charts are not clipped (a spec's own size is kept, row facets keep vega-lite's size
 * per facet instead of each taking the whole cell, a concatenation is not squashed and the
 * body scrolls to it, bound controls sit inside the cell), and the dashboard theme never
 * overrides what a spec states (its colour scheme; a line legend keeps its lines), with
 * `graph.theme: 'vega-lite'` drawing vega-lite's defaults. And Found 1 and 2: charts with their
 * own data and no saved query draw it, relative data URLs load from the tenant's data folder,
 * and a missing file is shown as the chart's loading error.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, waitForWidgets, widget } from '../support/dashboard-page.ts';
import { launchChromium } from '../support/browser.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { LEGIBILITY_INIT_SCRIPT } from '../support/legibility.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { addTestDashboard } from '../support/test-dashboard.ts';
import { CHART_PALETTE } from '../../widgets/chart/chart-theme.ts';

const runs = requireOrSkip('chart spec fidelity in Chromium', chromiumAvailability());

const rows = ['a', 'b', 'c', 'd'].flatMap((group, g) =>
  ['x', 'y', 'z'].map((k, i) => ({ group, k, v: (g + 1) * (i + 2) })),
);
const bar = {
  mark: 'bar',
  encoding: { x: { field: 'k' }, y: { field: 'v', type: 'quantitative' } },
};
const line = {
  mark: 'line',
  encoding: {
    x: { field: 'k' },
    y: { field: 'v', type: 'quantitative' },
    color: { field: 'group' },
  },
};

/** The charts of the test dashboard: id, spec, grid width and height, theme. */
const CHARTS: [string, Record<string, unknown>, number, number, string?][] = [
  ['own_size', { data: { values: rows }, width: 123, height: 77, ...bar }, 6, 4],
  [
    'row_facets',
    { data: { values: rows }, ...bar, encoding: { ...bar.encoding, row: { field: 'group' } } },
    6,
    8,
  ],
  [
    'concat',
    {
      data: { values: rows },
      hconcat: [
        { ...bar, width: 300 },
        { ...bar, width: 300 },
      ],
    },
    3,
    4,
  ],
  [
    'controls',
    {
      data: { values: rows },
      params: [{ name: 'size', value: 5, bind: { input: 'range', min: 1, max: 10 } }],
      ...bar,
    },
    4,
    3,
  ],
  [
    'scheme',
    {
      data: { values: rows },
      ...line,
      encoding: { ...line.encoding, color: { field: 'group', scale: { scheme: 'set1' } } },
    },
    4,
    3,
  ],
  ['line_legend', { data: { values: rows }, ...line }, 4, 3],
  ['vegalite_theme', { data: { values: rows }, ...line }, 4, 3, 'vega-lite'],
];

/**
 * Charts that bring their own data and name no saved query (Found 1 and 2): inline values, a
 * file of the tenant's data folder by a relative URL as the vega-lite examples write it, and
 * a file that does not exist.
 */
const OWN_DATA: [string, Record<string, unknown>][] = [
  ['inline_values', { data: { values: rows }, ...bar }],
  [
    'relative_url',
    {
      data: { url: 'data/penguins.json' },
      mark: 'point',
      encoding: {
        x: { field: 'Flipper Length (mm)', type: 'quantitative', scale: { zero: false } },
        y: { field: 'Body Mass (g)', type: 'quantitative', scale: { zero: false } },
      },
    },
  ],
  ['missing_file', { data: { url: 'data/missing.json' }, ...bar }],
];

/** Marks of chart `id`'s scenegraph by mark type (runs in the page). */
function markCounts(page: Page, id: string): Promise<Record<string, number>> {
  return page.evaluate((wid) => {
    const box = document.querySelector(`[data-testid="dashboard-grid"] [data-widget-id="${wid}"]`);
    const charts = (
      window as unknown as { __navigatorCharts: Map<HTMLElement, import('vega').View> }
    ).__navigatorCharts;
    const view = [...charts].find(([el]) => box?.contains(el))?.[1];
    if (!view) throw new Error(`chart ${wid} not drawn`);
    const counts: Record<string, number> = {};
    type Node = { marktype?: string; role?: string; items?: Node[] };
    const walk = (node: Node) => {
      if (node.role === 'mark' && node.marktype) {
        counts[node.marktype] = (counts[node.marktype] ?? 0) + (node.items?.length ?? 0);
      }
      for (const item of node.items ?? []) walk(item);
    };
    walk((view.scenegraph() as unknown as { root: Node }).root);
    return counts;
  }, id);
}

interface ChartFacts {
  viewWidth: number;
  viewHeight: number;
  canvas: { width: number; height: number };
  scroller: {
    clientWidth: number;
    clientHeight: number;
    scrollWidth: number;
    scrollHeight: number;
  };
  cell: { width: number; height: number; bottom: number };
  controlsBottom?: number;
  colors: string[];
  legendShapes: string[];
}

/** What chart `id` drew: its view's size, canvas, scroller and legend (runs in the page). */
function chartFacts(page: Page, id: string): Promise<ChartFacts> {
  return page.evaluate((wid) => {
    const box = document.querySelector(`[data-testid="dashboard-grid"] [data-widget-id="${wid}"]`);
    const charts = (
      window as unknown as { __navigatorCharts: Map<HTMLElement, import('vega').View> }
    ).__navigatorCharts;
    const [element, view] = [...charts].find(([el]) => box?.contains(el)) ?? [];
    if (!box || !element || !view) throw new Error(`chart ${wid} not drawn`);
    const canvas = element.querySelector('canvas')!.getBoundingClientRect();
    const scroller = box.querySelector<HTMLElement>('[data-testid="chart-scroller"]')!;
    const cell = scroller.getBoundingClientRect();
    const controls = element.querySelector('.vega-bindings')?.getBoundingClientRect();
    const shapes: string[] = [];
    const walk = (node: { role?: string; items?: unknown[]; shape?: string }) => {
      if (node.role === 'legend-symbol') {
        for (const item of node.items ?? [])
          shapes.push(String((item as { shape?: string }).shape));
      }
      for (const item of node.items ?? []) walk(item as typeof node);
    };
    walk((view.scenegraph() as unknown as { root: never }).root);
    let colors: string[] = [];
    try {
      colors = (view.scale('color') as { range: () => string[] }).range();
    } catch {
      colors = [];
    }
    return {
      viewWidth: view.width(),
      viewHeight: view.height(),
      canvas: { width: Math.round(canvas.width), height: Math.round(canvas.height) },
      scroller: {
        clientWidth: scroller.clientWidth,
        clientHeight: scroller.clientHeight,
        scrollWidth: scroller.scrollWidth,
        scrollHeight: scroller.scrollHeight,
      },
      cell: { width: cell.width, height: cell.height, bottom: cell.bottom },
      controlsBottom: controls?.bottom,
      colors,
      legendShapes: shapes,
    };
  }, id);
}

describe.skipIf(!runs)('chart specs drawn as they state (issue 26, Found 3 and 4)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let page: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-chart-fidelity-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const tenantDir = path.join(configDir, 'acme');
    const widgets: Record<string, unknown> = {};
    const layout: Record<string, unknown>[] = [];
    let x = 0;
    let y = 0;
    for (const [id, spec, w, h, theme] of CHARTS) {
      if (x + w > 12) {
        x = 0;
        y += 8;
      }
      widgets[id] = {
        title: { en: id },
        classbase: 'chart',
        query_slug: { slug: 'retail_kpis' },
        params: { graph: { spec, ...(theme && { theme }) } },
      };
      layout.push({ i: id, x, y, w, h });
      x += w;
    }
    OWN_DATA.forEach(([id, spec], index) => {
      widgets[id] = { title: { en: id }, classbase: 'chart', params: { graph: { spec } } };
      layout.push({ i: id, x: index * 4, y: y + 8, w: 4, h: 4 });
    });
    await addTestDashboard(tenantDir, 'retail.json', 103, {
      dashboard_id: 'spec-fidelity',
      name: { en: 'Spec fidelity' },
      user_id: 2,
      module_id: 103,
      attributes: { cols: 12, rowHeight: 80 },
      widgets,
      layout,
    });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    const opened = await openAs(browser, server.url, 'owner');
    page = opened.page;
    await page.context().addInitScript(LEGIBILITY_INIT_SCRIPT);
    await page.goto(`${opened.origin}/retail/products?dashboard=spec-fidelity`);
    await waitForWidgets(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('draws a chart with inline values and no saved query, with no "No data" state', async () => {
    const box = widget(page, 'inline_values');
    await expect(box.getAttribute('data-state')).resolves.toBe('ready');
    await expect(box.getByTestId('widget-state-empty').count()).resolves.toBe(0);
    await expect(markCounts(page, 'inline_values')).resolves.toMatchObject({ rect: rows.length });
  });

  it("loads data/… of a spec from the tenant's data folder, as the vega-lite examples write it", async () => {
    const file = path.join(ROOT, 'config-samples', 'acme', 'data', 'penguins.json');
    const penguins = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
    const plotted = penguins.filter(
      (p) => typeof p['Flipper Length (mm)'] === 'number' && typeof p['Body Mass (g)'] === 'number',
    );
    await expect
      .poll(() => markCounts(page, 'relative_url').then((counts) => counts.symbol))
      .toBe(plotted.length);
    await expect(widget(page, 'relative_url').getByRole('alert').count()).resolves.toBe(0);
  });

  it('shows a missing data file as its loading error with the URL and the status', async () => {
    const alert = widget(page, 'missing_file').getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toContain('Could not load');
    expect(text).toContain('/data/missing.json');
    expect(text).toContain('404');
    await widget(page, 'missing_file').screenshot({ path: screenshotPath('chart-missing-file') });
  });

  it("keeps a spec's own width and height", async () => {
    const facts = await chartFacts(page, 'own_size');
    expect({ width: facts.viewWidth, height: facts.viewHeight }).toEqual({
      width: 123,
      height: 77,
    });
  });

  it('sizes row facets per facet cell, not each to the whole cell, and scrolls to them', async () => {
    const facts = await chartFacts(page, 'row_facets');
    // Four facets of vega-lite's default height (300 px), not each as tall as the cell (640).
    expect(facts.canvas.height).toBeLessThan(4 * facts.cell.height * 0.6);
    expect(facts.canvas.height).toBeGreaterThan(facts.cell.height);
    expect(facts.scroller.scrollHeight).toBeGreaterThanOrEqual(facts.canvas.height);
  });

  it('draws a concatenation whole in a narrow cell: the body scrolls to it', async () => {
    const facts = await chartFacts(page, 'concat');
    expect(facts.canvas.width).toBeGreaterThan(600);
    expect(facts.scroller.scrollWidth).toBeGreaterThanOrEqual(facts.canvas.width);
    expect(facts.scroller.clientWidth).toBeLessThan(facts.canvas.width);
  });

  it('leaves bound controls room inside the cell', async () => {
    const facts = await chartFacts(page, 'controls');
    expect(facts.controlsBottom).toBeDefined();
    expect(facts.controlsBottom!).toBeLessThanOrEqual(facts.cell.bottom + 1);
    const input = widget(page, 'controls').locator('.vega-bindings input').first();
    expect(await input.isVisible()).toBe(true);
  });

  it("keeps a spec's colour scheme under the dashboard theme", async () => {
    const facts = await chartFacts(page, 'scheme');
    expect(facts.colors[0]?.toLowerCase()).toBe('#e41a1c');
  });

  it('keeps the lines of a line legend under the dashboard theme', async () => {
    const facts = await chartFacts(page, 'line_legend');
    expect(facts.legendShapes.length).toBe(4);
    expect(new Set(facts.legendShapes)).toEqual(new Set(['stroke']));
    expect(facts.colors[0]).toBe(CHART_PALETTE[0]);
  });

  it("draws with vega-lite's defaults when the widget asks for them", async () => {
    const facts = await chartFacts(page, 'vegalite_theme');
    expect(facts.colors[0]).toBe('#4c78a8');
  });
});
