/**
 * The popular places map (issue 27) in Chromium as the demo viewer on the Widget gallery: it
 * draws one circle per place of the server's answer to the widget's own request (top-N of
 * the rows with coordinates), the states under them from the bundled topojson (no tile
 * server), a hover shows the place's name and value, the wheel changes the projection's scale
 * and a drag moves its translate; no console error. Screenshots at 1440 and 1024 px.
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

const runs = requireOrSkip('maps in Chromium', chromiumAvailability());
const GALLERY = '/retail/widget_gallery';
const SLUG = 'widgets_popular_places';
type Row = Record<string, unknown>;

interface MapState {
  places: { name: string; label: string; x: number; y: number }[];
  states: number;
  scale: number;
  translate: [number, number];
  canvas: { left: number; top: number };
}

/** The map's vega view as the test hook keeps it: its circles, states and projection. */
function mapState(page: Page): Promise<MapState> {
  return page.evaluate(() => {
    const charts = (
      window as unknown as { __navigatorCharts: Map<HTMLElement, import('vega').View> }
    ).__navigatorCharts;
    const [element, view] = [...charts].find(([el]) => el.dataset.testid === 'popular-places-map')!;
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
      places: items('placeCircles').map((item) => ({
        name: String(item.datum.name),
        label: String(item.datum.label),
        x: item.x + origin[0],
        y: item.y + origin[1],
      })),
      states: items('stateShapes').length,
      scale: view.signal('zoom') as number,
      translate: view.signal('pan') as [number, number],
      canvas: { left: canvas.left, top: canvas.top },
    };
  });
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

  async function openGallery(width: number) {
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
      if (response.url().includes(`/services/queries/${SLUG}`) && response.ok()) {
        answers.push(response.json());
      }
    });
    await page.goto(`${user.origin}${GALLERY}`);
    await waitForWidgets(page, 40_000).catch(async (error: unknown) => {
      await page.screenshot({ path: screenshotPath('maps-debug'), fullPage: true });
      throw new Error(
        `${String(error)} console: ${errors.join(' | ')} map: ${await widget(page, 'popular_places').innerText()}`,
      );
    });
    expect(answers.length).toBeGreaterThan(0);
    const body = (await answers.at(-1)) as Row[] | { rows?: Row[]; data?: Row[] };
    const rows = Array.isArray(body) ? body : (body.rows ?? body.data ?? []);
    const map = widget(page, 'popular_places');
    await map.scrollIntoViewIfNeeded();
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
    await page.mouse.move(before.canvas.left + top.x, before.canvas.top + top.y);
    const tooltip = page.locator('#vg-tooltip-element.visible');
    await tooltip.waitFor();
    const tip = await tooltip.innerText();
    expect(tip).toContain(top.name);
    expect(tip).toContain(top.label);
    expect(top.label).toMatch(/^\$ [\d,]+$/);

    // Wheel up over the map zooms in: a larger projection scale, circles further apart.
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await mapState(page)).scale).toBeGreaterThan(before.scale);
    const zoomed = await mapState(page);
    expect(zoomed.translate).toEqual(before.translate);

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
});
