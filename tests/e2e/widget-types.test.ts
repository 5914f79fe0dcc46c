/**
 * The new widget types' main interactions in Chromium, on the demo's Widget gallery dashboard
 * against `navigator start` (one server, one browser): the gauge shows the query's value, the
 * download widget's CSV, XLSX and JSON files hold the query's rows (rounded, or raw), the
 * timeline groups events by day, the rewards board ranks by points, the quickstart's progress
 * survives a reload and is each user's own, the gallery's lightbox answers ← → Esc, and the
 * photo feed loads more pictures when scrolled to its end.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiJson,
  apiLogin,
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('new widget types in Chromium', chromiumAvailability());

type Row = Record<string, unknown>;
const GALLERY = '/retail/widget_gallery';

describe.skipIf(!runs)('widget types', () => {
  let suite: E2eSuite;
  let token: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    suite = await startE2eSuite('widget-types');
    token = (await apiLogin(suite.server.port, 'viewer')).token;
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.close();
  });

  const rowsOf = (slug: string) =>
    apiJson<Row[]>(suite.server.port, token, `/api/v2/services/queries/${slug}`, {
      method: 'POST',
      body: {},
    });

  async function open(username = 'viewer', tenant = 'acme'): Promise<Page> {
    const opened = await openAs(suite.browser, suite.server.url, username, tenant);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}${GALLERY}`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  async function shoot(page: Page, id: string): Promise<void> {
    await widget(page, id).screenshot({ path: screenshotPath(`widget-types-${id}`) });
  }

  it('opens the gallery for both tenants with every new type painted', async () => {
    for (const tenant of ['acme', 'globex']) {
      const page = await open('viewer', tenant);
      const ids = await waitForWidgets(page);
      expect(ids).toEqual(
        expect.arrayContaining([
          'gauge',
          'download',
          'quickstart',
          'timeline',
          'rewards',
          'photo_feed',
          'photo_gallery',
          'business_card',
          'profile_card',
          'weather',
          'video_tv',
          'popular_places',
          'place',
          'traffic',
        ]),
      );
      await page.screenshot({ path: screenshotPath(`widget-types-${tenant}`), fullPage: true });
    }
  });

  it('gauge: shows the query value', async () => {
    const [row] = await rowsOf('widgets_gauge');
    const page = await open();
    const gauge = widget(page, 'gauge').getByTestId('gauge');
    expect(Number(await gauge.getAttribute('data-value'))).toBeCloseTo(Number(row!.revenue), 2);
    const shown = await gauge.getByTestId('gauge-value').textContent();
    expect(shown).toBe(`$ ${Math.round(Number(row!.revenue)).toLocaleString('en-US')}`);
    await shoot(page, 'gauge');
  });

  it('download: CSV, XLSX and JSON hold the query rows, rounded or raw', async () => {
    const rows = await rowsOf('widgets_store_revenue');
    const page = await open();
    const box = widget(page, 'download');
    await shoot(page, 'download');
    const save = async (format: string): Promise<Download> => {
      const download = page.waitForEvent('download');
      await box.getByTestId(`download-${format}`).click();
      return download;
    };
    const first = rows[0]!;
    const rounded = Math.round(Number(first.revenue) * 100) / 100;

    const csv = await save('csv');
    expect(csv.suggestedFilename()).toBe('top-stores-download.csv');
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('store_name,city,revenue,units,margin');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toContain(`${first.store_name},${first.city},${rounded},`);

    const json = await save('json');
    const parsed = JSON.parse(await readFile(await json.path(), 'utf8')) as Row[];
    expect(parsed).toHaveLength(rows.length);
    expect(parsed[0]).toMatchObject({ store_name: first.store_name, revenue: rounded });

    const xlsx = await save('xlsx');
    expect(xlsx.suggestedFilename()).toBe('top-stores-download.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(first.store_name);
    expect(sheet.getRow(2).getCell(3).value).toBe(rounded);

    await box.getByTestId('download-raw').check();
    const raw = await save('json');
    expect(raw.suggestedFilename()).toBe('top-stores-download-raw.json');
    const rawRows = JSON.parse(await readFile(await raw.path(), 'utf8')) as Row[];
    expect(rawRows[0]!.revenue).toBe(Number(first.revenue));
    expect(rawRows[0]!.margin).toBe(Number(first.margin));

    // A file of the tenant data folder, fetched with the user's token.
    const file = box.getByTestId('download-file').filter({ hasText: 'seattle-weather.csv' });
    const fileDownload = page.waitForEvent('download');
    await file.click();
    const data = await fileDownload;
    expect(data.suggestedFilename()).toBe('seattle-weather.csv');
    expect((await readFile(await data.path(), 'utf8')).split('\n')[0]).toContain('date');
  });

  it('timeline: events grouped by day, newest first', async () => {
    const rows = await rowsOf('widgets_store_events');
    const days = [...new Set(rows.map((row) => String(row.event_at).slice(0, 10)))];
    const page = await open();
    const box = widget(page, 'timeline');
    const shown = await box.getByTestId('timeline-day').evaluateAll((sections) =>
      sections.map((section) => ({
        day: section.getAttribute('data-day'),
        events: section.querySelectorAll('[data-testid="timeline-event"]').length,
      })),
    );
    expect(shown.map((day) => day.day)).toEqual(days);
    const perDay = (day: string) => rows.filter((row) => String(row.event_at).startsWith(day));
    expect(shown.map((day) => day.events)).toEqual(days.map((day) => perDay(day).length));
    expect(await box.getByTestId('timeline-day').first().innerText()).toContain(
      'Saturday, Nov 14, 2026',
    );
    // Types draw their configured icon (a delivery: the truck).
    const delivery = box.locator('[data-testid="timeline-event"][data-type="delivery"]').first();
    expect(await delivery.locator('svg.tabler-icon-truck').count()).toBe(1);
    await shoot(page, 'timeline');
  });

  it('rewards: ranks by points', async () => {
    const rows = await rowsOf('widgets_rewards');
    const page = await open();
    const box = widget(page, 'rewards');
    const names = await box.getByTestId('rewards-name').allTextContents();
    const ranked = [...rows].sort(
      (a, b) =>
        Number(b.points) - Number(a.points) ||
        String(a.associate_name).localeCompare(String(b.associate_name)),
    );
    expect(names).toEqual(ranked.slice(0, 10).map((row) => row.associate_name));
    expect(await box.getByTestId('rewards-entry').first().getAttribute('data-rank')).toBe('1');
    await shoot(page, 'rewards');
  });

  it('quickstart: progress kept after reload, and separate per user', async () => {
    const page = await open('viewer');
    const box = widget(page, 'quickstart');
    await expect(box.getByTestId('quickstart-progress').textContent()).resolves.toBe('0 of 4 done');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v2/quickstart/') && response.request().method() === 'PUT',
    );
    await box.locator('input[data-item="filter"]').check();
    await saved;
    await expect(box.getByTestId('quickstart-progress').textContent()).resolves.toBe('1 of 4 done');
    await shoot(page, 'quickstart');

    await page.reload();
    await waitForWidgets(page);
    const again = widget(page, 'quickstart');
    await expect(again.getByTestId('quickstart-progress').textContent()).resolves.toBe(
      '1 of 4 done',
    );
    expect(await again.locator('input[data-item="filter"]').isChecked()).toBe(true);

    const other = await open('owner');
    const theirs = widget(other, 'quickstart');
    await expect(theirs.getByTestId('quickstart-progress').textContent()).resolves.toBe(
      '0 of 4 done',
    );
    expect(await theirs.locator('input[data-item="filter"]').isChecked()).toBe(false);
  });

  it('photo gallery: the lightbox steps with ← → and closes with Esc', async () => {
    const rows = await rowsOf('widgets_store_visits');
    const page = await open();
    const box = widget(page, 'photo_gallery');
    expect(await box.getByTestId('photo-gallery-thumb').count()).toBe(rows.length);
    await shoot(page, 'photo_gallery');
    await box.getByTestId('photo-gallery-thumb').nth(1).click();
    const body = page.getByTestId('photo-lightbox-body');
    await body.waitFor();
    const position = page.getByTestId('photo-lightbox-position');
    await expect(position.textContent()).resolves.toContain(`2 of ${rows.length}`);
    await body.locator('img').waitFor();
    await page.screenshot({ path: screenshotPath('widget-types-lightbox') });
    await page.keyboard.press('ArrowRight');
    await expect(position.textContent()).resolves.toContain(`3 of ${rows.length}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position.textContent()).resolves.toContain(`1 of ${rows.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position.textContent()).resolves.toContain(`${rows.length} of ${rows.length}`);
    expect(await body.getByText(String(rows.at(-1)!.store_name)).count()).toBe(1);
    await page.keyboard.press('Escape');
    await body.waitFor({ state: 'detached' });
  });

  it('photo feed: loads more pictures when scrolled to the end', async () => {
    const page = await open();
    const feed = widget(page, 'photo_feed').getByTestId('photo-feed');
    const items = feed.getByTestId('photo-feed-item');
    const before = await items.count();
    expect(before).toBe(4);
    await feed.locator('img').first().waitFor();
    await shoot(page, 'photo_feed');
    await feed.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-widget-id="photo_feed"] [data-testid="photo-feed-item"]')
          .length > count,
      before,
    );
    expect(await items.count()).toBe(8);
  });
});
