/**
 * The builder's JSON editors and slug field as app-shell §4, §5, §9 and widget-layer §2, §7
 * describe them, in Chromium against `navigator start` on a private copy of config-samples:
 * the JSON structure and code editors in 'Advanced mode - Params', the Advanced editor's two
 * widths, the slug suggestions by program and the conditions fields' 122 px limit.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  dismissToasts,
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
  toolbarAction,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('builder JSON editors in Chromium', chromiumAvailability());

const CHART = 'region_revenue';

/** Waits for a toast of `kind` saying exactly `text` (after the 'Navigator' title). */
async function toast(page: Page, kind: 'success' | 'error' | 'warning', text: string) {
  await page.getByTestId(`toast-${kind}`).filter({ hasText: text }).first().waitFor();
  await expect(
    page.getByTestId(`toast-${kind}`).filter({ hasText: text }).first().textContent(),
  ).resolves.toBe(`Navigator${text}`);
  await dismissToasts(page);
}

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return Math.round(box.height);
}

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return Math.round(box.width);
}

describe.skipIf(!runs)('builder JSON editors and slug field', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-spec-builder-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The super user's drawer of the chart, on its given tab. */
  async function drawerOf(tab: string): Promise<{ page: Page; drawer: Locator }> {
    const opened = await openAs(browser, server.url, 'super');
    pages.push(opened);
    const { page, origin } = opened;
    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page);
    await toolbarAction(page, widget(page, CHART), 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: tab }).click();
    return { page, drawer };
  }

  it('Advanced mode - Params: the JSON code editor is 700 px high and Validate says whether the JSON is valid', async () => {
    const { page, drawer } = await drawerOf('Advanced mode - Params');
    const panel = drawer.getByTestId('settings-advanced');
    const editor = panel.locator('.cm-editor');
    await editor.waitFor();
    await expect(heightOf(editor)).resolves.toBe(700);
    // Dark theme, lines wrapped at 200 columns (app-shell §9).
    await expect(panel.locator('.cm-theme-dark').count()).resolves.toBe(1);
    const content = panel.locator('.cm-content');
    await expect(content.getAttribute('class')).resolves.toContain('cm-lineWrapping');
    await expect(
      content.evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;width:200ch';
        el.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return Math.round(parseFloat(getComputedStyle(el).maxWidth)) === Math.round(width);
      }),
    ).resolves.toBe(true);
    await panel.getByTestId('json-validate').click();
    await toast(page, 'success', 'The syntax is correct.');
    await panel.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{"graph": ');
    await panel.getByTestId('json-validate').click();
    await toast(page, 'error', 'The syntax is incorrect.');
    await drawer.getByTestId('settings-cancel').click();
  });

  it('Advanced mode - Params: the JSON structure editor edits the params as items with the spec’s rules', async () => {
    const { page, drawer } = await drawerOf('Advanced mode - Params');
    const panel = drawer.getByTestId('settings-advanced');
    await panel.getByTestId('params-view').getByText('Structure').click();
    const structure = panel.getByTestId('json-structure-editor');
    await structure.waitFor();
    // The chart's params are items: graph is an object holding xkey.
    const graph = structure.getByTestId('json-item-graph').first();
    await graph.getByTestId('json-item-xkey').waitFor();
    // Blocks collapse and expand.
    await graph.getByTestId('json-item-toggle').first().click();
    await expect(graph.getByTestId('json-item-xkey').count()).resolves.toBe(0);
    await graph.getByTestId('json-item-toggle').first().click();
    await graph.getByTestId('json-item-xkey').waitFor();

    // A new item needs a name.
    await structure.getByTestId('json-add').click();
    await toast(page, 'warning', 'please must input a name!');

    // A number item; its emptied field becomes 0.
    await structure.getByTestId('json-new-name').fill('goal');
    await structure.getByLabel('Type').last().click();
    await page.getByRole('option', { name: 'Number' }).click();
    await structure.getByTestId('json-add').click();
    const goal = structure.getByTestId('json-item-goal');
    const value = goal.getByTestId('json-item-value');
    await value.fill('35');
    await value.fill('');
    await value.blur();
    await expect(value.inputValue()).resolves.toBe('0');

    // An emptied key name is refused on blur and becomes 'null'.
    // Held by its element: the item's test id follows its name.
    const name = await goal.getByTestId('json-item-name').elementHandle();
    await name?.fill('');
    await name?.evaluate((input) => (input as HTMLInputElement).blur());
    await toast(page, 'warning', 'please must input a name!');
    await structure.getByTestId('json-item-null').waitFor();

    // The code view shows what the structure editor made.
    await panel.getByTestId('params-view').getByText('Code').click();
    // CodeMirror draws only the lines in view: the new item is last, so scroll to the end.
    await panel.locator('.cm-scroller').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect.poll(() => panel.locator('.cm-content').innerText()).toContain('"null": 0');
    await drawer.getByTestId('settings-cancel').click();
  });

  it('the slug field suggests the saved queries of the widget’s program', async () => {
    const opened = await openAs(browser, server.url, 'super');
    pages.push(opened);
    const { page, origin } = opened;
    const listing = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/v2/queries/' &&
        url.searchParams.get('provider') === 'db' &&
        url.searchParams.get('program_slug') === 'retail'
      );
    });
    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page);
    await toolbarAction(page, widget(page, CHART), 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: 'Data Source' }).click();
    const answer = await (await listing).response();
    const slugs = ((await answer?.json()) as { query_slug: string }[]).map((q) => q.query_slug);
    expect(slugs).toContain('retail_sales_daily');
    const slug = drawer.getByLabel('Query slug');
    await slug.fill('retail_sales_d');
    const option = page.getByRole('option', { name: 'retail_sales_daily' });
    await option.waitFor();
    await option.click();
    await expect(slug.inputValue()).resolves.toBe('retail_sales_daily');
    await drawer
      .getByTestId('slug-columns')
      .getByText(/sale_date/)
      .waitFor();
    await drawer.getByTestId('settings-cancel').click();
  });

  it('the Advanced editor is 800 px wide in the query editor dialog and 1000 px on the query page, 700 px high', async () => {
    const { page, drawer } = await drawerOf('Data Source');
    await drawer.getByTestId('edit-query').click();
    const modal = page.getByTestId('query-editor-modal');
    await modal.getByTestId('query-editor').waitFor();
    await modal.getByTestId('query-advanced-editor').click();
    let dialog = page.getByRole('dialog', { name: 'Advanced Editor' });
    await dialog.locator('.cm-editor').waitFor();
    await expect(widthOf(dialog)).resolves.toBe(800);
    await expect(heightOf(dialog.locator('.cm-editor'))).resolves.toBe(700);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${new URL(page.url()).origin}/_builder/queries/retail_sales_daily`);
    await page.getByTestId('query-editor').waitFor();
    await page.getByTestId('query-advanced-editor').click();
    dialog = page.getByRole('dialog', { name: 'Advanced Editor' });
    await dialog.locator('.cm-editor').waitFor();
    await expect(widthOf(dialog)).resolves.toBe(1000);
  });

  it('the conditions editor’s fields list is at most 122 px high; more fields scroll', async () => {
    const { page, drawer } = await drawerOf('Data Source');
    await drawer.getByTestId('open-conditions').click();
    const editor = page.getByTestId('conditions-editor');
    await editor.waitFor();
    const box = editor.locator('.mantine-TagsInput-input').first();
    await expect(box.evaluate((el) => getComputedStyle(el).maxHeight)).resolves.toBe('122px');
    const fields = editor.getByTestId('conditions-fields');
    await fields.click();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.type(`field_number_${i}`);
      await page.keyboard.press('Enter');
    }
    await expect(box.locator('.mantine-TagsInput-pill').count()).resolves.toBe(30);
    await expect(heightOf(box)).resolves.toBeLessThanOrEqual(122);
    await expect(box.evaluate((el) => el.scrollHeight > el.clientHeight)).resolves.toBe(true);
    await drawer.getByTestId('settings-cancel').click();
  });
});
