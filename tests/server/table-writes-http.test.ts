/**
 * Writes to declared tables over HTTP (issue 28's write store), on the real server with each
 * tenant's own writable DuckDB file: rows land in one transaction and show in a saved query
 * of the `writes` datasource at once (the cached answer is not served after a write); bad
 * rows are named and nothing is written; roles are enforced on the server; one tenant can
 * neither write nor read another's tables, through the API or through SQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const run = randomBytes(4).toString('hex');
// A file of this suite's own: the data directory is shared by every suite.
const WRITES_FILE = `writes-${run}.duckdb`;
const UPLOAD_LIMIT = 64 * 1024;

const visits = {
  $schema: '../../../schemas/table.schema.json',
  name: 'store_visits',
  description: 'Store visits reported by field staff',
  columns: {
    type: 'object',
    properties: {
      visit_id: { type: 'string', minLength: 1 },
      store_id: { type: 'integer', minimum: 1 },
      visited_on: { type: 'string', format: 'date' },
      score: { type: 'number', minimum: 0, maximum: 10 },
    },
    required: ['store_id', 'visited_on'],
  },
  key: ['visit_id'],
  write_roles: ['user'],
};
const prices = {
  $schema: '../../../schemas/table.schema.json',
  name: 'price_list',
  columns: {
    type: 'object',
    properties: { sku: { type: 'string', minLength: 1 }, price: { type: 'number', minimum: 0 } },
    required: ['sku', 'price'],
  },
  key: ['sku'],
};

async function writeJson(file: string, value: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The sample tenant without its write store (datasource, tables and the Field reports
 * dashboard that reads them): this suite's globex is a tenant that declares no tables.
 */
async function withoutWriteStore(tenantDir: string): Promise<void> {
  for (const file of [
    'tables',
    'datasources/writes.json',
    'dashboards/field-reports.json',
    'queries/field_store_visits.json',
    'queries/field_store_visits.sql',
  ]) {
    await rm(path.join(tenantDir, file), { recursive: true, force: true });
  }
  const programFile = path.join(tenantDir, 'programs', 'retail.json');
  const program = JSON.parse(await readFile(programFile, 'utf8')) as {
    modules: { dashboards: string[] }[];
  };
  program.modules = program.modules.filter((m) => !m.dashboards.includes('field-reports'));
  await writeJson(programFile, program);
}

let server: TestServer;
const tokens: Record<string, string> = {};

function rows(tenant: string, user: string, table: string, body: object) {
  return server.request({
    method: 'POST',
    path: `/api/v2/tables/${table}/rows`,
    tenant,
    token: tokens[`${tenant}/${user}`],
    body,
  });
}

