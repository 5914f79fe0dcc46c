/**
 * The weather and video TV widgets (issue 27) in Chromium as the demo viewer, against
 * `navigator start` on a private copy of config-samples. Weather: the store and days shown are
 * the server's JSON answer to the widget's own request (never hard-coded), in the widget's
 * unit, on the Widget gallery of both tenants and on a Stores dashboard whose store filter
 * picks another store. Video TV: the demo's generated clip plays (its time advances), the
 * playlist moves to the next clip on `ended` and wraps around, keys and buttons skip, a
 * duration override moves on before the clip ends, an address of another origin is left out.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayName, temperature, type TemperatureUnit } from '../../widgets/weather/weather-model.ts';
import {
  apiJson,
  apiLogin,
  openAs,
  recordRuns,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { launchChromium } from '../support/browser.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import { addTestDashboard } from '../support/test-dashboard.ts';

const runs = requireOrSkip('weather and video TV in Chromium', chromiumAvailability());

const GALLERY = '/retail/widget_gallery';
const STORE_PAGE = '/retail/stores?dashboard=store-weather';
type Row = Record<string, unknown>;

describe.skipIf(!runs)('weather and video TV', () => {
  let suite: { server: RunningServer; browser: Browser; dataDir: string };
  const pages: UserPage[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-weather-video-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    // A Stores dashboard with the program's store filters and the gallery's weather widget in
    // °C with a 5-day outlook and no details: the gallery has no filter panel.
    const tenantDir = path.join(configDir, 'acme');
    const gallery = JSON.parse(
      await readFile(path.join(tenantDir, 'dashboards', 'widget-gallery.json'), 'utf8'),
    ) as { widgets: Record<string, Row> };
    const stores = JSON.parse(
      await readFile(path.join(tenantDir, 'dashboards', 'store-performance.json'), 'utf8'),
    ) as Row;
    await addTestDashboard(tenantDir, 'retail.json', 102, {
      dashboard_id: 'store-weather',
      name: { en: 'Store weather' },
      user_id: 2,
      module_id: 102,
      allow_filtering: true,
      attributes: { cols: 12, rowHeight: 80 },
      conditions: stores.conditions,
      filtering_show: stores.filtering_show,
      widgets: {
        weather: {
          ...gallery.widgets.weather,
          params: { weather: { unit: 'celsius', days: 5, show_details: false } },
        },
        // The first clip cut to one second, an address of a foreign origin (left out), no titles.
        video_short: {
          title: { en: 'Short TV' },
          classbase: 'videoTv',
          params: {
            videoTv: {
              show_title: false,
              items: [
                { url: '/api/v2/tenant-files/data/videos/clip-1.webm', title: 'A', duration: 1 },
                { url: 'https://evil.example/clip.webm', title: 'blocked' },
                { url: '/api/v2/tenant-files/data/videos/clip-2.webm', title: 'B' },
              ],
            },
          },
        },
      },
      layout: [
        { i: 'weather', x: 0, y: 0, w: 7, h: 4 },
        { i: 'video_short', x: 7, y: 0, w: 5, h: 4 },
      ],
    });
    const server = await startNavigator({ dataDir, configDir, build: true });
    suite = { server, dataDir, browser: await launchChromium() };
    for (const tenant of ['acme', 'globex']) {
      tokens[tenant] = (await apiLogin(suite.server.port, 'viewer', tenant)).token;
    }
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.browser.close();
    await suite?.server.stop();
    if (suite) await rm(suite.dataDir, { recursive: true, force: true });
  });

  async function openPage(tenant = 'acme'): Promise<UserPage> {
    const opened = await openAs(suite.browser, suite.server.url, 'viewer', tenant, {
      width: 1440,
      height: 1100,
    });
    pages.push(opened);
    return opened;
  }

  /** The slug's rows for the request body `body`, as the viewer of `tenant` gets them. */
  function rowsOf(slug: string, body: Row, tenant = 'acme'): Promise<Row[]> {
    return apiJson<Row[]>(suite.server.port, tokens[tenant]!, `/api/v2/services/queries/${slug}`, {
      method: 'POST',
      body,
      tenant,
    });
  }

  /** The weather widget `id` shows `rows` (the server's answer) in `unit` with `days` days. */
  async function expectWeather(
    page: Page,
    id: string,
    rows: Row[],
    unit: TemperatureUnit,
    days: number,
  ): Promise<void> {
    const box = widget(page, id);
    expect(rows.length).toBeGreaterThanOrEqual(days + 1);
    const [today, ...next] = rows;
    await expect(box.getByTestId('weather-store').innerText()).resolves.toBe(today!.store_name);
    await expect(box.getByTestId('weather-place').innerText()).resolves.toBe(today!.city_line);
    await expect(box.getByTestId('weather').getAttribute('data-unit')).resolves.toBe(unit);
    await expect(box.getByTestId('weather-today-date').getAttribute('data-date')).resolves.toBe(
      today!.weather_date,
    );
    await expect(box.getByTestId('weather-today').getAttribute('data-condition')).resolves.toBe(
      today!.condition,
    );
    await expect(box.getByTestId('weather-today-high').innerText()).resolves.toBe(
      `${temperature(Number(today!.temp_max_c), unit)}°`,
    );
    const shown = await box
      .getByTestId('weather-day')
      .evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute('data-date'),
          el.getAttribute('data-condition'),
          el.querySelector('[data-testid="weather-day-name"]')?.textContent,
          el.querySelector('[data-testid="weather-day-high"]')?.textContent,
          el.querySelector('[data-testid="weather-day-low"]')?.textContent,
        ]),
      );
    expect(shown).toEqual(
      next
        .slice(0, days)
        .map((row) => [
          row.weather_date,
          row.condition,
          dayName(String(row.weather_date), 'en'),
          `${temperature(Number(row.temp_max_c), unit)}°`,
          `${temperature(Number(row.temp_min_c), unit)}°`,
        ]),
    );
  }

  it.each([
    ['acme', 'fahrenheit'],
    ['globex', 'celsius'],
  ] as const)(
    'weather on the %s gallery: the server’s store and 7 days, in %s',
    async (tenant, unit) => {
      const { page, origin } = await openPage(tenant);
      const recorded = recordRuns(page, 'widgets_weather');
      await page.goto(`${origin}${GALLERY}`);
      await waitForWidgets(page);
      const rows = await rowsOf('widgets_weather', recorded.bodies.at(-1)!, tenant);
      await expectWeather(page, 'weather', rows, unit, 7);
      // The first store of the selection: with no store filter, the lowest store number.
      expect(rows[0]!.store_id).toBe(1);
      const details = widget(page, 'weather').getByTestId('weather-details');
      await expect(details.innerText()).resolves.toContain(
        unit === 'fahrenheit' ? ' mph' : ' km/h',
      );
      await widget(page, 'weather').screenshot({
        path: screenshotPath(`weather-video-weather-${tenant}`),
      });
      recorded.stop();
    },
  );

  it('weather in Spanish: day names and condition in the reader’s language', async () => {
    const { page, origin } = await openPage('globex');
    const recorded = recordRuns(page, 'widgets_weather');
    await page.goto(`${origin}${GALLERY}`);
    await waitForWidgets(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByTestId('language-es').waitFor({ state: 'hidden' });
    const rows = await rowsOf('widgets_weather', recorded.bodies.at(-1)!, 'globex');
    const box = widget(page, 'weather');
    const names = rows.slice(1, 8).map((row) => dayName(String(row.weather_date), 'es'));
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-widget-id="weather"] [data-testid="weather-day-name"]')
          ?.textContent === first,
      names[0],
    );
    await expect(box.getByTestId('weather-day-name').allInnerTexts()).resolves.toEqual(names);
    const spanish: Record<string, string> = {
      sunny: 'Soleado',
      partly_cloudy: 'Parcialmente nublado',
      cloudy: 'Nublado',
      rain: 'Lluvia',
      storm: 'Tormenta',
      snow: 'Nieve',
    };
    await expect(box.getByTestId('weather-today-condition').innerText()).resolves.toBe(
      spanish[String(rows[0]!.condition)],
    );
    await expect(box.getByTestId('weather-today-date').innerText()).resolves.toBe(
      `Hoy · ${dayName(String(rows[0]!.weather_date), 'es', 'long')}`,
    );
    await box.screenshot({ path: screenshotPath('weather-video-weather-es') });
    recorded.stop();
  });

  it('weather follows the dashboard’s store filter (params: °C, 5 days, no details)', async () => {
    const { page, origin } = await openPage();
    const recorded = recordRuns(page, 'widgets_weather');
    await page.goto(`${origin}${STORE_PAGE}`);
    await waitForWidgets(page);
    const first = recorded.bodies.at(-1)!;
    const rows = await rowsOf('widgets_weather', first);
    await expectWeather(page, 'weather', rows, 'celsius', 5);
    await expect(widget(page, 'weather').getByTestId('weather-details').count()).resolves.toBe(0);

    const otherId = (Number(rows[0]!.store_id) % 400) + 17;
    await page.goto(
      `${origin}${STORE_PAGE}&f=${encodeURIComponent(JSON.stringify({ store_id: [otherId, otherId + 3] }))}`,
    );
    await waitForWidgets(page);
    const sent = recorded.bodies.at(-1)!;
    expect((sent.where_cond as Row).store_id).toEqual([otherId, otherId + 3]);
    const filtered = await rowsOf('widgets_weather', sent);
    // The first store of the selection.
    expect(filtered[0]!.store_id).toBe(otherId);
    expect(filtered[0]!.store_name).not.toBe(rows[0]!.store_name);
    await expectWeather(page, 'weather', filtered, 'celsius', 5);
    await widget(page, 'weather').screenshot({
      path: screenshotPath('weather-video-weather-filtered'),
    });

    // A store that does not exist: the empty state in the widget's words.
    await page.goto(
      `${origin}${STORE_PAGE}&f=${encodeURIComponent(JSON.stringify({ store_id: [99999] }))}`,
    );
    await waitForWidgets(page);
    await expect(widget(page, 'weather').getAttribute('data-state')).resolves.toBe('empty');
    await expect(widget(page, 'weather').innerText()).resolves.toContain(
      'No weather for this store and date',
    );
    recorded.stop();
  });

  /** Waits until the video TV `id` plays clip `index` and its time has gone past `seconds`. */
  async function playing(page: Page, id: string, index: number, seconds = 0.3): Promise<void> {
    await page.waitForFunction(
      ({ id, index, seconds }) => {
        const video = document.querySelector<HTMLVideoElement>(
          `[data-widget-id="${id}"] [data-testid="video-tv-video"]`,
        );
        return (
          video !== null && Number(video.dataset.index) === index && video.currentTime > seconds
        );
      },
      { id, index, seconds },
    );
  }

  it('video TV on the gallery plays the generated clip, advances on ended and wraps', async () => {
    const { page, origin } = await openPage();
    await page.goto(`${origin}${GALLERY}`);
    await waitForWidgets(page);
    const box = widget(page, 'video_tv');
    const tv = box.getByTestId('video-tv');
    await tv.scrollIntoViewIfNeeded();
    await expect(tv.getAttribute('data-count')).resolves.toBe('2');
    // Clip 1 plays: its time advances, muted, from a blob: of the token-fetched file.
    await playing(page, 'video_tv', 0);
    const first = await box.getByTestId('video-tv-video').evaluate((video: HTMLVideoElement) => ({
      src: video.src.slice(0, 5),
      href: video.dataset.href,
      muted: video.muted,
      width: video.videoWidth,
    }));
    expect(first).toEqual({
      src: 'blob:',
      href: `${origin}/api/v2/tenant-files/data/videos/clip-1.webm`,
      muted: true,
      width: 320,
    });
    await expect(box.getByTestId('video-tv-title').innerText()).resolves.toBe('Weekly deals');
    await expect(box.getByTestId('video-tv-position').innerText()).resolves.toBe('1 / 2');
    await box.screenshot({ path: screenshotPath('weather-video-tv-first') });
    // The clip ends by itself (3 s): the second starts.
    await playing(page, 'video_tv', 1);
    await expect(box.getByTestId('video-tv-title').innerText()).resolves.toBe('Store of the month');
    await expect(box.getByTestId('video-tv-video').getAttribute('data-href')).resolves.toBe(
      `${origin}/api/v2/tenant-files/data/videos/clip-2.webm`,
    );
    await expect(box.getByTestId('video-tv-position').innerText()).resolves.toBe('2 / 2');
    await box.screenshot({ path: screenshotPath('weather-video-tv-second') });
    // The last clip's end wraps to the first.
    await box
      .getByTestId('video-tv-video')
      .evaluate((video: HTMLVideoElement) => video.dispatchEvent(new Event('ended')));
    await playing(page, 'video_tv', 0);
    await expect(box.getByTestId('video-tv-title').innerText()).resolves.toBe('Weekly deals');

    // Keys: → next, ← back, ← again wraps to the last; the buttons do the same.
    await tv.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tv.getAttribute('data-index')).resolves.toBe('1');
    await page.keyboard.press('ArrowLeft');
    await expect(tv.getAttribute('data-index')).resolves.toBe('0');
    await page.keyboard.press('ArrowLeft');
    await expect(tv.getAttribute('data-index')).resolves.toBe('1');
    await box.getByTestId('video-tv-next').click();
    await expect(tv.getAttribute('data-index')).resolves.toBe('0');
    await box.getByTestId('video-tv-previous').click();
    await expect(tv.getAttribute('data-index')).resolves.toBe('1');
    await playing(page, 'video_tv', 1);

    // Full screen shows the player alone.
    await box.getByTestId('video-tv-fullscreen').click();
    await page.waitForFunction(
      () => (document.fullscreenElement as HTMLElement | null)?.dataset.testid === 'video-tv',
    );
    await page.evaluate(() => document.exitFullscreen());
  });

  it('video TV: a duration override moves on before the clip ends; a foreign origin is left out', async () => {
    const { page, origin } = await openPage();
    await page.goto(`${origin}${STORE_PAGE}`);
    await waitForWidgets(page);
    const box = widget(page, 'video_short');
    const tv = box.getByTestId('video-tv');
    await expect(tv.getAttribute('data-count')).resolves.toBe('2');
    // Count `ended` events from now on: the move must come from the 1 s override.
    await page.evaluate(() => {
      const w = window as unknown as { endedCount: number };
      w.endedCount = 0;
      document.addEventListener('ended', () => (w.endedCount += 1), true);
    });
    await playing(page, 'video_short', 0, 0.1);
    await playing(page, 'video_short', 1, 0.1);
    await expect(
      page.evaluate(() => (window as unknown as { endedCount: number }).endedCount),
    ).resolves.toBe(0);
    await expect(box.getByTestId('video-tv-video').getAttribute('data-href')).resolves.toBe(
      `${origin}/api/v2/tenant-files/data/videos/clip-2.webm`,
    );
    // show_title false: no title over the clip.
    await expect(box.getByTestId('video-tv-title').count()).resolves.toBe(0);
    await box.screenshot({ path: screenshotPath('weather-video-tv-short') });
  });
});
