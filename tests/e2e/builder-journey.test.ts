/**
 * The builder journey of issue 7 end to end in Chromium, against `navigator start` over a
 * private copy of config-samples kept in its own git repository. The `super` demo user writes
 * a saved query with a typed `{param}`, previews and saves it (its .json and .sql appear and
 * `navigator validate` passes), adds a chart on it from the palette, sets its axes in the
 * settings drawer with the live preview, drags and resizes it and saves the layout; after a
 * reload the chart paints the new query's rows where it was dropped, and `git diff` of the
 * config directory is the few readable lines of that change. A viewer sees none of the
 * editing controls and the server refuses the same calls.
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
  dismissToasts,
  apiLogin,
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
  toolbarAction,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { dragBy } from '../support/grid-drag.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const run = promisify(execFile);
const runs = requireOrSkip('builder journey in Chromium', chromiumAvailability());

const SLUG = 'journey_region_units';
const PARAM = 'max_region';
const SQL = [
  'SELECT s.region_id, r.region_name, count(*) AS sales, sum(s.units) AS units',
  'FROM sales s',
  'JOIN regions r ON r.region_id = s.region_id',
  `WHERE s.region_id <= {${PARAM}}`,
  'GROUP BY s.region_id, r.region_name',
  'ORDER BY s.region_id',
].join('\n');
const DASHBOARD = 'sales-overview';
const DASHBOARD_FILE = path.join('acme', 'dashboards', `${DASHBOARD}.json`);
const TITLE = 'Units by region';
const WIDGET = 'units_by_region';

type Item = { i: string; x: number; y: number; w: number; h: number };

/** Runs git in the config directory, as a fixed author. */
async function git(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    'git',
    ['-C', dir, '-c', 'user.email=e2e@navigator.test', '-c', 'user.name=e2e', ...args],
    { env: process.env },
  );
  return stdout;
}

/** The + and - lines of a unified diff, without the file headers. */
function changedLines(diff: string): string[] {
  return diff.split('\n').filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line));
}

/** Runs `navigator validate` on `dir`; resolves with its exit code. */
async function validate(dir: string): Promise<number> {
  try {
    await run(process.execPath, ['bin/navigator.js', 'validate', dir], { cwd: ROOT });
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? 1;
  }
}