function runSlug(tenant: string, user: string, slug: string) {
  return server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}`,
    tenant,
    token: tokens[`${tenant}/${user}`],
    body: {},
  });
}

function preview(tenant: string, sql: string, datasource: string) {
  return server.request({
    method: 'POST',
    path: '/api/v2/services/queries',
    tenant,
    token: tokens[`${tenant}/super`],
    body: { query_raw: sql, _datasource: datasource },
  });
}

beforeAll(async () => {
  server = await startTestServer({
    prepareConfig: async (configDir) => {
      await withoutWriteStore(path.join(configDir, 'globex'));
      const acme = path.join(configDir, 'acme');
      await writeJson(path.join(acme, 'datasources', 'writes.json'), {
        $schema: '../../../schemas/datasource.schema.json',
        name: 'writes',
        type: 'duckdb',
        path: WRITES_FILE,
      });
      await writeJson(path.join(acme, 'tables', 'store_visits.json'), visits);
      await writeJson(path.join(acme, 'tables', 'price_list.json'), prices);
      await writeJson(path.join(acme, 'tables', 'brand_targets.json'), {
        $schema: '../../../schemas/table.schema.json',
        name: 'brand_targets',
        columns: {
          type: 'object',
          properties: {
            brand: { type: 'string' },
            products: { type: 'integer' },
            team: { type: 'string' },
          },
          required: ['brand'],
        },
        key: ['brand'],
      });
      await writeJson(path.join(acme, 'imports', 'brand_targets.json'), {
        $schema: '../../../schemas/import.schema.json',
        name: 'brand_targets',
        table: 'brand_targets',
        source: { query_slug: 'retail_brands' },
        mapping: [
          { column: 'brand', from: 'brand', transform: ['upper'] },
          { column: 'products', from: 'products' },
          { column: 'team', value: 'north' },
        ],
      });
      const tenantFile = path.join(acme, 'tenant.json');
      const tenant = JSON.parse(await readFile(tenantFile, 'utf8')) as Record<string, unknown>;
      await writeJson(tenantFile, { ...tenant, uploads: { max_bytes: UPLOAD_LIMIT } });
      await writeJson(path.join(acme, 'queries', 'visit_scores.json'), {
        $schema: '../../../schemas/saved-query.schema.json',
        query_slug: 'visit_scores',
        program_slug: 'retail',
        source: 'writes',
        query_raw: 'SELECT visit_id, store_id, score FROM store_visits ORDER BY visit_id',
        cache_timeout: 3600,
      });
    },
  });
  for (const tenant of ['acme', 'globex']) {
    for (const user of ['viewer', 'super', 'superuser']) {
      tokens[`${tenant}/${user}`] = await server.login(tenant, user);
    }
  }
});

afterAll(async () => {
  await server?.close();
  await rm(path.join(server.dataDir, 'acme', WRITES_FILE), { force: true });
  await rm(path.join(server.dataDir, 'acme', `${WRITES_FILE}.wal`), { force: true });
});

describe('POST /api/v2/tables/{table}/rows', () => {
  it('lists the declared tables with what the user may write', async () => {
    const viewer = await server.request({
      method: 'GET',
      path: '/api/v2/tables',
      tenant: 'acme',
      token: tokens['acme/viewer'],
    });
    expect(viewer.status, viewer.text).toBe(200);
    const tables = (viewer.json as { tables: { name: string; can_write: boolean }[] }).tables;
    expect(tables.map((t) => [t.name, t.can_write]).sort()).toEqual([
      ['brand_targets', false],
      ['price_list', false],
      ['store_visits', true],
    ]);
    const globex = await server.request({
      method: 'GET',
      path: '/api/v2/tables',
      tenant: 'globex',
      token: tokens['globex/super'],
    });
    expect(globex.json).toEqual({ tables: [] });
  });

  it('writes rows that a saved query on the writes datasource shows at once, cache or not', async () => {
    const before = await runSlug('acme', 'viewer', 'visit_scores');
    expect(before.status, before.text).toBe(200);
    expect(before.json).toEqual([]);
    const write = await rows('acme', 'viewer', 'store_visits', {
      rows: [
        { visit_id: 'v1', store_id: 12, visited_on: '2026-11-20', score: 8.5 },
        { visit_id: 'v2', store_id: 14, visited_on: '2026-11-21' },
      ],
      widget: 'visit_form',
    });
    expect(write.status, write.text).toBe(200);
    expect(write.json).toMatchObject({
      table: 'store_visits',
      mode: 'append',
      written: 2,
      replaced: 0,
    });
    const after = await runSlug('acme', 'viewer', 'visit_scores');
    expect(after.json).toEqual([
      { visit_id: 'v1', store_id: 12, score: 8.5 },
      { visit_id: 'v2', store_id: 14, score: null },
    ]);
    // Re-sending the same rows replaces them by key: nothing is duplicated.
    const again = await rows('acme', 'viewer', 'store_visits', {
      rows: [{ visit_id: 'v2', store_id: 14, visited_on: '2026-11-21', score: 6 }],
    });
    expect(again.json).toMatchObject({ written: 1, replaced: 1 });
    expect((await runSlug('acme', 'viewer', 'visit_scores')).json).toEqual([
      { visit_id: 'v1', store_id: 12, score: 8.5 },
      { visit_id: 'v2', store_id: 14, score: 6 },
    ]);
  });

  it('refuses bad rows naming each one, and writes nothing', async () => {
    const count = async () =>
      (
        (await preview('acme', 'SELECT count(*) AS n FROM store_visits', 'writes')).json as {
          n: number;
        }[]
      )[0]?.n;
    const before = await count();
    const response = await rows('acme', 'viewer', 'store_visits', {
      rows: [
        { visit_id: 'ok', store_id: 1, visited_on: '2026-11-01' },
        { visit_id: 'x1', store_id: 0, visited_on: '2026-11-01' },
        { visit_id: 'x2', store_id: 2, visited_on: 'yesterday' },
        { visit_id: 'x3', store_id: 3, visited_on: '2026-11-01', score: 'high' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: '3 row(s) do not fit table "store_visits"; nothing was written.',
      failing_rows: 3,
      failures: [
        { row: 2, column: 'store_id', message: 'must be >= 1' },
        { row: 3, column: 'visited_on', message: 'must be a date (YYYY-MM-DD)' },
        { row: 4, column: 'score', message: 'must be a number' },
      ],
    });
    expect(await count()).toBe(before);
  });

  it('enforces write_roles and replace on the server', async () => {
    const viewer = await rows('acme', 'viewer', 'price_list', { rows: [{ sku: 'A', price: 1 }] });
    expect(viewer.status).toBe(403);
    expect(viewer.json).toMatchObject({ message: 'You may not write to table "price_list".' });
    const replace = await rows('acme', 'viewer', 'store_visits', { rows: [], mode: 'replace' });
    expect(replace.status).toBe(403);
    expect(replace.json).toMatchObject({
      message: 'Only super users and superusers may replace the rows of a table.',
    });
    const superUser = await rows('acme', 'super', 'price_list', {
      rows: [{ sku: 'A', price: 1.25 }],
    });
    expect(superUser.status, superUser.text).toBe(200);
    const bad = await rows('acme', 'super', 'price_list', { rows: 'A,1' });
    expect(bad.status).toBe(400);
    const anonymous = await server.request({
      method: 'POST',
      path: '/api/v2/tables/price_list/rows',
      tenant: 'acme',
      body: { rows: [] },
    });
    expect(anonymous.status).toBe(401);
  });

  it('keeps tenants apart: globex can neither write nor read acme tables', async () => {
    for (const user of ['viewer', 'super', 'superuser']) {
      const write = await rows('globex', user, 'store_visits', {
        rows: [{ visit_id: 'g', store_id: 1, visited_on: '2026-11-01' }],
      });
      expect(write.status).toBe(404);
    }
    // globex has no writes datasource, and its own datasource cannot name acme's file.
    expect((await preview('globex', 'SELECT * FROM store_visits', 'writes')).status).toBe(404);
    const viaDemo = await preview(
      'globex',
      `SELECT * FROM read_parquet('../acme/${WRITES_FILE}')`,
      'demo',
    );
    expect(viaDemo.status).toBeGreaterThanOrEqual(400);
    expect(viaDemo.text).not.toContain('v1');
    // An acme token sent to globex's host is refused before any table is looked up.
    const crossHost = await server.request({
      method: 'POST',
      path: '/api/v2/tables/store_visits/rows',
      tenant: 'globex',
      token: tokens['acme/super'],
      body: { rows: [{ visit_id: 'g', store_id: 1, visited_on: '2026-11-01' }] },
    });
    expect(crossHost.status).toBe(401);
  });

  it('the writes datasource only reads: SQL through it cannot change a table', async () => {
    const attempt = await preview(
      'acme',
      "DELETE FROM store_visits WHERE visit_id = 'v1'",
      'writes',
    );
    expect(attempt.status).toBe(400);
    const still = await preview(
      'acme',
      "SELECT count(*) AS n FROM store_visits WHERE visit_id = 'v1'",
      'writes',
    );
    expect(still.json).toEqual([{ n: 1 }]);
  });
});

describe('dropzone uploads: POST /api/v2/tables/{table}/uploads', () => {
  function upload(user: string, table: string, fileName: string, body: string, tenant = 'acme') {
    return server.request({
      method: 'POST',
      path: `/api/v2/tables/${table}/uploads?file_name=${encodeURIComponent(fileName)}`,
      tenant,
      token: tokens[`${tenant}/${user}`],
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
  }
  function confirm(user: string, table: string, id: string, body: object = {}) {
    return server.request({
      method: 'POST',
      path: `/api/v2/tables/${table}/uploads/${id}`,
      tenant: 'acme',
      token: tokens[`acme/${user}`],
      body,
    });
  }
  const skuCount = async () =>
    (
      (await preview('acme', 'SELECT count(*) AS n FROM price_list', 'writes')).json as {
        n: number;
      }[]
    )[0]?.n;

  it('previews a CSV, writes it only on confirmation, and re-importing it adds nothing', async () => {
    const csv = 'sku,price\nP-1,1.25\nP-2,2.5\n"P-3, big",10\n';
    const checked = await upload('super', 'price_list', 'prices.csv', csv);
    expect(checked.status, checked.text).toBe(200);
    const answer = checked.json as {
      upload_id: string;
      row_count: number;
      preview: unknown[];
      format: string;
    };
    expect(answer).toMatchObject({ format: 'csv', row_count: 3, columns: ['sku', 'price'] });
    expect(answer.preview).toEqual([
      { sku: 'P-1', price: 1.25 },
      { sku: 'P-2', price: 2.5 },
      { sku: 'P-3, big', price: 10 },
    ]);
    const before = await skuCount();
    const written = await confirm('super', 'price_list', answer.upload_id);
    expect(written.status, written.text).toBe(200);
    expect(written.json).toMatchObject({ written: 3 });
    expect(await skuCount()).toBe((before ?? 0) + 3);
    // The same upload id cannot be written twice.
    expect((await confirm('super', 'price_list', answer.upload_id)).status).toBe(404);
  });

  it('names the 3 bad rows of a file and writes nothing', async () => {
    const before = await skuCount();
    const csv = 'sku,price\nQ-1,1\nQ-2,cheap\nQ-3,2\n,3\nQ-5,-4\n';
    const response = await upload('super', 'price_list', 'bad.csv', csv);
    expect(response.status).toBe(422);
    expect(response.json).toEqual({
      message: '3 row(s) of bad.csv do not fit the table; nothing was imported.',
      failing_rows: 3,
      row_count: 5,
      failures: [
        { row: 3, column: 'price', message: 'must be a number (got "cheap")' },
        { row: 5, column: 'sku', message: 'is required' },
        { row: 6, column: 'price', message: 'must be >= 0' },
      ],
    });
    expect(await skuCount()).toBe(before);
  });

  it("refuses a file over the tenant upload limit, an unknown format, and other users' uploads", async () => {
    const big = `sku,price\n${'X,1\n'.repeat(UPLOAD_LIMIT / 2)}`;
    const tooBig = await upload('super', 'price_list', 'big.csv', big).catch((error: Error) => ({
      status: 0,
      text: error.message,
    }));
    expect(tooBig.status, tooBig.text).toBe(413);
    const pdf = await upload('super', 'price_list', 'prices.pdf', '%PDF');
    expect(pdf.status).toBe(400);
    expect(pdf.json).toMatchObject({ message: 'Upload a .csv, .tsv, .json or .xlsx file.' });
    const viewer = await upload('viewer', 'price_list', 'p.csv', 'sku,price\nA,1\n');
    expect(viewer.status).toBe(403);
    const mine = (await upload('super', 'price_list', 'p.csv', 'sku,price\nZ,1\n')).json as {
      upload_id: string;
    };
    const stolen = await confirm('superuser', 'price_list', mine.upload_id);
    expect(stolen.status).toBe(404);
    const globex = await upload('super', 'price_list', 'p.csv', 'sku,price\nA,1\n', 'globex');
    expect(globex.status).toBe(404);
  });

  it('takes a JSON file whatever its content type, and appends through the same checks', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/tables/store_visits/uploads?file_name=visits.json',
      tenant: 'acme',
      token: tokens['acme/viewer'],
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ visit_id: 'j1', store_id: 7, visited_on: '2026-11-25' }]),
    });
    expect(response.status, response.text).toBe(200);
    const id = (response.json as { upload_id: string }).upload_id;
    expect((await confirm('viewer', 'store_visits', id)).json).toMatchObject({ written: 1 });
    expect((await runSlug('acme', 'viewer', 'visit_scores')).json).toContainEqual({
      visit_id: 'j1',
      store_id: 7,
      score: null,
    });
  });
});

describe('saved imports (the data integrator)', () => {
  const supplierImport = {
    table: 'price_list',
    description: 'Supplier price list (European layout)',
    mapping: [
      { column: 'sku', from: 'Código', transform: ['trim', 'upper'] },
      { column: 'price', from: 'Preço', transform: ['decimal_comma', 'strip_currency'] },
    ],
  };
  const supplierFile = 'Código;Preço;Cor\n a-1 ;"R$ 1.234,50";azul\nb-2;"R$ 9,90";verde\n'.replace(
    /;/g,
    ',',
  );

  function save(user: string, name: string, body: object, headers: Record<string, string> = {}) {
    return server.request({
      method: 'PUT',
      path: `/api/v2/imports/${name}`,
      tenant: 'acme',
      token: tokens[`acme/${user}`],
      body,
      headers,
    });
  }
  function runFile(user: string, name: string, csv: string) {
    return server.request({
      method: 'POST',
      path: `/api/v2/imports/${name}/uploads?file_name=supplier.csv`,
      tenant: 'acme',
      token: tokens[`acme/${user}`],
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
  }
  function confirm(table: string, id: string) {
    return server.request({
      method: 'POST',
      path: `/api/v2/tables/${table}/uploads/${id}`,
      tenant: 'acme',
      token: tokens['acme/super'],
      body: {},
    });
  }

  it('saves a mapping in config (super users only; stale saves refused) and lists it', async () => {
    expect((await save('viewer', 'supplier_prices', supplierImport)).status).toBe(403);
    const created = await save('super', 'supplier_prices', supplierImport);
    expect(created.status, created.text).toBe(200);
    const version = (created.json as { version: string }).version;
    const file = JSON.parse(
      await readFile(
        path.join(server.configDir, 'acme', 'imports', 'supplier_prices.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    expect(file).toMatchObject({ name: 'supplier_prices', table: 'price_list' });
    expect(file.$schema).toBe('../../../schemas/import.schema.json');
    // Saving again without the version read is refused; with it, it lands.
    expect((await save('super', 'supplier_prices', supplierImport)).status).toBe(409);
    const updated = await save('super', 'supplier_prices', {
      ...supplierImport,
      description: 'v2',
      version,
    });
    expect(updated.status, updated.text).toBe(200);
    const bad = await save('super', 'bad_import', {
      table: 'price_list',
      mapping: [{ column: 'colour', from: 'Cor' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('\\"colour\\" is not a column of table \\"price_list\\"');
    const list = await server.request({
      method: 'GET',
      path: '/api/v2/imports',
      tenant: 'acme',
      token: tokens['acme/viewer'],
    });
    const imports = (
      list.json as { imports: { name: string; can_run: boolean; description: string }[] }
    ).imports;
    expect(imports.find((i) => i.name === 'supplier_prices')).toMatchObject({
      description: 'v2',
      can_run: false,
    });
  });

  it('maps a file, imports it, and re-running the same file adds nothing', async () => {
    const first = await runFile('super', 'supplier_prices', supplierFile);
    expect(first.status, first.text).toBe(200);
    expect((first.json as { preview: unknown[] }).preview).toEqual([
      { sku: 'A-1', price: 1234.5 },
      { sku: 'B-2', price: 9.9 },
    ]);
    const written = await confirm('price_list', (first.json as { upload_id: string }).upload_id);
    expect(written.json).toMatchObject({ written: 2, replaced: 0 });
    const again = await runFile('super', 'supplier_prices', supplierFile);
    const rewritten = await confirm('price_list', (again.json as { upload_id: string }).upload_id);
    expect(rewritten.json).toMatchObject({ written: 2, replaced: 2 });
    const rows = await preview(
      'acme',
      "SELECT sku, price FROM price_list WHERE sku IN ('A-1', 'B-2') ORDER BY sku",
      'writes',
    );
    expect(rows.json).toEqual([
      { sku: 'A-1', price: 1234.5 },
      { sku: 'B-2', price: 9.9 },
    ]);
  });

  it('names a missing source column and rows the mapping cannot read', async () => {
    const missing = await runFile('super', 'supplier_prices', 'Code,Preço\nA,1\n');
    expect(missing.status).toBe(422);
    expect((missing.json as { failures: unknown[] }).failures).toEqual([
      { row: 1, column: 'sku', message: 'the source has no column "Código"' },
    ]);
    const bad = await runFile('super', 'supplier_prices', 'Código,Preço\nA,"R$ abc"\n');
    expect(bad.status).toBe(422);
    expect((bad.json as { failures: unknown[] }).failures).toEqual([
      { row: 2, column: 'price', message: '"R$ abc" holds no number' },
    ]);
  });

  it('reads an Excel file for mapping (its first rows, date cells named) and imports it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Preise');
    sheet.addRow(['Código', 'Preço', 'Desde']);
    for (let i = 1; i <= 25; i += 1) {
      sheet.addRow([`x-${i}`, `R$ ${i},50`, new Date(Date.UTC(2026, 0, i))]);
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const sample = await server.request({
      method: 'POST',
      path: '/api/v2/import-samples?file_name=precos.xlsx',
      tenant: 'acme',
      token: tokens['acme/super'],
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(sample.status, sample.text).toBe(200);
    const answer = sample.json as {
      format: string;
      header: string[];
      rows: Record<string, unknown>[];
      dates: { row: number; column: string }[];
    };
    expect(answer.format).toBe('xlsx');
    expect(answer.header).toEqual(['Código', 'Preço', 'Desde']);
    expect(answer.rows).toHaveLength(20);
    expect(answer.rows[1]).toEqual({
      Código: 'x-2',
      Preço: 'R$ 2,50',
      Desde: '2026-01-02T00:00:00.000Z',
    });
    expect(answer.dates).toHaveLength(20);
    expect(answer.dates[0]).toEqual({ row: 0, column: 'Desde' });
    // Nothing of a file in an unknown format is read; the message names the formats.
    const unknown = await server.request({
      method: 'POST',
      path: '/api/v2/import-samples?file_name=prices.pdf',
      tenant: 'acme',
      token: tokens['acme/super'],
      headers: { 'content-type': 'application/pdf' },
      body: 'x',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('.xlsx');
    // The same workbook through the saved import: mapped, checked, held for confirmation.
    const run = await server.request({
      method: 'POST',
      path: '/api/v2/imports/supplier_prices/uploads?file_name=precos.xlsx',
      tenant: 'acme',
      token: tokens['acme/super'],
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(run.status, run.text).toBe(200);
    expect((run.json as { row_count: number; preview: unknown[] }).row_count).toBe(25);
    expect((run.json as { preview: unknown[] }).preview[0]).toEqual({ sku: 'X-1', price: 1.5 });
  });

  it("imports a saved query's rows, run as the user", async () => {
    const run = await server.request({
      method: 'POST',
      path: '/api/v2/imports/brand_targets/query',
      tenant: 'acme',
      token: tokens['acme/super'],
    });
    expect(run.status, run.text).toBe(200);
    const answer = run.json as {
      upload_id: string;
      row_count: number;
      preview: { brand: string; team: string }[];
    };
    expect(answer.row_count).toBeGreaterThan(3);
    for (const row of answer.preview) {
      expect(row.brand).toBe(row.brand.toUpperCase());
      expect(row.team).toBe('north');
    }
    const written = await confirm('brand_targets', answer.upload_id);
    expect(written.json).toMatchObject({ written: answer.row_count });
    const audit = await preview(
      'acme',
      "SELECT source FROM navigator_audit WHERE table_name = 'brand_targets'",
      'writes',
    );
    expect(audit.json).toEqual([{ source: 'integrator' }]);
  });
});
