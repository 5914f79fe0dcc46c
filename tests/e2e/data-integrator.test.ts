/**
 * The data integrator in Chromium as the demo users (issue 28): the `super` user maps a
 * supplier CSV onto the declared price_list table — columns matched by name, one dragged onto
 * its table column, a clean-up rule and a date layout chosen — sees the preview as it will be
 * written, saves the mapping (a new imports/*.json in config), imports it in one transaction,
 * and imports the same file again without adding a row (the table's key replaces). An Excel
 * workbook (its columns read on the server) and a saved query's result are mapped and imported
 * the same way. A viewer
 * can neither save a mapping nor run it: the UI says so and the server refuses.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, apiLogin, openAs, widget, type UserPage } from '../support/dashboard-page.ts';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('data integrator in Chromium', chromiumAvailability());

const CSV = [
  'SKU,Product,Price,Currency,Valid from',
  ' sku-100 ,Oat milk 1 l,"$ 1,234.50",USD,01/02/2026',
  'sku-101,Green tea,$ 3.20,USD,15/02/2026',
  'sku-102,Rye bread,$ 2.75,USD,28/02/2026',
].join('\n');

describe.skipIf(!runs)('data integrator', () => {
  let suite: E2eSuite;
  let csvFile: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    suite = await startE2eSuite('integrator');
    csvFile = path.join(suite.dataDir, 'supplier-prices.csv');
    await writeFile(csvFile, CSV);
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.close();
  });

  async function openFieldReports(username: string): Promise<Page> {
    const opened = await openAs(suite.browser, suite.server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/field_reports`);
    // The integrator sits below the form and the dropzone: widgets render once scrolled to.
    await widget(opened.page, 'integrator_slot').scrollIntoViewIfNeeded();
    await opened.page.getByTestId('integrator').waitFor();
    return opened.page;
  }

  async function priceRows(token: string) {
    return apiJson<Array<Record<string, unknown>>>(
      suite.server.port,
      token,
      '/api/v2/services/queries',
      {
        method: 'POST',
        body: {
          query_raw:
            'SELECT sku, product, price, currency, CAST(valid_from AS VARCHAR) AS valid_from FROM price_list ORDER BY sku',
          _datasource: 'writes',
        },
      },
    );
  }

  it('super maps a CSV, saves the mapping, imports it, and re-importing adds no rows', async () => {
    const page = await openFieldReports('super');
    const { token } = await apiLogin(suite.server.port, 'super');
    // The dashboard's widget opens with the demo's saved import.
    await expect(page.getByTestId('integrator-import').inputValue()).resolves.toBe(
      'supplier-prices',
    );
    await page.getByTestId('integrator-import').selectOption('');
    await page.getByTestId('integrator-name').fill('e2e-prices');
    await page.getByTestId('integrator-table').selectOption('price_list');
    await page.getByTestId('integrator-key-note').getByText('sku').waitFor();
    await page.getByTestId('integrator').locator('input[type="file"]').setInputFiles(csvFile);
    await page.getByTestId('source-col-Valid from').waitFor();
    // Matched by name: SKU, Product, Price, Currency, Valid from.
    await expect(page.getByTestId('map-sku').inputValue()).resolves.toBe('SKU');
    // Unmap product, then drag the source column onto it.
    await page.getByTestId('map-product').selectOption('');
    await expect(page.getByTestId('map-product').inputValue()).resolves.toBe('');
    await page.getByTestId('source-col-Product').dragTo(page.getByTestId('target-product'));
    await expect(page.getByTestId('map-product').inputValue()).resolves.toBe('Product');
    // "$ 1,234.50" is no number and 01/02/2026 no ISO date yet: the preview names both cells.
    await expect(page.getByTestId('preview-0-price').getAttribute('data-error')).resolves.toBe(
      'true',
    );
    await expect(page.getByTestId('preview-0-valid_from').getAttribute('title')).resolves.toContain(
      'must be a date YYYY-MM-DD',
    );
    await page.getByTestId('preview-0-valid_from').waitFor();
    // The clean-up rules and the date layout fix them.
    await page.getByTestId('transforms-price').click();
    await page.getByRole('option', { name: /Strip currency/ }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('transforms-sku').click();
    await page.getByRole('option', { name: 'Trim spaces' }).click();
    await page.getByRole('option', { name: 'UPPER CASE' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('date-format-valid_from').fill('DD/MM/YYYY');
    await expect(page.getByTestId('rule-valid_from').textContent()).resolves.toBe(
      'text → date (DD/MM/YYYY)',
    );
    await expect(page.getByTestId('rule-price').textContent()).resolves.toBe('text → number');
    await expect(page.getByTestId('preview-0-price').textContent()).resolves.toBe('1234.5');
    await expect(page.getByTestId('preview-0-sku').textContent()).resolves.toBe('SKU-100');
    await expect(page.getByTestId('preview-0-valid_from').textContent()).resolves.toBe(
      '2026-02-01',
    );
    await expect(page.getByTestId('integrator-preview-errors').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('data-integrator-mapping'), fullPage: true });

    await page.getByTestId('integrator-save').click();
    await page
      .getByTestId('integrator-status')
      .getByText('Mapping saved as imports/e2e-prices.json.')
      .waitFor();
    const saved = JSON.parse(
      await readFile(path.join(suite.configDir, 'acme', 'imports', 'e2e-prices.json'), 'utf8'),
    ) as { table: string; mapping: Array<Record<string, unknown>> };
    expect(saved.table).toBe('price_list');
    expect(saved.mapping).toContainEqual({
      column: 'price',
      from: 'Price',
      transform: ['strip_currency'],
    });
    expect(saved.mapping).toContainEqual({
      column: 'valid_from',
      from: 'Valid from',
      date_format: 'DD/MM/YYYY',
    });

    for (const replaced of [0, 3]) {
      await page.getByTestId('integrator-run').click();
      await page
        .getByTestId('integrator-status')
        .getByText('3 rows checked and ready to write to price_list.')
        .waitFor();
      await page.getByTestId('integrator-confirm').click();
      await page
        .getByTestId('integrator-status')
        .getByText(`3 rows written to price_list (${replaced} replaced by key).`)
        .waitFor();
    }
    await page.screenshot({ path: screenshotPath('data-integrator-imported'), fullPage: true });
    // The same file twice: three rows, not six.
    expect(await priceRows(token)).toEqual([
      {
        sku: 'SKU-100',
        product: 'Oat milk 1 l',
        price: 1234.5,
        currency: 'USD',
        valid_from: '2026-02-01',
      },
      {
        sku: 'SKU-101',
        product: 'Green tea',
        price: 3.2,
        currency: 'USD',
        valid_from: '2026-02-15',
      },
      {
        sku: 'SKU-102',
        product: 'Rye bread',
        price: 2.75,
        currency: 'USD',
        valid_from: '2026-02-28',
      },
    ]);
  });

  /** Starts a new import named `name` of price_list in the widget. */
  async function newImport(page: Page, name: string): Promise<void> {
    await page.getByTestId('integrator-import').selectOption('');
    await page.getByTestId('integrator-name').fill(name);
    await page.getByTestId('integrator-table').selectOption('price_list');
    await page.getByTestId('integrator-key-note').getByText('sku').waitFor();
  }

  /** Saves the import, then runs it twice: `count` rows each time, replaced by key the second. */
  async function saveAndRunTwice(page: Page, name: string, count: number): Promise<void> {
    await page.getByTestId('integrator-save').click();
    await page
      .getByTestId('integrator-status')
      .getByText(`Mapping saved as imports/${name}.json.`)
      .waitFor();
    for (const replaced of [0, count]) {
      await page.getByTestId('integrator-run').click();
      await page
        .getByTestId('integrator-status')
        .getByText(`${count} rows checked and ready to write to price_list.`)
        .waitFor();
      await page.getByTestId('integrator-confirm').click();
      await page
        .getByTestId('integrator-status')
        .getByText(`${count} rows written to price_list (${replaced} replaced by key).`)
        .waitFor();
    }
  }

  it('super maps an Excel workbook (columns read on the server) and imports it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['SKU', 'Product', 'Price', 'Valid from']);
    sheet.addRow(['xl-1', 'Espresso beans', 12.5, new Date(Date.UTC(2026, 2, 1))]);
    sheet.addRow(['xl-2', 'Cocoa', 4.25, new Date(Date.UTC(2026, 2, 15))]);
    const xlsxFile = path.join(suite.dataDir, 'supplier-prices.xlsx');
    await writeFile(xlsxFile, Buffer.from(await workbook.xlsx.writeBuffer()));

    const page = await openFieldReports('super');
    const { token } = await apiLogin(suite.server.port, 'super');
    await newImport(page, 'e2e-xlsx');
    await page.getByTestId('integrator').locator('input[type="file"]').setInputFiles(xlsxFile);
    // The browser cannot read a workbook: its header and first rows came from the server.
    await page.getByTestId('source-col-Valid from').waitFor();
    for (const [column, from] of [
      ['sku', 'SKU'],
      ['product', 'Product'],
      ['price', 'Price'],
      ['valid_from', 'Valid from'],
    ]) {
      await expect(page.getByTestId(`map-${column}`).inputValue()).resolves.toBe(from);
    }
    await expect(page.getByTestId('preview-1-product').textContent()).resolves.toBe('Cocoa');
    await expect(page.getByTestId('preview-1-price').textContent()).resolves.toBe('4.25');
    await expect(page.getByTestId('integrator-preview-errors').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('data-integrator-xlsx'), fullPage: true });
    await saveAndRunTwice(page, 'e2e-xlsx', 2);
    const rows = (await priceRows(token)).filter((row) => String(row.sku).startsWith('xl-'));
    expect(rows).toEqual([
      {
        sku: 'xl-1',
        product: 'Espresso beans',
        price: 12.5,
        currency: null,
        valid_from: '2026-03-01',
      },
      { sku: 'xl-2', product: 'Cocoa', price: 4.25, currency: null, valid_from: '2026-03-15' },
    ]);
  });

  it("super maps a saved query's result, saves it, and re-running it adds no rows", async () => {
    const { token } = await apiLogin(suite.server.port, 'super');
    const slug = 'e2e_price_feed';
    const saved = await request(suite.server.port, {
      method: 'PUT',
      tenant: 'acme',
      path: '/api/v2/queries/',
      token,
      body: {
        query_slug: slug,
        program_slug: 'retail',
        source: 'demo',
        query_raw:
          "SELECT * FROM (VALUES ('QF-1', 'Rooibos', 3.5), ('QF-2', 'Matcha', 18.0), ('QF-3', 'Chai', 6.75)) AS feed(sku, product, price)",
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const page = await openFieldReports('super');
    await newImport(page, 'e2e-from-query');
    await page.getByTestId('integrator-source').getByText('Saved query').click();
    await page.getByTestId('integrator-query').selectOption(slug);
    await page.getByTestId('source-col-price').waitFor();
    // Matched by name; the preview shows the query's rows as they will be written.
    await expect(page.getByTestId('map-sku').inputValue()).resolves.toBe('sku');
    await expect(page.getByTestId('map-price').inputValue()).resolves.toBe('price');
    await expect(page.getByTestId('preview-1-product').textContent()).resolves.toBe('Matcha');
    await page.screenshot({ path: screenshotPath('data-integrator-query'), fullPage: true });
    await saveAndRunTwice(page, 'e2e-from-query', 3);
    const file = JSON.parse(
      await readFile(path.join(suite.configDir, 'acme', 'imports', 'e2e-from-query.json'), 'utf8'),
    ) as { source?: { query_slug?: string } };
    expect(file.source).toEqual({ query_slug: slug });
    const rows = (await priceRows(token)).filter((row) => String(row.sku).startsWith('QF-'));
    expect(rows.map((row) => [row.sku, row.product, row.price])).toEqual([
      ['QF-1', 'Rooibos', 3.5],
      ['QF-2', 'Matcha', 18],
      ['QF-3', 'Chai', 6.75],
    ]);
  });

  it('a viewer can neither save nor run a mapping: the UI says so, the server refuses', async () => {
    const page = await openFieldReports('viewer');
    await page.getByTestId('integrator-viewer-note').waitFor();
    await expect(page.getByTestId('integrator-save').count()).resolves.toBe(0);
    await page.getByTestId('integrator-no-write').getByText('price_list').waitFor();
    await expect(page.getByTestId('integrator-run').isDisabled()).resolves.toBe(true);
    const { token } = await apiLogin(suite.server.port, 'viewer');
    const put = await request(suite.server.port, {
      method: 'PUT',
      tenant: 'acme',
      path: '/api/v2/imports/viewer-prices',
      token,
      body: { table: 'price_list', mapping: [{ column: 'sku', from: 'SKU' }] },
    });
    expect(put.status).toBe(403);
    expect(put.json).toMatchObject({ reason: 'Only super users and superusers may save imports.' });
    const run = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/imports/supplier-prices/uploads?file_name=prices.csv',
      token,
      headers: { 'content-type': 'text/csv' },
      body: CSV,
    });
    expect(run.status).toBe(403);
  });
});
