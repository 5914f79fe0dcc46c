/**
 * The Field reports dashboard (issue 28) in Chromium as the demo users, against `navigator
 * start` on a private copy of config-samples with each tenant's own write store: a store
 * visit sent through the form builder shows in the submissions table on the same page without
 * a reload; an invalid one is marked per field and writes nothing; a price list dropped on
 * the dropzone is previewed and written on confirmation (append, then replace); a file with 3
 * bad rows names them and writes nothing; a viewer without the write role is refused by the
 * server and told so; the other tenant sees none of the rows.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, openAs, widget, type UserPage } from '../support/dashboard-page.ts';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('field reports in Chromium', chromiumAvailability());

const PAGE = '/retail/field_reports';

describe.skipIf(!runs)('Field reports: form builder and dropzone', () => {
  let suite: E2eSuite;
  const pages: UserPage[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    suite = await startE2eSuite('field-reports');
    for (const [tenant, user] of [
      ['acme', 'super'],
      ['acme', 'viewer'],
      ['globex', 'super'],
    ] as const) {
      tokens[`${tenant}/${user}`] = (await apiLogin(suite.server.port, user, tenant)).token;
    }
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.close();
  });

  async function open(username: string, tenant = 'acme'): Promise<Page> {
    const opened = await openAs(suite.browser, suite.server.url, username, tenant);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}${PAGE}`);
    await widget(opened.page, 'visit_form').getByTestId('form-builder').waitFor();
    await widget(opened.page, 'price_drop').getByTestId('dropzone').waitFor();
    return opened.page;
  }

  /** Rows of the tenant's write store table, read through the `writes` datasource. */
  async function storeRows(tenant: string, sql: string): Promise<Record<string, unknown>[]> {
    const answer = await request(suite.server.port, {
      method: 'POST',
      tenant,
      path: '/api/v2/services/queries',
      token: tokens[`${tenant}/super`],
      body: { query_raw: sql, _datasource: 'writes' },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as Record<string, unknown>[];
  }

  async function fillVisit(
    page: Page,
    visit: { store?: string; date?: string; visitor?: string; shelves?: string },
  ) {
    const form = widget(page, 'visit_form');
    if (visit.store !== undefined) await form.getByLabel('Store number').fill(visit.store);
    if (visit.date !== undefined) {
      const date = form.getByLabel('Visit date');
      await date.fill(visit.date);
      await date.press('Tab');
    }
    if (visit.visitor !== undefined) await form.getByLabel('Visited by').fill(visit.visitor);
    if (visit.shelves !== undefined)
      await form.getByLabel('Shelf condition (1-5)').fill(visit.shelves);
  }

  it('a valid visit is written and shows in the submissions table without a reload', async () => {
    const page = await open('super');
    const form = widget(page, 'visit_form');
    // The labels and the button text come from the widget's ui_schema and submit_label.
    const submit = form.getByTestId('form-submit');
    await expect(submit.innerText()).resolves.toBe('Send visit report');
    await fillVisit(page, { store: '12', date: '2026-11-20', visitor: 'Ana Souza', shelves: '4' });
    await page.screenshot({ path: screenshotPath('field-reports-form-filled') });
    await submit.click();
    await page.getByText('Saved. Thank you!').waitFor();
    await widget(page, 'visit_list').getByText('Ana Souza').waitFor();
    // The form starts again empty.
    await expect(form.getByLabel('Visited by').inputValue()).resolves.toBe('');
    await page.screenshot({ path: screenshotPath('field-reports-after-submit') });
    expect(
      await storeRows('acme', 'SELECT store_id, visitor, shelf_score FROM store_visits'),
    ).toEqual([{ store_id: 12, visitor: 'Ana Souza', shelf_score: 4 }]);
  });

  it('an invalid visit is marked per field and nothing is written', async () => {
    const page = await open('super');
    const form = widget(page, 'visit_form');
    // The store number and the visitor left empty, notes past their 500 characters.
    await fillVisit(page, { date: '2026-11-21', shelves: '3' });
    await form.getByLabel('Notes').fill('x'.repeat(501));
    await form.getByTestId('form-submit').click();
    // Each message sits under its field (the input's error line, id {idPrefix}_{column}-error).
    const fieldError = (column: string) => form.locator(`[id$="_${column}-error"]`);
    await fieldError('notes').waitFor();
    await expect(fieldError('notes').innerText()).resolves.toBe('Must be at most 500 characters.');
    await expect(fieldError('store_id').innerText()).resolves.toBe('This field is required.');
    await expect(fieldError('visitor').innerText()).resolves.toBe('This field is required.');
    await expect(fieldError('shelf_score').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('field-reports-form-invalid') });
    // The server checks by the same schema: the same row sent past the browser is refused.
    const direct = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/tables/store_visits/rows',
      token: tokens['acme/super'],
      body: {
        rows: [{ store_id: 0, visited_on: '2026-11-21', shelf_score: 9, notes: 'x'.repeat(501) }],
      },
    });
    expect(direct.status).toBe(400);
    const columns = (direct.json as { failures: { column: string }[] }).failures.map(
      (f) => f.column,
    );
    expect(columns.sort()).toEqual(['notes', 'shelf_score', 'store_id', 'visitor']);
    expect(await storeRows('acme', 'SELECT count(*)::INTEGER AS n FROM store_visits')).toEqual([
      { n: 1 },
    ]);
  });

  async function dropFile(page: Page, name: string, content: string) {
    await widget(page, 'price_drop')
      .getByTestId('dropzone-input')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  }

  it('a dropped CSV is previewed, written on confirmation, and can replace the table', async () => {
    const page = await open('super');
    const zone = widget(page, 'price_drop');
    await dropFile(
      page,
      'prices.csv',
      'sku,product,price,currency,valid_from\nA-1,Cola 2L,2.49,USD,2026-12-01\nA-2,Chips,1.99,USD,2026-12-01\nA-3,Water,0.89,USD,2026-12-01\n',
    );
    await expect(zone.getByTestId('dropzone-count').innerText()).resolves.toBe(
      '3 rows of prices.csv are ready to import.',
    );
    await zone.getByRole('cell', { name: 'Cola 2L' }).waitFor();
    await zone.screenshot({ path: screenshotPath('field-reports-dropzone-preview') });
    // Nothing is written before the confirmation.
    expect(await storeRows('acme', 'SELECT count(*)::INTEGER AS n FROM price_list')).toEqual([
      { n: 0 },
    ]);
    await zone.getByTestId('dropzone-confirm').click();
    await zone.getByText('3 rows imported into "price_list".').waitFor();
    expect(
      (await storeRows('acme', 'SELECT sku FROM price_list ORDER BY sku')).map((r) => r.sku),
    ).toEqual(['A-1', 'A-2', 'A-3']);

    // allow_replace: the second file replaces the table's rows.
    await zone.getByRole('button', { name: 'Import another file' }).click();
    await dropFile(page, 'new-prices.csv', 'sku,price\nB-1,5\nB-2,6\n');
    await zone.getByTestId('dropzone-preview').waitFor();
    await zone.getByText('Replace the table’s rows').click();
    await zone.getByTestId('dropzone-confirm').click();
    await zone.getByTestId('dropzone-done').waitFor();
    expect(
      (await storeRows('acme', 'SELECT sku FROM price_list ORDER BY sku')).map((r) => r.sku),
    ).toEqual(['B-1', 'B-2']);
  });

  it('a file with 3 bad rows names them and writes nothing', async () => {
    const page = await open('super');
    const zone = widget(page, 'price_drop');
    await dropFile(
      page,
      'bad-prices.csv',
      'sku,price,currency\nC-1,1.50,USD\nC-2,abc,USD\nC-3,2,USD\nC-4,-3,USD\nC-5,4,YEN\n',
    );
    await zone.getByTestId('dropzone-refused').waitFor();
    await expect(zone.getByTestId('dropzone-refused').innerText()).resolves.toContain(
      '3 rows of bad-prices.csv do not fit the table; nothing was imported.',
    );
    const failures = await zone.getByTestId('dropzone-failure').allInnerTexts();
    expect(failures.map((text) => text.replace(/:.*/, ''))).toEqual([
      'Row 3, column price',
      'Row 5, column price',
      'Row 6, column currency',
    ]);
    await zone.screenshot({ path: screenshotPath('field-reports-dropzone-refused') });
    expect(
      (await storeRows('acme', 'SELECT sku FROM price_list ORDER BY sku')).map((r) => r.sku),
    ).toEqual(['B-1', 'B-2']);
  });

  it('a viewer without the write role is refused by the server and told so', async () => {
    const page = await open('viewer');
    const form = widget(page, 'visit_form');
    await expect(form.getByTestId('form-forbidden').innerText()).resolves.toBe(
      'You may not submit this form: your role cannot write to table "store_visits".',
    );
    await expect(form.getByTestId('form-submit').isDisabled()).resolves.toBe(true);
    const refused = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/tables/store_visits/rows',
      token: tokens['acme/viewer'],
      body: { rows: [{ store_id: 3, visited_on: '2026-11-22', visitor: 'V', shelf_score: 3 }] },
    });
    expect(refused.status).toBe(403);
    // The dropzone asks the server, which refuses the file.
    await dropFile(page, 'prices.csv', 'sku,price\nD-1,1\n');
    await expect(
      widget(page, 'price_drop').getByTestId('dropzone-problem').innerText(),
    ).resolves.toBe('You may not import into table "price_list": your role cannot write to it.');
    await page.screenshot({ path: screenshotPath('field-reports-viewer') });
    await widget(page, 'price_drop').screenshot({
      path: screenshotPath('field-reports-viewer-dropzone'),
    });
    expect(await storeRows('acme', 'SELECT count(*)::INTEGER AS n FROM store_visits')).toEqual([
      { n: 1 },
    ]);
  });

  it("the other tenant sees none of acme's rows", async () => {
    const page = await open('super', 'globex');
    await widget(page, 'visit_list')
      .getByText(/No data|Sin datos|Sem dados/)
      .waitFor();
    await expect(widget(page, 'visit_list').innerText()).resolves.not.toContain('Ana Souza');
    expect(await storeRows('globex', 'SELECT count(*)::INTEGER AS n FROM store_visits')).toEqual([
      { n: 0 },
    ]);
    expect(await storeRows('globex', 'SELECT count(*)::INTEGER AS n FROM price_list')).toEqual([
      { n: 0 },
    ]);
  });

  /** The settings drawer of the store-visit form, on the form builder's tab. */
  async function formDrawer(page: Page): Promise<Locator> {
    const container = widget(page, 'visit_form');
    await container.hover();
    const inline = container.locator('[data-toolbar-item="settings"]');
    if ((await inline.count()) > 0) await inline.first().click();
    else {
      await container.locator('[data-toolbar-item="others"]').click();
      await page.getByTestId('widget-menu').locator('[data-action="settings"]').click();
    }
    await page.getByTestId('widget-settings').getByTestId('open-drawer').click();
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByTestId('type-tab').click();
    return drawer;
  }

  it("the form's settings drawer edits its params with a live preview of the form", async () => {
    const page = await open('owner');
    const drawer = await formDrawer(page);
    const preview = drawer.getByTestId('settings-preview');
    await preview.getByLabel('Store number').waitFor();
    await page.screenshot({ path: screenshotPath('field-reports-form-settings') });
    await drawer.getByTestId('settings-cancel').click();
  });

  /** The columns of the form's inputs, top to bottom (ids end in `_{column}`). */
  async function formOrder(form: Locator): Promise<string[]> {
    const ids = await form
      .locator('input:not([type="hidden"]), textarea')
      .evaluateAll((inputs) => inputs.map((input) => input.id));
    const columns = ['store_id', 'visited_on', 'visitor', 'shelf_score', 'out_of_stock', 'notes'];
    return ids.map((id) => columns.find((column) => id.endsWith(`_${column}`)) ?? id);
  }

  interface EditorLike {
    state: { doc: { toString(): string } };
  }

  /** The form params in the form editor's JSON view (CodeMirror's lines). */
  async function jsonView(drawer: Locator): Promise<unknown> {
    const editor = drawer.getByTestId('form-editor');
    await editor.getByTestId('form-editor-view').getByText('JSON').click();
    const content = editor.getByTestId('form-editor-json').locator('.cm-content');
    await content.waitFor();
    // CodeMirror draws only the lines in sight: the document comes from its view.
    const text = await content.evaluate((element) => {
      const tile = (element as unknown as { cmTile?: { root?: { view?: EditorLike } } }).cmTile;
      return tile?.root?.view?.state.doc.toString() ?? element.textContent ?? '';
    });
    return JSON.parse(text);
  }

  it('the visual form editor adds, reorders and retitles fields; saved, the form follows', async () => {
    const page = await open('owner');
    const drawer = await formDrawer(page);
    const editor = drawer.getByTestId('form-editor');
    const preview = drawer.getByTestId('settings-preview');
    const field = (key: string) => editor.getByTestId(`form-editor-field-${key}`);
    const listed = () =>
      editor
        .locator('[data-testid^="form-editor-field-"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field')));
    await field('store_id').waitFor();
    expect(await listed()).toEqual([
      'store_id',
      'visited_on',
      'visitor',
      'shelf_score',
      'out_of_stock',
      'notes',
    ]);
    // A column the table requires cannot leave the form; an optional one can.
    await expect(field('visitor').getByTestId('form-editor-remove').isDisabled()).resolves.toBe(
      true,
    );
    await expect(field('visitor').textContent()).resolves.toContain('Required');
    await field('out_of_stock').getByTestId('form-editor-remove').click();
    await expect
      .poll(() => preview.getByLabel('Products out of stock').count(), { timeout: 5000 })
      .toBe(0);
    expect(await listed()).not.toContain('out_of_stock');

    // Add it back from the table's columns: it comes last, then moves up with the keyboard.
    await editor.getByTestId('form-editor-add-select').click();
    await page.getByRole('option', { name: 'out_of_stock · Products out of stock' }).click();
    await editor.getByTestId('form-editor-add').click();
    expect(await listed()).toEqual([
      'store_id',
      'visited_on',
      'visitor',
      'shelf_score',
      'notes',
      'out_of_stock',
    ]);
    for (let step = 0; step < 3; step += 1) {
      await field('out_of_stock')
        .getByRole('button', { name: 'Move "out_of_stock" up' })
        .press('Enter');
    }
    const order = ['store_id', 'visited_on', 'out_of_stock', 'visitor', 'shelf_score', 'notes'];
    expect(await listed()).toEqual(order);
    // Its texts (English here), with the table's rules shown beside them.
    const details = field('out_of_stock');
    await expect(details.getByTestId('form-editor-title').count()).resolves.toBe(1);
    await details.getByTestId('form-editor-title').fill('Out-of-stock products');
    await details.getByTestId('form-editor-help').fill('Count the empty facings');
    // Required on this form (the table leaves it optional), switched with the keyboard.
    const requiredSwitch = details.getByRole('switch', { name: 'Required on this form' });
    await requiredSwitch.focus();
    await page.keyboard.press('Space');
    await expect(requiredSwitch.isChecked()).resolves.toBe(true);
    await expect(field('out_of_stock').textContent()).resolves.toContain('Required');
    await expect(details.getByTestId('form-editor-rules').innerText()).resolves.toContain(
      'optional in the table · min 0 · max 1000',
    );
    // The live preview follows: the new title and help, in the new place.
    await preview.getByLabel('Out-of-stock products').waitFor();
    await preview.getByText('Count the empty facings').waitFor();
    await expect
      .poll(() => preview.getByLabel('Out-of-stock products').getAttribute('required'))
      .not.toBeNull();
    await expect.poll(() => formOrder(preview), { timeout: 5000 }).toEqual(order);

    // A new field's key is checked and named; the editor says the table needs the column.
    await editor.getByTestId('form-editor-new').click();
    const newKey = editor.getByTestId('form-editor-new-key');
    await newKey.fill('Visit Score');
    await editor.getByText('Key "Visit Score" is not a column name').waitFor();
    await newKey.fill('notes');
    await editor
      .getByText('Key "notes" is taken: table "store_visits" already has that column')
      .waitFor();
    await newKey.fill('visit_score');
    await expect(editor.getByTestId('form-editor-new-add').isEnabled()).resolves.toBe(true);
    await expect(editor.getByTestId('form-editor-new-explain').innerText()).resolves.toContain(
      'optional column of table "store_visits"',
    );
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-en') });
    // Closed without adding: nothing changes (the next test adds one).
    await editor
      .getByTestId('form-editor-new-field')
      .getByRole('button', { name: 'Close' })
      .click();

    // The JSON view is the same value; back in the visual view nothing is lost.
    const expectedUi = {
      store_id: {
        'ui:title': { en: 'Store number', es: 'Número de tienda', pt: 'Número da loja' },
        'ui:placeholder': { en: 'e.g. 12', es: 'p. ej. 12', pt: 'ex.: 12' },
      },
      out_of_stock: {
        'ui:title': 'Out-of-stock products',
        'ui:help': 'Count the empty facings',
      },
      notes: { 'ui:widget': 'textarea' },
    };
    const asJson = (await jsonView(drawer)) as { fields: string[]; ui_schema: object };
    expect(asJson).toMatchObject({
      table: 'store_visits',
      fields: order,
      required: ['out_of_stock'],
      ui_schema: expectedUi,
    });
    await editor.getByTestId('form-editor-view').getByText('Visual').click();
    expect(await listed()).toEqual(order);

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v2/widgets/') && r.request().method() === 'POST',
    );
    await drawer.getByTestId('settings-save').click();
    expect((await saved).status()).toBe(200);
    await drawer.waitFor({ state: 'detached' });
    // The dashboard file holds what the JSON view showed.
    const file = JSON.parse(
      await readFile(
        path.join(suite.configDir, 'acme', 'dashboards', 'field-reports.json'),
        'utf8',
      ),
    ) as { widgets: Record<string, { params: { form: unknown } }> };
    expect(file.widgets.visit_form?.params.form).toEqual(asJson);

    // Reloaded by a super user: the form has the new order and texts; the table's required
    // rule holds in the browser and on the server; the moved field is written.
    const writer = await open('super');
    const form = widget(writer, 'visit_form');
    await form.getByLabel('Out-of-stock products').waitFor();
    expect(await formOrder(form)).toEqual(order);
    // The visitor (the table's rule) and the stock count (the form's) left empty: both marked.
    await fillVisit(writer, { store: '31', date: '2026-11-25', shelves: '2' });
    await form.getByTestId('form-submit').click();
    for (const column of ['visitor', 'out_of_stock']) {
      await form.locator(`[id$="_${column}-error"]`).waitFor();
      await expect(form.locator(`[id$="_${column}-error"]`).innerText()).resolves.toBe(
        'This field is required.',
      );
    }
    // The server applies the same rules to a row sent through this form.
    const refused = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/tables/store_visits/rows',
      token: tokens['acme/super'],
      body: {
        rows: [{ store_id: 31, visited_on: '2026-11-25', shelf_score: 2 }],
        widget: 'field-reports/visit_form',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ failing_rows: 1 });
    expect((refused.json as { failures: { column: string; message: string }[] }).failures).toEqual([
      { row: 1, column: 'visitor', message: 'is required' },
      { row: 1, column: 'out_of_stock', message: 'is required' },
    ]);
    await fillVisit(writer, { visitor: 'Rui Prado' });
    await form.getByLabel('Out-of-stock products').fill('7');
    const sent = writer.waitForRequest(
      (r) => r.url().endsWith('/api/v2/tables/store_visits/rows') && r.method() === 'POST',
    );
    await form.getByTestId('form-submit').click();
    // The form names itself by dashboard and widget, so the server finds its rules.
    expect((await sent).postDataJSON()).toMatchObject({ widget: 'field-reports/visit_form' });
    await writer.getByText('Saved. Thank you!').waitFor();
    expect(
      await storeRows('acme', "SELECT out_of_stock FROM store_visits WHERE visitor = 'Rui Prado'"),
    ).toEqual([{ out_of_stock: 7 }]);
  });

  it('a field the table lacks, typed in the JSON view, is named in the visual view and the save is refused', async () => {
    const page = await open('owner');
    const drawer = await formDrawer(page);
    const editor = drawer.getByTestId('form-editor');
    const fileText = () =>
      readFile(path.join(suite.configDir, 'acme', 'dashboards', 'field-reports.json'), 'utf8');
    const before = await fileText();
    const current = (await jsonView(drawer)) as Record<string, unknown>;
    await editor.getByTestId('form-editor-json').locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      JSON.stringify({ ...current, fields: [...(current.fields as string[]), 'colour'] }),
    );
    await editor.getByTestId('form-editor-view').getByText('Visual').click();
    await expect(editor.getByTestId('form-editor-problems').innerText()).resolves.toBe(
      'Field "colour" is not a column of table "store_visits": the dashboard cannot be saved with it. Add the column to tables/store_visits.json or remove the field.',
    );
    await editor.getByTestId('form-editor-field-colour').waitFor();
    await drawer.getByTestId('settings-save').click();
    await expect
      .poll(() => drawer.getByTestId('settings-problem').textContent())
      .toContain('"colour" is not a column of table "store_visits"');
    expect(await fileText()).toBe(before);
    // Removing it from the visual view clears the problem.
    await editor.getByRole('button', { name: 'Remove "colour"' }).click();
    await expect(editor.getByTestId('form-editor-problems').count()).resolves.toBe(0);
    await drawer.getByTestId('settings-cancel').click();
  });

  it('the visual form editor reads well in Spanish at 1440 and 1024 px', async () => {
    const opened = await openAs(suite.browser, suite.server.url, 'owner', 'acme');
    pages.push(opened);
    await opened.context.addInitScript(
      `localStorage.setItem('dbNavV3.settings.language', '"es"');`,
    );
    const page = opened.page;
    await page.goto(`${opened.origin}${PAGE}`);
    await widget(page, 'visit_form').getByTestId('form-builder').waitFor();
    const drawer = await formDrawer(page);
    const editor = drawer.getByTestId('form-editor');
    await editor.getByText('Campos (6)').waitFor();
    await editor
      .getByTestId('form-editor-field-shelf_score')
      .getByRole('button', { name: 'Editar "shelf_score"' })
      .click();
    await editor
      .getByText('Reglas de la tabla: obligatorio en la tabla · mín. 1 · máx. 5')
      .waitFor();
    await drawer
      .getByTestId('settings-preview')
      .getByLabel('Estado de los estantes (1-5)')
      .waitFor();
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-es-1440') });
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-es-1024') });
    // A new field's key problem is named in Spanish, beside what the table needs.
    await editor.getByTestId('form-editor-new').click();
    await editor.getByTestId('form-editor-new-key').fill('Puntuación');
    await editor.getByText('La clave "Puntuación" no es un nombre de columna').waitFor();
    await editor.getByTestId('form-editor-new-explain').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-es-1024-new') });
    await page.setViewportSize({ width: 1440, height: 1100 });
    await editor.getByTestId('form-editor-new-key').fill('puntuacion');
    await editor.getByTestId('form-editor-new-kind').click();
    await page.getByRole('option', { name: 'Número entero' }).click();
    await editor.getByTestId('form-editor-new-min').fill('10');
    await editor.getByTestId('form-editor-new-max').fill('1');
    await editor.getByText('Campo "puntuacion": el valor mínimo es mayor que el máximo.').waitFor();
    await editor.getByTestId('form-editor-new-add').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-es-1440-new') });
    await drawer.getByTestId('settings-cancel').click();
  });

  it('the owner adds a brand-new question; saved, the table has it and a submission shows at once', async () => {
    const tableFile = path.join(suite.configDir, 'acme', 'tables', 'store_visits.json');
    const page = await open('owner');
    const drawer = await formDrawer(page);
    const editor = drawer.getByTestId('form-editor');
    await editor.getByTestId('form-editor-new').click();
    const panel = editor.getByTestId('form-editor-new-field');
    await panel.getByTestId('form-editor-new-title').fill('Visit score');
    await panel.getByTestId('form-editor-new-key').fill('visit_score');
    await panel.getByTestId('form-editor-new-kind').click();
    await page.getByRole('option', { name: 'Whole number' }).click();
    await panel.getByTestId('form-editor-new-min').fill('1');
    await panel.getByTestId('form-editor-new-max').fill('10');
    // A key the table has is named.
    await panel.getByTestId('form-editor-new-key').fill('notes');
    await panel
      .getByText('Key "notes" is taken: table "store_visits" already has that column.', {
        exact: false,
      })
      .waitFor();
    await expect(panel.getByTestId('form-editor-new-add').isDisabled()).resolves.toBe(true);
    await panel.getByTestId('form-editor-new-key').fill('visit_score');
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-new-field-en') });
    await panel.getByTestId('form-editor-new-add').click();
    const row = editor.getByTestId('form-editor-field-visit_score');
    await row.getByTestId('form-editor-new-badge').waitFor();
    await expect(row.getByTestId('form-editor-rules').innerText()).resolves.toContain(
      'min 1 · max 10',
    );
    await page.screenshot({ path: screenshotPath('field-reports-form-editor-new-field-added-en') });
    expect(await readFile(tableFile, 'utf8')).not.toContain('visit_score');

    // Save: the table first, then the widget.
    const order: string[] = [];
    page.on('response', (r) => {
      const method = r.request().method();
      if (method === 'PUT' && r.url().endsWith('/api/v2/tables/store_visits'))
        order.push(`table ${r.status()}`);
      if (method === 'POST' && r.url().includes('/api/v2/widgets/'))
        order.push(`widget ${r.status()}`);
    });
    await drawer.getByTestId('settings-save').click();
    await drawer.waitFor({ state: 'detached' });
    expect(order).toEqual(['table 200', 'widget 200']);
    const table = JSON.parse(await readFile(tableFile, 'utf8')) as {
      columns: { properties: Record<string, unknown>; required: string[] };
    };
    expect(table.columns.properties.visit_score).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 10,
      title: 'Visit score',
    });
    expect(table.columns.required).not.toContain('visit_score');

    // The column is usable in SQL at once: the submissions query and table list it too (a
    // saved-query save checks its SQL against the store).
    const query = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/queries/field_store_visits',
      token: tokens['acme/super'],
      body: {
        query_raw:
          'SELECT visited_on, store_id, visitor, shelf_score, out_of_stock, notes, visit_score FROM store_visits ORDER BY visited_on DESC, store_id LIMIT 500',
      },
    });
    expect(query.status, query.text).toBe(200);
    const ownerToken = (await apiLogin(suite.server.port, 'owner', 'acme')).token;
    const grid = await request(suite.server.port, {
      method: 'GET',
      tenant: 'acme',
      path: '/api/v2/widgets/field-reports/visit_list',
      token: ownerToken,
    });
    expect(grid.status, grid.text).toBe(200);
    const gridParams = (grid.json as { data: { params: { pqgrid: { columns: object[] } } } }).data
      .params;
    const regrid = await request(suite.server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/widgets/field-reports/visit_list',
      token: ownerToken,
      body: {
        params: {
          ...gridParams,
          pqgrid: {
            ...gridParams.pqgrid,
            columns: [...gridParams.pqgrid.columns, { field: 'visit_score', title: 'Visit score' }],
          },
        },
      },
    });
    expect(regrid.status, regrid.text).toBe(200);

    // A user opens the dashboard and submits it: no restart; the submissions table on the
    // same page shows the row and its score without a reload.
    const writer = await open('super');
    const form = widget(writer, 'visit_form');
    const score = form.getByLabel('Visit score');
    await score.waitFor();
    await fillVisit(writer, {
      store: '77',
      date: '2026-11-28',
      visitor: 'Lia Score',
      shelves: '5',
    });
    await score.fill('9');
    // An earlier test made the stock count required on this form.
    await form.locator('input[id$="_out_of_stock"]').fill('0');
    await form.getByTestId('form-submit').click();
    await writer.getByText('Saved. Thank you!').waitFor();
    const shown = widget(writer, 'visit_list').getByRole('row').filter({ hasText: 'Lia Score' });
    await shown.waitFor();
    await expect(shown.innerText()).resolves.toMatch(/\b9\b/);
    expect(
      await storeRows('acme', "SELECT visit_score FROM store_visits WHERE visitor = 'Lia Score'"),
    ).toEqual([{ visit_score: 9 }]);
    await writer.screenshot({ path: screenshotPath('field-reports-new-question-submitted') });
  });
});
