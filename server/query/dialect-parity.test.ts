/**
 * One conditions suite, two engines: the acme demo data copied into PostgreSQL must give the
 * same rows as DuckDB for the same saved queries and conditions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import { demoDatabasePath } from '../data/generate-demo.ts';
import { openDuckDbFile } from '../datasources/duckdb-datasource.ts';
import type { SessionUser } from '../http/context.ts';
import { duckdbEngine, postgresEngine, testUser, type TestEngine } from './engine-test-support.ts';

const ready = requireOrSkip('DuckDB / PostgreSQL parity', await postgresAvailability());

let duck: TestEngine;
let post: TestEngine;

/**
 * Rows in a canonical order with numbers to 10 significant digits: the engines add up DOUBLE
 * columns in different orders, so sums may differ in their last bits (never in the cents).
 */
function canonical(rows: Record<string, unknown>[]): string[] {
  return rows
    .map((row) =>
      JSON.stringify(row, (_key, value: unknown) =>
        typeof value === 'number' && !Number.isInteger(value)
          ? Number(value.toPrecision(10))
          : value,
      ),
    )
    .sort();
}

interface Case {
  slug: string;
  conditions?: Record<string, unknown>;
  user?: SessionUser;
  /** The case must return at least this many rows (so an empty result cannot pass). */
  atLeast?: number;
}

const CASES: [string, Case][] = [
  ['defaults', { slug: 'retail_sales_daily', atLeast: 14 }],
  [
    'date range and a region',
    {
      slug: 'retail_sales_daily',
      conditions: { firstdate: '2026-10-01', lastdate: '2026-10-31', where_cond: { region_id: 3 } },
      atLeast: 20,
    },
  ],
  [
    'IN list',
    {
      slug: 'retail_sales_by_brand',
      conditions: { where_cond: { platform: ['Online', 'Mobile App'] } },
      atLeast: 5,
    },
  ],
  [
    'NOT IN and ordering',
    {
      slug: 'retail_sales_by_region',
      conditions: { where_cond: { 'region_id!': [1, 2] }, ordering: 'region_name' },
      atLeast: 5,
    },
  ],
  [
    'starts-with',
    { slug: 'retail_stores', conditions: { where_cond: { 'store_name~': 'acme s' } }, atLeast: 5 },
  ],
  [
    'roll-up to stores of a region',
    {
      slug: 'retail_stores',
      conditions: { where_cond: { region_id: 3 }, hlevel: 'select_stores' },
      atLeast: 5,
    },
  ],
  [
    'OR group on output columns',
    {
      slug: 'stores_ops_store_list',
      conditions: {
        where_cond: { 'region_id|': 3, 'district_id|': [10, 11] },
        fields: 'store_id, store_name as name, opened_on',
      },
      atLeast: 10,
    },
  ],
  [
    'fields and grouping',
    {
      slug: 'retail_sales_by_territory',
      conditions: {
        fields: [
          'territory_name',
          'count(DISTINCT sale_date) AS days',
          'sum(units) AS units',
          'max(revenue)',
        ],
        grouping: ['territory_name'],
        ordering: [],
      },
      atLeast: 4,
    },
  ],
  [
    'limit and offset',
    {
      slug: 'retail_products',
      conditions: {
        where_cond: { brand: 'Lumina' },
        ordering: 'product_id',
        querylimit: 10,
        _offset: 5,
      },
      atLeast: 10,
    },
  ],
  [
    'integer parameter',
    {
      slug: 'retail_top_stores',
      conditions: { top_n: 5, where_cond: { category: 'Home & Bedding' }, firstdate: 'FDOY' },
      atLeast: 5,
    },
  ],
  [
    'float parameter and fiscal token',
    {
      slug: 'retail_margin_by_category',
      conditions: { min_revenue: 250.5, firstdate: 'FDOFMQ' },
      atLeast: 5,
    },
  ],
  [
    'operator pairs',
    {
      slug: 'ecommerce_brand_platform',
      conditions: {
        where_cond: { platform: ['LIKE', 'M%'], 'brand!': 'Lumina', units: ['>=', 2] },
        firstdate: 'FDOPM',
      },
      atLeast: 5,
    },
  ],
  [
    'previous year',
    {
      slug: 'retail_sales_by_platform',
      conditions: { firstdate: 'FDOPY', lastdate: 'LDOPY' },
      atLeast: 100,
    },
  ],
  [
    'a holiday range',
    {
      slug: 'ecommerce_daily_orders',
      conditions: { firstdate: '2025-11-20', lastdate: '2025-12-05' },
      atLeast: 16,
    },
  ],
  [
    'fixed filter',
    {
      slug: 'retail_sales_by_district',
      user: testUser({ filtering_fixed: { region_id: 3 } }),
      conditions: { where_cond: { 'region_id|': 4 }, firstdate: 'FDOY' },
      atLeast: 2,
    },
  ],
  [
    'case-insensitive starts-with inside the SQL',
    { slug: 'retail_brands', conditions: { where_cond: { 'category~': 'home' } }, atLeast: 5 },
  ],
  [
    'BETWEEN on a date column',
    {
      slug: 'stores_ops_store_list',
      conditions: { where_cond: { opened_on: ['2025-01-01', '2026-11-14'] } },
      atLeast: 10,
    },
  ],
];

describe.skipIf(!ready)('DuckDB and PostgreSQL return the same rows', () => {
  beforeAll(async () => {
    duck = await duckdbEngine();
    post = await postgresEngine();
  });

  afterAll(async () => {
    await duck?.close();
    await post?.close();
  });

  it('the loader copied every table and view of the tenant with all its rows', async () => {
    const instance = await openDuckDbFile(demoDatabasePath(await sharedTestDataDir(), 'acme'));
    const connection = await instance.connect();
    try {
      const pgDemo = await post.datasources.get('acme', 'demo');
      const tables = (
        await connection.runAndReadAll(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'acme' ORDER BY 1",
        )
      ).getRowObjectsJson();
      // The demo's 13 tables, the weather table included.
      expect(tables.length).toBe(13);
      for (const { table_name: table } of tables) {
        const sql = `SELECT count(*) AS n FROM acme."${String(table)}"`;
        const expected = Number((await connection.runAndReadAll(sql)).getRowObjectsJson()[0]?.n);
        const actual = await pgDemo.query(`SELECT count(*) AS n FROM "${String(table)}"`, [], {
          timeoutMs: 10_000,
          rowLimit: 1,
        });
        expect(actual.rows, String(table)).toEqual([{ n: expected }]);
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });

  it.each(CASES)('%s', async (_name, { slug, conditions = {}, user = testUser(), atLeast = 1 }) => {
    const run = (engine: TestEngine) =>
      engine.service.runSlug({ tenant: engine.tenant('acme'), slug, conditions, user });
    const [fromDuck, fromPost] = await Promise.all([run(duck), run(post)]);
    expect(fromDuck.rows.length).toBeGreaterThanOrEqual(atLeast);
    expect(fromPost.columns).toEqual(fromDuck.columns);
    expect(canonical(fromPost.rows)).toEqual(canonical(fromDuck.rows));
  });
});
