/**
 * The select table (issue 27) in Chromium against `navigator start`, as the demo viewer on the
 * Widget gallery: a row click publishes its region as the dashboard filter region_id, the
 * filter bar shows it as a chip, the revenue card beside it re-queries and shows the server's
 * answer for that region, a reload keeps it (?f=), × on the chip (or a second click on the
 * row) removes it and the card's value returns. Again with a date range applied, in Spanish.
 * The fixed user's region always wins.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  openAs,
  queryRunsOf,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('select table in Chromium', chromiumAvailability());
const GALLERY = '/retail/widget_gallery';
const DATED = `${GALLERY}?f=${encodeURIComponent(JSON.stringify({ date: 'custom/2026-10-05/2026-10-20' }))}`;
type Row = Record<string, unknown>;

/** The last request body the page sent for saved query `slug`, recorded from now on. */
function lastRun(page: Page, slug: string): { body: () => Row | undefined } {
  let last: Row | undefined;
  page.on('request', (request: Request) => {
    for (const run of queryRunsOf(request)) if (run.slug === slug) last = run.body;
  });
  return { body: () => last };
}

/** "$1,234,567" → 1234567. */
const amount = (text: string) => Number(text.replace(/[^\d-]/g, ''));

function rows(page: Page): Locator {
  return widget(page, 'select_regions').locator('[role="row"][data-index]');
}

function regionChip(page: Page): Locator {
  return page.locator('[data-testid="filter-chip"][data-filter-id="region_id"]');
}

async function cardValue(page: Page): Promise<string> {
  return widget(page, 'kpi_region_revenue').getByTestId('card-value').first().innerText();
}

