/**
 * The server-side query table in Chromium against `navigator start` over the 10M-row demo
 * sales table (E2E_SERVER_TABLE_ROWS overrides the size): the Widget gallery opens with the
 * table painted and no console error, the pager moves to the next page, a header click sorts
 * the whole table on the server, and a filter box narrows the total.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('server-side table in Chromium', chromiumAvailability());
const ROWS = Number(process.env.E2E_SERVER_TABLE_ROWS ?? 10_000_000);
const GALLERY = '/retail/widget_gallery';

/** "1–25 of 9,987,654 rows" → its numbers. */
async function range(page: Page): Promise<{ first: number; last: number; total: number }> {
  const text = await page.getByTestId('server-table-range').innerText();
  const [first, last, total] = (text.match(/[\d,]+/g) ?? []).map((n) =>
    Number(n.replace(/,/g, '')),
  );
  return { first: first!, last: last!, total: total! };
}

/** The cells of one column, read from the rendered page. */
function column(page: Page, index: number): Promise<string[]> {
  return page
    .getByTestId('server-table')
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
}

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe.skipIf(!runs)('server-side query table', () => {
  let server: RunningServer;
  let browser: Browser;
  let user: UserPage;
  let dataDir: string;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-server-table-'));
    server = await startNavigator({ dataDir, build: true, rows: ROWS });
    browser = await launchChromium();
    user = await openAs(browser, server.url, 'viewer');
    user.page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await user.page.goto(`${user.origin}${GALLERY}`);
    await waitForWidgets(user.page, 120_000);
  }, 600_000);

  afterAll(async () => {
    await user?.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('opens the Widget gallery with every demo sales line counted and no error', async () => {
    const { page } = user;
    const table = widget(page, 'server_table');
    await expect(table.getAttribute('data-state')).resolves.toBe('ready');
    const { first, last, total } = await range(page);
    expect([first, last]).toEqual([1, 25]);
    // The demo generator writes ROWS lines; the query reads those up to today.
    expect(total).toBeGreaterThan(ROWS * 0.95);
    expect(total).toBeLessThanOrEqual(ROWS);
    await page.screenshot({ path: screenshotPath('server-table-gallery') });
    expect(consoleErrors).toEqual([]);
  });

  it('pages forward and back on the server', async () => {
    const { page } = user;
    const firstPage = await column(page, 0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(async () => (await range(page)).first, { timeout: 30_000 }).toBe(26);
    expect((await range(page)).last).toBe(50);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(async () => (await range(page)).first, { timeout: 30_000 }).toBe(1);
    expect(await column(page, 0)).toEqual(firstPage);
  });

  it('sorts the whole table by a header click, ascending then descending', async () => {
    const { page } = user;
    const header = page.getByTestId('server-table').locator('thead th', { hasText: /^revenue/ });
    const index = await header.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    const sorted = (direction: 1 | -1) => async () => {
      const values = (await column(page, index)).map(money);
      return (
        values.length > 1 &&
        values.every((value, i) => i === 0 || (value - values[i - 1]!) * direction >= 0)
      );
    };
    await header.click();
    await expect
      .poll(() => header.getAttribute('aria-sort'), { timeout: 30_000 })
      .toBe('ascending');
    await expect.poll(sorted(1), { timeout: 30_000 }).toBe(true);
    const lowest = (await column(page, index)).map(money);
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(sorted(-1), { timeout: 30_000 }).toBe(true);
    const highest = (await column(page, index)).map(money);
    // The smallest and largest of all the lines: every top value beats every bottom one.
    expect(Math.min(...highest)).toBeGreaterThan(Math.max(...lowest));
    await page.screenshot({ path: screenshotPath('server-table-sorted') });
  });

  it('filters a column on the server and the total follows', async () => {
    const { page } = user;
    const before = (await range(page)).total;
    await page.getByRole('textbox', { name: 'Filter platform' }).fill('Online');
    await expect
      .poll(async () => (await range(page)).total, { timeout: 30_000 })
      .toBeLessThan(before);
    const platformIndex = await page
      .getByTestId('server-table')
      .locator('thead th', { hasText: /^platform/ })
      .evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    expect(new Set(await column(page, platformIndex))).toEqual(new Set(['Online']));
    expect(consoleErrors).toEqual([]);
  });
});
