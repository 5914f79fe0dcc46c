/**
 * The maps of issue 27 in Chromium as the demo viewer on the Widget gallery, each against the
 * server's answer to the widget's own request, the states under it from the bundled topojson
 * (no tile server), no console error:
 * - popular places: one circle per place (top-N of the rows with coordinates), a hover shows
 *   the place's name and value, the wheel zooms about the pointer, a drag pans;
 * - place: the pin of the query's store in the middle of the map, its name and address in the
 *   caption and the tooltip, the wheel zooms;
 * - traffic: the circles of the busiest hour, the figures in the tooltip, the hour strip (click
 *   and ← →) redraws the circles of another hour, the wheel zooms.
 * Screenshots at 1440, 1024 and 800 px, and in Spanish.
 */
import { mkdtemp, rm, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { launchChromium } from '../support/browser.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { LEGIBILITY_INIT_SCRIPT } from '../support/legibility.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { topPlaces } from '../../widgets/popular-places/popular-places-model.ts';
import { hourLabel, trafficOf } from '../../widgets/traffic/traffic-model.ts';

const runs = requireOrSkip('maps in Chromium', chromiumAvailability());
const GALLERY = '/retail/widget_gallery';
const SLUGS = {
  popular_places: 'widgets_popular_places',
  place: 'widgets_business_card',
  traffic: 'widgets_traffic',
} as const;
type MapId = keyof typeof SLUGS;
const MAPS: Record<MapId, { testid: string; mark: string }> = {
  popular_places: { testid: 'popular-places-map', mark: 'placeCircles' },
  place: { testid: 'place-map', mark: 'placePin' },
  traffic: { testid: 'traffic-map', mark: 'trafficCircles' },
};
type Row = Record<string, unknown>;

interface MapState {
  places: { name: string; label: string; value: number; x: number; y: number }[];
  states: number;
  scale: number;
  translate: [number, number];
  canvas: { left: number; top: number; width: number; height: number };
}

/** The map's vega view as the test hook keeps it: its circles, states and projection. */
function mapState(page: Page, id: MapId = 'popular_places'): Promise<MapState> {
  return page.evaluate(({ testid, mark }) => {
    const charts = (
      window as unknown as { __navigatorCharts: Map<HTMLElement, import('vega').View> }
    ).__navigatorCharts;
    const [element, view] = [...charts].find(([el]) => el.dataset.testid === testid)!;
    type Item = { datum: Record<string, unknown>; x: number; y: number };
    const items = (name: string) =>
      (
        view.scenegraph() as unknown as {
          root: { items: { items: { name?: string; items: Item[] }[] }[] };
        }
      ).root.items[0]!.items.find((mark) => mark.name === name)!.items;
    const canvas = element.querySelector('canvas')!.getBoundingClientRect();
    const origin = view.origin();
    return {
      places: items(mark).map((item) => ({
        name: String(item.datum.name),
        label: String(item.datum.label),
        value: Number(item.datum.value),
        x: item.x + origin[0],
        y: item.y + origin[1],
      })),
      states: items('stateShapes').length,
      scale: view.signal('zoom') as number,
      translate: view.signal('pan') as [number, number],
      canvas: { left: canvas.left, top: canvas.top, width: canvas.width, height: canvas.height },
    };
  }, MAPS[id]);
}

/** Hovers (x, y) of the map's canvas and gives vega's tooltip text. */
async function tooltipAt(page: Page, state: MapState, x: number, y: number): Promise<string> {
  await page.mouse.move(state.canvas.left + x, state.canvas.top + y);
  const tooltip = page.locator('#vg-tooltip-element.visible');
  await tooltip.waitFor();
  return tooltip.innerText();
}

/** A wheel step up where the mouse is: the map's projection scale grows past `before`'s. */
async function wheelZoomsIn(page: Page, id: MapId, before: MapState): Promise<void> {
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await mapState(page, id)).scale).toBeGreaterThan(before.scale);
}

