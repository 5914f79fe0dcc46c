/**
 * Dashboards in Chromium against `navigator start` (on a private copy of config-samples, as
 * one test deletes a widget and another shortens a refresh interval): every demo dashboard of
 * acme paints every widget; the Data Terms frame shows the terms; the chosen dashboard is in the URL; widgets below the fold load
 * when scrolled to; the fixed user sees only region 3; owners delete widgets; auto-refresh;
 * the share pages. Screenshots of two dashboards and a drilldown are taken for the README.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { localizeText } from '../../runtime/core/format/localized-text.ts';
import type { LocalizedText } from '../../schemas/generated/index.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('dashboards in Chromium', chromiumAvailability());

/** The traffic chart refreshes this often in the test's config copy (5 minutes in the demo). */
const REFRESH_MS = 1500;

interface ModuleRow {
  module_slug: string;
  program_slug: string;
  /** Names as the config writes them: a string or `{en, es, pt}`. */
  dashboards: { dashboard_id: string; name: LocalizedText }[];
}

/**
 * A full-page picture of the dashboard at a laptop width, for the README
 * (`npm run docs:screenshots` copies it into docs/screenshots/).
 */
async function docsScreenshot(page: Page, file: string): Promise<void> {
  // Hover nowhere, so no toolbar is highlighted in the picture.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file });
}

