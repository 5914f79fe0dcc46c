/**
 * The api table and api easy table in Chromium on the demo's Widget gallery (issue 27),
 * against `navigator start`: each tenant's partner_api http datasource reads the JSON feed
 * Navigator serves itself under /demo-api/ (its own origin, allow-listed in tenant.json), and
 * both tables paint the rows that feed holds: the api table with its declared columns, labels
 * and formats, the easy table with every field, titled and formatted from the values.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT } from '../support/server-process.ts';

const runs = requireOrSkip('api tables in Chromium', chromiumAvailability());

interface FeedRow {
  store_name: string;
  city: string;
  state: string;
  delivery_cost_usd: string;
  open_tickets: number;
  satisfaction: number;
  last_delivery: string;
}

async function feed(tenant: string): Promise<FeedRow[]> {
  const file = path.join(
    ROOT,
    'runtime',
    'app',
    'public',
    'demo-api',
    `${tenant}-partner-feed.json`,
  );
  return (JSON.parse(await readFile(file, 'utf8')) as { data: { items: FeedRow[] } }).data.items;
}

/**
 * Header titles in view order, and every painted row as header → cell text (in a narrow
 * widget the datatable moves a measure next to the key column, so cells are read by header).
 */
async function grid(box: Locator): Promise<{ headers: string[]; rows: Record<string, string>[] }> {
  return box.evaluate((element) => {
    const text = (node: Element) => (node.textContent ?? '').trim();
    const headers = [...element.querySelectorAll('[role="columnheader"]')].map(text);
    const rows = [...element.querySelectorAll('[role="row"]')]
      .filter(
        (row) =>
          row.querySelector('[role="gridcell"]') && !row.matches('[data-testid="table-totals"]'),
      )
      .map((row) =>
        Object.fromEntries(
          [...row.querySelectorAll('[role="gridcell"]')].map((cell, i) => [
            headers[i] ?? i,
            text(cell),
          ]),
        ),
      );
    return { headers, rows };
  });
}

const money = (value: string) =>
  `$ ${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const decimal = (value: string | number) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe.skipIf(!runs)('api tables', () => {
  let suite: E2eSuite;
  const pages: UserPage[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    suite = await startE2eSuite('api-tables');
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.close();
  });

  async function open(tenant: string): Promise<Page> {
    const opened = await openAs(suite.browser, suite.server.url, 'viewer', tenant);
    pages.push(opened);
    opened.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${tenant}: ${message.text()}`);
    });
    await opened.page.goto(`${opened.origin}/retail/widget_gallery`);
    const ids = await waitForWidgets(opened.page);
    expect(ids).toEqual(expect.arrayContaining(['api_table', 'api_easy_table']));
    return opened.page;
  }

  it.each(['acme', 'globex'])('%s: both tables paint the rows the API returned', async (tenant) => {
    const rows = await feed(tenant);
    const page = await open(tenant);

    const apiTable = widget(page, 'api_table');
    await apiTable.scrollIntoViewIfNeeded();
    const declared = await grid(apiTable);
    // Only the declared columns, in their order, with their labels and formats.
    expect(declared.headers).toEqual(['Store', 'Last delivery', 'Delivery cost', 'Open tickets']);
    expect(declared.rows).toEqual(
      rows.map((row) => ({
        Store: row.store_name,
        'Last delivery': row.last_delivery,
        'Delivery cost': money(row.delivery_cost_usd),
        'Open tickets': String(row.open_tickets),
      })),
    );
    await apiTable.screenshot({ path: screenshotPath(`api-table-${tenant}`) });

    const easyTable = widget(page, 'api_easy_table');
    await easyTable.scrollIntoViewIfNeeded();
    const easy = await grid(easyTable);
    // Every field, in the order the rows hold them, titled from its name.
    expect(easy.headers).toEqual([
      'Store Name',
      'City',
      'State',
      'Delivery Cost Usd',
      'Open Tickets',
      'Satisfaction',
      'Last Delivery',
    ]);
    // Numeric text is a number (two decimals), whole numbers integers, dates as dates.
    expect(easy.rows).toEqual(
      rows.map((row) => ({
        'Store Name': row.store_name,
        City: row.city,
        State: row.state,
        'Delivery Cost Usd': decimal(row.delivery_cost_usd),
        'Open Tickets': String(row.open_tickets),
        Satisfaction: decimal(row.satisfaction),
        'Last Delivery': row.last_delivery,
      })),
    );
    await easyTable.screenshot({ path: screenshotPath(`api-easy-table-${tenant}`) });
    expect(errors).toEqual([]);
  });
});
