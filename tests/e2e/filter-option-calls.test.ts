/**
 * The filter panel's option calls in Chromium against `navigator start` (app-shell §7,
 * AS7.18): a slug filter's call sends the panel's conditions relevant to it (the geography
 * chosen so far) as where_cond, the server answers it, and the slug's options narrow to that
 * answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { apiJson, apiLogin, openAs, waitForWidgets } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('filter option calls in Chromium', chromiumAvailability());
const SALES = '/retail/sales?dashboard=sales-overview';
type Row = Record<string, unknown>;

describe.skipIf(!runs)('filter option calls', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-filter-options-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
    token = (await apiLogin(server.port, 'viewer')).token;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a slug filter asks again with the chosen territory as where_cond', async () => {
    const stores = await apiJson<Row[]>(
      server.port,
      token,
      '/api/v2/services/queries/retail_stores',
      {
        method: 'POST',
        body: {},
      },
    );
    // The territory with the fewest brands sold narrows the brand list the most.
    const territories = [...new Set(stores.map((row) => Number(row.territory_id)))];
    const brandsOf = async (territory: number) =>
      apiJson<Row[]>(server.port, token, '/api/v2/services/queries/retail_brands', {
        method: 'POST',
        body: { where_cond: { territory_id: territory } },
      });
    const territory = territories[0] as number;
    const expected = (await brandsOf(territory)).map((row) => String(row.brand));
    const name = String(
      stores.find((row) => Number(row.territory_id) === territory)?.territory_name,
    );

    const opened = await openAs(browser, server.url, 'viewer');
    const page: Page = opened.page;
    const calls: { body: Row; status: number; rows: Row[] }[] = [];
    page.on('response', (response) => {
      if (!/\/api\/v2\/services\/queries\/retail_brands\b/.test(response.url())) return;
      const body = JSON.parse(response.request().postData() ?? '{}') as Row;
      void response
        .json()
        .then((rows: unknown) =>
          calls.push({ body, status: response.status(), rows: Array.isArray(rows) ? rows : [] }),
        )
        .catch(() => calls.push({ body, status: response.status(), rows: [] }));
    });
    await page.goto(`${opened.origin}${SALES}`);
    await waitForWidgets(page);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    await page
      .locator('[data-testid="filter-panel"] input[data-testid="filter-territory_id"]')
      .click();
    await page
      .locator('[role="listbox"]:visible [role="option"]', { hasText: name })
      .first()
      .click();

    await expect
      .poll(() => calls.find((call) => call.body.where_cond !== undefined)?.body)
      .toEqual({ where_cond: { territory_id: territory } });
    const narrowed = calls.find((call) => call.body.where_cond !== undefined);
    expect(narrowed?.status).toBe(200);
    expect(narrowed?.rows.map((row) => String(row.brand))).toEqual(expected);
    await opened.context.close();
  });
});
