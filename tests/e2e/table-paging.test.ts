/**
 * The table widget's pqgrid pageModel and groupModel (issue 27, spec-coverage WL3.12), in
 * Chromium on a dashboard written into the suite's config copy: a paged table shows rPP rows,
 * its pager turns to page 2 with the server's rows 11-20 and its rows-per-page select works;
 * a grouped table shows group headers whose counts match the server's rows, subtotals, and a
 * header collapses its group (click and keyboard).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { nextQueryAnswer, openAs, waitForWidgets, widget } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import { addTestDashboard, addTestQuery } from '../support/test-dashboard.ts';

const runs = requireOrSkip('table paging and grouping in Chromium', chromiumAvailability());

const SLUG = 'table_paging_stores';
/** 47 stores in three regions, in store order. */
const SQL = `SELECT 'Store ' || lpad(CAST(range AS VARCHAR), 2, '0') AS store,
  CASE range % 3 WHEN 0 THEN 'Texas' WHEN 1 THEN 'Ohio' ELSE 'Utah' END AS region,
  CAST(range * 10 AS INTEGER) AS revenue
FROM range(1, 48) ORDER BY range`;
const COLUMNS = [{ field: 'store' }, { field: 'region' }, { field: 'revenue' }];

/** A table widget of the stores with a revenue total and more pqgrid options. */
function storesTable(title: string, pqgrid: Record<string, unknown>) {
  return {
    title: { en: title },
    classbase: 'grid',
    query_slug: { slug: SLUG },
    params: { pqgrid: { columns: COLUMNS, totals: ['revenue'], ...pqgrid } },
  };
}

