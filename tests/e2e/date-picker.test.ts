/**
 * The date filter in Chromium, inside the real dashboard filter panel against `navigator
 * start` (on a private copy of config-samples). The demo's operational date is 2026-11-14
 * and acme's fiscal calendar is 4-4-5 from 2018-02-04 with a 53-week FY2023, so FY2026
 * starts 2026-02-01 and its fourth quarter 2026-11-01. Proves: every period of the picker
 * gives the expected range; calendar picks expand to the period; Apply sends the range;
 * the fiscal quarter picker disables future quarters; comparison on shows the previous
 * period's value on the KPI cards.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  apiJson,
  apiLogin,
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('date picker in Chromium', chromiumAvailability());

/** Every period, in an order where each one starts from the last date 2026-11-14. */
const PERIOD_RANGES: readonly [period: string, label: string, first: string, last: string][] = [
  ['daily', 'Day', '2026-11-14', '2026-11-14'],
  ['weekly', 'Week', '2026-11-08', '2026-11-14'],
  ['current_week', 'Current week', '2026-11-08', '2026-11-14'],
  ['current_all_week', 'Current full week', '2026-11-08', '2026-11-14'],
  ['mtd', 'Month to date', '2026-11-01', '2026-11-14'],
  ['custom', 'Custom range', '2026-11-01', '2026-11-14'],
  ['monthly', 'Month', '2026-11-01', '2026-11-14'],
  ['fullMonth', 'Full month', '2026-11-01', '2026-11-14'],
  ['fiscalMonth', 'Fiscal month', '2026-11-01', '2026-11-14'],
  ['yearly', 'Year', '2026-01-01', '2026-11-14'],
  ['quarter', 'Quarter', '2026-10-01', '2026-11-14'],
  ['quarterFM', 'Fiscal quarter', '2026-11-01', '2026-11-14'],
  ['halfYear', 'Half year', '2026-07-01', '2026-11-14'],
  ['halfYearFM', 'Fiscal half', '2026-08-02', '2026-11-14'],
  ['year', 'Calendar year', '2026-01-01', '2026-11-14'],
  ['yearFM', 'Fiscal year', '2026-02-01', '2026-11-14'],
  // These two ignore the last date; they come last so no other row starts from them.
  ['fullMonthLast', 'Last full month', '2026-10-01', '2026-10-31'],
  ['fullFiscalMonthLast', 'Last full fiscal month', '2026-09-27', '2026-10-31'],
];

/** Opens the filter panel and returns the date filter. */
async function openDateFilter(page: Page): Promise<Locator> {
  await page.getByTestId('filter-toggle').click();
  const filter = page.getByTestId('date-filter');
  await filter.waitFor({ timeout: 20_000 });
  return filter;
}

async function range(filter: Locator): Promise<[string | null, string | null, string | null]> {
  return [
    await filter.getAttribute('data-period'),
    await filter.getAttribute('data-firstdate'),
    await filter.getAttribute('data-lastdate'),
  ];
}

