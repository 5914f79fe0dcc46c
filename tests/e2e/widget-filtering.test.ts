/**
 * Widget filtering in Chromium against `navigator start` (on a private copy of
 * config-samples, as the owner saves rules): the Widget Filtering dialog (operators per data
 * type, rules of several types, union OR and NOT IN keys, Escape and outside clicks ignored),
 * the side filter panel (445 px at most, the rules editor inline), the filter-two quick
 * filter, filterInputs, and a drilldown extending the filtered conditions.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsFor, FILTER_DATA_TYPES } from '../../runtime/core/index.ts';
import { launchChromium } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  nextQueryAnswer,
  openAs,
  queryRunsOf,
  openMenu,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('widget filtering in Chromium', chromiumAvailability());

const LIST = 'stores_ops_store_list';
const QUERY_PATH = '/api/v2/services/queries/';

type Row = Record<string, unknown>;

/** The next POST of saved query `slug`: its conditions and the rows it answered. */
async function nextRun(page: Page, slug: string, action: () => Promise<void>) {
  const answered = nextQueryAnswer(page, slug);
  await action();
  return answered;
}

/** Slugs of every query POST the page sends while `action` runs and its answer arrives. */
async function slugsRequested(page: Page, slug: string, action: () => Promise<void>) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    for (const run of queryRunsOf(request)) seen.push(run.slug);
  };
  page.on('request', listener);
  const result = await nextRun(page, slug, action);
  // Every widget of the page has painted again: any other re-query would have started.
  await waitForWidgets(page);
  page.off('request', listener);
  return { ...result, seen };
}

/** Opens a Mantine select and clicks the option whose label matches `name`. */
async function pick(page: Page, select: Locator, name: string | RegExp): Promise<void> {
  await select.click();
  const options = page.locator('[role="listbox"]:visible [role="option"]');
  await options.filter({ hasText: name }).first().click();
}

