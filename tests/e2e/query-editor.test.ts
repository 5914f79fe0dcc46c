/**
 * The query editor in Chromium against `navigator start` over a private config directory: the
 * `super` demo user writes a saved query with a typed `{param}`, previews it, saves it (the new
 * .json and .sql appear and `navigator validate` passes), updates it in place, saves it as a
 * new slug, and sees the spec's four success and failure texts; the Advanced Options dialog
 * closes only by its buttons and the Advanced Editor refuses invalid JSON. A viewer has no
 * editor and the server refuses the same calls.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
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
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const run = promisify(execFile);
const runs = requireOrSkip('query editor in Chromium', chromiumAvailability());

const SLUG = 'e2e_region_stores';
const COPY = 'e2e_region_stores_copy';
const SQL = [
  'SELECT store_id, region_id, store_name',
  'FROM stores',
  'WHERE region_id = {region}',
  'ORDER BY store_id',
].join('\n');

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Waits for a toast of `kind` saying `text`. */
async function toast(page: Page, kind: 'success' | 'error', text: string): Promise<void> {
  await page.getByTestId(`toast-${kind}`).filter({ hasText: text }).first().waitFor();
  await dismissToasts(page);
}

/** Replaces the SQL pane's text (typed as one insertion, so brackets are not auto-closed). */
async function setSql(page: Page, sql: string): Promise<void> {
  const content = page.getByTestId('sql-pane').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

describe.skipIf(!runs)('query editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  const pages: UserPage[] = [];
  const queryFile = (slug: string, ext: 'json' | 'sql') =>
    path.join(configDir, 'acme', 'queries', `${slug}.${ext}`);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-queries-data-'));
    configDir = await mkdtemp(path.join(tmpdir(), 'navigator-queries-config-'));
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
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

  it('super writes, previews, saves, updates and saves as new a query with a typed {param}', async () => {
    const { page } = await open('super');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-saved-queries').click();
    await page.getByTestId('query-page').waitFor();
    const editor = page.getByTestId('query-editor');
    await editor.waitFor();
    // A new query starts with the defaults of widget-layer §9.
    await expect(page.getByTestId('query-slug').inputValue()).resolves.toBe('troc_new_query');
    await expect(page.getByTestId('query-save-mode').getAttribute('data-mode')).resolves.toBe(
      'create',
    );
    // The slug list is sorted by query_slug.
    const listed = await page
      .getByTestId('query-list')
      .locator('[data-testid^="query-item-"]')
      .allTextContents();
    expect(listed.length).toBeGreaterThan(3);

    await page.getByTestId('query-slug').fill(SLUG);
    await page.getByTestId('sql-pane').locator('.cm-content').waitFor();
    // Completion offers the datasource's tables (the schema listing).
    await setSql(page, 'SELECT * FROM ');
    await page.keyboard.type('sto');
    await page.locator('.cm-tooltip-autocomplete').getByText('stores', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await setSql(page, SQL);
    await page.getByTestId('undeclared-params').filter({ hasText: '{region}' }).waitFor();

    // Previewing before the parameter exists: the server's message in an error alert.
    await page.getByTestId('query-run').click();
    await page.getByTestId('preview-error').filter({ hasText: '{region}' }).waitFor();

    // Adding a parameter needs a keyword.
    const form = page.getByTestId('parameter-form');
    await page.getByTestId('parameter-submit').click();
    await form.getByText('You must specify a keyword').waitFor();
    await form.getByLabel('Keyword').fill('region');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'integer', exact: true }).click();
    await form.getByLabel('Default value').fill('2');
    await page.getByTestId('parameter-submit').click();
    await page.getByTestId('parameter-region').waitFor();
    await expect(page.getByTestId('undeclared-params').count()).resolves.toBe(0);

    // Editing it: the keyword is read-only.
    await page.getByTestId('parameter-region').getByRole('button', { name: 'Edit' }).click();
    await expect(form.getByLabel('Keyword').isEditable()).resolves.toBe(false);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // Preview: every row has the bound region.
    await page.getByTestId('query-run').click();
    const results = page.getByTestId('preview-results');
    await results.waitFor();
    const regions = await results.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set(['2']));

    // Advanced Options: Escape and an outside click leave it open; its buttons close it.
    await page.getByTestId('query-advanced-options').click();
    const options = page.getByRole('dialog', { name: 'Advanced Options' });
    await options.waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(options.isVisible()).resolves.toBe(true);
    await options.getByRole('combobox', { name: /timeout/i }).click();
    await page.getByRole('option', { name: '1 h', exact: true }).click();
    await page.screenshot({ path: screenshotPath('query-editor-advanced-options') });
    await page.getByTestId('advanced-options-confirm').click();
    await options.waitFor({ state: 'detached' });

    await page.screenshot({ path: screenshotPath('query-editor-preview') });

    // Save as new: the .json and .sql files appear, and the config still validates.
    await page.getByTestId('query-save').click();
    await toast(page, 'success', 'Slug saved successfully.');
    await page.waitForURL(`**/_builder/queries/${SLUG}`);
    const saved = JSON.parse(await readFile(queryFile(SLUG, 'json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({
      query_slug: SLUG,
      program_slug: 'retail',
      provider: 'db',
      cache_timeout: 3600,
      params: [{ name: 'region', type: 'integer', value: 2, index: 0 }],
    });
    expect((await readFile(queryFile(SLUG, 'sql'), 'utf8')).trim()).toBe(SQL);
    await expect(
      run(process.execPath, ['bin/navigator.js', 'validate', configDir], { cwd: ROOT }),
    ).resolves.toBeDefined();

    // Update in place: the loaded slug is unchanged.
    await page.getByTestId('query-editor').waitFor();
    await expect(page.getByTestId('query-save-mode').getAttribute('data-mode')).resolves.toBe(
      'update',
    );
    await setSql(page, `${SQL}\nLIMIT 50`);
    await page.getByTestId('query-save').click();
    await toast(page, 'success', 'Slug updated successfully.');
    expect(await readFile(queryFile(SLUG, 'sql'), 'utf8')).toContain('LIMIT 50');

    // An update the server refuses: an undeclared {param}.
    await setSql(page, `${SQL}\nAND store_id > {missing}`);
    await page.getByTestId('query-save').click();
    await toast(page, 'error', 'Your slug could not be updated.');
    await page.getByTestId('query-save-reason').filter({ hasText: 'missing' }).waitFor();
    await setSql(page, SQL);

    // A different slug saves as new, and the first one stays.
    await page.getByTestId('query-slug').fill(COPY);
    await expect(page.getByTestId('query-save-mode').getAttribute('data-mode')).resolves.toBe(
      'create',
    );
    await page.getByTestId('query-save').click();
    await toast(page, 'success', 'Slug saved successfully.');
    await page.waitForURL(`**/_builder/queries/${COPY}`);
    expect(await exists(queryFile(COPY, 'json'))).toBe(true);
    expect(await exists(queryFile(SLUG, 'json'))).toBe(true);
    await page.getByTestId(`query-item-${COPY}`).waitFor();

    // Saving as new under a slug that exists is refused.
    await page.getByTestId('query-editor').waitFor();
    await page.getByTestId('query-slug').fill('retail_kpis');
    await page.getByTestId('query-save').click();
    await toast(page, 'error', 'Your slug could not be saved.');

    // The Advanced Editor keeps invalid JSON open with the spec's text.
    await page.getByTestId('query-advanced-editor').click();
    const advanced = page.getByTestId('advanced-editor-dialog');
    await advanced.locator('.cm-content').waitFor();
    await advanced.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('{ "query_slug": ');
    await page.getByTestId('advanced-editor-confirm').click();
    await page
      .getByTestId('advanced-editor-error')
      .filter({ hasText: 'The syntax is incorrect.' })
      .waitFor();
    await page.screenshot({ path: screenshotPath('query-editor-advanced-editor') });
    await expect(page.getByRole('dialog', { name: 'Advanced Editor' }).isVisible()).resolves.toBe(
      true,
    );
    await page
      .getByRole('dialog', { name: 'Advanced Editor' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await expect(
      run(process.execPath, ['bin/navigator.js', 'validate', configDir], { cwd: ROOT }),
    ).resolves.toBeDefined();
  }, 240_000);

  it('super opens the editor from the slug field and edits conditions with a live preview', async () => {
    const { page, origin } = await open('super');
    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page);
    await toolbarAction(page, widget(page, 'region_revenue'), 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: 'Data Source' }).click();

    // The edit button beside the slug field loads that slug: saving would update it in place.
    await drawer.getByTestId('edit-query').click();
    const modal = page.getByTestId('query-editor-modal');
    await modal.getByTestId('query-editor').waitFor();
    await expect(modal.getByTestId('query-slug').inputValue()).resolves.toBe(
      'retail_sales_by_region',
    );
    await expect(modal.getByTestId('query-save-mode').getAttribute('data-mode')).resolves.toBe(
      'update',
    );
    await expect(modal.locator('.cm-content').innerText()).resolves.toMatch(/SELECT/i);
    await page.screenshot({ path: screenshotPath('query-editor-modal') });
    await page.getByRole('button', { name: 'Close' }).last().click();
    await modal.getByTestId('query-editor').waitFor({ state: 'detached' });

    // The conditions editor previews the slug with the conditions being edited.
    await drawer.getByTestId('open-conditions').click();
    const editor = page.getByTestId('conditions-editor');
    await editor.waitFor();
    const asked = page.waitForRequest(
      (r) =>
        r.method() === 'POST' &&
        r.url().includes('/api/v2/services/queries/retail_sales_by_region') &&
        JSON.stringify(r.postDataJSON()?.fields) === '["region_name"]',
    );
    const fields = editor.getByTestId('conditions-fields');
    await fields.click();
    await page.keyboard.type('region_name');
    await page.keyboard.press('Enter');
    await asked;
    const preview = editor.getByTestId('conditions-preview');
    await preview.getByTestId('preview-results').waitFor();
    const headers = await preview.locator('thead th').allTextContents();
    expect(headers).toEqual(['region_name']);
    await page.screenshot({ path: screenshotPath('conditions-editor') });
    await drawer.getByTestId('settings-cancel').click();
    await drawer.waitFor({ state: 'detached' });
  }, 180_000);

  it('viewer has no query editor, and the server refuses the same calls', async () => {
    const { page, origin } = await open('viewer');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').waitFor();
    await expect(page.getByTestId('menu-saved-queries').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/_builder/queries`);
    await page.getByTestId('query-page-forbidden').waitFor();
    await expect(page.getByTestId('query-editor').count()).resolves.toBe(0);
    await expect(page.getByTestId('query-save').count()).resolves.toBe(0);

    const { token } = await apiLogin(server.port, 'viewer');
    const call = (method: string, apiPath: string, body?: unknown) =>
      request(server.port, { method, tenant: 'acme', path: apiPath, token, body });
    const refused = [
      await call('PUT', '/api/v2/queries/', { query_slug: 'viewer_query', query_raw: 'SELECT 1' }),
      await call('POST', '/api/v2/queries/retail_kpis', { description: 'changed' }),
      await call('POST', '/api/v2/services/queries', { query_raw: 'SELECT 1' }),
      await call('GET', '/api/v2/services/queries/schema'),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(await exists(queryFile('viewer_query', 'json'))).toBe(false);
  }, 120_000);
});
