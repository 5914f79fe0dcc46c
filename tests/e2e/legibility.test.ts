/**
 * The legibility check (issue 25): every demo dashboard of both tenants, at 1440×900 and
 * 1024×768, with the filter panel closed and open, in English and Spanish, read as a
 * demanding reader would: no KPI value, KPI line or table total cut; no table whose first
 * measure (or sort column) is out of sight; no category axis drawing fewer labels than it has
 * categories; no axis labels drawn over each other or cut by the edge of their card; no two series of one chart in colours
 * closer than ΔE00 15. One server, one browser, one page per tenant and language.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeColorPairs } from '../../widgets/chart/color-distance.ts';
import { launchChromium } from '../support/browser.ts';
import { apiJson, apiLogin, waitForWidgets } from '../support/dashboard-page.ts';
import { loginAs } from '../support/e2e-login.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { LEGIBILITY_INIT_SCRIPT, scanPage } from '../support/legibility.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('the legibility check in Chromium', chromiumAvailability());

/** Series of one chart must be at least this far apart (CIEDE2000). */
const SERIES_DELTA_E = 15;
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];
const TENANTS: Record<string, string[]> = {
  acme: ['retail', 'ecommerce', 'stores_ops'],
  globex: ['retail'],
};

interface ModuleRow {
  module_slug: string;
  dashboards: { dashboard_id: string }[];
}

describe.skipIf(!runs)('legibility of every demo dashboard', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-legibility-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Every dashboard's path on `tenant`, as the owner's modules list them. */
  async function dashboardPaths(tenant: string): Promise<{ id: string; url: string }[]> {
    const { token } = await apiLogin(server.port, 'owner', tenant);
    const paths: { id: string; url: string }[] = [];
    for (const program of TENANTS[tenant] ?? []) {
      const modules = await apiJson<ModuleRow[]>(
        server.port,
        token,
        `/api/v2/modules?program_slug=${program}`,
        { tenant },
      );
      for (const module of modules) {
        const segment = module.module_slug.slice(program.length + 1);
        for (const { dashboard_id: id } of module.dashboards) {
          paths.push({ id, url: `/${program}/${segment}?dashboard=${id}` });
        }
      }
    }
    return paths;
  }

  /** The problems of the dashboard on screen, one line each. */
  async function problems(page: Page, where: string): Promise<string[]> {
    const scan = await scanPage(page);
    const found = [
      ...scan.clipped.map((c) => `${c.widget}: ${c.what} cut "${c.text}"`),
      ...scan.hiddenMeasures.map((h) => `${h.widget}: column ${h.column} out of sight`),
      ...scan.droppedLabels.map(
        (d) => `${d.widget}: ${d.shown} of ${d.categories} labels on axis ${d.scale}`,
      ),
      ...scan.collidingLabels.map((c) => `${c.widget}: labels overlap: ${c.labels.join(' / ')}`),
      ...scan.cutLabels.map(
        (c) => `${c.widget}: axis label "${c.label}" cut ${c.by}px at the ${c.side}`,
      ),
      ...scan.seriesColors.flatMap((s) =>
        closeColorPairs(s.colors, SERIES_DELTA_E).map(
          (p) => `${s.widget}: ${p.a} and ${p.b} ΔE ${p.deltaE.toFixed(1)}`,
        ),
      ),
    ];
    return found.map((line) => `${where} ${line}`);
  }

  it.each(['en', 'es'])(
    'every dashboard of both tenants reads cleanly in %s',
    async (language) => {
      const found: string[] = [];
      let looked = { charts: 0, cards: 0, tables: 0 };
      for (const tenant of Object.keys(TENANTS)) {
        const context = await browser.newContext({ viewport: SIZES[0] });
        await context.addInitScript(LEGIBILITY_INIT_SCRIPT);
        await context.addInitScript(
          `localStorage.setItem('dbNavV3.settings.language', '"${language}"');`,
        );
        const page = await context.newPage();
        const origin = await loginAs(page, server.url, tenant, 'owner');
        for (const dashboard of await dashboardPaths(tenant)) {
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await page.goto(`${origin}${dashboard.url}`);
            await waitForWidgets(page);
            for (const open of [false, true]) {
              const toggle = page.getByTestId('filter-toggle');
              if (open) {
                if ((await toggle.count()) === 0) continue;
                await toggle.click();
                await page.getByTestId('filter-panel').waitFor();
              }
              // Charts redraw for their new cell: read them once every widget has painted.
              await waitForWidgets(page);
              const where = `${tenant}/${dashboard.id} ${size.width}×${size.height} ${language}${open ? ' panel' : ''}:`;
              found.push(...(await problems(page, where)));
              const counted = (await scanPage(page)).counted;
              looked = {
                charts: looked.charts + counted.charts,
                cards: looked.cards + counted.cards,
                tables: looked.tables + counted.tables,
              };
              if (language === 'en') {
                await page.mouse.move(0, 0);
                await page.screenshot({
                  path: screenshotPath(
                    `legibility-${tenant}-${dashboard.id}-${size.width}${open ? '-panel' : ''}`,
                  ),
                });
              }
            }
          }
        }
        await context.close();
      }
      // The check looked at real widgets of every kind.
      expect(looked.charts).toBeGreaterThan(20);
      expect(looked.cards).toBeGreaterThan(10);
      expect(looked.tables).toBeGreaterThan(10);
      expect(found).toEqual([]);
    },
    600_000,
  );
});
