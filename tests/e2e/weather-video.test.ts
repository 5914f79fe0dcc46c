/**
 * The weather and video TV widgets (issue 27) in Chromium as the demo viewer, against
 * `navigator start` on a private copy of config-samples. Weather: the store and days shown are
 * the server's JSON answer to the widget's own request (never hard-coded), in the widget's
 * unit, on the Widget gallery of both tenants and on a Stores dashboard whose store filter
 * picks another store.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayName, temperature, type TemperatureUnit } from '../../widgets/weather/weather-model.ts';
import {
  apiJson,
  apiLogin,
  openAs,
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

/** The request bodies the page sends for `slug` from now on. */
function recordRuns(page: Page, slug: string) {
  const bodies: Row[] = [];
  const listener = (request: Request) => {
    if (request.method() === 'POST' && request.url().includes(`/services/queries/${slug}`)) {
      bodies.push(JSON.parse(request.postData() ?? '{}') as Row);
    }
  };
  page.on('request', listener);
  return { bodies, stop: () => page.off('request', listener) };
}

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
      },
      layout: [{ i: 'weather', x: 0, y: 0, w: 7, h: 4 }],
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
});
