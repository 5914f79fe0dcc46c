/**
 * The config's own texts in the reader's language, in Chromium against `navigator start` over
 * a copy of config-samples (whose dashboards, widgets and filters are translated): after
 * switching to Spanish, the dashboard tab and heading, a widget title, a filter label in the
 * panel, the chips and the 'Data through' line read in Spanish; back in English they read in
 * English again. The sidebar's program and module names, the module heading and the page title
 * read in Spanish and in Portuguese.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';

const runs = requireOrSkip('translated config texts in Chromium', chromiumAvailability());

const SALES = `/retail/sales?dashboard=sales-overview&f=${encodeURIComponent(
  JSON.stringify({ date: 'custom/2026-10-05/2026-10-20' }),
)}`;

async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`language-${language}`).click();
  await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' });
}

/** The visible texts the test checks, read from the page. */
async function texts(page: Page) {
  const tabs = await page.getByTestId('dashboard-tabs').getByRole('tab').allInnerTexts();
  const title = await widget(page, 'region_revenue')
    .locator('.nav-widget-title')
    .first()
    .innerText();
  const chips = await page.getByTestId('filter-chip').allInnerTexts();
  const body = await page.locator('body').innerText();
  return { tabs: tabs.map((tab) => tab.trim()), title: title.trim(), chips, body };
}

describe.skipIf(!runs)('config texts in the reader language', { timeout: 240_000 }, () => {
  let suite: E2eSuite | undefined;
  let opened: UserPage | undefined;

  beforeAll(async () => {
    suite = await startE2eSuite('localized');
  });

  afterAll(async () => {
    await opened?.context.close();
    await suite?.close();
  });

  it('dashboard name, widget title, filter label, chips and Data through in es, then en', async () => {
    opened = await openAs(suite!.browser, suite!.server.url, 'viewer', 'acme');
    const { page } = opened;
    await page.goto(`${opened.origin}${SALES}`);
    await waitForWidgets(page);

    await switchLanguage(page, 'es');
    await expect.poll(async () => (await texts(page)).title).toBe('Ingresos por región');
    const es = await texts(page);
    expect(es.tabs).toContain('Resumen de ventas');
    expect(es.tabs).not.toContain('Sales Overview');
    expect(es.chips.join(' | ')).toMatch(/^Fecha\b/);
    expect(es.body).toContain('Datos hasta');
    expect(es.body).not.toContain('Data through');

    // The panel's label, and the chip of a region applied from it.
    await page.getByTestId('filter-toggle').click();
    const panel = page.getByTestId('filter-panel');
    await panel.waitFor();
    await expect(panel.locator('label', { hasText: /^Región$/ }).count()).resolves.toBe(1);
    await panel.locator('input[data-testid="filter-region_id"]').click();
    await page.locator('[role="listbox"]:visible [role="option"]').first().click();
    if ((await page.locator('[role="listbox"]:visible').count()) > 0) {
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('filter-apply').click();
    await waitForWidgets(page);
    const regionChip = page.locator('[data-testid="filter-chip"][data-filter-id="region_id"]');
    await expect.poll(async () => (await regionChip.count()) > 0).toBe(true);
    await expect(regionChip.innerText()).resolves.toMatch(/^Región:/);

    await switchLanguage(page, 'en');
    await expect.poll(async () => (await texts(page)).title).toBe('Revenue by Region');
    const en = await texts(page);
    expect(en.tabs).toContain('Sales Overview');
    await expect(regionChip.innerText()).resolves.toMatch(/^Region:/);
    expect(en.body).toContain('Data through');
  });

  it('program and module names in the sidebar, module heading and page title in es and pt', async () => {
    const { page } = opened!;
    await page.goto(`${opened!.origin}${SALES}`);
    await waitForWidgets(page);
    const sidebar = page.getByTestId('sidebar');
    const name = (testId: string) => sidebar.getByTestId(testId).first().innerText();
    const heading = () => page.getByTestId('module-page').getByRole('heading').first().innerText();
    const expected = {
      es: ['Desempeño minorista', 'Ventas', 'Tiendas', 'Operaciones de tiendas', 'Tráfico'],
      pt: ['Desempenho do varejo', 'Vendas', 'Lojas', 'Operações de lojas', 'Tráfego'],
      en: ['Retail Performance', 'Sales', 'Stores', 'Store Operations', 'Traffic'],
    } as const;
    for (const language of ['es', 'pt', 'en'] as const) {
      await switchLanguage(page, language);
      const [program, sales, stores, opsProgram, traffic] = expected[language];
      await expect.poll(() => name('nav-program-retail')).toBe(program);
      await expect(name('nav-module-retail_sales')).resolves.toBe(sales);
      await expect(name('nav-module-retail_stores')).resolves.toBe(stores);
      await expect(name('nav-program-stores_ops')).resolves.toBe(opsProgram);
      await expect(name('nav-module-stores_ops_traffic')).resolves.toBe(traffic);
      await expect(heading()).resolves.toBe(sales);
      await expect.poll(() => page.title()).toContain(`${sales} · ${program}`);
    }
  });
});
