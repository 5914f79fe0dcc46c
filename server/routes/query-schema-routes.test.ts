import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { SCHEMA_FORBIDDEN, type SchemaListing } from './query-schema-routes.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['acme/viewer', 'acme/owner', 'acme/super', 'acme/superuser', 'globex/super']) {
    const [tenant = '', user = ''] = who.split('/');
    tokens[who] = await server.login(tenant, user);
  }
});

afterAll(async () => {
  await server?.close();
});

const schema = (who: string, query = '') =>
  server.request({
    path: `/api/v2/services/queries/schema${query}`,
    tenant: who.split('/')[0],
    token: tokens[who],
  });

const preview = (body: Record<string, unknown>, who = 'acme/super') =>
  server.request({
    method: 'POST',
    path: '/api/v2/services/queries',
    tenant: who.split('/')[0],
    token: tokens[who],
    body,
  });

describe('GET /api/v2/services/queries/schema', () => {
  it.each(['acme/super', 'acme/superuser'])(
    'lists the tables and typed columns of the tenant datasource for %s',
    async (who) => {
      const response = await schema(who, '?datasource=demo');
      expect(response.status).toBe(200);
      const listing = response.json as SchemaListing;
      expect(listing.datasource).toBe('demo');
      // The demo's read datasource and its write store (rows people enter are queryable too).
      expect(listing.datasources).toEqual(['demo', 'writes']);
      const names = listing.tables.map((table) => table.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const stores = listing.tables.find((table) => table.name === 'stores');
      expect(stores?.columns.map((column) => column.name)).toContain('region_id');
      expect(stores?.columns.every((column) => column.type.length > 0)).toBe(true);
    },
  );

  it('defaults to the demo datasource', async () => {
    const response = await schema('acme/super');
    expect(response.status).toBe(200);
    expect((response.json as SchemaListing).datasource).toBe('demo');
  });

  it('lists only the tenant’s own schema, never another tenant’s nor the catalogs', async () => {
    // acme and globex are two schemas of one DuckDB file with the same table names: listing
    // more than one schema would repeat every column of a table.
    const acme = (await schema('acme/super')).json as SchemaListing;
    for (const table of acme.tables) {
      const names = table.columns.map((column) => column.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(acme.tables.length).toBeGreaterThan(0);
    expect(acme.tables.some((table) => /^(duckdb_|pg_|information_schema)/.test(table.name))).toBe(
      false,
    );
  });

  it.each(['acme/viewer', 'acme/owner'])('answers 403 to %s', async (who) => {
    const response = await schema(who);
    expect(response.status).toBe(403);
    expect((response.json as { message: string }).message).toBe(SCHEMA_FORBIDDEN);
  });

  it('answers 401 without a token and 404 for an unknown datasource', async () => {
    const anonymous = await server.request({
      path: '/api/v2/services/queries/schema',
      tenant: 'acme',
    });
    expect(anonymous.status).toBe(401);
    expect((await schema('acme/super', '?datasource=nope')).status).toBe(404);
  });
});

describe('POST /api/v2/services/queries with typed {params}', () => {
  const sql =
    'SELECT store_id, region_id FROM stores WHERE region_id = {region} {and_cond} ORDER BY store_id';

  it('binds each declared parameter with its type and empties the where slots', async () => {
    const all = await preview({ query_raw: 'SELECT store_id, region_id FROM stores' });
    const regions = [...new Set((all.json as { region_id: number }[]).map((r) => r.region_id))];
    const region = regions[0];
    const response = await preview({
      query_raw: sql,
      params: [{ name: 'region', type: 'integer', value: String(region) }],
    });
    expect(response.status).toBe(200);
    const rows = response.json as { region_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.region_id === region)).toBe(true);
  });

  it('binds a value as data, never as SQL text', async () => {
    const response = await preview({
      query_raw: 'SELECT {name} AS echoed',
      params: [{ name: 'name', type: 'string', value: "x' OR 1=1 --" }],
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ echoed: "x' OR 1=1 --" }]);
  });

  it('resolves date tokens in the date slots', async () => {
    const response = await preview({
      query_raw: 'SELECT {firstdate} AS d',
      firstdate: '2024-03-05',
    });
    expect(response.status).toBe(200);
    expect(String((response.json as { d: string }[])[0]?.d)).toContain('2024-03-05');
  });

  it.each([
    [{ query_raw: 'SELECT {missing} AS x' }, 'not a declared parameter'],
    [
      { query_raw: 'SELECT {n} AS x', params: [{ name: 'n', type: 'integer', value: 'abc' }] },
      'must be an integer',
    ],
    [{ query_raw: 'SELECT {n} AS x', params: [{ name: 'n-1', type: 'string' }] }, 'word'],
  ])('answers 400 naming the problem for %j', async (body, text) => {
    const response = await preview(body);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(text);
  });
});
