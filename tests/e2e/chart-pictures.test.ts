/**
 * Charts' first pictures (issue 30), in Chromium against `navigator start`: on a new visit the
 * server's SVG picture of a chart shows first, as an image named like the chart, and the live
 * vega view replaces it in the same box; a reader pointing at the picture before the live view
 * is drawn gets the tooltip where the pointer is; a bar of the live view opens its drilldown;
 * a filter applied while the picture shows brings the live view with the filtered rows. The
 * live view is held back by holding the chart preparation answer (`/api/v2/charts/prepare`),
 * which it needs and the picture does not. The server draws pictures of the specs it has
 * prepared: an earlier visit prepares them first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openAs, VIEWPORT, waitForWidgets, widget } from '../support/dashboard-page.ts';
import { loginAs } from '../support/e2e-login.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('chart pictures in Chromium', chromiumAvailability());

const SALES = '/retail/sales?dashboard=sales-overview';

/** A viewport that shows every widget of executive-overview at once. */
const TALL = { width: 1440, height: 4200 };

interface Held {
  context: BrowserContext;
  page: Page;
  origin: string;
  /** Lets the held chart preparations through. */
  release: () => void;
}

/** A new visit (nothing kept in the browser) whose chart preparations wait for release(). */
async function heldVisit(browser: Browser, baseUrl: string, viewport = VIEWPORT): Promise<Held> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    (window as unknown as { __NAVIGATOR_TEST__: boolean }).__NAVIGATOR_TEST__ = true;
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/v2/charts/prepare', async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const origin = await loginAs(page, baseUrl, 'acme', 'viewer');
  return { context, page, origin, release };
}

