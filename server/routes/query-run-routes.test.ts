import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEach, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { programForbiddenMessage } from '../auth/auth-messages.ts';
import { PREVIEW_ROW_LIMIT } from '../query/preview.ts';
import { CACHE_HEADER } from './query-response.ts';
import { PREVIEW_FORBIDDEN } from './query-run-routes.ts';

type Row = Record<string, unknown>;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(
    tokens,
    await loginEach(server, [
      ['acme', 'viewer'],
      ['acme', 'super'],
      ['acme', 'superuser'],
      ['acme', 'fixed'],
      ['globex', 'viewer'],
    ]),
  );
});

afterAll(async () => {
  await server?.close();
});

const run = (
  slug: string,
  body: unknown = {},
  options: { who?: string; query?: string; headers?: Record<string, string>; method?: string } = {},
) => {
  const who = options.who ?? 'acme/viewer';
  return server.request({
    method: options.method ?? 'POST',
    path: `/api/v2/services/queries/${slug}${options.query ?? ''}`,
    tenant: who.split('/')[0],
    token: tokens[who],
    body,
    headers: options.headers,
  });
};

const preview = (sql: unknown, who = 'acme/super', extra: Row = {}) =>
  server.request({
    method: 'POST',
    path: '/api/v2/services/queries',
    tenant: who.split('/')[0],
    token: tokens[who],
    body: { query_raw: sql, ...extra },
  });

const message = (response: { json: unknown }) => (response.json as { message: string }).message;

