/**
 * A widget's own comparison period (widget params comparisonPeriod / query.comparison_period,
 * app-shell §3-4), in Chromium against `navigator start` over a copy of config-samples: the
 * Sales by Category table with `comparisonPeriod: 'prev'` shows each measure's comparison
 * column beside it, holding what the same table shows for the period before (opened with that
 * period as the dashboard's filter), although the date filter's own comparison is off; the
 * Revenue by Region chart asks the server for the comparison period too.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('widget comparison periods in Chromium', chromiumAvailability());

const salesUrl = (first: string, last: string) =>
  `/retail/sales?dashboard=sales-overview&f=${encodeURIComponent(
    JSON.stringify({ date: `custom/${first}/${last}` }),
  )}`;

/** The table's cells by category: column title → text. */
async function tableByCategory(page: Page): Promise<Map<string, Record<string, string>>> {
  const table = widget(page, 'category_table');
  await expect.poll(() => table.locator('[role="gridcell"]').count()).toBeGreaterThan(0);
  const titles = await table
    .locator('[role="columnheader"]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''));
  const rows = await table
    .locator('[role="row"][data-index]')
    .evaluateAll((items) =>
      items.map((row) =>
        Array.from(row.querySelectorAll('[role="gridcell"]')).map((cell) => cell.textContent ?? ''),
      ),
    );
  return new Map(
    rows.map((cells) => [cells[0]!, Object.fromEntries(titles.map((t, i) => [t, cells[i]!]))]),
  );
}

describe.skipIf(!runs)("a widget's own comparison period", { timeout: 240_000 }, () => {
  let suite: E2eSuite | undefined;
  let opened: UserPage | undefined;

  beforeAll(async () => {
    suite = await startE2eSuite('comparison');
    const file = path.join(suite.configDir, 'acme/dashboards/sales-overview.json');
    const dashboard = JSON.parse(await readFile(file, 'utf8'));
    dashboard.widgets.category_table.params.comparisonPeriod = 'prev';
    dashboard.widgets.region_revenue.params.query = { comparison_period: true };
    await writeFile(file, JSON.stringify(dashboard, null, 2));
  });

  afterAll(async () => {
    await opened?.context.close();
    await suite?.close();
  });

  it('a table shows the previous period beside each measure; a chart fetches it', async () => {
    opened = await openAs(suite!.browser, suite!.server.url, 'viewer', 'acme');
    const { page } = opened;
    const compared: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const match = /\/api\/v2\/services\/queries\/(\w+)/.exec(request.url());
      const body = request.postDataJSON() as Record<string, unknown> | null;
      if (match && body && JSON.stringify(body).includes('"isComparison":true')) {
        compared.push({ slug: match[1], body });
      }
    });

    // 16 days, 2026-10-05..20: the period before is the 16 days 2026-09-19..10-04.
    await page.goto(`${opened.origin}${salesUrl('2026-10-05', '2026-10-20')}`);
    await waitForWidgets(page);
    const now = await tableByCategory(page);
    const first = [...now.values()][0]!;
    expect(Object.keys(first)).toEqual([
      'Category',
      'Revenue',
      'Revenue (comparison)',
      'Units',
      'Units (comparison)',
      'Share of Revenue',
      'Share of Revenue (comparison)',
    ]);
    await expect
      .poll(() => compared.map((entry) => entry.slug).sort())
      .toEqual(expect.arrayContaining(['retail_sales_by_category', 'retail_sales_by_region']));
    for (const entry of compared) {
      expect(JSON.stringify(entry.body)).toContain('"firstdate":"2026-09-19"');
      expect(JSON.stringify(entry.body)).toContain('"lastdate":"2026-10-04"');
    }

    // The same table over the period before: its values are the comparison columns'.
    await page.goto(`${opened.origin}${salesUrl('2026-09-19', '2026-10-04')}`);
    await waitForWidgets(page);
    const before = await tableByCategory(page);
    expect(before.size).toBeGreaterThan(0);
    for (const [category, cells] of now) {
      const previous = before.get(category);
      expect(cells['Revenue (comparison)']).toBe(previous?.Revenue ?? '—');
      expect(cells['Units (comparison)']).toBe(previous?.Units ?? '—');
    }
    // The two periods differ, so equal columns could not come from the same rows.
    expect([...now.values()].map((cells) => cells.Revenue)).not.toEqual(
      [...now.values()].map((cells) => cells['Revenue (comparison)']),
    );
  });

  it('as the fixed user, in Spanish, on a 1024 px window: translated columns of that user’s rows', async () => {
    const fixed = await openAs(suite!.browser, suite!.server.url, 'fixed', 'acme', {
      width: 1024,
      height: 768,
    });
    try {
      const { page } = fixed;
      await page.goto(`${fixed.origin}${salesUrl('2026-10-05', '2026-10-20')}`);
      await waitForWidgets(page);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('language-es').click();
      await page.getByTestId('language-es').waitFor({ state: 'hidden' });
      await waitForWidgets(page);
      const now = await tableByCategory(page);
      const titles = Object.keys([...now.values()][0]!);
      // The demo's column titles come in the reader's language, like the comparison's suffix.
      expect(titles.slice(0, 3)).toEqual(['Categoría', 'Ingresos', 'Ingresos (comparación)']);
      const compared = titles.filter((title) => title.endsWith(' (comparación)'));
      expect(compared).toHaveLength(3);
      // Each comparison column sits right after its measure.
      for (const title of compared) {
        const measure = title.slice(0, -' (comparación)'.length);
        expect(titles.indexOf(title)).toBe(titles.indexOf(measure) + 1);
      }
      // The first measure and its comparison are on screen without scrolling sideways.
      const table = widget(page, 'category_table');
      await table.scrollIntoViewIfNeeded();
      const body = await table.getByTestId('widget-body').boundingBox();
      for (const title of titles.slice(0, 3)) {
        const header = await table.locator(`[role="columnheader"][title="${title}"]`).boundingBox();
        expect(header!.x + header!.width, title).toBeLessThanOrEqual(body!.x + body!.width + 1);
      }
      // The totals row sums each summed measure's comparison too.
      const totals = await table
        .getByTestId('table-totals')
        .locator('[role="gridcell"]')
        .allInnerTexts();
      expect(totals[2]).toMatch(/^\$ [\d.]+,\d\d$/);
      expect(totals[2]).not.toBe(totals[1]);
      await page.screenshot({ path: screenshotPath('comparison-fixed-es-1024') });
      await widget(page, 'region_revenue').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('comparison-chart-fixed-es-1024') });

      // The comparison holds the fixed user's own rows: the same table over the period before,
      // as that user, shows them; the viewer (all regions) sees larger numbers there.
      await page.goto(`${fixed.origin}${salesUrl('2026-09-19', '2026-10-04')}`);
      await waitForWidgets(page);
      const before = await tableByCategory(page);
      const revenue = titles[1]!;
      for (const [category, cells] of now) {
        expect(cells[`${revenue} (comparación)`]).toBe(before.get(category)?.[revenue] ?? '—');
      }
      const viewer = await openAs(suite!.browser, suite!.server.url, 'viewer', 'acme');
      await viewer.page.goto(`${viewer.origin}${salesUrl('2026-10-05', '2026-10-20')}`);
      await waitForWidgets(viewer.page);
      const everyone = await tableByCategory(viewer.page);
      await viewer.context.close();
      const [category, cells] = [...now.entries()][0]!;
      expect(everyone.get(category)?.Revenue).not.toBe(cells[revenue]);
    } finally {
      await fixed.context.close();
    }
  });
});
