/**
 * Every interaction on a filtered dashboard, in Chromium against `navigator start` (on a
 * private copy of config-samples, as the owner's Apply writes the dashboard file): with a date
 * range and a region applied, drilldown, clone, full screen, pop-out, widget filtering, CSV
 * export (rounded and raw), comparison and the share link round trip; the filter bar's chips,
 * the badge and the subtitle; the owner's "Apply for me only"; the fixed user.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  openAs,
  openMenu,
  recordRuns,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('filtered dashboard in Chromium', chromiumAvailability());

const SALES = '/retail/sales?dashboard=sales-overview';
const FIRST = '2026-10-05';
const LAST = '2026-10-20';
const RANGE_TEXT = 'Oct 5 – Oct 20, 2026';
type Row = Record<string, unknown>;

/** The sales dashboard with a date range in the address (an Apply of a region comes next). */
function withDate(date = `custom/${FIRST}/${LAST}`): string {
  return `${SALES}&f=${encodeURIComponent(JSON.stringify({ date }))}`;
}

/** Console errors and uncaught page errors (a DataCloneError was one). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function filterInput(page: Page, id: string): Locator {
  return page.locator(`[data-testid="filter-panel"] input[data-testid="filter-${id}"]`);
}

async function pick(page: Page, id: string, label: string): Promise<void> {
  await filterInput(page, id).click();
  await page
    .locator('[role="listbox"]:visible [role="option"]', { hasText: label })
    .first()
    .click();
  if ((await page.locator('[role="listbox"]:visible').count()) > 0) {
    await page.keyboard.press('Escape');
  }
}

async function settle(page: Page): Promise<void> {
  await waitForWidgets(page);
  await page.waitForTimeout(1000);
}

/** Clicks across a chart until a drilldown opens (one bar per region left: try widely). */
async function clickBar(page: Page, container: Locator): Promise<void> {
  const canvas = container.locator('canvas').first();
  await canvas.waitFor();
  // A user scrolls to the chart first; a click outside the window reaches nothing.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('chart has no canvas box');
  for (const fy of [0.7, 0.5, 0.85]) {
    for (const fx of [0.5, 0.3, 0.15, 0.7, 0.85]) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      await page.waitForTimeout(250);
      if ((await page.locator('[data-temp="true"]').count()) > 0) return;
    }
  }
  throw new Error('no bar of the chart could be clicked');
}

/** Runs a widget's 'others' menu item and waits until the menu has closed. */
async function menuAction(page: Page, container: Locator, action: string): Promise<void> {
  const menu = await openMenu(page, container);
  await menu.locator(`[data-action="${action}"]`).click();
  await page.getByTestId('widget-menu').waitFor({ state: 'hidden' });
}

/** Numbers written with more than 6 decimals (float noise) in a CSV text. */
function noisyNumbers(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\n')
    .slice(1)
    .flatMap((line) => line.split(','))
    .filter((cell) => /^-?\d+\.\d{7,}$/.test(cell));
}

