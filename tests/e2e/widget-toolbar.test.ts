/**
 * The widget toolbar in Chromium against `navigator start`: what each demo user may use
 * (compared with the pure rules of toolbar-items.ts), and every action: share link, CSV
 * export, screenshot, clone and close, collapse and full screen, pop-out, drilldowns, the
 * report tools of super users.
 */
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolbarVisibility } from '../../runtime/app/widget-container/toolbar-items.ts';
import type { Widget } from '../../schemas/generated/index.ts';
import { launchChromium } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  nextQueryAnswer,
  openAs,
  openMenu,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('widget toolbar in Chromium', chromiumAvailability());

const USERS = ['viewer', 'owner', 'super', 'superuser', 'fixed'] as const;

interface ApiDashboard {
  dashboard_id: string;
  allow_filtering: boolean | null;
  filtering_show: unknown;
  widgets: Record<string, Widget>;
}

/** Rows of the next answer of a saved query the page asks for. */
function rowsOf(page: Page, slug: string): Promise<Record<string, unknown>[]> {
  return nextQueryAnswer(page, slug).then((answer) => answer.rows);
}

/** Clicks a drawn bar of a chart widget: tries points in the lower half of its canvas. */
async function clickBar(page: Page, container: ReturnType<typeof widget>): Promise<void> {
  const canvas = container.locator('canvas').first();
  await canvas.waitFor();
  // A user scrolls to the chart first; a click outside the window reaches nothing.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('chart has no canvas box');
  for (const fy of [0.7, 0.6, 0.5]) {
    for (const fx of [0.15, 0.2, 0.25, 0.3]) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      await page.waitForTimeout(250);
      if ((await page.locator('[data-temp="true"]').count()) > 0) return;
    }
  }
  throw new Error('no bar of the chart could be clicked');
}

