/**
 * Widget params that act in the browser, in Chromium against `navigator start` on a private
 * copy of config-samples: params.isOpenSettings opens the settings drawer when the widget
 * mounts, for users whose toolbar offers it; transparent and borderNone change the card's look;
 * filterOpen opens the side filter panel; placeholder is the empty state's text; a child of
 * params.widgets with shareData shows its parent's rows without a query of its own.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  openAs,
  recordRuns,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('widget params in Chromium', chromiumAvailability());

const DASHBOARD = path.join('acme', 'dashboards', 'sales-overview.json');
const CHART = 'region_revenue';
const CHILD = 'category_shared';
const CHILD_SLUG = 'retail_top_stores';
const PLACEHOLDER = 'No brand sold in this period';

describe.skipIf(!runs)('widget params in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-params-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const file = path.join(configDir, DASHBOARD);
    const config = JSON.parse(await readFile(file, 'utf8'));
    // The super user (id 3) owns the chart, which asks to open its settings on mount.
    config.widgets[CHART].user_id = 3;
    config.widgets[CHART].params.isOpenSettings = true;
    // Look, side filter panel, empty-state text and a child showing its parent's rows.
    config.widgets.kpi_units.params.transparent = true;
    config.widgets.daily_revenue.params.borderNone = true;
    config.widgets.kpi_margin.params.filterOpen = true;
    config.widgets.brand_mix.params.placeholder = PLACEHOLDER;
    config.widgets.brand_mix.params.addConditions = { where_cond: { brand: 'No such brand' } };
    config.widgets.category_table.params.widgets = [{ widget_id: CHILD, shareData: true }];
    config.widgets[CHILD] = {
      title: 'Shared categories',
      classbase: 'grid',
      // Its own query is never run: it shows the parent's rows.
      query_slug: { slug: CHILD_SLUG },
      params: { pqgrid: { columns: [{ field: 'category' }, { field: 'revenue' }] } },
    };
    config.layout.push({ i: CHILD, x: 0, y: 16, w: 12, h: 5 });
    await writeFile(file, JSON.stringify(config, null, 2));
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string): Promise<UserPage> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales`);
    await waitForWidgets(opened.page);
    return opened;
  }

  it('isOpenSettings: the owner finds the settings drawer open; a viewer never gets it', async () => {
    const owner = await open('super');
    const drawer = owner.page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await expect(drawer.count()).resolves.toBe(1);

    const viewer = await open('viewer');
    await expect(viewer.page.getByTestId('widget-settings-drawer').count()).resolves.toBe(0);
  });

  it('transparent, borderNone, filterOpen, placeholder and a shareData child', async () => {
    const opened = await openAs(browser, server.url, 'viewer');
    pages.push(opened);
    const { page } = opened;
    const childRuns = recordRuns(page, CHILD_SLUG);
    const parentRuns = recordRuns(page, 'retail_sales_by_category');
    await page.goto(`${opened.origin}/retail/sales`);
    await waitForWidgets(page);
    const style = (id: string) =>
      widget(page, id).evaluate((el) => {
        const css = getComputedStyle(el);
        return {
          background: css.backgroundColor,
          border: css.borderTopColor,
          shadow: css.boxShadow,
        };
      });
    const plain = await style('kpi_revenue');
    expect(plain.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(plain.border).not.toBe('rgba(0, 0, 0, 0)');
    // transparent: no background, border or shadow; borderNone: the background stays.
    await expect(style('kpi_units')).resolves.toEqual({
      background: 'rgba(0, 0, 0, 0)',
      border: 'rgba(0, 0, 0, 0)',
      shadow: 'none',
    });
    await expect(style('daily_revenue')).resolves.toEqual({
      background: plain.background,
      border: 'rgba(0, 0, 0, 0)',
      shadow: 'none',
    });
    // filterOpen: the side filter panel is open at first, on that widget only.
    await expect(widget(page, 'kpi_margin').getByTestId('widget-filters').count()).resolves.toBe(1);
    await expect(widget(page, 'kpi_ticket').getByTestId('widget-filters').count()).resolves.toBe(0);
    // placeholder: the empty state's text when the query answers no rows.
    const empty = widget(page, 'brand_mix').getByTestId('widget-state-empty');
    await empty.waitFor();
    await expect(empty.innerText()).resolves.toContain(PLACEHOLDER);
    // shareData: the child shows the parent's categories and never runs its own query.
    const cells = (id: string) =>
      widget(page, id)
        .locator('[role="row"] [role="gridcell"]:first-child')
        .allInnerTexts()
        .then((texts) => texts.filter((text) => text.trim() !== ''));
    await widget(page, CHILD).locator('[role="gridcell"]').first().waitFor();
    const parentCells = await cells('category_table');
    expect(parentCells.length).toBeGreaterThan(1);
    const childCells = await cells(CHILD);
    expect(childCells.length).toBeGreaterThan(1);
    const shown = Math.min(childCells.length, parentCells.length);
    expect(childCells.slice(0, shown)).toEqual(parentCells.slice(0, shown));
    expect(childRuns.bodies).toEqual([]);
    expect(parentRuns.bodies.length).toBeGreaterThan(0);
    childRuns.stop();
    parentRuns.stop();
    await widget(page, 'category_table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('widget-params-look'), fullPage: true });
  });
});