describe.skipIf(!runs)('a filtered dashboard', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let configDir: string;
  let region: Row;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-filtered-'));
    configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
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
    region = stores[0] as Row;
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(
    username: string,
    url = withDate(),
    viewport?: { width: number; height: number },
  ) {
    const opened = await openAs(browser, server.url, username, 'acme', viewport);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}${url}`);
    await waitForWidgets(opened.page);
    return opened;
  }

  /** Opens the panel, picks the region and applies (with the address's date range). */
  async function applyRegion(page: Page, button = 'filter-apply'): Promise<void> {
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    await pick(page, 'region_id', String(region.region_name));
    await page.getByTestId(button).click();
    await settle(page);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor({ state: 'detached' });
  }

  /** The body each run of `slug` must carry: the range and the region. */
  function expectFiltered(body: Row | undefined): void {
    expect(body).toMatchObject({ firstdate: FIRST, lastdate: LAST });
    expect(String((body?.where_cond as Row | undefined)?.region_id)).toBe(String(region.region_id));
  }

  it('drills down after an Apply with a date range and a region', async () => {
    const { page } = await open('viewer');
    const errors = recordErrors(page);
    await applyRegion(page);
    const drill = recordRuns(page, 'retail_sales_by_district');
    await clickBar(page, widget(page, 'region_revenue'));
    const temp = page.locator('[data-testid="widget-container"][data-temp="true"]');
    await expect.poll(() => temp.first().getAttribute('data-state')).toBe('ready');
    drill.stop();
    expectFiltered(drill.bodies[0]);
    expect(errors.filter((text) => /DataCloneError|structuredClone/.test(text))).toEqual([]);
  });

  it("a region chip opened from a link waits for its label instead of showing the region's id", async () => {
    const first = await open('viewer');
    await applyRegion(first.page);
    const link = new URL(first.page.url());
    const opened = await openAs(browser, server.url, 'viewer', 'acme');
    pages.push(opened);
    // Hold the store list (the options whose labels the chip shows) until the chip is seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await opened.page.route(/\/api\/v2\/services\/queries\/[^?]+\?refresh=1$/, async (route) => {
      await held;
      await route.continue();
    });
    await opened.page.goto(`${opened.origin}${link.pathname}${link.search}`);
    const chip = opened.page.locator('[data-testid="filter-chip"][data-filter-id="region_id"]');
    await chip.getByTestId('filter-chip-loading').waitFor();
    await expect(chip.innerText().then((text) => text.trim())).resolves.toBe('Region:');
    release();
    await expect.poll(() => chip.innerText()).toBe(`Region: ${String(region.region_name)}`);
    await expect(chip.getByTestId('filter-chip-loading').count()).resolves.toBe(0);
  });

  it('chips show the period and the region, count 2, follow the subtitle, and × re-queries', async () => {
    const { page } = await open('viewer');
    const revenue = widget(page, 'kpi_revenue').getByTestId('card-value').first();
    const dateOnly = await revenue.innerText();
    await applyRegion(page);
    const inRegion = await revenue.innerText();
    expect(inRegion).not.toBe(dateOnly);
    const chips = page.getByTestId('filter-chip');
    await expect(chips.allInnerTexts()).resolves.toEqual([
      `Date: ${RANGE_TEXT}`,
      `Region: ${String(region.region_name)}`,
    ]);
    await expect(page.getByTestId('filter-count').innerText()).resolves.toBe('2');
    await expect(page.getByTestId('dashboard-description').innerText()).resolves.toContain(
      RANGE_TEXT,
    );
    await page.screenshot({ path: screenshotPath('filter-bar-chips-1440-en') });

    const runs = recordRuns(page, 'retail_kpis');
    await page
      .locator('[data-testid="filter-chip"][data-filter-id="region_id"]')
      .getByTestId('filter-chip-remove')
      .click();
    await settle(page);
    runs.stop();
    // The date-only numbers again (from SWR's cache, or a run without the region).
    await expect.poll(() => revenue.innerText()).toBe(dateOnly);
    for (const body of runs.bodies) {
      expect((body.where_cond as Row | undefined)?.region_id).toBeUndefined();
      expect(body).toMatchObject({ firstdate: FIRST, lastdate: LAST });
    }
    await expect(chips.allInnerTexts()).resolves.toEqual([`Date: ${RANGE_TEXT}`]);
    await expect(page.getByTestId('filter-count').innerText()).resolves.toBe('1');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('f') ?? '')
      .not.toContain('region_id');

    // The period goes back to the default month to date, which has nothing to remove.
    await page
      .locator('[data-testid="filter-chip"][data-filter-id="date"]')
      .getByTestId('filter-chip-remove')
      .click();
    await settle(page);
    await expect(chips.allInnerTexts()).resolves.toEqual(['Date: Nov 1 – Nov 14, 2026']);
    await expect(page.getByTestId('filter-count').count()).resolves.toBe(0);
    await expect(
      page
        .locator('[data-testid="filter-chip"][data-filter-id="date"]')
        .getAttribute('data-removable'),
    ).resolves.toBe('false');
    await expect(page.getByTestId('dashboard-description').innerText()).resolves.toContain(
      'Nov 1 – Nov 14, 2026',
    );
  });

  it('clone, full screen, pop-out and widget filtering run with the filters', async () => {
    const { page } = await open('viewer');
    const errors = recordErrors(page);
    await applyRegion(page);
    const table = widget(page, 'category_table');

    const cloned = recordRuns(page, 'retail_sales_by_category');
    await menuAction(page, table, 'clone');
    const temp = page.locator('[data-testid="widget-container"][data-temp="true"]');
    await expect.poll(() => temp.first().getAttribute('data-state')).toBe('ready');
    cloned.stop();
    for (const body of cloned.bodies) expectFiltered(body);

    const chart = widget(page, 'daily_revenue');
    await chart.hover();
    await chart.locator('[data-toolbar-item="expand"]').click();
    const full = page.getByTestId('widget-expanded');
    const inner = full.locator('[data-testid="widget-container"][data-mode="expanded"]');
    await expect.poll(() => inner.getAttribute('data-state')).toBe('ready');
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });

    await menuAction(page, chart, 'pop-out');
    const popout = page.getByTestId('widget-popout');
    const popped = popout.locator('[data-testid="widget-container"][data-mode="popout"]');
    await expect.poll(() => popped.getAttribute('data-state')).toBe('ready');
    await menuAction(page, popped, 'pop-out');
    await popout.waitFor({ state: 'detached' });

    await menuAction(page, table, 'filter-two');
    const dialog = page.getByTestId('widget-filtering');
    await dialog.waitFor();
    await dialog.getByTestId('filtering-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('exports CSV rounded to the formats, and raw values with every digit', async () => {
    const { page } = await open('viewer');
    const runs = recordRuns(page, 'retail_sales_by_category');
    const answer = page.waitForResponse(
      (r) => r.url().includes('/services/queries/retail_sales_by_category') && r.ok(),
    );
    await applyRegion(page);
    const rows = (await (await answer).json()) as Row[];
    runs.stop();
    expectFiltered(runs.bodies.at(-1));
    const table = widget(page, 'category_table');

    const download = page.waitForEvent('download');
    await menuAction(page, table, 'export');
    const rounded = await readFile(await (await download).path(), 'utf8');
    expect(rounded.trimEnd().split('\n')).toHaveLength(rows.length + 1);
    expect(noisyNumbers(rounded)).toEqual([]);

    const rawDownload = page.waitForEvent('download');
    await menuAction(page, table, 'export-raw');
    const rawFile = await rawDownload;
    expect(rawFile.suggestedFilename()).toBe('sales-by-category-raw.csv');
    const raw = (await readFile(await rawFile.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = raw.trimEnd().split('\n');
    const columns = (header ?? '').split(',');
    // Every number exactly as the query answered it.
    lines.forEach((line, index) => {
      const cells = line.split(',');
      columns.forEach((column, at) => {
        const value = rows[index]?.[column];
        if (typeof value === 'number') expect(cells[at]).toBe(String(value));
      });
    });
    // The data has float noise (else the rounding above proves nothing).
    expect(noisyNumbers(raw).length).toBeGreaterThan(0);
  });

  it('comparison on a filtered dashboard shows the previous period on the cards', async () => {
    const { page } = await open('viewer', withDate(`custom/${FIRST}/${LAST}/prev`));
    await applyRegion(page);
    const card = widget(page, 'kpi_revenue');
    await card.locator('[data-testid="card-delta"][data-source="period"]').first().waitFor();
    await expect(
      card.getByTestId('card-comparison-range').first().getAttribute('title'),
    ).resolves.toContain('2026-09-19');
  });

  it('the share link carries the filters: another viewer sees the same numbers', async () => {
    const sender = await open('viewer');
    await applyRegion(sender.page);
    await sender.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: sender.origin,
    });
    const card = widget(sender.page, 'kpi_revenue');
    const shown = await card.getByTestId('card-value').first().innerText();
    await (await openMenu(sender.page, card)).locator('[data-action="share"]').click();
    await sender.page.getByText('Successfully copied to clipboard.').waitFor();
    const link = await sender.page.evaluate(() => navigator.clipboard.readText());
    const f = JSON.parse(new URL(link).searchParams.get('f') ?? '{}') as Row;
    expect(f).toMatchObject({
      region_id: String(region.region_id),
      date: `custom/${FIRST}/${LAST}`,
    });

    const recipient = await openAs(browser, server.url, 'super');
    pages.push(recipient);
    await recipient.page.goto(link);
    await recipient.page.getByTestId('shared-widget').waitFor();
    const shared = widget(recipient.page, 'kpi_revenue');
    await expect.poll(() => shared.getAttribute('data-state')).toBe('ready');
    await expect(shared.getByTestId('card-value').first().innerText()).resolves.toBe(shown);

    // Without the filters the numbers differ (so the comparison above means something).
    const bare = new URL(link);
    bare.search = '';
    await recipient.page.goto(bare.toString());
    await expect.poll(() => shared.getAttribute('data-state')).toBe('ready');
    await expect.poll(() => shared.getByTestId('card-value').first().innerText()).not.toBe(shown);
  });

  it("the owner's Apply says it is everyone's default; 'Apply for me only' saves nothing", async () => {
    const file = path.join(configDir, 'acme', 'dashboards', 'sales-overview.json');
    const before = await readFile(file, 'utf8');
    const { page } = await open('owner');
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dashboards/conditions/')) saves.push(r.url());
    });
    await page.getByTestId('filter-toggle').click();
    await expect(page.getByTestId('filter-owner-note').innerText()).resolves.toContain(
      'default for everyone',
    );
    await page.getByTestId('filter-toggle').click();
    await applyRegion(page, 'filter-apply-me');
    expect(saves).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(before);
    await expect(page.getByTestId('filter-count').innerText()).resolves.toBe('2');

    await page.getByTestId('filter-toggle').click();
    const saved = page.waitForResponse((r) => r.url().includes('/dashboards/conditions/'));
    await page.getByTestId('filter-apply').click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Saved as this dashboard’s filters.').waitFor();
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as { conditions: Row };
    expect(onDisk.conditions.where).toEqual({ region_id: region.region_id });
    // Back to the file as it was, for the other tests (the server reloads a changed file).
    await writeFile(file, before);
  });

  it('the fixed user: a locked region chip, and drilldown on a date range', async () => {
    const { page } = await open('fixed');
    const errors = recordErrors(page);
    const fixedChip = page.locator('[data-testid="filter-chip"][data-filter-id="region_id"]');
    await expect(fixedChip.getAttribute('data-removable')).resolves.toBe('false');
    await expect(page.getByTestId('filter-count').innerText()).resolves.toBe('2');
    const drill = recordRuns(page, 'retail_sales_by_district');
    await clickBar(page, widget(page, 'region_revenue'));
    const temp = page.locator('[data-testid="widget-container"][data-temp="true"]');
    await expect.poll(() => temp.first().getAttribute('data-state')).toBe('ready');
    drill.stop();
    expect(drill.bodies[0]).toMatchObject({ firstdate: FIRST, lastdate: LAST });
    expect(errors.filter((text) => /DataCloneError|structuredClone/.test(text))).toEqual([]);
  });

  it.each([
    [1440, 'en'],
    [1024, 'en'],
    [1440, 'es'],
    [1024, 'es'],
  ])(
    'the filter bar at %i px in %s: chips on one row, nothing clipped',
    async (width, language) => {
      const { page } = await open('viewer', withDate(), { width, height: 900 });
      if (language !== 'en') {
        await page.getByTestId('user-menu').click();
        await page.getByTestId(`language-${language}`).click();
        await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' });
      }
      await applyRegion(page);
      // The grid takes back the panel's width once the panel has closed.
      await page.waitForTimeout(800);
      const bar = page.getByTestId('filter-chips');
      const chips = bar.getByTestId('filter-chip');
      await expect(chips.count()).resolves.toBe(2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: screenshotPath(`filter-bar-chips-${width}-${language}`),
        clip: { x: 0, y: 0, width, height: 420 },
      });
      const clipped = await chips.evaluateAll(
        (els) =>
          els.filter((el) => {
            const text = el.querySelector('.nav-filter-chip-text') as HTMLElement;
            return text.scrollWidth > text.clientWidth + 1;
          }).length,
      );
      expect(clipped).toBe(0);
      // One row: each chip's middle on the same line.
      const middles = await chips.evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
      );
      expect(new Set(middles).size).toBe(1);
      // The bar sits between the title row and the grid, overlapping neither.
      const barBox = await bar.boundingBox();
      const grid = await page.getByTestId('dashboard-grid').boundingBox();
      expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((grid?.y ?? 0) + 1);
    },
  );
});