describe.skipIf(!runs)('table pageModel and groupModel in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let page: Page;
  let serverRows: Record<string, unknown>[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-table-paging-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const tenantDir = path.join(configDir, 'acme');
    await addTestQuery(tenantDir, {
      slug: SLUG,
      sql: SQL,
      programId: 1,
      programSlug: 'retail',
      source: 'demo',
    });
    await addTestDashboard(tenantDir, 'retail.json', 103, {
      dashboard_id: 'table-paging',
      name: { en: 'Table paging' },
      user_id: 2,
      module_id: 103,
      attributes: { cols: 12, rowHeight: 80 },
      widgets: {
        paged: storesTable('Paged stores', {
          pageModel: { type: 'local', rPP: 10, rPPOptions: [10, 20, 50] },
        }),
        grouped: storesTable('Grouped stores', {
          groupModel: { on: true, dataIndx: ['region'], collapsed: [true] },
        }),
      },
      layout: [
        { i: 'paged', x: 0, y: 0, w: 6, h: 6 },
        { i: 'grouped', x: 6, y: 0, w: 6, h: 6 },
      ],
    });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    const opened = await openAs(browser, server.url, 'owner');
    page = opened.page;
    const answer = nextQueryAnswer(page, SLUG);
    await page.goto(`${opened.origin}/retail/products?dashboard=table-paging`);
    serverRows = (await answer).rows;
    await waitForWidgets(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The first cell of each data row the widget shows (group headers and totals left out). */
  const storeCells = (id: string) =>
    widget(page, id)
      .locator('[role="row"][data-index] [role="gridcell"]:first-child')
      .allInnerTexts();

  it('pageModel: rPP rows, page 2 is the server rows 11-20, rows per page changes', async () => {
    expect(serverRows).toHaveLength(47);
    const names = serverRows.map((row) => String(row.store));
    const table = widget(page, 'paged');
    await expect(storeCells('paged')).resolves.toEqual(names.slice(0, 10));
    const pageText = table.getByTestId('table-page');
    await expect(pageText.innerText()).resolves.toBe('Page 1 of 5');
    // The totals row sums every row, not the page.
    const total = serverRows.reduce((sum, row) => sum + Number(row.revenue), 0);
    const totals = await table.getByTestId('table-totals').innerText();
    expect(totals.replace(/\D/g, '')).toBe(String(total));

    await table.getByRole('button', { name: 'Next page' }).click();
    await expect(pageText.innerText()).resolves.toBe('Page 2 of 5');
    await expect(storeCells('paged')).resolves.toEqual(names.slice(10, 20));
    // Keyboard: the last-page button by Enter.
    await table.getByRole('button', { name: 'Last page' }).focus();
    await page.keyboard.press('Enter');
    await expect(pageText.innerText()).resolves.toBe('Page 5 of 5');
    await expect(storeCells('paged')).resolves.toEqual(names.slice(40));
    await expect(table.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);

    await table.getByTestId('table-rpp').selectOption('20');
    await expect(pageText.innerText()).resolves.toBe('Page 1 of 3');
    await expect(storeCells('paged')).resolves.toEqual(names.slice(0, 20));

    // Sorting applies to every row, then paging; the page goes back to 1.
    await table.getByRole('button', { name: 'Next page' }).click();
    await table
      .getByRole('columnheader', { name: /revenue/i })
      .getByRole('button')
      .click();
    await table
      .getByRole('columnheader', { name: /revenue/i })
      .getByRole('button')
      .click();
    await expect(pageText.innerText()).resolves.toBe('Page 1 of 3');
    await expect(storeCells('paged')).resolves.toEqual([...names].reverse().slice(0, 20));
  });

  it('groupModel: headers with counts, subtotals, collapse by click and keyboard', async () => {
    const table = widget(page, 'grouped');
    const counts = new Map<string, number>();
    for (const row of serverRows)
      counts.set(String(row.region), (counts.get(String(row.region)) ?? 0) + 1);
    const headers = table.getByTestId('table-group');
    await expect(headers.allInnerTexts()).resolves.toEqual(
      [...counts.keys()].sort().map((region) => `${region} (${counts.get(region)})`),
    );
    // Every group starts collapsed (collapsed: [true]): headers only.
    await expect(storeCells('grouped')).resolves.toEqual([]);
    const ohio = serverRows.filter((row) => row.region === 'Ohio').map((row) => String(row.store));
    const ohioButton = headers.first().getByRole('button');
    await expect(ohioButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await ohioButton.click();
    await expect(ohioButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(storeCells('grouped')).resolves.toEqual(ohio);
    const ohioSum = serverRows
      .filter((row) => row.region === 'Ohio')
      .reduce((sum, row) => sum + Number(row.revenue), 0);
    const subtotal = await table.getByTestId('table-subtotal').innerText();
    expect(subtotal.replace(/\D/g, '')).toBe(String(ohioSum));
    // Sorting sorts inside the group.
    const revenue = table.getByRole('columnheader', { name: /revenue/i }).getByRole('button');
    await revenue.click();
    await revenue.click();
    await expect(storeCells('grouped')).resolves.toEqual([...ohio].reverse());
    await expect(headers.first().innerText()).resolves.toBe(`Ohio (${ohio.length})`);
    await page.screenshot({ path: '/tmp/h27grid-1440.png' });
    // Keyboard: Space on the focused header collapses it again.
    await ohioButton.focus();
    await page.keyboard.press('Space');
    await expect(ohioButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(storeCells('grouped')).resolves.toEqual([]);
    await expect(table.getByTestId('table-subtotal').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('table-paging-grouping'), fullPage: true });
  });

  it('Spanish pager texts at 800 px', async () => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByTestId('language-es').waitFor({ state: 'hidden' });
    const pageText = widget(page, 'paged').getByTestId('table-page');
    await expect(pageText.innerText()).resolves.toMatch(/^Página 1 de \d$/);
    await expect(
      widget(page, 'paged').getByRole('button', { name: 'Página siguiente' }).count(),
    ).resolves.toBe(1);
    await page.screenshot({ path: '/tmp/h27grid-800-es.png', fullPage: true });
  });
});
