/**
 * The queries builder over HTTP on the real demo data (issue 28): a notebook previews as SQL
 * with bound parameters and its rows, every wrong part is named, only super users build, and a
 * built query saves as a normal saved query (readable .sql file, declared params) whose SQL the
 * server compiles from the notebook — a viewer's widget can then run it, and it reopens in the
 * builder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

const notebook = {
  table: 'sales',
  joins: [
    {
      table: 'regions',
      on: {
        left: { table: 'sales', column: 'region_id' },
        right: { table: 'regions', column: 'region_id' },
      },
    },
  ],
  filters: [
    {
      column: { table: 'sales', column: 'sale_date' },
      op: 'between',
      value: '2026-10-01',
      value2: '2026-10-31',
    },
    { column: { table: 'sales', column: 'platform' }, op: '=', value: 'Online' },
  ],
  group_by: [{ column: { table: 'regions', column: 'region_name' } }],
  aggregates: [
    { fn: 'sum', column: { table: 'sales', column: 'revenue' }, as: 'revenue' },
    { fn: 'count', as: 'lines' },
  ],
  order_by: [{ column: 'revenue', direction: 'desc' }],
  limit: 5,
};

function build(user: string, body: object, tenant = 'acme') {
  return server.request({
    method: 'POST',
    path: '/api/v2/services/queries/builder',
    tenant,
    token: tokens[`${tenant}/${user}`],
    body,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  for (const tenant of ['acme', 'globex']) {
    for (const user of ['viewer', 'super'])
      tokens[`${tenant}/${user}`] = await server.login(tenant, user);
  }
});
afterAll(() => server?.close());

describe('POST /api/v2/services/queries/builder', () => {
  it('previews the SQL, its parameters and rows that match the same query written by hand', async () => {
    const response = await build('super', { notebook });
    expect(response.status, response.text).toBe(200);
    const answer = response.json as {
      sql: string;
      params: { name: string; value: unknown }[];
      columns: string[];
      rows: Record<string, number | string>[];
    };
    expect(answer.columns).toEqual(['region_name', 'revenue', 'lines']);
    expect(answer.sql).toContain(
      'WHERE "sales"."sale_date" BETWEEN {sale_date_from} AND {sale_date_to}',
    );
    expect(answer.sql).not.toContain('Online');
    expect(answer.params.map((p) => [p.name, p.value])).toEqual([
      ['sale_date_from', '2026-10-01'],
      ['sale_date_to', '2026-10-31'],
      ['platform', 'Online'],
    ]);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.length).toBeLessThanOrEqual(5);
    const byHand = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries',
      tenant: 'acme',
      token: tokens['acme/super'],
      body: {
        query_raw: `SELECT r.region_name, sum(s.revenue) AS revenue, count(*) AS lines FROM sales s
          LEFT JOIN regions r ON r.region_id = s.region_id
          WHERE s.sale_date BETWEEN DATE '2026-10-01' AND DATE '2026-10-31' AND s.platform = 'Online'
          GROUP BY 1 ORDER BY revenue DESC LIMIT 5`,
      },
    });
    expect(answer.rows).toEqual(byHand.json);
    const revenues = answer.rows.map((row) => Number(row.revenue));
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
  });

  it('names each wrong part, refuses joins that are not declared, and viewers', async () => {
    const bad = await build('super', {
      notebook: {
        table: 'sales',
        joins: [
          {
            table: 'stores',
            on: {
              left: { table: 'sales', column: 'product_id' },
              right: { table: 'stores', column: 'store_id' },
            },
          },
        ],
        columns: [{ table: 'sales', column: 'profit' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      message: 'The query cannot be built as it is.',
      errors: [
        {
          path: 'joins.0.on',
          message:
            'sales.product_id = stores.store_id is not a declared relation of the datasource',
        },
        { path: 'columns.0', message: 'table "sales" has no column "profit"' },
      ],
    });
    const schema = await build('super', { notebook: { table: 'sales; DROP TABLE sales' } });
    expect(schema.status).toBe(400);
    expect((schema.json as { errors: { path: string }[] }).errors[0]?.path).toBe('table');
    expect((await build('viewer', { notebook })).status).toBe(403);
    // globex builds against its own data only: acme's table names are not in its catalog.
    const globex = await build(
      'super',
      { notebook: { table: 'sales', columns: [{ table: 'sales', column: 'brand' }], limit: 1 } },
      'globex',
    );
    expect(globex.status, globex.text).toBe(200);
  });

  it('saves as a normal saved query compiled by the server, runs for a viewer, and reopens in the builder', async () => {
    const save = await server.request({
      method: 'PUT',
      path: '/api/v2/queries/',
      tenant: 'acme',
      token: tokens['acme/super'],
      body: {
        query_slug: 'online_revenue_by_region',
        program_slug: 'retail',
        description: 'Online revenue by region, October',
        builder: notebook,
        // A stale or forged SQL sent along is replaced by the notebook's.
        query_raw: 'SELECT 1 AS forged',
      },
    });
    expect(save.status, save.text).toBe(200);
    const dir = path.join(server.configDir, 'acme', 'queries');
    const sql = await readFile(path.join(dir, 'online_revenue_by_region.sql'), 'utf8');
    expect(sql).toContain('-- Built with the queries builder');
    expect(sql).not.toContain('forged');
    const json = JSON.parse(
      await readFile(path.join(dir, 'online_revenue_by_region.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(json.builder).toEqual(notebook);
    expect(json.params).toEqual([
      { name: 'sale_date_from', type: 'date', value: '2026-10-01', index: 0 },
      { name: 'sale_date_to', type: 'date', value: '2026-10-31', index: 1 },
      { name: 'platform', type: 'string', value: 'Online', index: 2 },
    ]);
    const run = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/online_revenue_by_region',
      tenant: 'acme',
      token: tokens['acme/viewer'],
      body: { platform: 'In-Store' },
    });
    expect(run.status, run.text).toBe(200);
    expect((run.json as unknown[]).length).toBeGreaterThan(0);
    const listed = await server.request({
      method: 'GET',
      path: '/api/v2/queries/?query_slug=online_revenue_by_region',
      tenant: 'acme',
      token: tokens['acme/super'],
    });
    expect((listed.json as { builder: unknown }[])[0]?.builder).toEqual(notebook);
    const broken = await server.request({
      method: 'PUT',
      path: '/api/v2/queries/',
      tenant: 'acme',
      token: tokens['acme/super'],
      body: {
        query_slug: 'broken_builder',
        program_slug: 'retail',
        builder: { table: 'nope', columns: [{ table: 'nope', column: 'x' }] },
      },
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({
      reason: expect.stringContaining('builder.table: no table "nope" in the datasource'),
    });
  });
});