describe.skipIf(!runs)('maps', { timeout: 120_000 }, () => {
  let suite: { server: RunningServer; browser: Browser; dataDir: string };
  const opened: UserPage[] = [];

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-maps-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const server = await startNavigator({ dataDir, configDir, build: true });
    suite = { server, dataDir, browser: await launchChromium() };
  });

  afterAll(async () => {
    for (const one of opened) await one.context.close();
    await suite?.browser.close();
    await suite?.server.stop();
    if (suite) await rm(suite.dataDir, { recursive: true, force: true });
  });

  async function openGallery(width: number, id: MapId = 'popular_places', language = 'en') {
    const user = await openAs(suite.browser, suite.server.url, 'viewer', 'acme', {
      width,
      height: 1100,
    });
    opened.push(user);
    const { page } = user;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.context().addInitScript(LEGIBILITY_INIT_SCRIPT);
    // The widget's own request, answered by the server (the map renders when scrolled to).
    const answers: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/services/queries/${SLUGS[id]}`) && response.ok()) {
        answers.push(response.json());
      }
    });
    await page.goto(`${user.origin}${GALLERY}`);
    await waitForWidgets(page, 40_000).catch(async (error: unknown) => {
      await page.screenshot({ path: screenshotPath('maps-debug'), fullPage: true });
      throw new Error(
        `${String(error)} console: ${errors.join(' | ')} map: ${await widget(page, id).innerText()}`,
      );
    });
    if (language !== 'en') {
      await page.getByTestId('user-menu').click();
      await page.getByTestId(`language-${language}`).click();
      await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' });
    }
    expect(answers.length).toBeGreaterThan(0);
    const body = (await answers.at(-1)) as Row[] | { rows?: Row[]; data?: Row[] };
    const rows = Array.isArray(body) ? body : (body.rows ?? body.data ?? []);
    const map = widget(page, id);
    await map.scrollIntoViewIfNeeded();
    await map.locator(`[data-testid="${MAPS[id].testid}"] canvas`).waitFor();
    return { page, rows, errors, map };
  }

  it('draws the server’s top places on the states, with tooltip, wheel zoom and drag pan', async () => {
    const { page, rows, errors, map } = await openGallery(1440);
    expect(await map.getAttribute('data-state')).toBe('ready');
    // What the server answered, cut as the widget's params say (the gallery asks for 15).
    const expected = topPlaces(rows, {
      name_field: 'store_name',
      value_field: 'revenue',
      latitude_field: 'latitude',
      longitude_field: 'longitude',
      top: 15,
    });
    expect(rows.length).toBeGreaterThan(15);
    expect(expected).toHaveLength(15);
    const before = await mapState(page);
    expect(before.places.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    // The 48 states, DC and the territories albersUsa draws: every state outlined.
    expect(before.states).toBeGreaterThanOrEqual(49);
    await map.screenshot({ path: screenshotPath('maps-popular-places-1440') });

    // Hover the last circle drawn (the smallest: smaller circles lie over larger ones, so
    // nothing covers it): the tooltip names it with its value as the widget formats it.
    const top = before.places.at(-1)!;
    const tip = await tooltipAt(page, before, top.x, top.y);
    expect(tip).toContain(top.name);
    expect(tip).toContain(top.label);
    expect(top.label).toMatch(/^\$ [\d,]+$/);

    // Wheel up over the map zooms in about the pointer: a larger projection scale, the
    // circle under the pointer stays where it was (as in a tile map), the others move apart.
    await wheelZoomsIn(page, 'popular_places', before);
    const zoomed = await mapState(page);
    const held = zoomed.places.find((p) => p.name === top.name)!;
    // (within the pixel the mouse lands on)
    expect(Math.abs(held.x - top.x)).toBeLessThan(1.5);
    expect(Math.abs(held.y - top.y)).toBeLessThan(1.5);
    expect(zoomed.translate).not.toEqual(before.translate);

    // A drag pans: the translate moves by the drag, and the circles with it.
    const start = { x: before.canvas.left + 60, y: before.canvas.top + 60 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 80, start.y + 40, { steps: 4 });
    await page.mouse.up();
    const panned = await mapState(page);
    expect(panned.translate[0]).toBeCloseTo(zoomed.translate[0] + 80, 0);
    expect(panned.translate[1]).toBeCloseTo(zoomed.translate[1] + 40, 0);
    const moved = panned.places.find((p) => p.name === top.name)!;
    const was = zoomed.places.find((p) => p.name === top.name)!;
    expect(moved.x - was.x).toBeCloseTo(80, 0);
    expect(errors).toEqual([]);
  });

  it('fits a 1024 px screen', async () => {
    const { page, errors, map } = await openGallery(1024);
    const state = await mapState(page);
    expect(state.places).toHaveLength(15);
    await map.screenshot({ path: screenshotPath('maps-popular-places-1024') });
    expect(errors).toEqual([]);
  });

  it('place: the query’s store as a pin in the middle, name and address in caption and tooltip, wheel zoom', async () => {
    const { page, rows, errors, map } = await openGallery(1440, 'place');
    const store = rows[0]!;
    const address = `${String(store.street_address)}, ${String(store.city_line)}`;
    await expect(map.getByTestId('place-name').innerText()).resolves.toBe(store.store_name);
    await expect(map.getByTestId('place-address').innerText()).resolves.toBe(address);
    const before = await mapState(page, 'place');
    expect(before.states).toBeGreaterThanOrEqual(49);
    expect(before.places.map((p) => p.name)).toEqual([store.store_name]);
    const [pin] = before.places;
    // Opened on the store: its pin's tip in the middle of the map.
    expect(pin!.x).toBeCloseTo(before.canvas.width / 2, 0);
    expect(pin!.y).toBeCloseTo(before.canvas.height / 2, 0);
    await map.screenshot({ path: screenshotPath('maps-place-1440') });
    // The pin's head (above its tip) answers a hover with the name and address.
    const tip = await tooltipAt(page, before, pin!.x, pin!.y - 24);
    expect(tip).toContain(String(store.store_name));
    expect(tip).toContain(address);
    await wheelZoomsIn(page, 'place', before);
    expect(errors).toEqual([]);
  });

  it('traffic: the busiest hour’s circles with their figures; the hour strip redraws another hour; wheel zoom', async () => {
    const { page, rows, errors, map } = await openGallery(1440, 'traffic');
    const traffic = trafficOf(rows, {
      name_field: 'store_name',
      latitude_field: 'latitude',
      longitude_field: 'longitude',
      hour_field: 'hour',
      value_field: 'visits',
    });
    expect(traffic.locations).toBeGreaterThan(10);
    const drawnAt = (hour: number) =>
      traffic.points
        .filter((p) => p.hour === hour && p.value > 0)
        .map((p) => `${p.name}=${p.value}`)
        .sort();
    const seen = async () =>
      (await mapState(page, 'traffic')).places.map((p) => `${p.name}=${p.value}`).sort();
    const box = map.getByTestId('traffic');
    const opening = traffic.busiestHour;
    await expect(box.getAttribute('data-hour')).resolves.toBe(String(opening));
    expect(await seen()).toEqual(drawnAt(opening));
    await expect(map.getByTestId('traffic-current').innerText()).resolves.toBe(
      `${hourLabel(opening, 'en')} · ${traffic.hourTotals[opening]!.toLocaleString('en-US')} visits`,
    );
    await map.screenshot({ path: screenshotPath('maps-traffic-1440') });

    // The last circle drawn (the smallest, on top) gives its figures.
    const before = await mapState(page, 'traffic');
    const last = before.places.at(-1)!;
    const tip = await tooltipAt(page, before, last.x, last.y);
    expect(tip).toContain(last.name);
    expect(tip).toContain(last.value.toLocaleString('en-US'));
    expect(tip).toContain(hourLabel(opening, 'en'));
    expect(tip).toMatch(/Share of the day\s+\d+%/);

    // A click on the strip picks an hour: the circles of that hour, on the same scale.
    const morning = 10;
    expect(drawnAt(morning)).not.toEqual(drawnAt(opening));
    await map.getByTestId(`traffic-hour-${morning}`).click();
    await expect.poll(() => box.getAttribute('data-hour')).toBe(String(morning));
    await expect.poll(seen).toEqual(drawnAt(morning));
    await expect(
      map.getByTestId(`traffic-hour-${morning}`).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    // → on the strip: the next hour.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.getAttribute('data-hour')).toBe(String(morning + 1));
    await expect.poll(seen).toEqual(drawnAt(morning + 1));

    // ← ← on the strip again, now from the focused hour: two hours back.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => box.getAttribute('data-hour')).toBe(String(morning - 1));

    // Play walks through the day: the hour moves on by itself until paused.
    await map.getByTestId('traffic-play').click();
    await expect
      .poll(() => box.getAttribute('data-hour'), { timeout: 5_000 })
      .toBe(String(morning + 1));
    await map.getByTestId('traffic-play').click();
    const paused = await box.getAttribute('data-hour');
    await page.waitForTimeout(1_500);
    await expect(box.getAttribute('data-hour')).resolves.toBe(paused);
    await expect.poll(seen).toEqual(drawnAt(Number(paused)));

    // The wheel zooms this map too.
    await page.mouse.move(before.canvas.left + before.canvas.width / 2, before.canvas.top + 80);
    await wheelZoomsIn(page, 'traffic', before);
    expect(errors).toEqual([]);
  });

  it('place and traffic fit an 800 px window', async () => {
    for (const id of ['place', 'traffic'] as const) {
      const { page, errors, map } = await openGallery(800, id);
      const state = await mapState(page, id);
      expect(state.places.length).toBeGreaterThan(0);
      expect(state.canvas.width).toBeGreaterThan(300);
      await map.screenshot({ path: screenshotPath(`maps-${id}-800`) });
      expect(errors).toEqual([]);
    }
  });

  it('traffic, place and popular places in Spanish: the clock, the figures and the tooltip keys', async () => {
    const { page, errors, map } = await openGallery(1440, 'traffic', 'es');
    const current = map.getByTestId('traffic-current');
    // A 24-hour clock, Spanish digit grouping, the measure's name from params.traffic.value_title.
    await expect.poll(() => current.innerText()).toMatch(/^\d{1,2}:00 · [\d.]+ visitas$/);
    // Redrawn in Spanish (vega's aria-label is the spec's description), then hovered.
    await expect
      .poll(() => map.getByTestId('traffic-map').getAttribute('aria-label'))
      .toMatch(/^Mapa de Visitas en \d+ lugares por hora$/);
    const state = await mapState(page, 'traffic');
    const last = state.places.at(-1)!;
    const tip = await tooltipAt(page, state, last.x, last.y);
    expect(tip).toMatch(/Hora de más tráfico/);
    expect(tip).toMatch(/Parte del día\s+\d+\s?%/);
    await map.screenshot({ path: screenshotPath('maps-traffic-es') });
    const place = widget(page, 'place');
    await place.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(place.getByTestId('place-map').getAttribute('aria-label')).resolves.toMatch(
      /^Mapa de \S/,
    );
    await place.screenshot({ path: screenshotPath('maps-place-es') });
    // Popular places names its measure from params.popularPlaces.value_title, in Spanish.
    const popular = widget(page, 'popular_places');
    await popular.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => popular.getByTestId('popular-places-map').getAttribute('aria-label'))
      .toMatch(/^Mapa de los 15 lugares con más Ingresos$/);
    const places = await mapState(page, 'popular_places');
    const smallest = places.places.at(-1)!;
    expect(await tooltipAt(page, places, smallest.x, smallest.y)).toMatch(/Ingresos/);
    await popular.screenshot({ path: screenshotPath('maps-popular-places-es') });
    expect(errors).toEqual([]);
  });
});