describe.skipIf(!runs)('widget toolbar', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-toolbar-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string, route: string): Promise<UserPage> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}${route}`);
    await waitForWidgets(opened.page);
    return opened;
  }

  it.each(USERS)('%s sees exactly the toolbar items the rules give them', async (username) => {
    const { token, user } = await apiLogin(server.port, username);
    const dashboard = await apiJson<ApiDashboard>(
      server.port,
      token,
      '/api/v2/dashboards/sales-overview',
    );
    const programs = await apiJson<Record<string, unknown>[]>(
      server.port,
      token,
      '/api/v2/services/queries/programs',
      {
        method: 'POST',
        body: {
          fields: ['program_id', 'program_slug', 'allow_filtering', 'filtering_show', 'conditions'],
        },
      },
    );
    const modules = await apiJson<{ module_slug: string }[]>(
      server.port,
      token,
      '/api/v2/modules?program_slug=retail',
    );
    const program = programs.find((p) => p.program_slug === 'retail');
    const route = modules.find((m) => m.module_slug === 'retail_sales');

    const { page } = await open(username, '/retail/sales');
    for (const [id, stored] of Object.entries(dashboard.widgets)) {
      const expected = toolbarVisibility({
        widget: stored,
        user: user as never,
        program: program as never,
        route: route as never,
        dashboard: dashboard as never,
        // Every demo widget with a saved query is a data widget, and only those.
        needsData: Boolean(stored.query_slug?.slug),
      });
      const toolbar = widget(page, id).getByTestId('widget-toolbar');
      await expect(toolbar.getAttribute('data-toolbar-items')).resolves.toBe(
        expected.items.join(' '),
      );
    }

    // On a wide widget the role-bound items are in the toolbar itself and in its menu.
    const table = widget(page, 'category_table');
    const owner = username === 'owner';
    await expect(table.locator('[data-toolbar-item="settings"]').count()).resolves.toBe(
      owner ? 1 : 0,
    );
    await expect(table.locator('[data-toolbar-item="close"]').count()).resolves.toBe(owner ? 1 : 0);
    const menu = await openMenu(page, table);
    await expect(menu.locator('[data-action="settings-widget-main"]').count()).resolves.toBe(
      username === 'super' ? 1 : 0,
    );
    await expect(menu.locator('[data-action="help-editor"]').count()).resolves.toBe(
      username === 'superuser' ? 1 : 0,
    );
    for (const item of ['clone', 'screenshot', 'export', 'share']) {
      await expect(menu.locator(`[data-action="${item}"]`).count()).resolves.toBe(1);
    }
    await page.keyboard.press('Escape');
  });

  it("a program's hideToolbarWidget hides clone, screenshot and export everywhere in it", async () => {
    const { page } = await open('viewer', '/stores_ops/traffic');
    const items = await page
      .locator('[data-testid="widget-toolbar"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-toolbar-items') ?? ''));
    expect(items.length).toBeGreaterThan(3);
    for (const list of items) {
      expect(list.split(' ')).not.toContain('clone');
      expect(list.split(' ')).not.toContain('screenshot');
      expect(list.split(' ')).not.toContain('export');
    }
    const menu = await openMenu(page, widget(page, 'traffic_trend'));
    await expect(menu.locator('[data-action="clone"]').count()).resolves.toBe(0);
    await expect(menu.locator('[data-action="share"]').count()).resolves.toBe(1);
  });

  it('share copies the widget link, which opens the widget alone', async () => {
    const { page, context, origin } = await open('owner', '/retail/sales');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const menu = await openMenu(page, widget(page, 'category_table'));
    await menu.locator('[data-action="share"]').click();
    await page.getByText('Successfully copied to clipboard.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${origin}/v2/share/widget/sales-overview/category_table`);

    await page.goto(link);
    await page.getByTestId('share-layout').waitFor();
    const shared = page.getByTestId('shared-widget');
    await shared.waitFor();
    await expect(shared.locator('[data-testid="widget-container"]').count()).resolves.toBe(1);
    // The rows arrive after the container shows (a race on a busy machine): wait for them.
    await expect
      .poll(() => widget(page, 'category_table').getAttribute('data-state'))
      .toBe('ready');
  });

  it("export downloads the widget's rows as CSV with a header row", async () => {
    const opened = await openAs(browser, server.url, 'owner');
    pages.push(opened);
    const { page, origin } = opened;
    // Off the page the login opened first: its own answers (the same query) must not be the
    // ones awaited, their body is gone once the page is left.
    await page.goto('about:blank');
    const rows = rowsOf(page, 'retail_sales_by_category');
    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page);
    const apiRows = await rows;
    expect(apiRows.length).toBeGreaterThan(0);

    const menu = await openMenu(page, widget(page, 'category_table'));
    const download = page.waitForEvent('download');
    await menu.locator('[data-action="export"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sales-by-category.csv');
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(Object.keys(apiRows[0] ?? {}).join(','));
    expect(lines).toHaveLength(apiRows.length + 1);
    const first = apiRows[0] ?? {};
    expect(lines[1]).toContain(String(first.category));
  });

  it('screenshot says so and downloads a PNG', async () => {
    const { page } = await open('owner', '/retail/sales');
    const menu = await openMenu(page, widget(page, 'brand_mix'));
    const download = page.waitForEvent('download');
    await menu.locator('[data-action="screenshot"]').click();
    await page.getByText('Generating the screenshot, please wait...').waitFor();
    const file = await download;
    await page.getByText('Preparing to download...').waitFor();
    // The 'please wait' closes with the download (it stayed its full 4 s next to it before).
    await page
      .getByText('Generating the screenshot, please wait...')
      .waitFor({ state: 'detached', timeout: 2000 });
    expect(file.suggestedFilename()).toBe('brand-mix.png');
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(5000);
  });

  it('clone adds a temporary copy that close removes', async () => {
    const { page } = await open('viewer', '/retail/sales');
    const menu = await openMenu(page, widget(page, 'brand_mix'));
    await menu.locator('[data-action="clone"]').click();
    const copy = page.locator('[data-testid="widget-container"][data-temp="true"]');
    await copy.waitFor();
    await expect(copy.getAttribute('data-widget-id')).resolves.toMatch(/^temp-clone-brand_mix-/);
    await expect(copy.getByTestId('widget-temp-badge').isVisible()).resolves.toBe(true);
    await expect.poll(() => copy.getAttribute('data-state')).toBe('ready');
    // A viewer may close a temporary widget: it is removed locally, nothing is deleted.
    await copy.hover();
    await copy.locator('[data-toolbar-item="close"]').click();
    await expect.poll(() => copy.count()).toBe(0);
    await expect(widget(page, 'brand_mix').isVisible()).resolves.toBe(true);
  });

  it('collapse hides the body; expand shows the widget full screen', async () => {
    const { page } = await open('viewer', '/retail/sales');
    const chart = widget(page, 'brand_mix');
    await chart.hover();
    await chart.locator('[data-toolbar-item="collapse"]').click();
    await expect.poll(() => chart.getAttribute('data-collapsed')).toBe('true');
    await expect(chart.getByTestId('widget-body').count()).resolves.toBe(0);
    await chart.locator('[data-toolbar-item="collapse"]').click();
    await chart.getByTestId('widget-body').waitFor();

    await chart.locator('[data-toolbar-item="expand"]').click();
    const full = page.getByTestId('widget-expanded');
    await full.waitFor();
    const inner = full.locator('[data-testid="widget-container"][data-mode="expanded"]');
    await expect.poll(() => inner.getAttribute('data-state')).toBe('ready');
    const box = await inner.boundingBox();
    expect(box?.width).toBeGreaterThan(1200);
    await page.keyboard.press('Escape');
    await expect.poll(() => full.count()).toBe(0);
  });

  it('pop-out shows the widget in a window that can be dragged and resized, and brings it back', async () => {
    const { page } = await open('viewer', '/retail/sales');
    const menu = await openMenu(page, widget(page, 'daily_revenue'));
    await menu.locator('[data-action="pop-out"]').click();
    const popout = page.getByTestId('widget-popout');
    await popout.waitFor();
    await widget(page, 'daily_revenue').getByTestId('widget-popped-out').waitFor();
    const inner = popout.locator('[data-testid="widget-container"][data-mode="popout"]');
    await expect.poll(() => inner.getAttribute('data-state')).toBe('ready');

    const before = await popout.boundingBox();
    const title = popout.locator('.nav-widget-title');
    const grip = await title.boundingBox();
    if (!before || !grip) throw new Error('pop-out has no box');
    await page.mouse.move(grip.x + 10, grip.y + 5);
    await page.mouse.down();
    await page.mouse.move(grip.x - 140, grip.y + 90, { steps: 8 });
    await page.mouse.up();
    const moved = await popout.boundingBox();
    expect(Math.round((moved?.x ?? 0) - before.x)).toBe(-150);
    expect(Math.round((moved?.y ?? 0) - before.y)).toBe(85);

    const handle = await popout.getByTestId('widget-popout-resize').boundingBox();
    if (!handle) throw new Error('no resize handle');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 120, handle.y + 80, { steps: 8 });
    await page.mouse.up();
    const resized = await popout.boundingBox();
    expect(resized?.width).toBeGreaterThan((moved?.width ?? 0) + 80);
    expect(resized?.height).toBeGreaterThan((moved?.height ?? 0) + 50);

    const popMenu = await openMenu(page, inner);
    await popMenu.locator('[data-action="pop-out"]').click();
    await expect.poll(() => popout.count()).toBe(0);
    await widget(page, 'daily_revenue').getByTestId('widget-body').waitFor();
  });

  it('the preview panel shows the same rows as cards, a chart and back as a table', async () => {
    const { page } = await open('viewer', '/retail/sales');
    const table = widget(page, 'category_table');
    const panel = table.getByTestId('preview-panel');
    const body = table.getByTestId('widget-body');
    await expect(panel.locator('[data-preview="grid"]').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await panel.locator('[data-preview="card"]').click();
    await expect.poll(() => body.getAttribute('data-widget-type')).toBe('card');
    await expect.poll(() => body.locator('[data-testid="card-value"]').count()).toBeGreaterThan(0);
    await panel.locator('[data-preview="chart"]').click();
    await expect.poll(() => body.getAttribute('data-widget-type')).toBe('chart');
    await body.locator('canvas').first().waitFor();
    await panel.locator('[data-preview="grid"]').click();
    await expect.poll(() => body.locator('[role="gridcell"]').count()).toBeGreaterThan(0);
  });

  it('a click on a bar opens the drilldown below; close removes it', async () => {
    const { page } = await open('viewer', '/retail/sales');
    const source = widget(page, 'region_revenue');
    const drillRequest = page.waitForRequest((r) =>
      r.url().includes('/api/v2/services/queries/retail_sales_by_district'),
    );
    await clickBar(page, source);
    const body = (await drillRequest).postDataJSON() as {
      where_cond?: Record<string, unknown>;
      fields?: unknown;
    };
    expect(typeof body.where_cond?.region_id).toBe('number');
    expect(body.fields).toBeUndefined();

    const drill = page.locator('[data-testid="widget-container"][data-temp="true"]');
    await expect.poll(() => drill.count()).toBe(1);
    await expect(drill.locator('.nav-widget-title').innerText()).resolves.toBe(
      'Districts of the region',
    );
    await expect.poll(() => drill.getAttribute('data-state')).toBe('ready');
    await expect(source.getAttribute('data-drilldown-open')).resolves.toBe('true');
    await expect(source.evaluate((el) => el.classList.contains('drilldown-open'))).resolves.toBe(
      true,
    );
    // Below its source on the grid.
    const [sourceBox, drillBox] = [await source.boundingBox(), await drill.boundingBox()];
    expect(drillBox?.y).toBeGreaterThan((sourceBox?.y ?? 0) + (sourceBox?.height ?? 0) - 1);
    await page.screenshot({ path: screenshotPath('drilldown-open') });

    await drill.hover();
    await drill.locator('[data-toolbar-item="close"]').click();
    await expect.poll(() => drill.count()).toBe(0);
    await expect(source.getAttribute('data-drilldown-open')).resolves.toBeNull();
  });

  it('super users get the report tools in the footer; profiling downloads a | separated CSV', async () => {
    const viewer = await open('viewer', '/retail/products');
    await expect(
      widget(viewer.page, 'product_report').getByTestId('report-tools').count(),
    ).resolves.toBe(0);

    const { page } = await open('super', '/retail/products');
    const report = widget(page, 'product_report');
    await report.getByTestId('report-tools').click();
    const download = page.waitForEvent('download');
    await page.locator('[data-report="profiling"]').click();
    const text = await readFile(await (await download).path(), 'utf8');
    const [header, first] = text.split('\n');
    expect(header).toMatch(/^"category"\|"brand"\|/);
    expect(first).toMatch(/^"[^"]+"\|"[^"]+"\|/);

    await report.getByTestId('report-tools').click();
    await page.locator('[data-report="eda"]').click();
    const eda = page.getByTestId('eda-report');
    await eda.waitFor();
    await expect(eda.locator('tbody tr').count()).resolves.toBeGreaterThan(3);
  });
});
