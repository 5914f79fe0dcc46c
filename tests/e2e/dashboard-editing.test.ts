/**
 * Dashboard editing in Chromium against `navigator start` over a private config directory
 * kept in git: the `super` demo user turns on edit mode, adds a chart from the palette on a
 * saved query, drags and resizes it and saves; the reload shows it there, `git diff` of the
 * config directory is the few lines of that change, and `navigator validate` passes. A stale
 * save is refused and the user's layout stays; a viewer has no edit controls and the server
 * refuses the calls; duplicate and save-as-template work from the widget's edit strip.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  apiLogin,
  openAs,
  openMenu,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { dragBy } from '../support/grid-drag.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const run = promisify(execFile);
const runs = requireOrSkip('dashboard editing in Chromium', chromiumAvailability());

const DASHBOARD = 'sales-overview';
const NEW_TITLE = 'Revenue by region map';
const NEW_ID = 'revenue_by_region_map';

type Item = { i: string; x: number; y: number; w: number; h: number };

/** Runs git in the config directory. */
async function git(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', dir, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.invalid',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.invalid',
    },
  });
  return stdout;
}

/** The + and - lines of a unified diff, without the file headers. */
function changedLines(diff: string): string[] {
  return diff.split('\n').filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line));
}

describe.skipIf(!runs)('dashboard editing', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  const pages: UserPage[] = [];

  const dashboardFile = async () =>
    JSON.parse(
      await readFile(path.join(configDir, 'acme', 'dashboards', `${DASHBOARD}.json`), 'utf8'),
    ) as { widgets: Record<string, Record<string, unknown>>; layout: Item[] };

  const api = async (
    username: string,
    method: string,
    apiPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const { token } = await apiLogin(server.port, username);
    return request(server.port, { method, tenant: 'acme', path: apiPath, token, body, headers });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-editing-data-'));
    configDir = await mkdtemp(path.join(tmpdir(), 'navigator-editing-config-'));
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    await git(configDir, 'init', '--quiet');
    await git(configDir, 'add', '-A');
    await git(configDir, 'commit', '--quiet', '-m', 'config as shipped');
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    for (const dir of [dataDir, configDir])
      if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function open(username: string): Promise<Page> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales`);
    // A lazy widget's placeholder can be swapped for the widget while the helper scrolls to
    // it ("not attached to the DOM"); one more pass then finds every widget painted.
    await waitForWidgets(opened.page).catch(() => waitForWidgets(opened.page));
    return opened.page;
  }

  it('super adds a chart from the palette, drags and resizes it, saves: a small git diff', async () => {
    const page = await open('super');
    await page.getByTestId('edit-dashboard').click();
    const bar = page.getByTestId('edit-bar');
    await bar.waitFor();
    await expect(page.getByTestId('edit-save').isDisabled()).resolves.toBe(true);

    // The palette lists the registered types; the chart's form is generated from the schema.
    await page.getByTestId('edit-add-widget').click();
    const palette = page.getByTestId('widget-palette');
    // The drawer mounts its content a frame after the click: wait for it before counting.
    await palette.locator('[data-palette-type]').first().waitFor();
    for (const type of ['chart', 'table', 'card', 'markdown']) {
      await expect(palette.locator(`[data-palette-type="${type}"]`).count()).resolves.toBe(1);
    }
    await palette.locator('[data-palette-type="chart"]').click();
    const form = page.getByTestId('new-widget-form');
    await form.waitFor();
    const add = page.getByTestId('palette-add');
    await expect(add.isDisabled()).resolves.toBe(true);
    await form.getByLabel('Title').fill(NEW_TITLE);
    await form.getByRole('combobox', { name: 'Saved query' }).click();
    await page.getByRole('option', { name: 'retail_sales_by_region', exact: true }).click();
    await page.screenshot({ path: screenshotPath('dashboard-editing-palette') });
    await expect(add.isDisabled()).resolves.toBe(false);
    const added = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/widgets`) && r.status() === 201,
    );
    await add.click();
    await added;

    const item = page.locator(`[data-grid-item="${NEW_ID}"]`);
    await item.waitFor();
    await item.scrollIntoViewIfNeeded();
    const afterAdd = await dashboardFile();
    expect(afterAdd.widgets[NEW_ID]).toMatchObject({
      title: NEW_TITLE,
      classbase: 'chart',
      query_slug: { slug: 'retail_sales_by_region' },
      params: { graph: { type: 'bar' } },
    });
    const placed = afterAdd.layout.find((i) => i.i === NEW_ID);
    expect(placed).toMatchObject({ x: 0, w: 6, h: 4 });
    // The add is its own readable change, committed by the server as the super user: the
    // widget and its one layout item.
    const addDiff = await git(configDir, 'show', '--stat', '--format=%an', 'HEAD');
    expect(addDiff).toMatch(/1 file changed/);
    expect(addDiff.split('\n')[0]).not.toBe('');
    const addedRev = (await git(configDir, 'rev-parse', 'HEAD')).trim();

    // Drag it half the grid to the right by its edit handle, then make it one row taller.
    const grid = await page.getByTestId('dashboard-grid').boundingBox();
    if (!grid) throw new Error('no grid');
    await dragBy(page, item.locator('.nav-edit-handle'), grid.width / 2, 0);
    await expect.poll(() => page.getByTestId('edit-state').getAttribute('data-dirty')).toBe('true');
    await dragBy(page, item.locator('.react-resizable-handle-se'), 0, 80);
    await page.screenshot({ path: screenshotPath('dashboard-editing-moved') });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/layout`) && r.status() === 200,
    );
    await page.getByTestId('edit-save').click();
    await saved;
    await expect
      .poll(() => page.getByTestId('edit-state').getAttribute('data-dirty'))
      .toBe('false');

    const afterMove = await dashboardFile();
    expect(afterMove.layout.find((i) => i.i === NEW_ID)).toMatchObject({
      x: 6,
      y: placed?.y,
      w: 6,
      h: 5,
    });
    // Only the moved widget's x and h changed: two lines out, two in.
    const lines = changedLines(await git(configDir, 'diff', addedRev, 'HEAD'));
    expect(lines.sort()).toEqual(
      ['+      "h": 5', '+      "x": 6,', '-      "h": 4', '-      "x": 0,'].sort(),
    );

    // `navigator validate` passes on the saved directory.
    const validate = await run(process.execPath, ['bin/navigator.js', 'validate', configDir], {
      cwd: ROOT,
    });
    expect(validate.stdout).toMatch(/no problems|valid|0 problems/i);

    // Reloaded, the widget is there, on its new place.
    await page.getByTestId('edit-cancel').click();
    await page.reload();
    await waitForWidgets(page);
    const cell = page.locator(`[data-grid-item="${NEW_ID}"]`);
    await expect(cell.count()).resolves.toBe(1);
    const cellBox = await cell.boundingBox();
    const gridBox = await page.getByTestId('dashboard-grid').boundingBox();
    expect(cellBox && gridBox && cellBox.x - gridBox.x).toBeGreaterThan(gridBox!.width / 3);
    // No two widgets overlap on the reloaded grid.
    const boxes = await page
      .locator('[data-grid-item]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const overlap =
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1;
        expect(overlap).toBe(false);
      }
    }
    await widget(page, NEW_ID).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('dashboard-editing-saved') });
  }, 240_000);

  it('a stale save is refused, the layout stays, and can be saved over the other change', async () => {
    const page = await open('super');
    await page.getByTestId('edit-dashboard').click();
    await page.getByTestId('edit-bar').waitFor();
    const item = page.locator(`[data-grid-item="${NEW_ID}"]`);
    await item.scrollIntoViewIfNeeded();
    const grid = await page.getByTestId('dashboard-grid').boundingBox();
    if (!grid) throw new Error('no grid');
    await dragBy(page, item.locator('.nav-edit-handle'), -grid.width / 2, 0);

    // Meanwhile the owner saves another change of the same dashboard.
    const file = await dashboardFile();
    const other = await api('owner', 'PUT', `/api/v2/dashboards/${DASHBOARD}/layout`, {
      layout: file.layout.map((i) => (i.i === 'category_table' ? { ...i, h: i.h + 1 } : i)),
    });
    expect(other.status).toBe(200);

    const refused = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/layout`) && r.status() === 409,
    );
    await page.getByTestId('edit-save').click();
    await refused;
    const conflict = page.getByTestId('edit-conflict');
    await conflict.waitFor();
    await page.screenshot({ path: screenshotPath('dashboard-editing-conflict') });
    // The user's layout is still on screen, unsaved: the widget sits in the left half where
    // they dragged it (the saved layout has it in the right half).
    const now = await item.boundingBox();
    expect((now?.x ?? grid.x + grid.width) - grid.x).toBeLessThan(grid.width / 3);
    await expect(page.getByTestId('edit-state').getAttribute('data-dirty')).resolves.toBe('true');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/layout`) && r.status() === 200,
    );
    await conflict.getByRole('button', { name: 'Save my layout anyway' }).click();
    await saved;
    const after = await dashboardFile();
    expect(after.layout.find((i) => i.i === NEW_ID)).toMatchObject({ x: 0 });
    // The other user's change is kept: only places the user moved were written.
    expect(after.layout.find((i) => i.i === 'category_table')?.h).toBe(
      (file.layout.find((i) => i.i === 'category_table')?.h ?? 0) + 1,
    );
  }, 180_000);

  it('duplicate saves a copy; save as template re-opens on an empty title and reports failures', async () => {
    const page = await open('super');
    await page.getByTestId('edit-dashboard').click();
    await page.getByTestId('edit-bar').waitFor();
    const strip = page.locator(`[data-testid="edit-item-bar"][data-widget-id="brand_mix"]`);
    await strip.scrollIntoViewIfNeeded();

    const cloned = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/widgets`) && r.status() === 201,
    );
    await strip.locator('[data-edit-action="duplicate"]').click();
    await cloned;
    await page.locator('[data-grid-item="brand_mix_copy"]').waitFor();
    expect((await dashboardFile()).widgets.brand_mix_copy).toMatchObject({
      classbase: 'chart',
      user_id: 3,
    });

    // In edit mode the toolbar's Clone saves a copy too, instead of a temporary one.
    const clonedByToolbar = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/widgets`) && r.status() === 201,
    );
    const menu = await openMenu(page, widget(page, 'brand_mix'));
    await menu.locator('[data-action="clone"]').click();
    await clonedByToolbar;
    await page.locator('[data-grid-item="brand_mix_copy_2"]').waitFor();
    await expect(page.locator('[data-temp="true"]').count()).resolves.toBe(0);

    await strip.locator('[data-edit-action="template"]').click();
    const title = page.getByTestId('template-title');
    await title.waitFor();
    await title.fill('');
    await page.getByTestId('template-save').click();
    // Re-opened, asking for a title; nothing was sent.
    await expect.poll(() => page.getByText('Give the template a title.').count()).toBe(1);
    await expect(title.isVisible()).resolves.toBe(true);
    await expect(title.inputValue()).resolves.toBe('');

    // A title the server refuses (no letter or digit for its name): the spec's error text.
    await title.fill('!!!');
    await page.getByTestId('template-save').click();
    await page.getByText('An error has occurred').first().waitFor();

    const templated = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/widgets-template') && r.status() === 200,
    );
    await title.fill('Brand mix template');
    await page.getByTestId('template-save').click();
    await templated;
    await page.getByText('Template saved.').first().waitFor();
  }, 180_000);

  it("the superuser's Tooltip Help Editor saves the widget's help text", async () => {
    const page = await open('superuser');
    const menu = await openMenu(page, widget(page, 'region_revenue'));
    await menu.locator('[data-action="help-editor"]').click();
    const dialog = page.getByTestId('help-editor');
    await dialog.waitFor();
    const text = 'Revenue per **region**, month to date.';
    await dialog.locator('textarea').first().fill(text);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v2/widgets/') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect((await dashboardFile()).widgets.region_revenue?.description).toBe(text);
  }, 180_000);

  it('resizing a widget that nests a child resizes both, and the saved layout keeps it', async () => {
    const opened = await openAs(browser, server.url, 'super');
    pages.push(opened);
    const { page, origin } = opened;
    await page.goto(`${origin}/stores_ops/traffic`);
    await waitForWidgets(page).catch(() => waitForWidgets(page));
    const file = path.join(configDir, 'acme', 'dashboards', 'store-traffic.json');
    const placeOf = async (id: string) => {
      const stored = JSON.parse(await readFile(file, 'utf8')) as { layout: Item[] };
      const item = stored.layout.find((i) => i.i === id);
      return item && [item.x, item.y, item.w, item.h];
    };
    // sqft_chart nests in sqft_table's cell: one grid item, 7 + 5 columns wide, 6 rows.
    await expect(placeOf('sqft_table')).resolves.toEqual([0, 4, 7, 6]);
    await expect(placeOf('sqft_chart')).resolves.toEqual([7, 4, 5, 6]);

    await page.getByTestId('edit-dashboard').click();
    await page.getByTestId('edit-bar').waitFor();
    const cell = page.locator('[data-grid-item="sqft_table"]');
    const tall = async () => (await cell.boundingBox())?.height ?? 0;
    const before = await tall();
    // Two rows taller (a row is 80 px and a 16 px margin).
    await dragBy(page, cell.locator('.react-resizable-handle-se'), 0, 192);
    await expect.poll(() => page.getByTestId('edit-state').getAttribute('data-dirty')).toBe('true');
    // It does not snap back.
    await page.waitForTimeout(400);
    expect(await tall()).toBeGreaterThan(before + 150);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/dashboards/store-traffic/layout') && r.status() === 200,
    );
    await page.getByTestId('edit-save').click();
    await saved;

    await expect(placeOf('sqft_table')).resolves.toEqual([0, 4, 7, 8]);
    await expect(placeOf('sqft_chart')).resolves.toEqual([7, 4, 5, 8]);
    await page.getByTestId('edit-cancel').click();
    await page.reload();
    await waitForWidgets(page).catch(() => waitForWidgets(page));
    expect(await tall()).toBeGreaterThan(before + 150);
    // Both widgets still share the cell.
    await expect(cell.locator('[data-widget-id="sqft_chart"]').count()).resolves.toBe(1);
  }, 180_000);

  it('a window too narrow to arrange the widgets says so, and editing comes back when widened', async () => {
    const page = await open('super');
    await page.getByTestId('edit-dashboard').click();
    await page.getByTestId('edit-bar').waitFor();
    const grid = page.getByTestId('dashboard-grid');
    const notice = page.getByTestId('edit-narrow');
    await expect(grid.getAttribute('data-editing')).resolves.toBe('true');
    await expect(notice.count()).resolves.toBe(0);

    // The grid stacks its widgets below 720 px: that is no layout to save, so no dragging.
    await page.setViewportSize({ width: 900, height: 900 });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('at least 720 px');
    await expect(grid.getAttribute('data-editing')).resolves.toBeNull();
    await expect(page.locator('.nav-edit-handle').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('dashboard-editing-narrow') });

    await page.setViewportSize({ width: 1440, height: 900 });
    await notice.waitFor({ state: 'detached' });
    await expect(grid.getAttribute('data-editing')).resolves.toBe('true');
  });

  it('a viewer has no edit controls and the server refuses the editing calls', async () => {
    const page = await open('viewer');
    await expect(page.getByTestId('edit-dashboard').count()).resolves.toBe(0);
    await expect(page.getByTestId('edit-bar').count()).resolves.toBe(0);
    await expect(page.locator('.nav-edit-handle').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('dashboard-editing-narrow') });
    const before = await readFile(
      path.join(configDir, 'acme', 'dashboards', `${DASHBOARD}.json`),
      'utf8',
    );
    const file = await dashboardFile();
    const layout = await api('viewer', 'PUT', `/api/v2/dashboards/${DASHBOARD}/layout`, {
      layout: file.layout,
    });
    const widgetAdd = await api('viewer', 'PUT', `/api/v2/dashboards/${DASHBOARD}/widgets`, {
      title: 'Nope',
      classbase: 'markdown',
    });
    const clone = await api('viewer', 'PUT', `/api/v2/dashboards/${DASHBOARD}/widgets`, {
      clone_of: 'brand_mix',
    });
    expect([layout.status, widgetAdd.status, clone.status]).toEqual([403, 403, 403]);
    expect(
      await readFile(path.join(configDir, 'acme', 'dashboards', `${DASHBOARD}.json`), 'utf8'),
    ).toBe(before);
  }, 180_000);
});