/** Scrolls to the chart in `container` (a widget may re-mount while the page starts). */
async function scrollTo(container: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        container.scrollIntoViewIfNeeded({ timeout: 2000 }).then(
          () => true,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}

/** The picture of the chart in `container`, once its image has loaded. */
async function loadedPicture(container: Locator): Promise<Locator> {
  const picture = container.locator('img[data-testid="chart-picture"]');
  await picture.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return picture;
}

/**
 * The page coordinates of the centres of the bars the picture draws: its SVG is laid over
 * the image in the page for a moment, and its bar paths measured.
 */
function barCentres(picture: Locator): Promise<{ x: number; y: number }[]> {
  return picture.evaluate((img: HTMLImageElement) => {
    const svgText = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));
    const box = img.getBoundingClientRect();
    const layer = document.createElement('div');
    layer.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;pointer-events:none;opacity:0`;
    layer.innerHTML = svgText;
    document.body.append(layer);
    const centres = [...layer.querySelectorAll('.mark-rect.role-mark path')].map((bar) => {
      const rect = bar.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    layer.remove();
    return centres;
  });
}

/** The rows the live view of the chart in `container` draws (test flag's views). */
function liveRows(page: Page, container: Locator): Promise<number> {
  return container.evaluate((box) => {
    const charts = (
      window as unknown as { __navigatorCharts?: Map<HTMLElement, import('vega').View> }
    ).__navigatorCharts;
    const view = [...(charts ?? [])].find(([element]) => box.contains(element))?.[1];
    return view ? view.data('table').length : -1;
  });
}

describe.skipIf(!runs)(
  'charts: the picture first, then the live view',
  { timeout: 180_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    let dataDir: string;
    const contexts: BrowserContext[] = [];

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-pictures-'));
      server = await startNavigator({ dataDir, build: true });
      browser = await launchChromium();
      // An earlier visitor's visit: the server draws pictures of the charts it has prepared.
      // (At the sizes of the visits below: a chart's spec carries its cell's size.)
      for (const [dashboard, viewport] of [
        ['sales-overview', VIEWPORT],
        ['executive-overview', TALL],
      ] as const) {
        const earlier = await openAs(browser, server.url, 'viewer', 'acme', viewport);
        await earlier.page.goto(`${earlier.origin}/retail/sales?dashboard=${dashboard}`);
        await waitForWidgets(earlier.page);
        await earlier.context.close();
      }
    });

    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('shows the picture, named, then the live canvas in its box; a pointer on the picture gets its tooltip; a bar drills down', async () => {
      const visit = await heldVisit(browser, server.url);
      contexts.push(visit.context);
      const { page } = visit;
      await page.goto(`${visit.origin}${SALES}`);
      const chart = widget(page, 'region_revenue');
      await scrollTo(chart);
      const picture = await loadedPicture(chart);

      // The picture is the chart until the live view comes: an image named like the chart.
      const name = (await picture.getAttribute('alt')) ?? '';
      expect(name.trim().length).toBeGreaterThan(0);
      await expect(chart.getByRole('img', { name, exact: true }).count()).resolves.toBe(1);
      await expect(chart.locator('canvas').count()).resolves.toBe(0);
      const bars = await barCentres(picture);
      expect(bars.length).toBeGreaterThan(1);
      const pictureBox = await picture.boundingBox();
      const cellBox = await chart.boundingBox();
      await chart.screenshot({ path: screenshotPath('chart-picture-first') });

      // Pointing at a bar of the picture asks for the live view at once.
      const bar = bars[0]!;
      await page.mouse.move(bar.x, bar.y);
      visit.release();
      const canvas = chart.locator('canvas').first();
      await canvas.waitFor({ timeout: 30_000 });
      await expect.poll(() => chart.locator('img[data-testid="chart-picture"]').count()).toBe(0);
      // The tooltip of the bar under the pointer, without moving it again.
      await expect
        .poll(() => page.locator('#vg-tooltip-element.visible').count(), { timeout: 10_000 })
        .toBe(1);
      await expect(page.locator('#vg-tooltip-element').innerText()).resolves.toMatch(/\d/);

      // The same box: the live view took the picture's place, the card did not move.
      const canvasBox = await canvas.boundingBox();
      expect(Math.abs((canvasBox?.x ?? 0) - (pictureBox?.x ?? -9))).toBeLessThanOrEqual(1);
      expect(Math.abs((canvasBox?.y ?? 0) - (pictureBox?.y ?? -9))).toBeLessThanOrEqual(1);
      expect(Math.abs((canvasBox?.width ?? 0) - (pictureBox?.width ?? -9))).toBeLessThanOrEqual(1);
      expect(Math.abs((canvasBox?.height ?? 0) - (pictureBox?.height ?? -9))).toBeLessThanOrEqual(
        1,
      );
      await expect(chart.boundingBox()).resolves.toEqual(cellBox);
      await chart.screenshot({ path: screenshotPath('chart-picture-live') });

      // A bar of the live view opens the region's districts.
      const drillRequest = page.waitForRequest((request) =>
        request.url().includes('/api/v2/services/queries/retail_sales_by_district'),
      );
      await page.mouse.click(bar.x, bar.y);
      await drillRequest;
      const drill = page.locator('[data-testid="widget-container"][data-temp="true"]');
      await expect.poll(() => drill.count()).toBe(1);
    });

    it('every chart of executive-overview shows its picture, then its live view in idle time', async () => {
      const visit = await heldVisit(browser, server.url, TALL);
      contexts.push(visit.context);
      const { page } = visit;
      const asked: string[] = [];
      /** When the page asked for each /prepare (held until release), by the machine's clock. */
      const prepareAskedAt: number[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/v2/charts/')) asked.push(pathname);
        if (pathname.endsWith('/charts/prepare')) prepareAskedAt.push(Date.now());
      });
      const prepareHits: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/v2/charts/prepare')) {
          prepareHits.push(response.headers()['x-navigator-chart-cache'] ?? '');
        }
      });
      // When each picture loaded, by the machine's clock (the page and the test share it): the
      // /prepare calls are compared with the last of them (a poll's interval would be a race).
      await page.addInitScript(() => {
        const loads: number[] = [];
        (window as unknown as { __pictureLoads: number[] }).__pictureLoads = loads;
        document.addEventListener(
          'load',
          (event) => {
            const target = event.target as HTMLElement | null;
            if (target?.dataset?.testid === 'chart-picture') loads.push(Date.now());
          },
          true,
        );
      });
      await page.goto(`${visit.origin}/retail/sales?dashboard=executive-overview`);
      const charts = page.locator(
        '[data-testid="dashboard-grid"] [data-testid="widget-body"][data-widget-type="chart"]',
      );
      await expect.poll(() => charts.count(), { timeout: 30_000 }).toBeGreaterThan(10);
      const total = await charts.count();
      const loaded = () =>
        page
          .locator('img[data-testid="chart-picture"]')
          .evaluateAll(
            (images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
          );
      await expect.poll(loaded, { timeout: 30_000 }).toBe(total);
      await page.screenshot({ path: screenshotPath('chart-pictures-dashboard-first') });
      // The pictures gathered into few (streamed) requests (widgets/chart/request-batcher.ts):
      // the first task's charts at once, those asked for while it streams in a second, and
      // more when the widgets' reveal batches come while both are on their way. Sixteen charts
      // in at most four: issue 30's twelve requests before the last paint are the page's eight
      // others and four of these (the bench counts them; a busy CI machine made four).
      const pictureCalls = asked.filter((call) => call.endsWith('/pictures')).length;
      expect(pictureCalls).toBeGreaterThanOrEqual(1);
      expect(pictureCalls).toBeLessThanOrEqual(4);
      // No chart prepared before the last picture showed: the pictured charts' live views wait
      // for the page to settle.
      const lastPicture = await page.evaluate(() =>
        Math.max(...(window as unknown as { __pictureLoads: number[] }).__pictureLoads),
      );
      for (const askedAt of prepareAskedAt) expect(askedAt).toBeGreaterThanOrEqual(lastPicture);
      // A chart showing its picture is no longer busy (page-settled.ts counts busy ones).
      await expect(
        charts.locator('[data-testid="chart-scroller"][aria-busy="true"]').count(),
      ).resolves.toBe(0);

      visit.release();
      await expect
        .poll(() => page.locator('img[data-testid="chart-picture"]').count(), { timeout: 60_000 })
        .toBe(0);
      await expect(charts.locator('canvas').count()).resolves.toBe(total);
      await page.screenshot({ path: screenshotPath('chart-pictures-dashboard-live') });
      // Their /prepare, after the page settled, found every spec prepared by the pictures.
      expect(prepareHits.length).toBeGreaterThan(0);
      for (const hits of prepareHits) expect(hits).toMatch(/^(\d+)\/\1$/);
    });

    it('a filter applied while the picture shows brings the live view with the filtered rows', async () => {
      const visit = await heldVisit(browser, server.url);
      contexts.push(visit.context);
      const { page } = visit;
      await page.goto(`${visit.origin}${SALES}`);
      const chart = widget(page, 'region_revenue');
      await scrollTo(chart);
      const picture = await loadedPicture(chart);
      const regions = (await barCentres(picture)).length;
      expect(regions).toBeGreaterThan(1);

      await page.getByTestId('filter-toggle').click();
      await page.getByTestId('filter-panel').waitFor();
      await page
        .locator('[data-testid="filter-panel"] input[data-testid="filter-region_id"]')
        .click();
      await page.locator('[role="listbox"]:visible [role="option"]').first().click();
      if ((await page.locator('[role="listbox"]:visible').count()) > 0) {
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('filter-apply').click();
      visit.release();
      await chart.locator('canvas').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => liveRows(page, chart), { timeout: 15_000 }).toBe(1);
      await expect(chart.locator('img[data-testid="chart-picture"]').count()).resolves.toBe(0);
    });
  },
);
