/**
 * The dashboard filter panel in Chromium against `navigator start` (on a private copy of
 * config-samples, as the owner's Apply writes the dashboard file): hierarchy narrowing and
 * clearing, checkbox switches, the fixed user's read-only region, Apply re-querying each
 * widget once, the owner's filters saved and restored, bookmarked filtered URLs.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Widget } from '../../schemas/generated/index.ts';
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
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('filter panel in Chromium', chromiumAvailability());

const SALES = '/retail/sales?dashboard=sales-overview';
type Row = Record<string, unknown>;

/** Widget query runs (POST /api/v2/services/queries/{slug}) the page makes from now on. */
function recordQueries(page: Page, slugs: ReadonlySet<string>) {
  const seen: { slug: string; body: Row }[] = [];
  const listener = (request: Request) => {
    for (const run of queryRunsOf(request)) if (slugs.has(run.slug)) seen.push(run);
  };
  page.on('request', listener);
  return {
    seen,
    stop: () => page.off('request', listener),
  };
}

/** The filter input of filter `id` (Mantine puts the test id on the input). */
function filterInput(page: Page, id: string) {
  return page.locator(`[data-testid="filter-panel"] input[data-testid="filter-${id}"]`);
}

/** Opens the select of filter `id` and returns its option texts. */
async function optionTexts(page: Page, id: string): Promise<string[]> {
  await filterInput(page, id).click();
  const listbox = page.locator('[role="listbox"]:visible');
  await listbox.waitFor();
  const texts = await listbox.locator('[role="option"]').allInnerTexts();
  await page.keyboard.press('Escape');
  return texts.map((text) => text.trim());
}

/** Picks option `label` in the select of filter `id`. */
async function pick(page: Page, id: string, label: string): Promise<void> {
  await filterInput(page, id).click();
  await page
    .locator('[role="listbox"]:visible [role="option"]', { hasText: label })
    .first()
    .click();
  // A multiple select stays open; Escape closes it (and would close the dialog variant, so
  // only when a list is still open).
  if ((await page.locator('[role="listbox"]:visible').count()) > 0) {
    await page.keyboard.press('Escape');
  }
}

/** Waits until the select of filter `id` shows `text` (its options load after the panel opens). */
async function expectValue(page: Page, id: string, text: string): Promise<void> {
  await expect.poll(() => filterInput(page, id).inputValue()).toBe(text);
}

async function openPanel(page: Page): Promise<void> {
  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('filter-panel').waitFor();
}

async function apply(page: Page): Promise<void> {
  await page.getByTestId('filter-apply').click();
}

/** Waits until the widgets repainted and no query is in flight for a moment. */
async function settle(page: Page): Promise<void> {
  await waitForWidgets(page);
  await page.waitForTimeout(1500);
}

