/**
 * The queries builder in Chromium as the demo users (issue 28): the `super` user opens the
 * query editor's "Visual" mode, builds a query on sales joined to regions along a declared
 * relation, with a filter and a sum grouped by region; the live preview shows the readable SQL
 * and the rows; the query saves as a normal saved query (readable .sql, declared parameter),
 * feeds a new chart added through the dashboard's add-widget flow, and opens back in the
 * builder with the same steps. A viewer gets no builder and the server refuses its preview and
 * its save.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiJson,
  apiLogin,
  openAs,
  waitForWidgets,
  type UserPage,
} from '../support/dashboard-page.ts';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('queries builder in Chromium', chromiumAvailability());

const SLUG = 'e2e_online_by_region';
const TITLE = 'Online revenue by region';

describe.skipIf(!runs)('queries builder', () => {
  let suite: E2eSuite;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    suite = await startE2eSuite('queries-builder');
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.close();
  });

  it('super builds, previews and saves a query, charts it, and reopens it with its steps', async () => {
    const opened = await openAs(suite.browser, suite.server.url, 'super');
    pages.push(opened);
    const { page, origin } = opened;
    await page.goto(`${origin}/_builder/queries`);
    await page.getByTestId('query-page').waitFor();
    await page.getByTestId('query-mode').getByText('Visual').click();
    const builder = page.getByTestId('queries-builder');
    await builder.waitFor();
    await page.getByTestId('qb-table').selectOption('sales');
    // Joins along the datasource's declared relations only.
    await page.getByTestId('qb-add-join-regions').click();
    await page.getByTestId('qb-join-regions').waitFor();
    // A text column offers text operators.
    await page.screenshot({ path: screenshotPath('queries-builder-joined'), fullPage: true });
    await page.getByTestId('qb-add-filter').click();
    await page.getByTestId('qb-filter-0-column').selectOption('sales.platform');
    const textOps = await page.getByTestId('qb-filter-0-op').locator('option').allTextContents();
    expect(textOps).toContain('contains');
    expect(textOps).not.toContain('between');
    await page.getByTestId('qb-filter-0-value').fill('Online');
    // Sum of revenue by region name.
    await page.getByTestId('qb-add-aggregate').click();
    await page.getByTestId('qb-aggregate-0-fn').selectOption('sum');
    await page.getByTestId('qb-aggregate-0-column').selectOption('sales.revenue');
    await page.getByTestId('qb-add-group').click();
    await page.getByTestId('qb-group-0-column').selectOption('regions.region_name');
    await page.getByTestId('qb-add-sort').click();
    await page.getByTestId('qb-sort-0-column').selectOption('sum_revenue');
    await page.getByTestId('qb-sort-0-direction').selectOption('desc');
    const sql = page.getByTestId('qb-sql');
    await expect
      .poll(async () => (await sql.textContent()) ?? '', { timeout: 20_000 })
      .toMatch(/GROUP BY[\s\S]*ORDER BY/);
    const shown = (await sql.textContent()) ?? '';
    expect(shown).toMatch(/JOIN\s+"?regions"?/i);
    expect(shown).toMatch(/SUM\(/i);
    // The filter value is a declared, bound parameter: not in the SQL text.
    expect(shown).not.toContain("'Online'");
    await page.getByTestId('qb-preview').locator('tbody tr').first().waitFor();
    const header = await page.getByTestId('qb-preview').locator('th').allTextContents();
    expect(header).toEqual(['region_name', 'sum_revenue']);
    await page.screenshot({ path: screenshotPath('queries-builder-notebook'), fullPage: true });

    await page.getByTestId('qb-slug').fill(SLUG);
    await page.getByTestId('qb-program').selectOption('retail');
    const saveAnswer = page.waitForResponse(
      (r) => r.url().includes('/api/v2/queries/') && r.request().method() === 'PUT',
    );
    await page.getByTestId('qb-save').click();
    const saveResponse = await saveAnswer;
    expect(saveResponse.status(), await saveResponse.text()).toBe(200);
    await page.locator('[data-testid="qb-notice"], [data-testid="qb-error"]').first().waitFor();
    await expect(page.getByTestId('qb-error').count()).resolves.toBe(0);
    await page.getByTestId('qb-notice').getByText(`Saved query "${SLUG}" saved.`).waitFor();
    const dir = path.join(suite.configDir, 'acme', 'queries');
    const file = await readFile(path.join(dir, `${SLUG}.sql`), 'utf8');
    expect(file).toMatch(/^-- Built with the queries builder[^\n]*\nSELECT\n/);
    expect(file).toMatch(/GROUP BY/);
    const json = JSON.parse(await readFile(path.join(dir, `${SLUG}.json`), 'utf8')) as {
      params: Array<{ name: string }>;
      builder: { filters: unknown[] };
    };
    expect(json.params.length).toBe(1);
    expect(file).toContain(`{${json.params[0]?.name}}`);
    expect(json.builder.filters).toEqual([
      { column: { table: 'sales', column: 'platform' }, op: '=', value: 'Online' },
    ]);

    // A new chart on the Sales dashboard from the add-widget flow, on the built query.
    await page.goto(`${origin}/retail/sales`);
    await waitForWidgets(page).catch(() => waitForWidgets(page));
    await page.getByTestId('edit-dashboard').click();
    await page.getByTestId('edit-bar').waitFor();
    await page.getByTestId('edit-add-widget').click();
    await page.getByTestId('widget-palette').locator('[data-palette-type="chart"]').click();
    const form = page.getByTestId('new-widget-form');
    await form.waitFor();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByRole('combobox', { name: 'Saved query' }).click();
    await page.getByRole('option', { name: SLUG, exact: true }).click();
    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/dashboards/sales-overview/widgets') && r.status() === 201,
    );
    await page.getByTestId('palette-add').click();
    const answer = (await (await added).json()) as Record<string, unknown>;
    const widgetId = String(answer.widget_id ?? answer.id ?? '');
    const chart = widgetId
      ? page.locator(`[data-testid="widget-container"][data-widget-id="${widgetId}"]`).first()
      : page.locator('[data-testid="widget-container"]').filter({ hasText: TITLE }).first();
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('canvas, svg').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('queries-builder-chart') });
    const { token } = await apiLogin(suite.server.port, 'super');
    const dashboard = await apiJson<{
      widgets: Record<string, { query_slug?: { slug?: string } }>;
    }>(suite.server.port, token, '/api/v2/dashboards/sales-overview');
    expect(Object.values(dashboard.widgets).some((w) => w.query_slug?.slug === SLUG)).toBe(true);

    // Reopened: the query editor opens a built query in the builder, with the same steps.
    await page.goto(`${origin}/_builder/queries/${SLUG}`);
    await page.getByTestId('queries-builder').waitFor();
    await page.getByTestId('qb-join-regions').waitFor();
    await expect(page.getByTestId('qb-table').inputValue()).resolves.toBe('sales');
    await expect(page.getByTestId('qb-filter-0-column').inputValue()).resolves.toBe(
      'sales.platform',
    );
    await expect(page.getByTestId('qb-filter-0-value').inputValue()).resolves.toBe('Online');
    await expect(page.getByTestId('qb-aggregate-0-fn').inputValue()).resolves.toBe('sum');
    await expect(page.getByTestId('qb-group-0-column').inputValue()).resolves.toBe(
      'regions.region_name',
    );
    await expect(page.getByTestId('qb-sort-0-direction').inputValue()).resolves.toBe('desc');
    await expect(page.getByTestId('qb-slug').inputValue()).resolves.toBe(SLUG);
    await page.screenshot({ path: screenshotPath('queries-builder-reopened'), fullPage: true });
  }, 240_000);

  it('a viewer has no builder: the server refuses its preview and its save', async () => {
    const { token } = await apiLogin(suite.server.port, 'viewer');
    const preview = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/services/queries/builder',
      token,
      body: { notebook: { table: 'sales' } },
    });
    expect(preview.status).toBe(403);
    expect(preview.json).toMatchObject({
      message: 'Only super users and superusers may build queries.',
    });
    const save = await request(suite.server.port, {
      method: 'PUT',
      tenant: 'acme',
      path: '/api/v2/queries/',
      token,
      body: { query_slug: 'viewer_built', program_slug: 'retail', builder: { table: 'sales' } },
    });
    expect(save.status).toBe(403);
  });
});