describe('POST /api/v2/services/queries/{slug}', () => {
  it('answers the rows as a JSON array, with the where_cond applied', async () => {
    const response = await run('retail_sales_by_district', { where_cond: { region_id: 2 } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const rows = response.json as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.region_id))).toEqual(new Set([2]));
  });

  it('answers a repeat from the cache with the same bytes, and refresh=1 runs it again', async () => {
    const body = { where_cond: { territory_id: 1 } };
    const first = await run('retail_sales_by_region', body);
    const second = await run('retail_sales_by_region', body);
    const refreshed = await run('retail_sales_by_region', body, { query: '?refresh=1' });
    const bodyRefresh = await run('retail_sales_by_region', { ...body, refresh: 1 });
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(refreshed.headers[CACHE_HEADER]).toBe('miss');
    expect(bodyRefresh.headers[CACHE_HEADER]).toBe('miss');
    expect(second.text).toBe(first.text);
    expect(refreshed.text).toBe(first.text);
  });

  it('answers an edited saved query with its new rows at once, never the cached ones', async () => {
    const first = await run('retail_brands');
    const again = await run('retail_brands');
    expect(again.headers[CACHE_HEADER]).toBe('hit');
    expect((first.json as Row[]).length).toBeGreaterThan(1);
    const listed = await server.request({
      path: '/api/v2/queries/?query_slug=retail_brands',
      tenant: 'acme',
      token: tokens['acme/super'],
    });
    const [saved] = listed.json as { query_raw: string; version: string }[];
    if (!saved) throw new Error('retail_brands is not listed');
    const update = await server.request({
      method: 'POST',
      path: '/api/v2/queries/retail_brands',
      tenant: 'acme',
      token: tokens['acme/super'],
      body: { query_raw: `${saved.query_raw.trimEnd()}\nLIMIT 1` },
      headers: { 'if-match': `"${saved.version}"` },
    });
    expect(update.status).toBe(200);
    const edited = await run('retail_brands');
    expect(edited.headers[CACHE_HEADER]).toBe('miss');
    expect(edited.json).toEqual([(first.json as Row[])[0]]);
  });

  it('resolves date tokens against the program operational date', async () => {
    const variables = await server.request({
      path: '/api/v2/variables/retail',
      tenant: 'acme',
      token: tokens['acme/viewer'],
    });
    const operational = (variables.json as Record<string, string>).operational_date ?? '';
    expect(operational).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const response = await run('retail_sales_daily', {
      firstdate: 'YESTERDAY',
      lastdate: 'CURRENT_DATE',
    });
    const dates = (response.json as Row[]).map((r) => String(r.sale_date).slice(0, 10));
    const yesterday = new Date(`${operational}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    expect(dates).toEqual([yesterday.toISOString().slice(0, 10), operational]);
  });

  it('applies fields, grouping, ordering and querylimit', async () => {
    const response = await run('retail_sales_by_district', {
      fields: ['region_id', 'sum(revenue) as revenue'],
      grouping: ['region_id'],
      ordering: ['region_id DESC'],
      querylimit: 3,
    });
    expect(response.status).toBe(200);
    const rows = response.json as Row[];
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0] ?? {})).toEqual(['region_id', 'revenue']);
    const ids = rows.map((r) => Number(r.region_id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("applies the user's filtering_fixed whatever the body says", async () => {
    const response = await run(
      'retail_sales_by_region',
      { where_cond: { region_id: 5 } },
      { who: 'acme/fixed' },
    );
    expect(response.status).toBe(200);
    expect((response.json as Row[]).map((r) => r.region_id)).toEqual([3]);
  });

  it.each([
    ['retail_sales_by_region', { where_cond: { no_such_column: 1 } }, 'no_such_column'],
    ['retail_sales_by_region', { ordering: ['revenue; DROP TABLE sales'] }, 'ordering'],
    ['retail_sales_by_region', [1, 2], 'JSON object'],
  ])('answers 400 {message} naming the problem (%s %j)', async (slug, body, named) => {
    const response = await run(slug, body);
    expect(response.status).toBe(400);
    expect(message(response)).toContain(named);
  });

  it.each([
    ['no_such_slug', 'acme/viewer', 404],
    ['ecommerce_kpis', 'globex/viewer', 404],
    ['ecommerce_kpis', 'acme/fixed', 403],
  ])('%s as %s → %i', async (slug, who, status) => {
    const response = await run(slug, {}, { who });
    expect(response.status).toBe(status);
    expect(message(response)).toEqual(expect.any(String));
  });

  it('answers 403 with the permission text of the program', async () => {
    const response = await run('ecommerce_kpis', {}, { who: 'acme/fixed' });
    expect(message(response)).toBe(programForbiddenMessage('ecommerce'));
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/retail_kpis',
      tenant: 'acme',
      body: {},
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/v2/services/queries/{program}_stores (filter options)', () => {
  it('answers the store hierarchy rows, ordered as the store definition says', async () => {
    const response = await run('retail_stores', {}, { query: '?refresh=1' });
    expect(response.status).toBe(200);
    const rows = response.json as Row[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'territory_id',
      'territory_name',
      'region_id',
      'region_name',
      'district_id',
      'district_name',
      'store_id',
      'store_name',
    ]);
    const keys = rows.map((r) =>
      [r.territory_id, r.region_id, r.district_id, r.store_id].map(Number),
    );
    const sorted = [...keys].sort((a, b) => {
      for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
      return 0;
    });
    expect(keys).toEqual(sorted);
  });

  it('gzips the body with X-Encoding: gzip, decoding to the same rows', async () => {
    const plain = await run('retail_stores', { where_cond: { territory_id: 2 } });
    const zipped = await run(
      'retail_stores',
      { where_cond: { territory_id: 2 } },
      { headers: { 'x-encoding': 'gzip' } },
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.json).toEqual(plain.json);
    expect((plain.json as Row[]).length).toBeGreaterThan(0);
  });

  it('narrows the fixed user to their region, with or without gzip', async () => {
    for (const headers of [undefined, { 'x-encoding': 'gzip' }]) {
      const response = await run(
        'retail_stores',
        { where_cond: { region_id: [1, 2, 3, 4] } },
        { who: 'acme/fixed', query: '?refresh=1', headers },
      );
      expect(response.status).toBe(200);
      const regions = new Set((response.json as Row[]).map((r) => r.region_id));
      expect(regions).toEqual(new Set([3]));
    }
  });
});

describe('PATCH /api/v2/services/queries/{slug}', () => {
  it('answers {data: [column names]} in output order', async () => {
    const response = await run('retail_sales_by_region', undefined, { method: 'PATCH' });
    expect(response.status).toBe(200);
    const rows = (await run('retail_sales_by_region')).json as Row[];
    expect(response.json).toMatchObject({ data: Object.keys(rows[0] ?? {}) });
  });

  it('adds each column’s type and kind for the widget filter rules', async () => {
    const response = await run('stores_ops_store_list', undefined, { method: 'PATCH' });
    expect(response.status).toBe(200);
    const body = response.json as { data: string[]; columns: Row[] };
    expect(body.columns.map((column) => column.name)).toEqual(body.data);
    const kinds = Object.fromEntries(body.columns.map((c) => [c.name, c.kind]));
    expect(kinds).toMatchObject({
      store_id: 'number',
      store_name: 'string',
      opened_on: 'date',
      latitude: 'number',
    });
    const types = Object.fromEntries(body.columns.map((c) => [c.name, c.type]));
    expect(String(types.store_id)).toMatch(/INT/i);
    expect(String(types.latitude)).toMatch(/DOUBLE/i);
  });

  it.each([
    ['no_such_slug', 'acme/viewer', 404],
    ['ecommerce_kpis', 'acme/fixed', 403],
    ['ecommerce_kpis', 'globex/viewer', 404],
  ])('%s as %s → %i', async (slug, who, status) => {
    const response = await run(slug, undefined, { method: 'PATCH', who });
    expect(response.status).toBe(status);
  });
});

describe('POST /api/v2/services/queries (query_raw preview)', () => {
  it.each(['acme/super', 'acme/superuser'])('runs read-only SQL for %s', async (who) => {
    const response = await preview(
      'SELECT region_id, count(*) AS n FROM stores GROUP BY 1 ORDER BY 1',
      who,
    );
    expect(response.status).toBe(200);
    const rows = response.json as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0] ?? {})).toEqual(['region_id', 'n']);
  });

  it.each(['acme/viewer', 'acme/fixed'])('answers 403 to %s', async (who) => {
    const response = await preview('SELECT 1 AS one', who);
    expect(response.status).toBe(403);
    expect(message(response)).toBe(PREVIEW_FORBIDDEN);
  });

  it('cuts the rows at the preview row limit and says so', async () => {
    const response = await preview('SELECT * FROM range(5000) t(i)');
    expect(response.status).toBe(200);
    expect(response.json).toHaveLength(PREVIEW_ROW_LIMIT);
    expect(response.headers['x-navigator-truncated']).toBe('true');
  });

  it.each([
    ['DELETE FROM sales', 'DELETE'],
    ['SELECT 1; DROP TABLE sales', 'one SQL statement'],
    ['SELECT no_such_column FROM sales', 'no_such_column'],
  ])('answers 400 with the reason for %s', async (sql, named) => {
    const response = await preview(sql);
    expect(response.status).toBe(400);
    expect(message(response)).toContain(named);
  });

  it.each([
    [undefined, 400],
    ['', 400],
  ])('answers 400 without query_raw (%j)', async (sql, status) => {
    const response = await preview(sql);
    expect(response.status).toBe(status);
    expect(message(response)).toContain('query_raw');
  });

  it('answers 404 for a datasource the tenant does not have', async () => {
    const response = await preview('SELECT 1 AS one', 'acme/super', { _datasource: 'warehouse' });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/v2/variables/{program_slug}', () => {
  it('answers the operational variables of the program', async () => {
    const response = await server.request({
      path: '/api/v2/variables/retail',
      tenant: 'acme',
      token: tokens['acme/viewer'],
    });
    expect(response.status).toBe(200);
    const variables = response.json as Record<string, string>;
    expect(variables.operational_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fromTable = await preview(
      "SELECT value FROM operational_variables WHERE program_slug = 'retail' AND name = 'operational_date'",
    );
    expect(fromTable.json).toEqual([{ value: variables.operational_date }]);
  });

  it.each([
    ['ecommerce', 'acme/fixed', 403],
    ['nope', 'acme/viewer', 404],
    ['ecommerce', 'globex/viewer', 404],
  ])('%s as %s → %i', async (program, who, status) => {
    const response = await server.request({
      path: `/api/v2/variables/${program}`,
      tenant: who.split('/')[0],
      token: tokens[who],
    });
    expect(response.status).toBe(status);
  });
});

describe('when the database cannot be read', () => {
  it('answers variables {} (the client ignores failures) and slug runs a {message}', async () => {
    const file = path.join(server.configDir, 'acme', 'datasources', 'demo.json');
    const datasource = JSON.parse(await readFile(file, 'utf8')) as Row;
    await writeFile(
      file,
      `${JSON.stringify({ ...datasource, path: 'missing.duckdb' }, null, 2)}\n`,
    );
    // The config store picks the edit up without a restart; wait until the database is gone.
    let probe = await preview('SELECT 1 AS one');
    for (let attempt = 0; attempt < 100 && probe.status === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      probe = await preview('SELECT 1 AS one');
    }
    expect(probe.status).toBeGreaterThanOrEqual(400);
    expect(message(probe)).toContain('missing.duckdb');
    const variables = await server.request({
      path: '/api/v2/variables/stores_ops',
      tenant: 'acme',
      token: tokens['acme/viewer'],
    });
    expect(variables.status).toBe(200);
    expect(variables.json).toEqual({});
    const rows = await run('stores_ops_traffic', {}, { query: '?refresh=1' });
    expect(rows.status).toBeGreaterThanOrEqual(400);
    expect(message(rows)).toContain('missing.duckdb');
  });
});
