/**
 * The settings dialog and drawer in Chromium against `navigator start`, on a private copy of
 * config-samples kept in its own git repository so each save can be read as a `git diff`.
 * In that copy the `super` demo user owns the "Revenue by Region" chart.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  apiLogin,
  openAs,
  openMenu,
  waitForWidgets,
  widget,
  type UserPage,
  toolbarAction,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

/** The widget title's input in the settings dialog (English, the demo's titles are translated). */
const TITLE_INPUT = 'input[id$="-attributes_title"], input[id$="-attributes_title_en"]';

const runs = requireOrSkip('widget settings in Chromium', chromiumAvailability());

const DASHBOARD = path.join('acme', 'dashboards', 'sales-overview.json');
const CHART = 'region_revenue';

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.email=e2e@navigator.test', '-c', 'user.name=e2e', ...args],
    {
      cwd,
      encoding: 'utf8',
    },
  );
}

describe.skipIf(!runs)('widget settings', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  const pages: UserPage[] = [];

  const dashboardText = () => readFile(path.join(configDir, DASHBOARD), 'utf8');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-settings-'));
    configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    // The super user owns the chart: a one-line edit that keeps the file's formatting.
    const file = path.join(configDir, DASHBOARD);
    const text = await readFile(file, 'utf8');
    const marker = `    "${CHART}": {\n`;
    expect(text).toContain(marker);
    await writeFile(file, text.replace(marker, `${marker}      "user_id": 3,\n`));
    git(configDir, 'init', '-q');
    git(configDir, 'add', '-A');
    git(configDir, 'commit', '-q', '-m', 'config');
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

  it('viewer: no editing control exists, and the server refuses the save', async () => {
    const { page } = await open('viewer');
    const toolbars = page.locator('[data-testid="dashboard-grid"] [data-testid="widget-toolbar"]');
    const items = await toolbars.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-toolbar-items') ?? ''),
    );
    expect(items.length).toBeGreaterThan(5);
    for (const list of items) {
      expect(list.split(' ')).not.toContain('settings');
      expect(list.split(' ')).not.toContain('settings-widget-main');
    }
    const menu = await openMenu(page, widget(page, CHART));
    await expect(menu.locator('[data-action^="settings"]').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('widget-settings').count()).resolves.toBe(0);
    await expect(page.getByTestId('widget-settings-drawer').count()).resolves.toBe(0);

    const before = await dashboardText();
    const { token } = await apiLogin(server.port, 'viewer');
    const answer = await request(server.port, {
      method: 'POST',
      tenant: 'acme',
      path: `/api/v2/widgets/sales-overview/${CHART}`,
      token,
      body: { title: 'Hijacked', params: { graph: { type: 'line' } } },
    });
    expect(answer.status).toBe(403);
    await expect(dashboardText()).resolves.toBe(before);
  });

  it('owner: the small dialog has its four tabs; the drawer has no Advanced mode - Params', async () => {
    const { page } = await open('owner');
    await toolbarAction(page, widget(page, 'daily_revenue'), 'settings');
    const dialog = page.getByTestId('widget-settings');
    await dialog.waitFor();
    await expect(dialog.getByRole('tab').allInnerTexts()).resolves.toEqual([
      'Attributes',
      'Help',
      'Datasource',
      'Share',
    ]);
    await expect(dialog.getByTestId('settings-save').isDisabled()).resolves.toBe(true);
    await dialog.getByRole('tab', { name: 'Datasource' }).click();
    await expect(dialog.getByTestId('edit-query').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('widget-settings-dialog') });

    await dialog.getByTestId('open-drawer').click();
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await expect(drawer.getByRole('tab').allInnerTexts()).resolves.toEqual([
      'General',
      'Data Source',
      'Chart (Vega-Lite)',
      'Help',
    ]);
    await drawer.getByTestId('settings-preview').locator('canvas, svg').first().waitFor();
    await page.screenshot({ path: screenshotPath('widget-settings-drawer') });
    await drawer.getByTestId('settings-cancel').click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('owner: the icon picker offers the icons with their pictures and sets attributes.icon', async () => {
    const { page } = await open('owner');
    await toolbarAction(page, widget(page, 'daily_revenue'), 'settings');
    const dialog = page.getByTestId('widget-settings');
    await dialog.waitFor();
    const picker = dialog.getByTestId('icon-picker');
    await expect(picker.inputValue()).resolves.toBe('chart-area');
    await expect(dialog.locator('svg.tabler-icon-chart-area').count()).resolves.toBe(1);
    await picker.fill('tro');
    const option = page.getByRole('option', { name: 'trophy', exact: true });
    await option.waitFor();
    // Each suggestion shows its icon beside its name; only names holding the typed text.
    await expect(option.locator('svg.tabler-icon-trophy').count()).resolves.toBe(1);
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(['trophy']);
    await page.screenshot({ path: screenshotPath('widget-settings-icon-picker') });
    await option.click();
    await expect(picker.inputValue()).resolves.toBe('trophy');
    await expect(dialog.locator('svg.tabler-icon-trophy').count()).resolves.toBe(1);
    await expect(dialog.getByTestId('settings-save').isDisabled()).resolves.toBe(false);
    await dialog.getByTestId('settings-cancel').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('invalid input shows the schema’s message next to the field and saves nothing', async () => {
    const { page } = await open('super');
    const before = await dashboardText();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v2/widgets/')) posts.push(r.url());
    });
    await toolbarAction(page, widget(page, CHART), 'settings');
    const dialog = page.getByTestId('widget-settings');
    await dialog.waitFor();
    // The demo's titles are translated: the dialog edits each language; this is the English one.
    const title = dialog.locator(TITLE_INPUT);
    await title.fill('A title that is far too long for the toolbar');
    // Next to the field: the input's own error line, which Mantine links to the input.
    const inputId = await title.getAttribute('id');
    const message = dialog.locator(`[id="${inputId}-error"]`);
    await message.waitFor();
    await expect(message.innerText()).resolves.toBe('Must be at most 30 characters.');
    await expect(title.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(dialog.getByTestId('settings-hint').innerText()).resolves.toBe(
      'Press "Save Changes" to continue.',
    );
    await page.screenshot({ path: screenshotPath('widget-settings-invalid') });
    await dialog.getByTestId('settings-save').click();
    await expect(dialog.getByTestId('settings-problem').innerText()).resolves.toMatch(
      /^Fix the highlighted fields first: title\.en Must be at most 30 characters\.$/,
    );
    expect(posts).toEqual([]);
    await expect(dashboardText()).resolves.toBe(before);

    // Closing restores the original: reopened, the dialog shows the saved title.
    await dialog.getByTestId('settings-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await toolbarAction(page, widget(page, CHART), 'settings');
    await expect(
      page.getByTestId('widget-settings').locator(TITLE_INPUT).inputValue(),
    ).resolves.toBe('Revenue by Region');
    await page.getByTestId('widget-settings').getByTestId('settings-cancel').click();
  });

  it('super: a slug change looks the columns up and resets the axes; closing restores all', async () => {
    const { page } = await open('super');
    const before = await dashboardText();
    await toolbarAction(page, widget(page, CHART), 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: 'Data Source' }).click();
    await expect(drawer.getByTestId('edit-query').count()).resolves.toBe(1);
    const slug = drawer.getByLabel('Query slug');
    await slug.fill('retail');
    await drawer
      .getByTestId('slug-columns')
      .getByText(/Reading the columns|Columns:|could not/)
      .waitFor();
    await slug.fill('retail_sales_daily');
    await drawer
      .getByTestId('slug-columns')
      .getByText(/sale_date/)
      .waitFor();
    await page.screenshot({ path: screenshotPath('widget-settings-datasource') });
    await drawer.getByTestId('type-tab').click();
    await expect(drawer.getByLabel('X axis (category)').inputValue()).resolves.toBe('');
    await drawer.getByTestId('settings-cancel').click();
    await drawer.waitFor({ state: 'detached' });
    await expect(dashboardText()).resolves.toBe(before);
  });

  it('super: Advanced mode - Params edits the params as JSON and refuses invalid ones', async () => {
    const { page } = await open('super');
    const before = await dashboardText();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v2/widgets/')) posts.push(r.url());
    });
    await toolbarAction(page, widget(page, CHART), 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: 'Advanced mode - Params' }).click();
    const editor = drawer.getByTestId('settings-advanced').locator('.cm-content');
    await editor.waitFor();
    await expect(editor.innerText()).resolves.toContain('"xkey": "region_name"');

    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{"graph": ');
    await drawer.getByTestId('params-error').getByText('The syntax is incorrect.').waitFor();

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      '{"graph": {"type": "line", "xkey": "region_name"}, "hideToolbar": "yes"}',
    );
    await drawer.getByTestId('params-problems').getByText('Must be a boolean.').waitFor();
    await expect(drawer.getByTestId('params-error').count()).resolves.toBe(0);
    await drawer.getByTestId('settings-save').click();
    await expect(drawer.getByTestId('settings-problem').innerText()).resolves.toBe(
      'Fix the highlighted fields first: params.hideToolbar Must be a boolean.',
    );
    expect(posts).toEqual([]);
    await page.screenshot({ path: screenshotPath('widget-settings-advanced') });

    await drawer.getByTestId('settings-cancel').click();
    await drawer.waitFor({ state: 'detached' });
    await expect(dashboardText()).resolves.toBe(before);
  });

  it('super: configures the chart’s axes with a live preview, saves, and the file diff is small', async () => {
    const { page } = await open('super');
    const before = await dashboardText();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const grid = widget(page, CHART);
    const gridBefore = await grid.locator('[data-testid="widget-body"]').screenshot();
    await toolbarAction(page, grid, 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await expect(drawer.getByRole('tab').allInnerTexts()).resolves.toEqual([
      'General',
      'Data Source',
      'Chart (Vega-Lite)',
      'Help',
      'Advanced mode - Params',
    ]);
    const save = drawer.getByTestId('settings-save');
    await expect(save.isDisabled()).resolves.toBe(true);
    const preview = drawer.getByTestId('settings-preview');
    await preview.locator('canvas, svg').first().waitFor();
    const previewBefore = await preview.screenshot();

    await drawer.getByTestId('type-tab').click();
    await drawer.getByRole('combobox', { name: 'Chart type' }).click();
    await page.getByRole('option', { name: 'horizontal-bar', exact: true }).click();
    const measures = drawer.getByLabel('Y axis (measures)');
    await measures.click();
    await measures.fill('units');
    await measures.press('Enter');
    await expect(save.isDisabled()).resolves.toBe(false);

    // The preview follows (after the 500 ms debounce the chart remounts) ...
    await expect
      .poll(async () => Buffer.compare(await preview.screenshot(), previewBefore) !== 0, {
        timeout: 15_000,
      })
      .toBe(true);
    await preview.locator('canvas, svg').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: screenshotPath('widget-settings-drawer') });
    // ... while nothing is saved yet.
    await expect(dashboardText()).resolves.toBe(before);

    const saved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/v2/widgets/sales-overview/${CHART}`) &&
        r.request().method() === 'POST',
    );
    await save.click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      status: string;
      message: string;
      data: { data: { params: unknown } };
    };
    expect(body.status).toBe('success');
    expect(body.data.data.params).toMatchObject({
      graph: { type: 'horizontal-bar', ykey: ['revenue', 'units'] },
    });
    await drawer.waitFor({ state: 'detached' });

    const stored = JSON.parse(await dashboardText()) as {
      widgets: Record<string, { params: { graph: Record<string, unknown> } }>;
    };
    expect(stored.widgets[CHART]?.params.graph).toMatchObject({
      type: 'horizontal-bar',
      xkey: 'region_name',
      ykey: ['revenue', 'units'],
    });
    // The server committed the save (the config is its own repository): its commit's diff.
    const diff = git(configDir, 'show', '--unified=0', '--format=', 'HEAD', '--', DASHBOARD);
    const changed = diff.split('\n').filter((line) => /^[+-](?![+-])/.test(line));
    expect(changed).toEqual([
      '-          "type": "bar",',
      '+          "type": "horizontal-bar",',
      '-          "ykey": "revenue",',
      '+          "ykey": ["revenue", "units"],',
    ]);

    // The dashboard shows the saved chart without a page reload.
    await expect
      .poll(
        async () =>
          Buffer.compare(
            await grid.locator('[data-testid="widget-body"]').screenshot(),
            gridBefore,
          ) !== 0,
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
    await page.screenshot({ path: screenshotPath('widget-settings-saved') });
  });
});