describe.skipIf(!runs)('dashboards', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-dashboards-'));
    configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const trafficFile = path.join(configDir, 'acme', 'dashboards', 'store-traffic.json');
    const traffic = JSON.parse(await readFile(trafficFile, 'utf8'));
    traffic.widgets.traffic_trend.params.refresh = { active: true, milliseconds: REFRESH_MS };
    await writeFile(trafficFile, JSON.stringify(traffic, null, 2) + '\n');
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string, viewport?: { width: number; height: number }) {
    const opened = await openAs(browser, server.url, username, 'acme', viewport);
    pages.push(opened);
    return opened;
  }

  it('the owner opens every demo dashboard of acme and every widget paints', async () => {
    const { token } = await apiLogin(server.port, 'owner');
    const { page, origin } = await open('owner');
    const seen: string[] = [];
    for (const program of ['retail', 'ecommerce', 'stores_ops']) {
      const modules = await apiJson<ModuleRow[]>(
        server.port,
        token,
        `/api/v2/modules?program_slug=${program}`,
      );
      for (const module of modules) {
        const segment = module.module_slug.slice(program.length + 1);
        for (const dashboard of module.dashboards) {
          const stored = await apiJson<{ widgets: Record<string, unknown> }>(
            server.port,
            token,
            `/api/v2/dashboards/${dashboard.dashboard_id}`,
          );
          await page.goto(`${origin}/${program}/${segment}?dashboard=${dashboard.dashboard_id}`);
          const grid = page.locator(
            `[data-testid="dashboard"][data-dashboard-id="${dashboard.dashboard_id}"]`,
          );
          await grid.waitFor();
          const painted = await waitForWidgets(page);
          expect(new Set(painted), dashboard.dashboard_id).toEqual(
            new Set(Object.keys(stored.widgets)),
          );
          seen.push(dashboard.dashboard_id);
        }
      }
    }
    // Every dashboard file of the tenant is listed in a module (docs/config-format.md).
    const files = await readdir(path.join(configDir, 'acme', 'dashboards'));
    expect(seen.sort()).toEqual(files.map((file) => file.replace(/\.json$/, '')).sort());
  });

  it('the Data Terms frame shows the terms, though its frame may not run script', async () => {
    const { page, origin } = await open('owner');
    await page.goto(`${origin}/stores_ops/network?dashboard=store-network`);
    await waitForWidgets(page);
    const frame = widget(page, 'data_terms').locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    // A frame of the app's own origin never gets scripts together with same-origin.
    const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(' ');
    expect(sandbox.includes('allow-scripts') && sandbox.includes('allow-same-origin')).toBe(false);
    const terms = frame.contentFrame().locator('[data-testid="terms-document"]');
    await expect.poll(() => terms.locator('h1').innerText()).toBe('Terms of use');
    await expect(terms.innerText()).resolves.toContain('Use of the service');
    // Painted, not just present: the frame's text has a real size on screen.
    const box = await terms.locator('h1').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(10);
    // params.frame.allowfullscreen is false: the framed page may not ask for full screen.
    await expect(frame.getAttribute('allowfullscreen')).resolves.toBeNull();
    await expect(terms.evaluate(() => document.fullscreenEnabled)).resolves.toBe(false);
  });

  it('the tabs put the chosen dashboard in the URL, so it can be linked', async () => {
    const { token } = await apiLogin(server.port, 'viewer');
    const modules = await apiJson<ModuleRow[]>(
      server.port,
      token,
      '/api/v2/modules?program_slug=retail',
    );
    const names = modules
      .find((m) => m.module_slug === 'retail_sales')
      ?.dashboards.map((d) => localizeText(d.name, 'en'));
    expect(names?.slice(0, 2)).toEqual(['Sales Overview', 'Fiscal Periods']);
    const { page, origin } = await open('viewer');
    await page.goto(`${origin}/retail/sales`);
    const tabs = page.getByTestId('dashboard-tabs');
    await tabs.getByRole('tab').first().waitFor();
    await expect(tabs.getByRole('tab').allInnerTexts()).resolves.toEqual(names);
    await expect(
      tabs.getByRole('tab', { name: 'Sales Overview' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await tabs.getByRole('tab', { name: 'Fiscal Periods' }).click();
    await page.waitForURL(/\?dashboard=sales-fiscal$/);
    await page.locator('[data-testid="dashboard"][data-dashboard-id="sales-fiscal"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="dashboard"][data-dashboard-id="sales-fiscal"]').waitFor();
    await expect(
      tabs.getByRole('tab', { name: 'Fiscal Periods' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
  });

  it('widgets below the fold load only when scrolled into view', async () => {
    const { page, origin } = await open('viewer', { width: 1440, height: 700 });
    const asked: string[] = [];
    page.on('request', (r) => {
      const match = /\/api\/v2\/services\/queries\/(\w+)/.exec(r.url());
      if (match?.[1] && r.method() === 'POST') asked.push(match[1]);
      // The first screen's queries, asked in one call (dashboard-answer-routes.ts).
      if (/\/api\/v2\/dashboards\/[\w-]+\/answers$/.test(r.url())) {
        const body = JSON.parse(r.postData() ?? '{}') as { queries: { slug: string }[] };
        asked.push(...body.queries.map((query) => query.slug));
      }
    });
    await page.goto(`${origin}/retail/sales`);
    await expect
      .poll(() => page.locator('[data-widget-id="kpi_revenue"][data-state="ready"]').count())
      .toBe(1);
    await page.waitForTimeout(1000);
    expect(asked).toContain('retail_kpis');
    expect(asked).not.toContain('retail_sales_by_category');
    await expect(widget(page, 'category_table').getAttribute('data-state')).resolves.toBe(
      'loading',
    );
    await widget(page, 'category_table').scrollIntoViewIfNeeded();
    await expect.poll(() => asked.includes('retail_sales_by_category')).toBe(true);
    await expect
      .poll(() => widget(page, 'category_table').getAttribute('data-state'))
      .toBe('ready');
  });

  it("the fixed user's widgets show region 3 only", async () => {
    const { page, origin } = await open('fixed');
    const answers: Record<string, unknown>[][] = [];
    page.on('response', async (response) => {
      if (response.request().method() !== 'POST') return;
      // The first screen's answers come in one call, a line each (dashboard-answer-routes.ts).
      if (/\/api\/v2\/dashboards\/[\w-]+\/answers$/.test(response.url())) {
        for (const line of (await response.text()).split('\n').filter(Boolean)) {
          answers.push((JSON.parse(line) as { rows?: Record<string, unknown>[] }).rows ?? []);
        }
        return;
      }
      if (!/\/api\/v2\/services\/queries\/retail_/.test(response.url())) return;
      answers.push((await response.json()) as Record<string, unknown>[]);
    });
    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page);
    const regionRows = answers.flat().filter((row) => 'region_id' in row);
    expect(regionRows.length).toBeGreaterThan(0);
    expect(new Set(regionRows.map((row) => row.region_id))).toEqual(new Set([3]));
    const bars = await widget(page, 'region_revenue').getAttribute('data-state');
    expect(bars).toBe('ready');
  });

  it('only the owner deletes a widget, after the confirmation; it stays gone', async () => {
    // A dashboard the docs screenshots do not show: the widget is gone for the rest of the run.
    const viewer = await open('viewer');
    await viewer.page.goto(`${viewer.origin}/stores_ops/network`);
    await waitForWidgets(viewer.page);
    await expect(
      widget(viewer.page, 'new_stores').locator('[data-toolbar-item="close"]').count(),
    ).resolves.toBe(0);

    const { page, origin } = await open('owner');
    await page.goto(`${origin}/stores_ops/network`);
    await waitForWidgets(page);
    const target = widget(page, 'new_stores');
    await target.hover();
    await target.locator('[data-toolbar-item="close"]').click();
    await expect(page.getByTestId('confirm-delete-text').innerText()).resolves.toBe(
      'Are you sure that you want to delete this Widget? This action cannot be undone.',
    );
    const deleted = page.waitForResponse(
      (r) =>
        r.request().method() === 'DELETE' &&
        r.url().endsWith('/api/v2/widgets/store-network/new_stores'),
    );
    await page.getByTestId('confirm-delete').click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => page.locator('[data-widget-id="new_stores"]').count()).toBe(0);

    await page.reload();
    await waitForWidgets(page);
    await expect(page.locator('[data-widget-id="new_stores"]').count()).resolves.toBe(0);
    const stored = JSON.parse(
      await readFile(path.join(configDir, 'acme', 'dashboards', 'store-network.json'), 'utf8'),
    ) as { widgets: Record<string, unknown>; layout: { i: string }[] };
    expect(Object.keys(stored.widgets)).not.toContain('new_stores');
    expect(stored.layout.map((item) => item.i)).not.toContain('new_stores');
  });

  it('a widget with refresh reloads its query within its interval', async () => {
    const { page, origin } = await open('viewer');
    await page.goto(`${origin}/stores_ops/traffic`);
    await waitForWidgets(page);
    const started = Date.now();
    const refreshed = await page.waitForRequest(
      (r) => r.url().includes('/api/v2/services/queries/stores_ops_traffic?refresh=1'),
      { timeout: REFRESH_MS * 3 },
    );
    expect(Date.now() - started).toBeLessThan(REFRESH_MS * 2 + 500);
    expect(refreshed.method()).toBe('POST');
    await expect(
      widget(page, 'traffic_trend').getByTestId('widget-last-update').innerText(),
    ).resolves.toMatch(/^Last update: /);
  });

  it('the shared dashboard page shows the dashboard read-only in the share layout', async () => {
    const { page, origin } = await open('viewer');
    await page.goto(`${origin}/share/dashboard/store-performance`);
    await page.getByTestId('share-layout').waitFor();
    await page.getByTestId('shared-dashboard').waitFor();
    const ids = await waitForWidgets(page);
    expect(ids).toContain('top_stores');
    await expect(page.getByTestId('sidebar').count()).resolves.toBe(0);
  });

  it('screenshots of two dashboards and a drilldown for the docs', async () => {
    const { page, origin } = await open('owner', { width: 1440, height: 1500 });
    await page.goto(`${origin}/retail/sales?dashboard=sales-overview`);
    await waitForWidgets(page);
    await docsScreenshot(page, screenshotPath('dashboard-sales-overview'));

    await page.goto(`${origin}/stores_ops/traffic`);
    await waitForWidgets(page);
    await docsScreenshot(page, screenshotPath('dashboard-store-traffic'));

    await page.goto(`${origin}/retail/stores`);
    await waitForWidgets(page);
    const source = widget(page, 'region_districts');
    const canvas = source.locator('canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no chart');
    let opened = false;
    for (const fy of [0.7, 0.6, 0.5]) {
      for (const fx of [0.15, 0.2, 0.25]) {
        if (opened) break;
        await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
        await page.waitForTimeout(300);
        opened = (await page.locator('[data-temp="true"]').count()) > 0;
      }
    }
    expect(opened).toBe(true);
    const drill = page.locator('[data-testid="widget-container"][data-temp="true"]').first();
    await expect.poll(() => drill.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    await drill.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await docsScreenshot(page, screenshotPath('dashboard-drilldown'));
  });
});
