/**
 * The filter panel's state on destroy in Chromium (app-shell §4, AS4.10): closing the panel
 * drops its unapplied choices, unless the dashboard's filtering_show says `keepState: true`;
 * the selects show the program's placeholderSelectR (AS3.4).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { apiJson, apiLogin, openAs, waitForWidgets } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('filter panel keep state in Chromium', chromiumAvailability());
const KEPT = '/retail/sales?dashboard=sales-overview';
const DROPPED = '/retail/stores?dashboard=store-performance';
type Row = Record<string, unknown>;
const PLACEHOLDER = 'Pick from your stores';

describe.skipIf(!runs)('filter panel state on destroy', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let territory: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-filter-keep-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const file = path.join(configDir, 'acme/dashboards/sales-overview.json');
    const dashboard = JSON.parse(await readFile(file, 'utf8')) as { filtering_show: Row };
    dashboard.filtering_show.keepState = true;
    await writeFile(file, JSON.stringify(dashboard, null, 2));
    const programFile = path.join(configDir, 'acme/programs/retail.json');
    const program = JSON.parse(await readFile(programFile, 'utf8')) as { conditions: Row };
    program.conditions.placeholderSelectR = PLACEHOLDER;
    await writeFile(programFile, JSON.stringify(program, null, 2));
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    const { token } = await apiLogin(server.port, 'viewer');
    const stores = await apiJson<Row[]>(
      server.port,
      token,
      '/api/v2/services/queries/retail_stores',
      {
        method: 'POST',
        body: {},
      },
    );
    territory = String(stores[0]?.territory_name);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const input = (page: Page) =>
    page.locator('[data-testid="filter-panel"] input[data-testid="filter-territory_id"]');

  async function chooseCloseReopen(page: Page): Promise<string> {
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    await expect(input(page).getAttribute('placeholder')).resolves.toBe(PLACEHOLDER);
    await input(page).click();
    await page
      .locator('[role="listbox"]:visible [role="option"]', { hasText: territory })
      .first()
      .click();
    await expect.poll(() => input(page).inputValue()).toBe(territory);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor({ state: 'detached' });
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    return input(page).inputValue();
  }

  it.each([
    ['keepState: the choice survives closing', KEPT, true],
    ['no keepState: closing resets', DROPPED, false],
  ])('%s', async (_name, url, kept) => {
    const opened = await openAs(browser, server.url, 'viewer');
    await opened.page.goto(`${opened.origin}${url}`);
    await waitForWidgets(opened.page);
    await expect(chooseCloseReopen(opened.page)).resolves.toBe(kept ? territory : '');
    await opened.context.close();
  });
});
