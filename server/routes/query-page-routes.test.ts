import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { CACHE_HEADER } from './query-response.ts';

type Row = Record<string, unknown>;
interface Page {
  total: number;
  offset: number;
  limit: number;
  columns: string[];
  rows: Row[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
const RANGE = { firstdate: '2026-10-01', lastdate: '2026-10-31' };

beforeAll(async () => {
  server = await startTestServer();
  tokens.viewer = await server.login('acme', 'viewer');
  tokens.fixed = await server.login('acme', 'fixed');
});

afterAll(async () => {
  await server?.close();
});

const page = (body: Row, who = 'viewer', slug = 'retail_sales_lines') =>
  server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}/page`,
    tenant: 'acme',
    token: tokens[who],
    body,
  });
const message = (response: { json: unknown }) => (response.json as { message: string }).message;

describe('POST /api/v2/services/queries/{slug}/page', () => {
  it('answers one page, the filtered total, and the next page continues it', async () => {
    const sort = { column: 'revenue', direction: 'desc' };
    const first = await page({ ...RANGE, page: { offset: 0, limit: 20, sort } });
    expect(first.status).toBe(200);
    const one = first.json as Page;
    expect(one.rows).toHaveLength(20);
    expect(one.columns.slice(0, 3)).toEqual(['sale_date', 'store_id', 'region_id']);
    expect(one.total).toBeGreaterThan(20);
    const revenues = one.rows.map((row) => row.revenue as number);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const second = (await page({ ...RANGE, page: { offset: 20, limit: 20, sort } })).json as Page;
    expect(second.total).toBe(one.total);
    expect(second.offset).toBe(20);
    expect(second.rows[0]!.revenue as number).toBeLessThanOrEqual(revenues.at(-1)!);
    // The total agrees with the whole query's row count over the same range.
    const all = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/retail_sales_daily',
      tenant: 'acme',
      token: tokens.viewer,
      body: RANGE,
    });
    expect(all.status).toBe(200);
    expect(one.total).toBeGreaterThan((all.json as Row[]).length);
  });

  it('filters on the server with bound values (a quote is a value, not SQL)', async () => {
    const base = { ...RANGE, page: { limit: 50 } };
    const unfiltered = (await page(base)).json as Page;
    const filtered = await page({
      ...RANGE,
      page: { limit: 50, filters: [{ column: 'platform', op: 'contains', value: 'onl' }] },
    });
    expect(filtered.status).toBe(200);
    const rows = (filtered.json as Page).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.platform))).toEqual(new Set(['Online']));
    expect((filtered.json as Page).total).toBeLessThan(unfiltered.total);
    const injected = await page({
      ...RANGE,
      page: { filters: [{ column: 'brand', op: 'eq', value: "x' OR '1'='1" }] },
    });
    expect(injected.status).toBe(200);
    expect((injected.json as Page).total).toBe(0);
    expect((injected.json as Page).columns).toContain('brand');
  });

  it('refuses a column the query does not have, naming it and the columns it has', async () => {
    const response = await page({
      ...RANGE,
      page: { sort: { column: 'revenue; DROP TABLE sales', direction: 'asc' } },
    });
    expect(response.status).toBe(400);
    expect(message(response)).toContain(
      'Unknown column "revenue; DROP TABLE sales" in page.sort.column',
    );
    expect(message(response)).toContain('sale_date, store_id');
    const filter = await page({ ...RANGE, page: { filters: [{ column: 'secret', value: 1 }] } });
    expect(filter.status).toBe(400);
    expect(message(filter)).toContain('page.filters[0].column');
  });

  it.each([
    [{ limit: 501 }, 'page.limit'],
    [{ offset: -1 }, 'page.offset'],
    [{ sort: { column: 'revenue', direction: 'up' } }, 'page.sort.direction'],
    [{ filters: [{ column: 'brand', op: 'like', value: 'a' }] }, 'page.filters[0].op'],
    [{ filters: [{ column: 'brand', value: { a: 1 } }] }, 'page.filters[0].value'],
  ])('answers 400 for page %j naming %s', async (bad, field) => {
    const response = await page({ ...RANGE, page: bad });
    expect(response.status).toBe(400);
    expect(message(response)).toContain(field);
  });

  it('keeps the user fixed filter whatever the page asks', async () => {
    const response = await page(
      {
        ...RANGE,
        page: { limit: 100, filters: [{ column: 'region_id', op: 'ne', value: 3 }] },
      },
      'fixed',
    );
    expect(response.status).toBe(200);
    expect((response.json as Page).total).toBe(0);
    const own = (await page({ ...RANGE, page: { limit: 100 } }, 'fixed')).json as Page;
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((row) => row.region_id))).toEqual(new Set([3]));
  });

  it('answers a repeated page from the result cache', async () => {
    const body = { ...RANGE, page: { offset: 40, limit: 10, sort: { column: 'units' } } };
    const first = await page(body);
    const second = await page(body);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(second.json).toEqual(first.json);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await page({ page: {} }, 'viewer', 'no_such_query');
    expect(response.status).toBe(404);
  });
});