/** Replaces the SQL pane's text (typed as one insertion, so brackets are not auto-closed). */
async function setSql(page: Page, sql: string): Promise<void> {
  const content = page.getByTestId('sql-pane').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

describe.skipIf(!runs)('builder journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  const pages: UserPage[] = [];

  const queryFile = (ext: 'json' | 'sql') =>
    path.join(configDir, 'acme', 'queries', `${SLUG}.${ext}`);
  const dashboardText = () => readFile(path.join(configDir, DASHBOARD_FILE), 'utf8');
  const dashboard = async () =>
    JSON.parse(await dashboardText()) as {
      widgets: Record<string, Record<string, unknown>>;
      layout: Item[];
    };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-journey-data-'));
    configDir = await mkdtemp(path.join(tmpdir(), 'navigator-journey-config-'));
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

  async function open(username: string): Promise<UserPage> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    return opened;
  }

  it('super: query with a {param} → chart from the palette → axes → drag, resize, save → reload', async () => {
    const { page, origin } = await open('super');

    // 1. The query editor, from the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-saved-queries').click();
    await page.getByTestId('query-editor').waitFor();
    await page.getByTestId('query-slug').fill(SLUG);
    await page.getByTestId('sql-pane').locator('.cm-content').waitFor();
    await setSql(page, SQL);
    await page.keyboard.press('Escape'); // closes the completion list the typing opened
    await page
      .getByTestId('undeclared-params')
      .filter({ hasText: `{${PARAM}}` })
      .waitFor();

    // The typed parameter, declared in the parameter form.
    const form = page.getByTestId('parameter-form');
    await form.getByLabel('Keyword').fill(PARAM);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'integer', exact: true }).click();
    await form.getByLabel('Default value').fill('3');
    await page.getByTestId('parameter-submit').click();
    await page.getByTestId(`parameter-${PARAM}`).waitFor();
    await expect(page.getByTestId('undeclared-params').count()).resolves.toBe(0);

    // 2. Preview: the server binds the integer, so only regions 1..3 come back.
    const previewed = page.waitForResponse(
      (r) => r.url().includes('/api/v2/services/queries') && r.request().method() === 'POST',
    );
    await page.getByTestId('query-run').click();
    const previewAnswer = await previewed;
    expect(previewAnswer.status()).toBe(200);
    expect(previewAnswer.request().postDataJSON()).toMatchObject({
      query_raw: SQL,
      params: [{ name: PARAM, type: 'integer', value: 3 }],
    });
    const results = page.getByTestId('preview-results');
    await results.waitFor();
    await expect(results.locator('thead th').allTextContents()).resolves.toEqual([
      'region_id',
      'region_name',
      'sales',
      'units',
    ]);
    const regionIds = (await results.locator('tbody tr td:nth-child(1)').allTextContents()).map(
      Number,
    );
    expect(regionIds.length).toBeGreaterThan(0);
    expect(regionIds.every((id) => id >= 1 && id <= 3)).toBe(true);
    await page.screenshot({ path: screenshotPath('builder-journey-1-query-preview') });

    // 3. Save: the new .json and .sql are the only change, and the config still validates.
    const created = page.waitForResponse(
      (r) => r.url().includes('/api/v2/queries') && r.request().method() === 'PUT',
    );
    await page.getByTestId('query-save').click();
    const createdAnswer = await created;
    expect(createdAnswer.status()).toBeLessThan(300);
    expect(createdAnswer.request().postDataJSON()).toMatchObject({
      query_slug: SLUG,
      query_raw: SQL,
      params: [{ name: PARAM, type: 'integer', value: 3, index: 0 }],
      cond_definition: { [PARAM]: 'integer' },
    });
    await expect(createdAnswer.json()).resolves.toMatchObject({ query_slug: SLUG });
    await page
      .getByTestId('toast-success')
      .filter({ hasText: 'Slug saved successfully.' })
      .waitFor();
    await page.waitForURL(`**/_builder/queries/${SLUG}`);
    const savedQuery = JSON.parse(await readFile(queryFile('json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(savedQuery).toMatchObject({
      query_slug: SLUG,
      params: [{ name: PARAM, type: 'integer', value: 3 }],
    });
    expect((await readFile(queryFile('sql'), 'utf8')).trim()).toBe(SQL);
    // The server committed the save (the config is its own repository): the two files, and
    // nothing left uncommitted.
    const queryCommit = await git(configDir, 'show', '--name-status', '--format=', 'HEAD');
    expect(queryCommit.trim().split('\n').sort()).toEqual([
      `A\tacme/queries/${SLUG}.json`,
      `A\tacme/queries/${SLUG}.sql`,
    ]);
    await expect(git(configDir, 'status', '--porcelain')).resolves.toBe('');
    await expect(validate(configDir)).resolves.toBe(0);
    const queryRev = (await git(configDir, 'rev-parse', 'HEAD')).trim();

    // 4. The dashboard, in edit mode: the palette offers the new query for a chart.
    // Reached by the side navigation, in the same page: no reload refreshes what it knows.
    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await page.waitForURL(`${origin}/retail/sales**`);
    await waitForWidgets(page).catch(() => waitForWidgets(page));
    await page.getByTestId('edit-dashboard').click();
    await page.getByTestId('edit-bar').waitFor();
    await page.getByTestId('edit-add-widget').click();
    const palette = page.getByTestId('widget-palette');
    await palette.locator('[data-palette-type="chart"]').click();
    const newWidget = page.getByTestId('new-widget-form');
    await newWidget.waitFor();
    await newWidget.getByLabel('Title').fill(TITLE);
    await newWidget.getByRole('combobox', { name: 'Saved query' }).click();
    await page.getByRole('option', { name: SLUG, exact: true }).click();
    await page.screenshot({ path: screenshotPath('builder-journey-2-palette') });
    const added = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/widgets`) && r.status() === 201,
    );
    await page.getByTestId('palette-add').click();
    expect((await added).request().postDataJSON()).toMatchObject({
      title: TITLE,
      classbase: 'chart',
      query_slug: { slug: SLUG },
    });
    const cell = page.locator(`[data-grid-item="${WIDGET}"]`);
    await cell.waitFor();
    const afterAdd = await dashboard();
    expect(afterAdd.widgets[WIDGET]).toMatchObject({
      title: TITLE,
      classbase: 'chart',
      query_slug: { slug: SLUG },
    });
    const placed = afterAdd.layout.find((i) => i.i === WIDGET);
    expect(placed).toMatchObject({ x: 0, w: 6, h: 4 });
    await cell.scrollIntoViewIfNeeded();
    await widget(page, WIDGET).locator('canvas, svg').first().waitFor();
    await page.screenshot({ path: screenshotPath('builder-journey-2-added') });

    // 5. Still editing, the new chart's settings drawer (from its toolbar): axes from the
    // query's columns, with the live preview.
    await dismissToasts(page);
    const chart = widget(page, WIDGET);
    await chart.scrollIntoViewIfNeeded();
    await toolbarAction(page, chart, 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    const save = drawer.getByTestId('settings-save');
    await expect(save.isDisabled()).resolves.toBe(true);
    const preview = drawer.getByTestId('settings-preview');
    await preview.waitFor();
    const previewBefore = await preview.screenshot();
    await drawer.getByTestId('type-tab').click();
    const xAxis = drawer.getByLabel('X axis (category)');
    await xAxis.fill('region_name');
    await xAxis.press('Escape');
    const measures = drawer.getByLabel('Y axis (measures)');
    await measures.click();
    await measures.fill('units');
    await measures.press('Enter');
    await measures.press('Escape');
    await expect(save.isDisabled()).resolves.toBe(false);
    // The live preview follows the unsaved axes (the chart remounts after its debounce): from
    // the palette's default (the first measure that is no id: sales) to units ...
    await expect
      .poll(async () => Buffer.compare(await preview.screenshot(), previewBefore) !== 0, {
        timeout: 15_000,
      })
      .toBe(true);
    await preview.locator('canvas, svg').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: screenshotPath('builder-journey-3-drawer-axes') });
    // ... while the file still holds the chart as the palette added it.
    expect((await dashboard()).widgets[WIDGET]?.params).toEqual({ graph: { type: 'bar' } });
    const settingsSaved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/v2/widgets/${DASHBOARD}/${WIDGET}`) &&
        r.request().method() === 'POST',
    );
    await save.click();
    const settingsAnswer = await settingsSaved;
    expect(settingsAnswer.status()).toBe(200);
    expect(settingsAnswer.request().postDataJSON()).toMatchObject({
      params: { graph: { type: 'bar', xkey: 'region_name', ykey: 'units' } },
    });
    await expect(settingsAnswer.json()).resolves.toMatchObject({ status: 'success' });
    await drawer.waitFor({ state: 'detached' });
    expect((await dashboard()).widgets[WIDGET]?.params).toMatchObject({
      graph: { xkey: 'region_name', ykey: 'units' },
    });

    // 6. Drag it half the grid to the right, make it one row taller, save the layout: the
    // settings saved meanwhile by the same user do not make this save stale (no 409).
    await cell.scrollIntoViewIfNeeded();
    const grid = await page.getByTestId('dashboard-grid').boundingBox();
    if (!grid) throw new Error('no grid');
    await dragBy(page, cell.locator('.nav-edit-handle'), grid.width / 2, 0);
    await expect.poll(() => page.getByTestId('edit-state').getAttribute('data-dirty')).toBe('true');
    // The handle may have left the viewport with the move: bring it back as a user would.
    const resizeHandle = cell.locator('.react-resizable-handle-se');
    await resizeHandle.scrollIntoViewIfNeeded();
    await dragBy(page, resizeHandle, 0, 80);
    await page.screenshot({ path: screenshotPath('builder-journey-4-moved') });
    const layoutSaved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/v2/dashboards/${DASHBOARD}/layout`) &&
        r.request().method() === 'PUT',
    );
    await page.getByTestId('edit-save').click();
    const layoutAnswer = await layoutSaved;
    expect(layoutAnswer.status()).toBe(200);
    const layoutBody = layoutAnswer.request().postDataJSON() as { layout: Item[] };
    expect(layoutBody.layout.find((i) => i.i === WIDGET)).toEqual({
      i: WIDGET,
      x: 6,
      y: placed?.y,
      w: 6,
      h: 5,
    });
    await expect
      .poll(() => page.getByTestId('edit-state').getAttribute('data-dirty'))
      .toBe('false');
    await expect(page.getByTestId('edit-conflict').count()).resolves.toBe(0);
    expect((await dashboard()).layout.find((i) => i.i === WIDGET)).toMatchObject({
      x: 6,
      y: placed?.y,
      w: 6,
      h: 5,
    });

    // 7. The whole dashboard change is one small, readable diff: the widget and its place.
    const stat = await git(configDir, 'diff', '--stat', queryRev, 'HEAD');
    expect(stat).toMatch(/1 file changed/);
    expect(stat).toContain(DASHBOARD_FILE);
    // Nothing else of the file moved: only added lines, the new widget then its layout item.
    expect(changedLines(await git(configDir, 'diff', '--unified=0', queryRev, 'HEAD'))).toEqual([
      '+    },',
      `+    "${WIDGET}": {`,
      '+      "user_id": 3,',
      `+      "title": "${TITLE}",`,
      '+      "classbase": "chart",',
      '+      "query_slug": {',
      `+        "slug": "${SLUG}"`,
      '+      },',
      '+      "params": {',
      '+        "graph": {',
      '+          "type": "bar",',
      '+          "xkey": "region_name",',
      '+          "ykey": "units"',
      '+        }',
      '+      }',
      '+    },',
      '+    {',
      `+      "i": "${WIDGET}",`,
      '+      "x": 6,',
      `+      "y": ${placed?.y},`,
      '+      "w": 6,',
      '+      "h": 5',
    ]);
    await expect(validate(configDir)).resolves.toBe(0);

    // 8. Reloaded: the chart is there, in the right half, painting the new query's rows.
    await page.getByTestId('edit-cancel').click();
    const dataAsked = page.waitForResponse(
      (r) => r.url().includes(`/api/v2/services/queries/${SLUG}`) && r.status() === 200,
    );
    await page.reload();
    await waitForWidgets(page).catch(() => waitForWidgets(page));
    const data = (await (await dataAsked).json()) as unknown;
    expect(JSON.stringify(data)).toContain('"region_name"');
    expect(JSON.stringify(data)).toContain('"units"');
    const reloaded = page.locator(`[data-grid-item="${WIDGET}"]`);
    await expect(reloaded.count()).resolves.toBe(1);
    await expect(
      widget(page, WIDGET).locator('[data-testid="widget-body"]').getAttribute('data-widget-type'),
    ).resolves.toBe('chart');
    await widget(page, WIDGET).locator('canvas, svg').first().waitFor();
    const cellBox = await reloaded.boundingBox();
    const gridBox = await page.getByTestId('dashboard-grid').boundingBox();
    if (!cellBox || !gridBox) throw new Error('no boxes');
    expect(cellBox.x - gridBox.x).toBeGreaterThan(gridBox.width / 3);
    await widget(page, WIDGET).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('builder-journey-5-reloaded') });
  }, 360_000);

  it('viewer: none of the editing controls exist, and the server refuses the same calls', async () => {
    const { page, origin } = await open('viewer');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').waitFor();
    await expect(page.getByTestId('menu-saved-queries').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/_builder/queries`);
    await page.getByTestId('query-page-forbidden').waitFor();
    await expect(page.getByTestId('query-editor').count()).resolves.toBe(0);

    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page).catch(() => waitForWidgets(page));
    await expect(page.getByTestId('edit-dashboard').count()).resolves.toBe(0);
    await expect(page.locator('.nav-edit-handle').count()).resolves.toBe(0);
    // The journey's chart is on the viewer's dashboard too, without any settings item.
    const chart = widget(page, WIDGET);
    await chart.scrollIntoViewIfNeeded();
    const items = (await chart.getByTestId('widget-toolbar').getAttribute('data-toolbar-items'))!;
    expect(items.split(' ')).not.toContain('settings');
    expect(items.split(' ')).not.toContain('settings-widget-main');
    await page.screenshot({ path: screenshotPath('builder-journey-6-viewer') });

    const { token } = await apiLogin(server.port, 'viewer');
    const call = (method: string, apiPath: string, body?: unknown) =>
      request(server.port, { method, tenant: 'acme', path: apiPath, token, body });
    const file = await dashboard();
    const answers = [
      await call('PUT', '/api/v2/queries/', { query_slug: 'viewer_query', query_raw: 'SELECT 1' }),
      await call('POST', `/api/v2/queries/${SLUG}`, { description: 'changed' }),
      await call('POST', '/api/v2/services/queries', { query_raw: 'SELECT 1' }),
      await call('PUT', `/api/v2/dashboards/${DASHBOARD}/widgets`, {
        title: 'Nope',
        classbase: 'chart',
        query_slug: { slug: SLUG },
      }),
      await call('POST', `/api/v2/widgets/${DASHBOARD}/${WIDGET}`, {
        params: { graph: { type: 'line', xkey: 'region_name', ykey: 'units' } },
      }),
      await call('PUT', `/api/v2/dashboards/${DASHBOARD}/layout`, {
        layout: file.layout.map((i) => (i.i === WIDGET ? { ...i, x: 0 } : i)),
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    // Nothing was written: the config directory is still the committed journey.
    await expect(git(configDir, 'status', '--porcelain')).resolves.toBe('');
  }, 180_000);
});