async function choosePeriod(page: Page, filter: Locator, label: string): Promise<void> {
  await filter.getByTestId('date-filter-period').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function openCalendar(page: Page, filter: Locator): Promise<Locator> {
  await filter.getByTestId('date-filter-trigger').click();
  const dropdown = page.getByTestId('date-filter-dropdown');
  await dropdown.waitFor();
  // Screenshots want the dropdown after its fade-in.
  await expect
    .poll(() => dropdown.evaluate((element) => getComputedStyle(element).opacity))
    .toBe('1');
  return dropdown;
}

describe.skipIf(!runs)('date-range picker', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-dates-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(dashboard: string): Promise<Page> {
    const opened = await openAs(browser, server.url, 'viewer');
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales?dashboard=${dashboard}`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  it('every period of the picker gives the expected range on operational date 2026-11-14', async () => {
    const page = await open('sales-overview');
    const filter = await openDateFilter(page);
    expect(await range(filter)).toEqual(['mtd', '2026-11-01', '2026-11-14']);
    await expect(filter.getByTestId('date-filter-range').innerText()).resolves.toBe(
      '2026-11-01 – 2026-11-14',
    );
    const seen: [string | null, string | null, string | null][] = [];
    for (const [, label] of PERIOD_RANGES) {
      await choosePeriod(page, filter, label);
      seen.push(await range(filter));
    }
    expect(seen).toEqual(PERIOD_RANGES.map(([period, , first, last]) => [period, first, last]));
  });

  it('a date picked in the calendar expands to its period, within 2016-10-01 .. 2026-11-14', async () => {
    const page = await open('sales-overview');
    const filter = await openDateFilter(page);

    await choosePeriod(page, filter, 'Week');
    let dropdown = await openCalendar(page, filter);
    // The calendar is rebuilt 100 ms after the period change, on the selected week.
    await dropdown.locator('button[aria-label="4 November 2026"]').click();
    expect(await range(filter)).toEqual(['weekly', '2026-11-01', '2026-11-07']);
    // The week the date expanded to stays highlighted while a second date may extend it.
    const inRange = await dropdown
      .locator('button[data-in-range]:not([data-outside])')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(inRange).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `${d} November 2026`));
    // Days after the operational date cannot be picked.
    await expect(
      dropdown.locator('button[aria-label="20 November 2026"]').getAttribute('data-disabled'),
    ).resolves.toBe('true');
    await page.screenshot({ path: screenshotPath('date-picker-week') });
    await page.keyboard.press('Escape');

    await choosePeriod(page, filter, 'Custom range');
    dropdown = await openCalendar(page, filter);
    await dropdown.locator('button[aria-label="3 November 2026"]').click();
    // One date picked: already a one-day range if the calendar closes now.
    expect(await range(filter)).toEqual(['custom', '2026-11-03', '2026-11-03']);
    await dropdown.locator('button[aria-label="12 November 2026"]').click();
    expect(await range(filter)).toEqual(['custom', '2026-11-03', '2026-11-12']);
    // The second click completes the range and closes the calendar.
    await dropdown.waitFor({ state: 'hidden' });

    dropdown = await openCalendar(page, filter);
    await dropdown.getByTestId('date-shortcut-range').click();
    expect(await range(filter)).toEqual(['custom', '2026-11-08', '2026-11-14']);

    // Apply: every widget's query carries the range.
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v2/services/queries/')) {
        bodies.push(JSON.parse(request.postData() ?? '{}'));
      }
    });
    await page.getByTestId('filter-apply').click();
    await waitForWidgets(page);
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    const dated = bodies.filter((body) => body.firstdate !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    for (const body of dated) {
      expect([body.firstdate, body.lastdate]).toEqual(['2026-11-08', '2026-11-14']);
    }
  });

  it('the fiscal quarter picker offers only quarters started by the operational date', async () => {
    const page = await open('sales-fiscal');
    const filter = await openDateFilter(page);
    expect(await range(filter)).toEqual(['quarterFM', '2026-11-01', '2026-11-14']);
    const dropdown = await openCalendar(page, filter);
    const picker = dropdown.getByTestId('fiscal-picker');
    await expect(picker.getAttribute('data-unit')).resolves.toBe('quarter');
    await expect(dropdown.getByTestId('fiscal-year-shown').innerText()).resolves.toBe('FY2026');
    const options = picker.getByTestId('fiscal-option');
    const states = () =>
      options.evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute('data-start'),
          el.getAttribute('data-selectable'),
          (el as HTMLButtonElement).disabled,
        ]),
      );
    await expect(states()).resolves.toEqual([
      ['2026-02-01', 'true', false],
      ['2026-05-03', 'true', false],
      ['2026-08-02', 'true', false],
      ['2026-11-01', 'true', false],
    ]);
    await page.screenshot({ path: screenshotPath('date-picker-fiscal-quarter') });
    await dropdown.getByRole('button', { name: 'Next fiscal year' }).click();
    await expect(dropdown.getByTestId('fiscal-year-shown').innerText()).resolves.toBe('FY2027');
    await expect(states()).resolves.toEqual([
      ['2027-01-31', 'false', true],
      ['2027-05-02', 'false', true],
      ['2027-08-01', 'false', true],
      ['2027-10-31', 'false', true],
    ]);
    // A future quarter cannot be chosen, even by a forced click.
    await options.first().click({ force: true });
    expect(await range(filter)).toEqual(['quarterFM', '2026-11-01', '2026-11-14']);
    await page.screenshot({ path: screenshotPath('date-picker-fiscal-quarter-future') });
    await dropdown.getByRole('button', { name: 'Previous fiscal year' }).click();
    await options.nth(1).click();
    expect(await range(filter)).toEqual(['quarterFM', '2026-05-03', '2026-08-01']);

    // The fiscal month picker of the same year: months 10 and later have not started.
    await choosePeriod(page, filter, 'Fiscal month');
    const months = await openCalendar(page, filter);
    const selectable = await months
      .getByTestId('fiscal-option')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-selectable')));
    expect(selectable).toEqual([...Array(10).fill('true'), 'false', 'false']);
  });

  it('a shift-click selects several fiscal months (P3–P5) and Apply sends the span', async () => {
    const page = await open('sales-fiscal');
    const filter = await openDateFilter(page);
    await choosePeriod(page, filter, 'Fiscal month');
    let dropdown = await openCalendar(page, filter);
    await expect(dropdown.getByTestId('fiscal-range-hint').innerText()).resolves.toBe(
      'Shift-click another period to select a range.',
    );
    const months = dropdown.getByTestId('fiscal-option');
    const edge = async (index: number, side: 'data-start' | 'data-end') =>
      (await months.nth(index).getAttribute(side)) ?? '';
    // Read while the picker is open: a click closes it.
    const [p1, p3, p3end, p5] = [
      await edge(0, 'data-start'),
      await edge(2, 'data-start'),
      await edge(2, 'data-end'),
      await edge(4, 'data-end'),
    ];
    await months.nth(2).click();
    expect(await range(filter)).toEqual(['fiscalMonth', p3, p3end]);

    dropdown = await openCalendar(page, filter);
    await months.nth(4).click({ modifiers: ['Shift'] });
    expect(await range(filter)).toEqual(['fiscalMonth', p3, p5]);
    dropdown = await openCalendar(page, filter);
    const pressed = await months.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-pressed')),
    );
    expect(pressed.slice(0, 6)).toEqual(['false', 'false', 'true', 'true', 'true', 'false']);
    await page.screenshot({ path: screenshotPath('date-picker-fiscal-months-shift') });
    // Shift-clicking the other way keeps P3 as the anchor: P1–P3.
    await months.nth(0).click({ modifiers: ['Shift'] });
    expect(await range(filter)).toEqual(['fiscalMonth', p1, p3end]);

    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v2/services/queries/')) {
        bodies.push(JSON.parse(request.postData() ?? '{}'));
      }
    });
    await page.getByTestId('filter-apply').click();
    await waitForWidgets(page);
    await expect
      .poll(() => bodies.filter((body) => body.firstdate === p1).length)
      .toBeGreaterThan(0);
    const spanned = bodies.find((body) => body.firstdate === p1);
    expect(spanned?.lastdate).toBe(p3end);
    await page.screenshot({ path: screenshotPath('date-picker-fiscal-months-applied') });
  });

  it('comparison on shows the previous period value on the KPI cards', async () => {
    const { token } = await apiLogin(server.port, 'viewer');
    const run = (conditions: Record<string, unknown>) =>
      apiJson<Record<string, number>[]>(
        server.port,
        token,
        '/api/v2/services/queries/retail_kpis',
        {
          method: 'POST',
          body: conditions,
        },
      );
    const [current] = await run({ firstdate: '2026-11-01', lastdate: '2026-11-14' });
    const [previous] = await run({ firstdate: '2026-10-01', lastdate: '2026-10-14' });
    expect(current && previous).toBeTruthy();
    // The test means something only if last year's value and last month's differ.
    expect(Number(previous?.revenue)).not.toBe(Number(current?.revenue_prev));

    const page = await open('sales-overview');
    const card = widget(page, 'kpi_revenue');
    const delta = card.getByTestId('card-delta');
    await expect(delta.getAttribute('data-source')).resolves.toBe('field');
    await expect(delta.getAttribute('data-previous').then(Number)).resolves.toBeCloseTo(
      Number(current?.revenue_prev),
      2,
    );

    const filter = await openDateFilter(page);
    await expect(filter.getByTestId('date-filter-comparison-range').count()).resolves.toBe(0);
    await filter.getByTestId('date-filter-compare').click({ force: true });
    await expect(filter.getByTestId('date-filter-comparison-range').innerText()).resolves.toBe(
      'vs 2026-10-01 – 2026-10-14',
    );
    await page.getByTestId('filter-apply').click();
    await card.locator('[data-testid="card-delta"][data-source="period"]').waitFor();
    await expect(delta.getAttribute('data-previous').then(Number)).resolves.toBeCloseTo(
      Number(previous?.revenue),
      2,
    );
    const line = card.getByTestId('card-comparison-range');
    await expect(line.innerText()).resolves.toBe('Oct 1 – Oct 14');
    await expect(line.getAttribute('title')).resolves.toBe('Compared with 2026-10-01 – 2026-10-14');
    await page.evaluate(() => window.scrollTo(0, 0));
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('date-picker-comparison-cards') });

    // 'all' compares with the year so far.
    await filter.getByText('Year to date').click();
    await page.getByTestId('filter-apply').click();
    await card.locator('[data-testid="card-comparison-range"][data-start="2026-01-01"]').waitFor();
    await expect(line.innerText()).resolves.toBe('Jan 1 – Nov 14');
    const [ytd] = await run({ firstdate: '2026-01-01', lastdate: '2026-11-14' });
    await expect(delta.getAttribute('data-previous').then(Number)).resolves.toBeCloseTo(
      Number(ytd?.revenue),
      2,
    );
  });
});
