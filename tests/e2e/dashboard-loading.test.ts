/**
 * How a dashboard loads, in Chromium against `navigator start`: a module page opened by its
 * address asks for its dashboard and its widgets' rows (in one call) as soon as the app has
 * the module page's code (before the dashboard has rendered anything), each once, and the
 * widgets take those answers rather than asking again; a toolbar shows one tooltip, on hover only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { colorShades } from '../../runtime/app/shell/color-shades.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('dashboard loading in Chromium', chromiumAvailability());

/** Tall enough that every widget of executive-overview is within the lazy margin. */
const TALL = { width: 1440, height: 4200 };

/** Records the API calls and script loads of a page, in the order the browser made them. */
function recordCalls(page: Page): { calls: string[] } {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      const body = request.method() === 'POST' ? ` ${request.postData() ?? ''}` : '';
      calls.push(`${request.method()} ${url.pathname}${url.search}${body}`);
    } else if (/\/assets\/[\w-]+\.js$/.test(url.pathname)) {
      calls.push(`chunk ${url.pathname.replace(/^.*\/([\w-]+)-[\w-]{8}\.js$/, '$1')}`);
    }
  });
  return { calls };
}

describe.skipIf(!runs)('dashboard loading', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-loading-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("paints the app's frame before any script runs, and the app replaces it", async () => {
    // Without JavaScript: what a new visitor sees while the scripts load and compile.
    const bare = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await bare.route('**/*.js', (route) => route.abort());
    const page = await bare.newPage();
    await page.goto(`${server.url.replace('127.0.0.1', 'acme.localhost')}/retail/sales`);
    const frame = page.locator('#root > .nav-boot');
    await expect(frame.count()).resolves.toBe(1);
    const boxes = await page.evaluate(() =>
      ['.nav-boot-header', '.nav-boot-navbar', '.nav-boot-main rect'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { width: box.width, height: box.height };
      }),
    );
    for (const box of boxes) expect(box.width * box.height).toBeGreaterThan(0);
    // The browser counts it as content: the first contentful paint needs no script.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    await page.screenshot({ path: screenshotPath('boot-frame') });
    await bare.close();

    // With them, the app's first render takes its place.
    const opened = await openAs(browser, server.url, 'viewer');
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales`);
    await waitForWidgets(opened.page);
    await expect(opened.page.locator('.nav-boot').count()).resolves.toBe(0);
  });

  it('a reload asks for the dashboard and its rows before the chart code is there, in one call, each once', async () => {
    const opened = await openAs(browser, server.url, 'owner', 'acme', TALL);
    pages.push(opened);
    const { page, origin } = opened;
    await page.goto(`${origin}/retail/sales?dashboard=executive-overview`);
    await waitForWidgets(page);

    const { calls } = recordCalls(page);
    const ANSWERS = 'POST /api/v2/dashboards/executive-overview/answers ';
    const answerCalls = () => calls.filter((call) => call.startsWith(ANSWERS));
    const widgetCalls = () =>
      calls.filter((call) => call.startsWith('POST /api/v2/services/queries/retail_'));
    // The chart code (vega) is held back until the page asked for rows (or 10 s passed): the
    // rows must not wait for it. The filter seeding that plans them comes with the module
    // page's chunk (vite.config.ts), before the grid renders.
    let askedBeforeCharts: string[] = [];
    await page.route(/\/assets\/charts-[^/]*\.js$/, async (route) => {
      await expect
        .poll(() => answerCalls().length, { timeout: 10_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
      askedBeforeCharts = [...calls];
      await route.continue();
    });
    await page.reload();
    // The calls made until every widget shows (a chart its picture or its live view: what the
    // reader sees first), looked at in the page at each frame: waitForWidgets's looks from
    // here lag by seconds.
    await page.waitForFunction(
      (expected) => {
        const containers = [
          ...document.querySelectorAll(
            '[data-testid="dashboard-grid"] [data-testid="widget-container"]',
          ),
        ];
        if (containers.length < expected) return false;
        return containers.every((container) => {
          const state = container.getAttribute('data-state');
          if (state === 'empty') return true;
          const body = container.querySelector('[data-testid="widget-body"]');
          if (state !== 'ready' || !body) return false;
          if (body.getAttribute('data-widget-type') !== 'chart') {
            return (body.textContent ?? '').trim() !== '';
          }
          if (body.querySelector('canvas, svg')) return true;
          const picture = body.querySelector<HTMLImageElement>('img[data-testid="chart-picture"]');
          return picture !== null && picture.complete && picture.naturalWidth > 0;
        });
      },
      20,
      { polling: 'raf', timeout: 30_000 },
    );
    const beforePaint = [...calls];
    const painted = await waitForWidgets(page);
    // What loads once the page has settled (the user menu's list, the toasts' host) comes
    // after the last paint.
    const chunks = beforePaint.filter((call) => call.startsWith('chunk '));
    expect(painted).toHaveLength(20);

    expect(askedBeforeCharts).toContain('GET /api/v2/dashboards/executive-overview');
    // The first screen's queries leave in one call (issue 30: it was one call per query).
    expect(askedBeforeCharts.filter((call) => call.startsWith(ANSWERS))).toHaveLength(1);
    expect(answerCalls()).toHaveLength(1);
    const asked = (
      JSON.parse(answerCalls()[0]!.slice(ANSWERS.length)) as {
        queries: { slug: string; conditions: unknown }[];
      }
    ).queries.map((query) => `${query.slug} ${JSON.stringify(query.conditions)}`);
    // Distinct queries of the 20 widgets (several widgets share one), retail_kpis among them.
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.some((query) => query.startsWith('retail_kpis '))).toBe(true);
    // Every query was asked once: the widgets took the call's answers, none asked again.
    expect(new Set(asked).size).toBe(asked.length);
    expect(widgetCalls()).toEqual([]);
    expect(
      calls.filter((call) => call === 'GET /api/v2/dashboards/executive-overview'),
    ).toHaveLength(1);
    // The page's code (vite.config.ts groups): the shell's files, the module chunk and the
    // chart chunk once each, vega-lite's compiler at most (a first visit); nothing else.
    expect(chunks.filter((call) => call === 'chunk viewer')).toHaveLength(1);
    expect(chunks.filter((call) => call === 'chunk charts')).toHaveLength(1);
    const known = /^chunk (app|viewer|charts|vega-lite-compiler)$/;
    expect(chunks.filter((call) => !known.test(call))).toEqual([]);
  }, 180_000);

  /** The shell's own start calls: on a new visit the bootstrap call answers them all. */
  const SHELL_CALLS =
    /^(GET \/api\/v1\/user\/session|POST \/api\/v2\/services\/queries\/programs |GET \/api\/v2\/modules|POST \/api\/v2\/services\/queries\/troc_client_tenant|GET \/api\/v2\/variables\/|GET \/api\/v2\/services\/images\/)/;

  it('a new visit starts from one bootstrap call: sidebar, tenant, logo and variables without their own calls; the tab list and the log come after', async () => {
    const opened = await openAs(browser, server.url, 'owner', 'acme', { width: 1440, height: 900 });
    pages.push(opened);
    // A new tab of the signed-in browser, with debug logging on (so the page view is sent).
    const page = await opened.context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem('dbNavV3.settings.logging', '{"enabled":true,"minLevel":"debug"}'),
    );
    const { calls } = recordCalls(page);
    const logs: { event: string; status: number }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!request.url().endsWith('/api/v1/log')) return;
      const { event } = JSON.parse(request.postData() ?? '{}') as { event: string };
      logs.push({ event, status: response.status() });
    });
    await page.goto(`${opened.origin}/retail/sales?dashboard=executive-overview`);
    await waitForWidgets(page);

    const apiCalls = calls.filter((call) => !call.startsWith('chunk '));
    expect(apiCalls.filter((call) => call.startsWith('GET /api/v2/bootstrap'))).toEqual([
      'GET /api/v2/bootstrap?program_slug=retail',
    ]);
    expect(apiCalls.filter((call) => SHELL_CALLS.test(call))).toEqual([]);

    // The sidebar lists every program of the user with its modules.
    const sidebar = page.getByTestId('sidebar');
    for (const slug of ['retail', 'ecommerce', 'stores_ops']) {
      await expect(sidebar.getByTestId(`nav-program-${slug}`).count()).resolves.toBe(1);
    }
    await expect(sidebar.getByTestId('nav-module-retail_products').count()).resolves.toBe(1);
    await expect(sidebar.getByTestId('nav-module-stores_ops_network').count()).resolves.toBe(1);
    // The tenant: its title, its colour, its logo (inlined: no request of its own).
    await expect(page.getByTestId('navbar-title').textContent()).resolves.toBe(
      'Acme Retail Analytics',
    );
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6'),
    );
    expect(brand.trim()).toBe(colorShades('#d4380d')[6]);
    const logo = page.getByTestId('navbar-logo');
    await expect(logo.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml;base64,/);
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('bootstrap-new-visit') });

    // After the last paint: the module's dashboard list, and the page view's log entry.
    await expect
      .poll(() => calls.filter((call) => call === 'GET /api/v2/dashboards?module_id=101').length)
      .toBe(1);
    await expect
      .poll(() => logs.filter((log) => log.event === 'page_view').map((log) => log.status))
      .toEqual([204]);

    // The tabs of the module show and switch; the variables were the bootstrap's, a path
    // change (another module) asks for them again (app-shell §4).
    const tabs = page.getByRole('tab');
    await expect(tabs.count()).resolves.toBe(3);
    await page.getByRole('tab', { name: 'Sales Overview' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('dashboard'))
      .toBe('sales-overview');
    await waitForWidgets(page);
    await page.getByTestId('sidebar').getByTestId('nav-module-retail_products').click();
    await expect
      .poll(() => calls.filter((call) => call === 'GET /api/v2/variables/retail').length)
      .toBe(1);
    await page.close();
  }, 120_000);

  it('a new visit whose bootstrap call is refused (401) shows the login, as the session call did', async () => {
    const opened = await openAs(browser, server.url, 'owner', 'acme', { width: 1440, height: 900 });
    pages.push(opened);
    const page = await opened.context.newPage();
    const { calls } = recordCalls(page);
    await page.addInitScript(() => localStorage.setItem('auth.token', 'not-a-token'));
    await page.goto(`${opened.origin}/retail/sales?dashboard=executive-overview`);
    await page.getByTestId('forbidden-dialog').or(page.getByTestId('login-form')).first().waitFor();
    expect(calls).toContain('GET /api/v2/bootstrap?program_slug=retail');
    expect(calls.filter((call) => call.startsWith('GET /api/v1/user/session'))).toEqual([]);
    await page.close();
  }, 120_000);

  /** A new page of the owner on executive-overview, every widget painted. */
  async function openOverview(): Promise<Page> {
    const opened = await openAs(browser, server.url, 'owner', 'acme');
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales?dashboard=executive-overview`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  it('a toolbar shows the tooltip of the hovered button only, and none before', async () => {
    const page = await openOverview();
    const tooltips = page.locator('.mantine-Tooltip-tooltip');
    await expect(tooltips.count()).resolves.toBe(0);

    const reload = widget(page, 'daily_revenue').locator('[data-toolbar-item="reload"]');
    await reload.hover();
    await expect.poll(() => tooltips.count()).toBe(1);
    await expect(tooltips.first().innerText()).resolves.toBe('Reload');
    await page.screenshot({ path: screenshotPath('dashboard-loading-tooltip') });

    const others = widget(page, 'daily_revenue').locator('[data-toolbar-item="others"]');
    await others.hover();
    await expect.poll(() => tooltips.first().innerText()).toBe('More actions');
    await expect(tooltips.count()).resolves.toBe(1);

    await page.mouse.move(0, 0);
    await expect.poll(() => tooltips.count()).toBe(0);

    // A KPI card's goal names the goal in the same shared tooltip.
    const goal = widget(page, 'kpi_profit').getByTestId('card-goal').first();
    await goal.hover();
    await expect.poll(() => tooltips.count()).toBe(1);
    await expect(tooltips.first().innerText()).resolves.toMatch(/^Goal 22/);
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltips.count()).toBe(0);
    // Its bar jumps to a new value: an eased width is drawn on the main thread at every frame.
    const bar = widget(page, 'kpi_profit').locator('.mantine-Progress-section').first();
    await expect(bar.evaluate((el) => getComputedStyle(el).transitionDuration)).resolves.toBe('0s');
  });

  it('a new visit has its charts prepared by the server, in a few requests, never loading vega-lite; a later visit draws them from those kept', async () => {
    const opened = await openAs(browser, server.url, 'owner', 'acme', TALL);
    pages.push(opened);
    const { page, origin } = opened;
    const compilerLoads: string[] = [];
    const prepares: number[] = [];
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requested.push(pathname);
      if (/\/assets\/vega-lite[^/]*\.js$/.test(pathname)) compilerLoads.push(pathname);
      if (pathname === '/api/v2/charts/prepare') {
        prepares.push(
          (JSON.parse(request.postData() ?? '{}') as { specs: unknown[] }).specs.length,
        );
      }
    });
    // A first visit (new browser context): the server prepares its charts (server-prepare.ts),
    // several to a request, and the page keeps them without rows.
    await page.goto(`${origin}/retail/sales?dashboard=executive-overview`);
    const first = await waitForWidgets(page);
    expect(first).toHaveLength(20);
    const charts = await page
      .locator(
        '[data-testid="dashboard-grid"] [data-testid="widget-container"][data-widget-type="chart"]',
      )
      .count();
    expect(charts).toBeGreaterThan(10);
    // Every chart painted its canvas.
    await expect
      .poll(() =>
        page
          .locator(
            '[data-testid="dashboard-grid"] [data-testid="widget-container"][data-widget-type="chart"] canvas',
          )
          .count(),
      )
      .toBe(charts);
    expect(requested.some((pathname) => /\/assets\/charts-[^/]*\.js$/.test(pathname))).toBe(true);
    expect(compilerLoads).toEqual([]);
    expect(prepares.length).toBeGreaterThan(0);
    expect(prepares.length, `specs per request: ${prepares.join(', ')}`).toBeLessThan(charts / 2);
    // Every chart was asked for (the idle-time warm-up may ask for its own few too).
    expect(prepares.reduce((sum, specs) => sum + specs, 0)).toBeGreaterThanOrEqual(charts);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => /^dbNavV3\.vega\.(?!index$)/.test(key)),
    );
    expect(kept).toHaveLength(charts);
    // What each kept chart's table input ingests: nothing, the rows come with each visit.
    const ingested = await page.evaluate(
      (keys) =>
        keys.map((key) => {
          const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as {
            runtime?: { operators?: { value?: { $ingest?: unknown[] } }[] };
            input?: number;
          };
          return entry.runtime?.operators?.[entry.input ?? -1]?.value?.$ingest;
        }),
      kept,
    );
    expect(ingested).toEqual(kept.map(() => []));
    await page.screenshot({ path: screenshotPath('server-prepared-charts'), fullPage: false });

    compilerLoads.length = 0;
    prepares.length = 0;
    await page.reload();
    const painted = await waitForWidgets(page);
    expect(painted).toHaveLength(20);
    expect(compilerLoads).toEqual([]);
    expect(prepares).toEqual([]);
  });

  /**
   * Moves the pointer across `widgetId`'s plot at `heightShare` of its height, from `from` to
   * `to` of its width, until vega shows a tooltip; returns its text once the pointer has left.
   */
  async function hoverTooltip(
    page: Page,
    widgetId: string,
    across: { from: number; to: number; heightShare: number; step: number },
    screenshot?: string,
  ): Promise<string> {
    const canvas = widget(page, widgetId).locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the chart has no canvas on screen');
    const tooltip = page.locator('#vg-tooltip-element.visible');
    const y = box.y + box.height * across.heightShare;
    for (
      let x = box.x + box.width * across.from;
      x < box.x + box.width * across.to;
      x += across.step
    ) {
      await page.mouse.move(x, y);
      if ((await tooltip.count()) > 0) break;
    }
    await expect.poll(() => tooltip.count()).toBe(1);
    const text = await tooltip.innerText();
    if (screenshot) await page.screenshot({ path: screenshotPath(screenshot) });
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltip.count()).toBe(0);
    return text;
  }

  it("a chart's mark shows vega's tooltip with the value in the widget's format", async () => {
    const page = await openOverview();
    // Across the lower part of the plot, where every bar is: the first mark hit shows it. The
    // region names stand at an angle below the plot and take about its lowest third of the
    // canvas, so the bars' lower part is at 55% of the canvas height (75% is on the labels).
    const text = await hoverTooltip(
      page,
      'region_revenue',
      { from: 0.1, to: 0.9, heightShare: 0.55, step: 8 },
      'dashboard-loading-chart-tooltip',
    );
    expect(text).toMatch(/Revenue/);
    expect(text).toMatch(/\$ ?[\d,]+/);
  });

  it("a line's nearest point shows its tooltip once the pointer moves over the chart", async () => {
    const page = await openOverview();
    // The cells around the points are made on the first move (lazy-voronoi.ts): anywhere in
    // the plot, even above the line, the next moves pick the nearest day.
    const text = await hoverTooltip(page, 'daily_revenue', {
      from: 0.3,
      to: 0.7,
      heightShare: 0.2,
      step: 6,
    });
    expect(text).toMatch(/Revenue/);
    expect(text).toMatch(/\$ ?[\d,]+/);
  });
});