/** The operators a rule's operator select offers, in order (the options' values). */
async function operatorOptions(page: Page, rule: Locator): Promise<string[]> {
  await rule.getByTestId('rule-operator').click();
  const values = await page
    .locator('[role="listbox"]:visible [role="option"]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''));
  await page.keyboard.press('Escape');
  return values;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks an operator by its symbol ('==', 'NOT IN', ...). */
/** The operators' names in the dialog (words, not the symbols the query gets). */
const OPERATOR_NAMES: Record<string, string> = {
  '>': 'greater than',
  'NOT IN': 'not in list',
  range: 'between',
};

async function pickOperator(page: Page, rule: Locator, operator: string): Promise<void> {
  const name = OPERATOR_NAMES[operator] ?? operator;
  await pick(page, rule.getByTestId('rule-operator'), new RegExp(`^${escapeRegExp(name)}$`));
}

describe.skipIf(!runs)('widget filtering', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  let allStores: Row[] = [];
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-wfilter-'));
    configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    const { token } = await apiLogin(server.port, 'viewer');
    allStores = await apiJson<Row[]>(server.port, token, `${QUERY_PATH}${LIST}`, {
      method: 'POST',
      // The widget shows fewer columns; the region and date decide the expected rows.
      body: {
        firstdate: 'FDOY',
        lastdate: 'CURRENT_DATE',
        fields: ['store_id', 'store_name', 'city', 'state', 'region_id', 'opened_on'],
      },
    });
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function openNetwork(username = 'viewer'): Promise<Page> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/stores_ops/network`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  async function openDialog(page: Page): Promise<Locator> {
    const menu = await openMenu(page, widget(page, 'store_list'));
    await menu.locator('[data-action="filter-two"]').click();
    const dialog = page.getByTestId('widget-filtering');
    await dialog.getByTestId('filter-rule').first().waitFor();
    return dialog;
  }

  it('the dialog offers each type’s operators and ignores Escape and outside clicks', async () => {
    const page = await openNetwork();
    const dialog = await openDialog(page);
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    const viewport = page.viewportSize()?.width ?? 0;
    expect(width / viewport).toBeGreaterThan(0.38);
    expect(width / viewport).toBeLessThan(0.42);

    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    await expect(dialog.isVisible()).resolves.toBe(true);

    const rule = dialog.getByTestId('filter-rule').first();
    for (const type of FILTER_DATA_TYPES) {
      const label = {
        string: 'Text',
        int: 'Integer',
        float: 'Decimal',
        boolean: 'Boolean',
        date: 'Date',
      }[type];
      await pick(page, rule.getByTestId('rule-type'), new RegExp(`^${label}$`));
      await expect(operatorOptions(page, rule)).resolves.toEqual(operatorsFor(type));
    }
    // A field brings its column's type: opened_on is a DATE column, store_id an INTEGER one.
    await pick(page, rule.getByTestId('rule-field'), /^opened_on$/);
    await expect(rule.getByTestId('rule-type').inputValue()).resolves.toBe('Date');
    // A new date range starts 2020-01-01 (widget-layer §9) and ends on the demo's
    // operational date.
    await pickOperator(page, rule, 'range');
    await expect(rule.getByTestId('rule-from').inputValue()).resolves.toBe('2020-01-01');
    await expect(rule.getByTestId('rule-to').inputValue()).resolves.toBe('2026-11-14');
    await pick(page, rule.getByTestId('rule-field'), /^store_id$/);
    await expect(rule.getByTestId('rule-type').inputValue()).resolves.toBe('Integer');

    await dialog.getByTestId('filtering-cancel').click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('applies rules of several types: only this widget re-queries, with | and ! keys', async () => {
    const page = await openNetwork();
    const state = String(allStores[0]?.state);
    const inState = allStores.filter((row) => row.state === state);
    const otherCity = allStores.find((row) => row.state !== state)?.city as string;
    const excluded = inState.slice(0, 2).map((row) => Number(row.store_id));
    const dialog = await openDialog(page);
    const rules = dialog.getByTestId('filter-rule');

    // state == S (OR)
    await pick(page, rules.nth(0).getByTestId('rule-field'), /^state$/);
    await rules.nth(0).getByTestId('rule-value').fill(state);
    await page.keyboard.press('Escape');
    await rules.nth(0).getByTestId('rule-union').getByText('OR').click();
    // city == C (OR)
    await dialog.getByTestId('add-rule').click();
    await pick(page, rules.nth(1).getByTestId('rule-field'), /^city$/);
    await rules.nth(1).getByTestId('rule-value').fill(otherCity);
    await page.keyboard.press('Escape');
    await rules.nth(1).getByTestId('rule-union').getByText('OR').click();
    // store_id NOT IN (a, b)
    await dialog.getByTestId('add-rule').click();
    await pick(page, rules.nth(2).getByTestId('rule-field'), /^store_id$/);
    await pickOperator(page, rules.nth(2), 'NOT IN');
    for (const id of excluded) {
      await rules.nth(2).getByTestId('rule-values').fill(String(id));
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Escape');
    // opened_on > 2000-01-01 (a date)
    await dialog.getByTestId('add-rule').click();
    await pick(page, rules.nth(3).getByTestId('rule-field'), /^opened_on$/);
    await pickOperator(page, rules.nth(3), '>');
    await rules.nth(3).getByTestId('rule-value').fill('2000-01-01');
    // latitude > -90 (a float)
    await dialog.getByTestId('add-rule').click();
    await pick(page, rules.nth(4).getByTestId('rule-field'), /^latitude$/);
    await expect(rules.nth(4).getByTestId('rule-type').inputValue()).resolves.toBe('Decimal');
    await pickOperator(page, rules.nth(4), '>');
    await rules.nth(4).getByTestId('rule-value').fill('-89.5');
    // A rule without a value does not count.
    await dialog.getByTestId('add-rule').click();
    await expect(rules.nth(5).getAttribute('data-counts')).resolves.toBe('false');

    const expected = {
      'state|': state,
      'city|': otherCity,
      'store_id!': excluded,
      opened_on: ['>', '2000-01-01'],
      latitude: ['>', -89.5],
    };
    // Readers get the rules in words; the where_cond JSON sits under technical details.
    const summary = await dialog.getByTestId('widget-filtering-summary').innerText();
    expect(summary).toMatch(/^Shows rows where /);
    expect(summary).toContain('store_id not in list');
    expect(summary).toContain('latitude greater than -89.5');
    expect(summary).not.toMatch(/where_cond|==|·/);
    const options = await rules.nth(0).getByTestId('rule-operator').inputValue();
    expect(options).not.toContain('·');
    const preview = JSON.parse(
      (await dialog.getByTestId('widget-filtering-where').textContent()) ?? '',
    );
    expect(preview).toEqual(expected);
    await page.screenshot({ path: screenshotPath('widget-filtering-dialog') });

    const { body, rows, seen } = await slugsRequested(page, LIST, () =>
      dialog.getByTestId('filtering-apply').click(),
    );
    expect(body.where_cond).toEqual(expected);
    expect(seen).toEqual([LIST]);
    const wanted = allStores.filter(
      (row) =>
        (row.state === state || row.city === otherCity) &&
        !excluded.includes(Number(row.store_id)) &&
        String(row.opened_on) > '2000-01-01',
    );
    expect(rows.map((row) => row.store_id).sort()).toEqual(
      wanted.map((row) => row.store_id).sort(),
    );
    expect(rows.length).toBeLessThan(allStores.length);
    await expect(page.getByTestId('widget-filtering').count()).resolves.toBe(0);
    await expect(
      widget(page, 'store_list').getByTestId('table-footer').innerText(),
    ).resolves.toContain(String(wanted.length));
  });

  it('the side panel is at most 445 px high and shows the rules editor inline', async () => {
    const page = await openNetwork();
    const container = widget(page, 'store_list');
    await container.hover();
    await container.locator('[data-toolbar-item="filtering"]').click();
    const panel = container.getByTestId('widget-filters');
    await panel.waitFor();
    await expect(panel.evaluate((el) => getComputedStyle(el).maxHeight)).resolves.toBe('445px');
    await expect(panel.getByTestId('filter-inputs').isVisible()).resolves.toBe(true);

    await panel.getByTestId('edit-rules').click();
    const editor = panel.getByTestId('widget-filtering-editor');
    await editor.waitFor();
    const box = await panel.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(445);
    // The inline editor is taller than the panel: the panel scrolls instead of growing.
    const sizes = await panel.evaluate((el) => [el.scrollHeight, el.clientHeight]);
    expect(sizes[0]).toBeGreaterThan(sizes[1] ?? 0);

    const region = Number(allStores[0]?.region_id);
    const rule = editor.getByTestId('filter-rule').first();
    await pick(page, rule.getByTestId('rule-field'), /^region_id$/);
    await rule.getByTestId('rule-value').fill(String(region));
    await page.screenshot({ path: screenshotPath('widget-filtering-side-panel') });
    const { body, rows } = await nextRun(page, LIST, () =>
      editor.getByTestId('filtering-apply').click(),
    );
    expect(body.where_cond).toEqual({ region_id: region });
    const inRegion = allStores.filter((row) => Number(row.region_id) === region);
    expect(rows.map((row) => row.store_id).sort()).toEqual(
      inRegion.map((row) => row.store_id).sort(),
    );
  });

  it('the filter-two quick filter narrows the widget', async () => {
    const page = await openNetwork();
    const dialog = await openDialog(page);
    const state = String(allStores.at(-1)?.state);
    await pick(page, dialog.getByTestId('quick-field'), /^state$/);
    await dialog.getByTestId('quick-value').fill(state);
    await page.keyboard.press('Escape');
    const { body, rows } = await nextRun(page, LIST, () =>
      dialog.getByTestId('quick-apply').click(),
    );
    expect(body.where_cond).toEqual({ state: ['ILIKE', `%${state}%`] });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(allStores.length);
    expect(rows.every((row) => String(row.state).includes(state))).toBe(true);
  });

  it('filterInputs render and apply: a where prefix and a query parameter', async () => {
    const page = await openNetwork();
    const container = widget(page, 'store_list');
    await container.hover();
    await container.locator('[data-toolbar-item="filtering"]').click();
    const inputs = container.getByTestId('filter-inputs');
    const prefix = String(allStores[3]?.store_name).slice(0, 9).trimEnd();
    await inputs.locator('input[data-input-name="store_name~"]').fill(prefix);
    // withSelect: the box suggests the store names seen in the widget's rows.
    const suggested = page.locator('[role="listbox"]:visible [role="option"]');
    await expect.poll(() => suggested.count()).toBeGreaterThan(0);
    const names = await suggested.allInnerTexts();
    expect(names).toContain(String(allStores[3]?.store_name));
    expect(names.every((name) => name.toLowerCase().includes(prefix.toLowerCase()))).toBe(true);
    await page.keyboard.press('Escape');
    const { body, rows } = await nextRun(page, LIST, () =>
      inputs.getByTestId('filter-inputs-apply').click(),
    );
    expect(body['store_name~']).toBe(prefix);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => String(row.store_name).startsWith(prefix))).toBe(true);

    // top_stores: a slider bound to the query's {top_n} parameter (10 at first).
    const opened = await openAs(browser, server.url, 'viewer');
    pages.push(opened);
    const first = await nextRun(opened.page, 'retail_top_stores', async () => {
      await opened.page.goto(`${opened.origin}/retail/stores`);
    });
    expect(first.body.top_n).toBe(10);
    expect(first.rows).toHaveLength(10);
    await waitForWidgets(opened.page);
    const top = widget(opened.page, 'top_stores');
    await top.hover();
    await top.locator('[data-toolbar-item="filtering"]').click();
    const slider = top.getByRole('slider');
    await slider.focus();
    await opened.page.keyboard.press('ArrowRight');
    await opened.page.keyboard.press('ArrowRight');
    await expect(top.getByTestId('slider-value').innerText()).resolves.toBe('20');
    const more = await nextRun(opened.page, 'retail_top_stores', () =>
      top.getByTestId('filter-inputs-apply').click(),
    );
    expect(more.body.top_n).toBe(20);
    expect(more.rows).toHaveLength(20);
    await opened.page.screenshot({ path: screenshotPath('widget-filtering-inputs') });
  });

  it('a drilldown sends the source’s filtered conditions, extended and minus removeFields', async () => {
    const page = await openNetwork();
    const state = String(allStores[0]?.state);
    const region = Number(allStores[0]?.region_id);
    const dialog = await openDialog(page);
    const rules = dialog.getByTestId('filter-rule');
    await pick(page, rules.nth(0).getByTestId('rule-field'), /^region_id$/);
    await rules.nth(0).getByTestId('rule-value').fill(String(region));
    await dialog.getByTestId('add-rule').click();
    await pick(page, rules.nth(1).getByTestId('rule-field'), /^state$/);
    await rules.nth(1).getByTestId('rule-value').fill(state);
    await page.keyboard.press('Escape');
    const filtered = await nextRun(page, LIST, () => dialog.getByTestId('filtering-apply').click());
    const store = filtered.rows[0] as Row;
    await waitForWidgets(page);

    const { body, rows } = await nextRun(page, 'stores_ops_traffic', () =>
      widget(page, 'store_list').locator('[role="row"][data-index="0"]').click(),
    );
    // Extended: the dashboard's dates and the region rule; removed: the state rule.
    expect(body).toMatchObject({ firstdate: 'FDOY', lastdate: 'CURRENT_DATE' });
    expect(body.where_cond).toEqual({ region_id: region, store_id: store.store_id });
    expect(body).not.toHaveProperty('fields');
    expect(rows.length).toBeGreaterThan(0);
    const temp = page.locator('[data-temp="true"]').first();
    await temp.waitFor();
    await expect(temp.getAttribute('data-widget-type')).resolves.toBe('chart');
    await temp.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('widget-filtering-drilldown') });
  });

  it('the owner saves rules to the widget; other users keep them in their session', async () => {
    const page = await openNetwork('owner');
    const dialog = await openDialog(page);
    const rule = dialog.getByTestId('filter-rule').first();
    await pick(page, rule.getByTestId('rule-field'), /^square_feet$/);
    await pickOperator(page, rule, '>');
    await rule.getByTestId('rule-value').fill('1000');
    // store_list has no save_filtering (default false): the save choice starts off.
    await expect(dialog.getByTestId('save-filtering').isChecked()).resolves.toBe(false);
    await dialog.getByTestId('save-filtering').check();
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().endsWith('/api/v2/widgets/store-network/store_list'),
    );
    await dialog.getByTestId('filtering-apply').click();
    expect((await saved).status()).toBe(200);
    const stored = JSON.parse(
      await readFile(path.join(configDir, 'acme', 'dashboards', 'store-network.json'), 'utf8'),
    ) as { widgets: Record<string, { params: { filterOptions?: { items?: unknown } } }> };
    expect(stored.widgets.store_list?.params.filterOptions?.items).toEqual([
      { field: 'square_feet', operator: '>', value: 1000, dataType: 'int' },
    ]);

    // A viewer gets the saved rule from the start, and has no save choice.
    const viewer = await openAs(browser, server.url, 'viewer');
    pages.push(viewer);
    const first = await nextRun(viewer.page, LIST, async () => {
      await viewer.page.goto(`${viewer.origin}/stores_ops/network`);
    });
    expect(first.body.where_cond).toEqual({ square_feet: ['>', 1000] });
    await waitForWidgets(viewer.page);
    const viewerDialog = await openDialog(viewer.page);
    await expect(viewerDialog.getByTestId('save-filtering').count()).resolves.toBe(0);
  });
});