describe.skipIf(!runs)('select table', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let token: string;
  const pages: UserPage[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-select-table-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
    token = (await apiLogin(server.port, 'viewer')).token;
  }, 600_000);

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string, url: string, minRows = 2) {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    const { page } = opened;
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const regions = lastRun(page, 'retail_sales_by_region');
    const kpis = lastRun(page, 'retail_kpis');
    await page.goto(`${opened.origin}${url}`);
    await widget(page, 'select_regions').scrollIntoViewIfNeeded();
    await waitForWidgets(page);
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(minRows);
    return { ...opened, regions, kpis };
  }

  /** What the server answers for `slug` with `body` (the page's own request). */
  function serverRows(slug: string, body: Row | undefined, as = token): Promise<Row[]> {
    return apiJson<Row[]>(server.port, as, `/api/v2/services/queries/${slug}`, {
      method: 'POST',
      body: body ?? {},
    });
  }

  /** The card shows the server's revenue for the page's last retail_kpis request. */
  async function expectCardMatchesServer(
    page: Page,
    body: Row | undefined,
    as = token,
  ): Promise<number> {
    const [answer] = await serverRows('retail_kpis', body, as);
    const revenue = Math.round(Number(answer?.revenue));
    await expect.poll(async () => amount(await cardValue(page))).toBe(revenue);
    return revenue;
  }

  /** Clicks the second region of the table; returns its name and id (the server's). */
  async function selectSecond(
    page: Page,
    regions: { body: () => Row | undefined },
  ): Promise<{ name: string; id: string }> {
    const row = rows(page).nth(1);
    const name = (await row.locator('[role="gridcell"]').first().innerText()).trim();
    const answer = await serverRows('retail_sales_by_region', regions.body());
    const match = answer.find((r) => String(r.region_name) === name);
    expect(match, `region ${name} in the server's answer`).toBeDefined();
    await row.click();
    return { name, id: String(match?.region_id) };
  }

  it('a row click filters the card beside it, survives a reload, and × removes it', async () => {
    const { page, regions, kpis } = await open('viewer', GALLERY);
    await expect.poll(() => regionChip(page).count()).toBe(0);
    const unfiltered = await expectCardMatchesServer(page, kpis.body());
    const total = await rows(page).count();

    const region = await selectSecond(page, regions);
    await expect.poll(() => regionChip(page).count()).toBe(1);
    await expect.poll(() => regionChip(page).innerText()).toContain(region.name);
    await expect.poll(() => (kpis.body()?.where_cond as Row | undefined)?.region_id).toBeDefined();
    expect(String((kpis.body()?.where_cond as Row).region_id)).toBe(region.id);
    const filtered = await expectCardMatchesServer(page, kpis.body());
    expect(filtered).toBeLessThan(unfiltered);
    // The select table keeps every region (its own filter does not apply to it).
    expect(await rows(page).count()).toBe(total);
    await expect(rows(page).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('f') ?? '').toContain('region_id');
    await page.screenshot({ path: screenshotPath('select-table-selected'), fullPage: true });

    await page.reload();
    await waitForWidgets(page);
    await expect.poll(() => rows(page).count()).toBe(total);
    await expect.poll(() => regionChip(page).count()).toBe(1);
    await expect.poll(() => regionChip(page).innerText()).toContain(region.name);
    await expect.poll(async () => amount(await cardValue(page))).toBe(filtered);
    await expect
      .poll(() => widget(page, 'select_regions').locator('[aria-selected="true"]').count())
      .toBe(1);

    await regionChip(page).getByTestId('filter-chip-remove').click();
    await expect.poll(() => regionChip(page).count()).toBe(0);
    await expect.poll(async () => amount(await cardValue(page))).toBe(unfiltered);
    await expect
      .poll(() => widget(page, 'select_regions').locator('[aria-selected="true"]').count())
      .toBe(0);

    // A second click on the selected row removes the filter too.
    await rows(page).nth(0).click();
    await expect.poll(() => regionChip(page).count()).toBe(1);
    await rows(page).nth(0).click();
    await expect.poll(() => regionChip(page).count()).toBe(0);
    await expect.poll(async () => amount(await cardValue(page))).toBe(unfiltered);
    expect(errors).toEqual([]);
  });

  it('combines with a date range, in Spanish', async () => {
    const { page, regions, kpis } = await open('viewer', DATED);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByTestId('language-es').waitFor({ state: 'hidden' });
    await expect
      .poll(() => widget(page, 'select_regions').getByTestId('select-table-caption').innerText())
      .toContain('región');
    const unfiltered = await expectCardMatchesServer(page, kpis.body());
    expect(kpis.body()).toMatchObject({ firstdate: '2026-10-05', lastdate: '2026-10-20' });

    const region = await selectSecond(page, regions);
    await expect.poll(() => regionChip(page).count()).toBe(1);
    await expect(regionChip(page).innerText()).resolves.toMatch(/^Región:/);
    await expect
      .poll(() => String((kpis.body()?.where_cond as Row | undefined)?.region_id))
      .toBe(region.id);
    expect(kpis.body()).toMatchObject({ firstdate: '2026-10-05', lastdate: '2026-10-20' });
    const filtered = await expectCardMatchesServer(page, kpis.body());
    expect(filtered).toBeLessThan(unfiltered);
    await expect(
      widget(page, 'select_regions').getByTestId('select-table-caption').innerText(),
    ).resolves.toContain('seleccionada');
    // The period's chip stays beside the region's.
    await expect(
      page.locator('[data-testid="filter-chip"][data-kind="period"]').innerText(),
    ).resolves.toContain('2026');
    await page.screenshot({ path: screenshotPath('select-table-dated-es'), fullPage: true });

    await regionChip(page).getByTestId('filter-chip-remove').click();
    await expect.poll(() => regionChip(page).count()).toBe(0);
    await expect.poll(async () => amount(await cardValue(page))).toBe(unfiltered);
    expect(kpis.body()).toMatchObject({ firstdate: '2026-10-05', lastdate: '2026-10-20' });
    expect(errors).toEqual([]);
  });

  it("never replaces the fixed user's region", async () => {
    const { page, kpis } = await open('fixed', GALLERY, 1);
    const fixedToken = (await apiLogin(server.port, 'fixed')).token;
    const fixedRevenue = await expectCardMatchesServer(page, kpis.body(), fixedToken);
    // The table runs with the fixed region too (the server enforces it): one row, selected.
    expect(await rows(page).count()).toBe(1);
    await expect(rows(page).nth(0).getAttribute('aria-selected')).resolves.toBe('true');
    // A click would unselect it: the fixed value is applied again, the chip stays fixed (no ×).
    await rows(page).nth(0).click();
    await expect
      .poll(() => String((kpis.body()?.where_cond as Row | undefined)?.region_id))
      .toBe('3');
    await expect(regionChip(page).getAttribute('data-removable')).resolves.toBe('false');
    await expect(rows(page).nth(0).getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(async () => amount(await cardValue(page))).toBe(fixedRevenue);
  });
});