// A shared two-core machine runs several suites at once: a page can take a while to settle.
describe.skipIf(!runs)('dashboard filter panel', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  let storeRows: Row[];
  let widgetSlugs: Set<string>;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-filter-panel-'));
    configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    const { token } = await apiLogin(server.port, 'viewer');
    storeRows = await apiJson<Row[]>(server.port, token, '/api/v2/services/queries/retail_stores', {
      method: 'POST',
      body: {},
    });
    const dashboard = await apiJson<{ widgets: Record<string, Widget> }>(
      server.port,
      token,
      '/api/v2/dashboards/sales-overview',
    );
    widgetSlugs = new Set(
      Object.values(dashboard.widgets).flatMap((w) =>
        w.query_slug?.slug ? [w.query_slug.slug] : [],
      ),
    );
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string, url = SALES): Promise<Page> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}${url}`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  const names = (key: string, rows: Row[]) => [...new Set(rows.map((row) => String(row[key])))];

  it('a hierarchy filter narrows the next level and clears the later ones', async () => {
    const page = await open('viewer');
    await openPanel(page);
    const allRegions = names('region_name', storeRows);
    expect((await optionTexts(page, 'region_id')).length).toBe(Math.min(allRegions.length, 25));

    const territory = storeRows[0] as Row;
    await pick(page, 'territory_id', String(territory.territory_name));
    const expected = names(
      'region_name',
      storeRows.filter((row) => row.territory_id === territory.territory_id),
    );
    const regions = await optionTexts(page, 'region_id');
    expect(regions.sort()).toEqual(expected.sort());
    expect(regions.length).toBeLessThan(allRegions.length);

    await pick(page, 'region_id', String(regions[0]));
    const district = (await optionTexts(page, 'district_id'))[0] as string;
    await pick(page, 'district_id', district);
    expect(await filterInput(page, 'district_id').inputValue()).toBe(district);
    await page.screenshot({ path: screenshotPath('filter-panel-hierarchy') });

    const other = storeRows.find((row) => row.territory_id !== territory.territory_id) as Row;
    await pick(page, 'territory_id', String(other.territory_name));
    expect(await filterInput(page, 'region_id').inputValue()).toBe('');
    expect(await filterInput(page, 'district_id').inputValue()).toBe('');
  });

  it('a checkbox switch enables its dependent select and clears it when switched off', async () => {
    const page = await open('viewer');
    await openPanel(page);
    const brand = filterInput(page, 'brand');
    await expect(brand.isDisabled()).resolves.toBe(true);
    // Mantine lays the switch's input over its track and label: that is what takes the click.
    const toggle = filterInput(page, 'product_filters');
    await toggle.click();
    await expect(brand.isDisabled()).resolves.toBe(false);
    const brands = await optionTexts(page, 'brand');
    expect(brands.length).toBeGreaterThan(0);
    await pick(page, 'brand', brands[0] as string);
    const chosen = page.locator('[data-testid="filter-panel"] .mantine-MultiSelect-pill');
    expect(await chosen.count()).toBe(1);
    await toggle.click();
    await expect(brand.isDisabled()).resolves.toBe(true);
    expect(await chosen.count()).toBe(0);
  });

  it("a module's condition rule sends its switch as a condition the query reads", async () => {
    // E-commerce → Platforms declares condition_rules.to_conditions ["all_platforms"].
    const page = await open('viewer', '/ecommerce/platforms');
    const table = widget(page, 'brand_platform_table');
    const platforms = () =>
      table.evaluate((el) => {
        const header = [...el.querySelectorAll('[role="columnheader"]')].map((h) =>
          (h.textContent ?? '').trim(),
        );
        const column = header.findIndex((text) => /^Platform/.test(text));
        const cells = [...el.querySelectorAll('[role="row"]')].map(
          (row) => row.querySelectorAll('[role="gridcell"]')[column]?.textContent?.trim() ?? '',
        );
        return [...new Set(cells.filter((text) => text !== ''))].sort();
      });
    await expect.poll(platforms).toContain('Online');
    const queries = recordQueries(page, new Set(['ecommerce_brand_platform']));
    await openPanel(page);
    await filterInput(page, 'all_platforms').click();
    await apply(page);
    await expect.poll(platforms).toEqual(['All platforms']);
    queries.stop();
    const body = queries.seen.at(-1)?.body;
    // Sent as a top-level condition (a {name} parameter), not as a column filter.
    expect(body?.all_platforms).toBe(true);
    expect((body?.where_cond as Row | undefined)?.all_platforms).toBeUndefined();
    // The brands' revenue is the server's answer to the same conditions.
    const { token } = await apiLogin(server.port, 'viewer');
    const rows = await apiJson<Row[]>(
      server.port,
      token,
      '/api/v2/services/queries/ecommerce_brand_platform',
      { method: 'POST', body },
    );
    expect(new Set(rows.map((row) => row.platform))).toEqual(new Set(['All platforms']));
    expect(rows.length).toBeGreaterThan(1);
    // The switch filters on its own, so the filter bar shows it, and its × turns it off.
    const chip = page.locator('[data-testid="filter-chip"][data-filter-id="all_platforms"]');
    await expect.poll(() => chip.textContent()).toMatch(/Combine platforms.*On/);
    await page.screenshot({ path: screenshotPath('module-rule-all-platforms') });
    await chip.getByTestId('filter-chip-remove').click();
    await expect.poll(platforms).toContain('Online');
    await expect(chip.count()).resolves.toBe(0);
  });

  it('Apply re-queries each widget exactly once, with the selection', async () => {
    const page = await open('viewer');
    await openPanel(page);
    const territory = storeRows[0] as Row;
    await pick(page, 'territory_id', String(territory.territory_name));
    // An input losing focus to the Apply click changes colour at once (no main-thread easing).
    const input = page.getByTestId('filter-panel').locator('.mantine-Input-input').first();
    await expect(input.evaluate((el) => getComputedStyle(el).transitionDuration)).resolves.toBe(
      '0s',
    );
    const queries = recordQueries(page, widgetSlugs);
    await apply(page);
    await expect
      .poll(() => page.getByTestId('filter-apply').getAttribute('data-loading'))
      .toBe('true');
    await settle(page);
    queries.stop();
    const perSlug = new Map<string, number>();
    for (const { slug } of queries.seen) perSlug.set(slug, (perSlug.get(slug) ?? 0) + 1);
    expect(Object.fromEntries(perSlug)).toEqual(
      Object.fromEntries([...widgetSlugs].map((slug) => [slug, 1])),
    );
    for (const { body } of queries.seen) {
      expect(body.where_cond).toMatchObject({ territory_id: territory.territory_id });
    }
    expect(page.url()).toContain('f=');
    await page.screenshot({ path: screenshotPath('filter-panel-applied') });
    // With the panel open the KPI cards are narrow: the goal's figure sits under the value,
    // beside its bar, and leaves the title its row (beside the title it squeezed it away).
    const margin = page.locator('[data-widget-id="kpi_margin"] [data-testid="kpi-card"]');
    const value = await margin.getByTestId('card-value').boundingBox();
    const goal = await margin.getByTestId('card-goal').boundingBox();
    const title = await margin.locator('.mantine-Text-root').first().boundingBox();
    expect(goal!.y).toBeGreaterThanOrEqual(value!.y + value!.height);
    expect(title!.width).toBeGreaterThan(60);
    // The loading state clears 2000 ms after Apply.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="filter-apply"]')?.getAttribute('data-loading') !==
        'true',
    );
  });

  it('on a narrow screen the panel is a dialog that closes 2 s after Apply', async () => {
    const opened = await openAs(browser, server.url, 'viewer', 'acme', {
      width: 820,
      height: 1000,
    });
    pages.push(opened);
    const page = opened.page;
    await page.goto(`${opened.origin}${SALES}`);
    await waitForWidgets(page);
    await openPanel(page);
    await expect(page.getByTestId('filter-panel').getAttribute('data-variant')).resolves.toBe(
      'dialog',
    );
    const territory = storeRows[0] as Row;
    await pick(page, 'territory_id', String(territory.territory_name));
    // An input losing focus to the Apply click changes colour at once (no main-thread easing).
    const input = page.getByTestId('filter-panel').locator('.mantine-Input-input').first();
    await expect(input.evaluate((el) => getComputedStyle(el).transitionDuration)).resolves.toBe(
      '0s',
    );
    const queries = recordQueries(page, widgetSlugs);
    await apply(page);
    // Still open right after Apply (its loading state shows), closed once the 2 s are up.
    await expect(page.getByTestId('filter-panel').isVisible()).resolves.toBe(true);
    await page.getByTestId('filter-panel').waitFor({ state: 'detached', timeout: 10_000 });
    await settle(page);
    queries.stop();
    expect(queries.seen.length).toBeGreaterThan(0);
    for (const { body } of queries.seen) {
      expect(body.where_cond).toMatchObject({ territory_id: territory.territory_id });
    }
  });

  it('a bookmarked filtered URL reopens identically', async () => {
    const page = await open('viewer');
    await openPanel(page);
    const row = storeRows[0] as Row;
    await pick(page, 'territory_id', String(row.territory_name));
    await pick(page, 'region_id', String(row.region_name));
    await page.getByText('Online', { exact: true }).click();
    const first = recordQueries(page, widgetSlugs);
    await apply(page);
    await settle(page);
    first.stop();
    const url = new URL(page.url());
    expect(url.searchParams.get('f')).toBeTruthy();

    const reopened = await open('viewer', `${url.pathname}${url.search}`);
    const again = recordQueries(reopened, widgetSlugs);
    await reopened.reload();
    await settle(reopened);
    again.stop();
    const bodies = (list: { slug: string; body: Row }[]) =>
      Object.fromEntries(list.map(({ slug, body }) => [slug, body]));
    expect(bodies(again.seen)).toEqual(bodies(first.seen));
    await openPanel(reopened);
    await expectValue(reopened, 'territory_id', String(row.territory_name));
    await expectValue(reopened, 'region_id', String(row.region_name));
    await expect(
      reopened.locator('[data-testid="filter-platform"] input[value="Online"]').isChecked(),
    ).resolves.toBe(true);
  });

  it('writes the filtered URL even when the panel closes right after Apply', async () => {
    const page = await open('viewer');
    await openPanel(page);
    const row = storeRows[0] as Row;
    await pick(page, 'region_id', String(row.region_name));
    // The URL waits for an idle moment; closing the panel in the same task must not lose it.
    await page.evaluate(() => {
      (document.querySelector('[data-testid="filter-apply"]') as HTMLElement).click();
      (document.querySelector('[data-testid="filter-toggle"]') as HTMLElement).click();
    });
    await page.getByTestId('filter-panel').waitFor({ state: 'detached' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('f') ?? '')
      .toContain(String(row.region_id));
  });

  it('Apply leaves the page where the reader scrolled it, address and all', async () => {
    const page = await open('viewer');
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await openPanel(page);
    await pick(page, 'territory_id', String((storeRows[0] as Row).territory_name));
    await page.waitForFunction(
      () => document.documentElement.scrollHeight > window.innerHeight + 400,
    );
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(scrollY).toBe(400);
    // Clicked in the page: Playwright would scroll the button into view first.
    await page.evaluate(() =>
      (document.querySelector('[data-testid="filter-apply"]') as HTMLElement).click(),
    );
    // The filters reach the address (a router replacement) and the page stays put.
    await expect.poll(() => new URL(page.url()).searchParams.get('f') ?? '').not.toBe('');
    // Repainted with the filter (settle() would scroll every widget into view).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="widget-container"]')].every(
        (container) => container.getAttribute('data-state') !== 'loading',
      ),
    );
    await page.waitForTimeout(500);
    await expect(scrollY()).resolves.toBe(400);
  });

  it('asks for the store list gzipped when the address has fgzip, and shows its options', async () => {
    const page = await open('viewer');
    const stores: { gzip: string | null; encoding: string | null }[] = [];
    page.on('response', (response) => {
      if (!/\/api\/v2\/services\/queries\/retail_stores\b/.test(response.url())) return;
      stores.push({
        gzip: response.request().headers()['x-encoding'] ?? null,
        encoding: response.headers()['content-encoding'] ?? null,
      });
    });
    // The stores list is cached per session and in local storage: start from neither (the
    // sign-in, under 'auth.', stays).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('auth.')) localStorage.removeItem(key);
      }
    });
    await page.goto(`${new URL(page.url()).origin}${SALES}&fgzip=1`);
    await settle(page);
    await openPanel(page);
    const regions = await optionTexts(page, 'region_id');
    expect(regions).toContain(String((storeRows[0] as Row).region_name));
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((call) => call.gzip === 'gzip' && call.encoding === 'gzip')).toBe(true);
  });

  it('the fixed user sees a read-only region that no URL or request changes', async () => {
    const fixedRegion = storeRows.find((row) => row.region_id === 3) as Row;
    const otherRegion = storeRows.find((row) => row.region_id !== 3) as Row;
    const { token } = await apiLogin(server.port, 'fixed');
    const crafted = `{"region_id":"${String(otherRegion.region_id)}"}`;
    const opened = await openAs(browser, server.url, 'fixed');
    pages.push(opened);
    const page = opened.page;
    const queries = recordQueries(page, widgetSlugs);
    await page.goto(`${opened.origin}${SALES}&f=${encodeURIComponent(crafted)}`);
    await settle(page);
    queries.stop();
    for (const { body } of queries.seen) {
      expect((body.where_cond as Row | undefined)?.region_id).not.toBe(otherRegion.region_id);
    }
    await openPanel(page);
    const region = filterInput(page, 'region_id');
    await expect(region.getAttribute('data-fixed')).resolves.toBe('true');
    await expect(region.getAttribute('readonly')).resolves.not.toBeNull();
    await page.waitForFunction(
      (name) =>
        (document.querySelector('input[data-testid="filter-region_id"]') as HTMLInputElement)
          ?.value === name,
      String(fixedRegion.region_name),
    );
    await page.screenshot({ path: screenshotPath('filter-panel-fixed') });

    // A crafted request asking for another region still gets region 3 only.
    const rows = await apiJson<Row[]>(
      server.port,
      token,
      '/api/v2/services/queries/retail_sales_by_region',
      { method: 'POST', body: { where_cond: { region_id: otherRegion.region_id } } },
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => Number(r.region_id)))).toEqual(new Set([3]));
    const options = await apiJson<Row[]>(
      server.port,
      token,
      '/api/v2/services/queries/retail_stores?refresh=1',
      { method: 'POST', body: { where_cond: { region_id: otherRegion.region_id } } },
    );
    expect(new Set(options.map((r) => Number(r.region_id)))).toEqual(new Set([3]));
  });

  it("restores the owner's filters after reload and never saves another user's", async () => {
    const file = path.join(configDir, 'acme', 'dashboards', 'sales-overview.json');
    const owner = await open('owner');
    await openPanel(owner);
    const row = storeRows[0] as Row;
    await pick(owner, 'territory_id', String(row.territory_name));
    const saved = owner.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/services/dashboards/conditions/') &&
        r.request().method() === 'POST',
    );
    await apply(owner);
    expect((await saved).status()).toBe(200);
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as { conditions: Row };
    expect(onDisk.conditions.where).toEqual({ territory_id: row.territory_id });

    // The next visit, without the URL's filters: the owner's choice is back.
    const queries = recordQueries(owner, widgetSlugs);
    await owner.goto(`${new URL(owner.url()).origin}${SALES}`);
    await settle(owner);
    queries.stop();
    expect(queries.seen.length).toBeGreaterThan(0);
    for (const { body } of queries.seen) {
      expect(body.where_cond).toMatchObject({ territory_id: row.territory_id });
    }
    await openPanel(owner);
    await expectValue(owner, 'territory_id', String(row.territory_name));

    // Another user's Apply stays in their session: no save call, the file is unchanged.
    const before = await readFile(file, 'utf8');
    const viewer = await open('viewer');
    const calls: string[] = [];
    viewer.on('request', (r) => {
      if (r.url().includes('/dashboards/conditions/')) calls.push(r.url());
    });
    await openPanel(viewer);
    const other = storeRows.find((r) => r.territory_id !== row.territory_id) as Row;
    await pick(viewer, 'territory_id', String(other.territory_name));
    await apply(viewer);
    await settle(viewer);
    expect(calls).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(before);
    const { token } = await apiLogin(server.port, 'viewer');
    await expect(
      apiJson(server.port, token, '/api/v1/services/dashboards/conditions/', {
        method: 'POST',
        body: { dashboard_id: 'sales-overview', user_id: 1, conditions: { where: {} } },
      }),
    ).rejects.toThrow(/403/);
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
