/**
 * Issue 25's smaller items, in Chromium against `navigator start` over a private copy of
 * config-samples (edited before the start: a long markdown text, an allow-listed frame, the
 * fixed user bound to a list of regions): toasts leave the user menu usable, frames never get
 * allow-scripts with allow-same-origin (no console warning), overflowing markdown offers More,
 * a refused settings save focuses its field and All settings asks first, query results use
 * their pane, a filter fixed to a list says why, and the owner's chip × saves like Apply.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
  toolbarAction,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('reader polish in Chromium', chromiumAvailability());

const SALES = '/retail/sales?dashboard=sales-overview';
const NETWORK = '/stores_ops/network?dashboard=store-network';
const FRAME_ORIGIN = 'http://frames.localhost:9';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function editJson(file: string, edit: (json: Json) => void): Promise<void> {
  const json = JSON.parse(await readFile(file, 'utf8')) as Json;
  edit(json);
  await writeFile(file, JSON.stringify(json, null, 2));
}

function overlaps(a: DOMRectLike, b: DOMRectLike): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type DOMRectLike = { x: number; y: number; width: number; height: number };

describe.skipIf(!runs)('reader polish (issue 25)', { timeout: 300_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  async function open(user: string, viewport?: { width: number; height: number }) {
    const opened = await openAs(browser, server.url, user, 'acme', viewport);
    pages.push(opened);
    return opened;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-polish-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const acme = path.join(configDir, 'acme');
    await editJson(path.join(acme, 'dashboards', 'sales-overview.json'), (json) => {
      const about = json.widgets.about.params;
      about.markdown +=
        '\n\n' + 'Every figure is in US dollars before tax. '.repeat(40) + 'THE END.';
    });
    await editJson(path.join(acme, 'dashboards', 'store-network.json'), (json) => {
      // An allow-listed origin asking for both flags, as the old default gave every frame.
      json.widgets.data_terms.url = `${FRAME_ORIGIN}/terms`;
      json.widgets.data_terms.params.frame.sandbox = 'allow-scripts allow-same-origin allow-forms';
    });
    await editJson(path.join(acme, 'tenant.json'), (json) => {
      json.security = { ...(json.security ?? {}), frame_origins: [FRAME_ORIGIN] };
    });
    await editJson(path.join(acme, 'users.json'), (json) => {
      const fixed = (json.users as Json[]).find((user) => user.username === 'fixed') as Json;
      fixed.filtering_fixed = { region_id: [2, 3] };
    });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const opened of pages) await opened.context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('toasts start below the top bar; the user menu stays usable while one shows', async () => {
    const { page, origin } = await open('owner');
    await page.goto(`${origin}${SALES}`);
    await waitForWidgets(page);
    // A toast that stays: the owner's Apply says the filters were saved.
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-apply').click();
    const toast = page.locator('[data-testid^="toast-"]').first();
    await toast.waitFor();
    const menuButton = page.getByTestId('user-menu');
    const toastBox = (await toast.boundingBox())!;
    const buttonBox = (await menuButton.boundingBox())!;
    expect(overlaps(toastBox, buttonBox)).toBe(false);
    await menuButton.click();
    const item = page.getByRole('menuitem').last();
    await item.waitFor();
    // The dropdown's items are on top where a toast overlaps them: the hit test reaches the item.
    const reachable = await item.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(reachable).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('a frame never gets allow-scripts with allow-same-origin: no sandbox warning', async () => {
    const { page, origin } = await open('owner');
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`${origin}${NETWORK}`);
    const frame = widget(page, 'data_terms').locator('iframe');
    await frame.waitFor({ state: 'attached' });
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
    await page.waitForTimeout(500);
    expect(console.filter((text) => /escape its sandbox/i.test(text))).toEqual([]);
  });

  it('overflowing markdown ends in a fade and More opens the whole text', async () => {
    const { page, origin } = await open('viewer');
    await page.goto(`${origin}${SALES}`);
    await waitForWidgets(page);
    const about = widget(page, 'about');
    await about.scrollIntoViewIfNeeded();
    const more = about.getByTestId('markdown-more');
    await more.waitFor();
    const fade = await about
      .getByTestId('markdown-more-bar')
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(fade).toContain('gradient');
    await more.click();
    const full = page.getByTestId('markdown-full-text');
    await full.waitFor();
    await expect(full.innerText()).resolves.toContain('THE END.');
  });

  it('a refused save focuses the field it names; All settings asks before dropping edits', async () => {
    const { page, origin } = await open('owner', { width: 1024, height: 520 });
    await page.goto(`${origin}${SALES}`);
    await waitForWidgets(page);
    await toolbarAction(page, widget(page, 'region_revenue'), 'settings');
    const dialog = page.getByTestId('widget-settings');
    await dialog.waitFor();
    const title = dialog.locator('input[id$="-attributes_title_en"]');
    await title.fill('A title that is far too long for the toolbar');
    // Scroll the dialog so the title is out of view, then save from the bottom.
    await page.locator('.mantine-Modal-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.locator('.mantine-Modal-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await dialog.getByTestId('settings-save').click();
    await expect(dialog.getByTestId('settings-problem').innerText()).resolves.toContain('title.en');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toMatch(/-attributes_title_en$/);
    const inView = await title.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);

    await dialog.getByTestId('open-drawer').click();
    const confirm = page.getByTestId('discard-confirm');
    await confirm.waitFor();
    await confirm.getByTestId('discard-cancel').click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(title.inputValue()).resolves.toBe('A title that is far too long for the toolbar');
    await expect(page.getByTestId('widget-settings-drawer').count()).resolves.toBe(0);
    await dialog.getByTestId('open-drawer').click();
    await page.getByTestId('discard-confirm-button').click();
    await page.getByTestId('widget-settings-drawer').waitFor();
  });

  it('query results use their pane: many rows and every column reachable', async () => {
    const { page, origin } = await open('super', { width: 1440, height: 900 });
    await page.goto(`${origin}/_builder/queries`);
    await page.getByTestId('query-editor').waitFor();
    const content = page.getByTestId('sql-pane').locator('.cm-content');
    await content.waitFor();
    await content.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    const columns = Array.from({ length: 14 }, (_, i) => `i * ${i + 1} AS column_number_${i + 1}`);
    await page.keyboard.insertText(`SELECT ${columns.join(', ')} FROM range(60) t(i)`);
    await page.getByTestId('query-run').click();
    await page.getByTestId('preview-results').waitFor();
    await page.getByTestId('results-enlarge').click();
    await page.waitForTimeout(300);
    const scroll = page.locator('[data-testid="preview-scroll"] .mantine-ScrollArea-viewport');
    const visibleRows = await scroll.evaluate((viewport) => {
      const box = viewport.getBoundingClientRect();
      return [...viewport.querySelectorAll('tbody tr')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom + 1;
      }).length;
    });
    expect(visibleRows).toBeGreaterThanOrEqual(15);
    // The last column and the last row are reachable by scrolling inside the grid.
    await scroll.evaluate((viewport) =>
      viewport.scrollTo(viewport.scrollWidth, viewport.scrollHeight),
    );
    const lastHeader = page.locator('[data-testid="preview-results"] th').last();
    await expect(lastHeader.innerText()).resolves.toBe('column_number_14');
    const lastVisible = await scroll.evaluate((viewport) => {
      const box = viewport.getBoundingClientRect();
      const th = [...viewport.querySelectorAll('th')].at(-1)!.getBoundingClientRect();
      const tr = [...viewport.querySelectorAll('tbody tr')].at(-1)!.getBoundingClientRect();
      return th.right <= box.right + 1 && tr.bottom <= box.bottom + 1;
    });
    expect(lastVisible).toBe(true);
  });

  it('the fixed user: a region list limited by the account says why', async () => {
    const { page, origin } = await open('fixed');
    await page.goto(`${origin}${SALES}`);
    await waitForWidgets(page);
    await page.getByTestId('filter-toggle').click();
    const region = page.locator(
      '[data-testid="filter-panel"] input[data-testid="filter-region_id"]',
    );
    await region.waitFor();
    await expect(region.getAttribute('data-restricted')).resolves.toBe('true');
    const wrapper = page.locator('[data-testid="filter-panel"]');
    await expect(wrapper.innerText()).resolves.toContain(
      'Limited to the values set for your account',
    );
    await region.click();
    const options = page.locator('[role="listbox"]:visible [role="option"]');
    await options.first().waitFor();
    await expect(options.count()).resolves.toBe(2);
  });

  it("the owner's chip × saves the dashboard's default, as Apply does", async () => {
    const { page, origin } = await open('owner');
    const f = encodeURIComponent(JSON.stringify({ date: 'custom/2026-10-05/2026-10-20' }));
    await page.goto(`${origin}${SALES}&f=${f}`);
    await waitForWidgets(page);
    const saved = page.waitForResponse((r) => r.url().includes('/dashboards/conditions/'));
    await page
      .locator('[data-testid="filter-chip"][data-filter-id="date"]')
      .getByTestId('filter-chip-remove')
      .click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const body = JSON.parse(answer.request().postData() ?? '{}') as Json;
    expect(JSON.stringify(body.conditions)).not.toContain('2026-10-05');
    await page.getByText('Saved as this dashboard’s filters.').waitFor();
  });
});
