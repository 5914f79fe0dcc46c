import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResultCache, type ResultCache } from '../cache/index.ts';
import { duckdbEngine, testUser, type TestEngine } from './engine-test-support.ts';
import {
  NotFoundError,
  QueryError,
  QueryExecutionError,
  QueryInputError,
  QueryTimeoutError,
} from './query-errors.ts';

let engine: TestEngine;
let cache: ResultCache;
const viewer = testUser();
const fixedUser = testUser({ username: 'fixed', filtering_fixed: { region_id: 3 } });

beforeAll(async () => {
  cache = createResultCache({ log: { warn: () => undefined, info: () => undefined } });
  engine = await duckdbEngine({ cache });
});

afterAll(async () => {
  await engine.close();
  await cache.close();
});

describe('every demo saved query runs on DuckDB with its default conditions', () => {
  it.each(['acme', 'globex'])('%s', async (id) => {
    const tenant = engine.tenant(id);
    expect(tenant.queries.size).toBeGreaterThan(0);
    for (const [slug, entity] of tenant.queries) {
      // The demo's http queries read the feed a running server serves itself: they run in
      // tests/e2e/api-tables.test.ts (and any http query in tests/server/http-datasource-http).
      if (entity.value.http !== undefined) continue;
      const result = await engine.service.runSlug({ tenant, slug, user: viewer, refresh: true });
      expect(result.columns.length, `${id}/${slug}`).toBeGreaterThan(0);
      // The write store starts empty: its rows are the ones people enter (Field reports).
      if (tenant.queries.get(slug)?.value.source === 'writes') continue;
      expect(result.rows.length, `${id}/${slug}`).toBeGreaterThan(0);
      expect(Object.keys(result.rows[0] ?? {}), `${id}/${slug}`).toEqual(result.columns);
    }
  });
});

describe('runSlug', () => {
  it('resolves date tokens against the operational date (2026-11-14)', async () => {
    const result = await engine.service.runSlug({
      tenant: engine.tenant('acme'),
      slug: 'retail_sales_daily',
      user: viewer,
    });
    const dates = result.rows.map((row) => row.sale_date);
    expect(dates[0]).toBe('2026-11-01');
    expect(dates.at(-1)).toBe('2026-11-14');
  });

  it('merges widget and request conditions over the saved defaults', async () => {
    const result = await engine.service.runSlug({
      tenant: engine.tenant('acme'),
      slug: 'retail_sales_daily',
      user: viewer,
      widgetConditions: { firstdate: '2026-10-01', lastdate: '2026-10-31', querylimit: 3 },
      conditions: { lastdate: '2026-10-05', ordering: 'sale_date DESC' },
    });
    expect(result.rows.map((row) => row.sale_date)).toEqual([
      '2026-10-05',
      '2026-10-04',
      '2026-10-03',
    ]);
  });

  it('restricts a fixed user to their region whatever the request asks', async () => {
    const tenant = engine.tenant('acme');
    for (const conditions of [
      {},
      { where_cond: { region_id: 5 } },
      { where_cond: { 'region_id!': 3 } },
      { where_cond: { 'region_id|': 5, 'store_id|': [1, 7, 300] } },
      { region_id: [1, 2, 3, 4, 5] },
    ]) {
      const result = await engine.service.runSlug({
        tenant,
        slug: 'retail_stores',
        user: fixedUser,
        conditions,
      });
      const regions = new Set(result.rows.map((row) => row.region_id));
      expect([...regions], JSON.stringify(conditions)).toEqual([3]);
    }
    const all = await engine.service.runSlug({ tenant, slug: 'retail_stores', user: viewer });
    expect(new Set(all.rows.map((row) => row.region_id)).size).toBe(12);
    const sales = await engine.service.runSlug({
      tenant,
      slug: 'retail_sales_by_region',
      user: fixedUser,
    });
    expect(sales.rows.map((row) => row.region_id)).toEqual([3]);
  });

  it('answers 404 for unknown slugs and for slugs of another tenant only', async () => {
    const globex = engine.tenant('globex');
    expect(engine.tenant('acme').queries.has('retail_brands')).toBe(true);
    for (const slug of ['no_such_query', 'retail_brands', '../acme/queries/retail_brands']) {
      await expect(engine.service.runSlug({ tenant: globex, slug, user: viewer })).rejects.toThrow(
        NotFoundError,
      );
    }
  });

  it('caches results per conditions and restrictions, refresh=1 bypassing the read', async () => {
    const tenant = engine.tenant('acme');
    const run = (user = viewer, refresh = false, conditions = {}) =>
      engine.service.runSlug({ tenant, slug: 'retail_categories', user, refresh, conditions });
    const first = await run(viewer, true);
    expect(first.cached).toBe(false);
    const second = await run();
    expect(second.cached).toBe(true);
    expect(second.json).toBe(first.json);
    expect((await run(viewer, true)).cached).toBe(false);
    expect((await run(fixedUser)).cached).toBe(false);
    expect((await run(fixedUser)).cached).toBe(true);
    expect((await run(viewer, false, { where_cond: { brand: 'Lumina' } })).cached).toBe(false);
  });

  it('never caches a slug with is_cached false', async () => {
    const tenant = engine.tenant('acme');
    const entity = tenant.queries.get('retail_brands');
    if (!entity) throw new Error('retail_brands missing');
    const original = entity.value;
    entity.value = { ...original, is_cached: false };
    try {
      for (let i = 0; i < 2; i++) {
        const result = await engine.service.runSlug({
          tenant,
          slug: 'retail_brands',
          user: viewer,
        });
        expect(result.cached).toBe(false);
      }
    } finally {
      entity.value = original;
    }
  });

  it('compiles every key of the request into a bound statement', async () => {
    const { compiled } = await engine.service.compileSlug({
      tenant: engine.tenant('acme'),
      slug: 'retail_top_stores',
      user: fixedUser,
      conditions: { top_n: 3, where_cond: { platform: 'Online' } },
    });
    expect(compiled.placeholders).toEqual(['firstdate', 'lastdate', 'and_cond', 'top_n']);
    expect(compiled.params).toEqual(['2026-11-01', '2026-11-14', 'Online', 3, 3]);
    expect(compiled.sql).toContain('AND "platform" = $3 AND "region_id" = $4');
    expect(compiled.sql).toContain('LIMIT CAST($5 AS BIGINT)');
  });
});

describe('columns', () => {
  it('lists the output columns of a slug without running it', async () => {
    expect(
      await engine.service.columns({
        tenant: engine.tenant('acme'),
        slug: 'retail_sales_by_region',
      }),
    ).toEqual([
      'territory_id',
      'region_id',
      'region_name',
      'revenue',
      'units',
      'margin',
      'margin_pct',
    ]);
    await expect(
      engine.service.columns({ tenant: engine.tenant('globex'), slug: 'retail_brands' }),
    ).rejects.toThrow(NotFoundError);
  });
});

describe('preview', () => {
  const preview = (sql: string, extra: { timeoutMs?: number; rowLimit?: number } = {}) =>
    engine.service.preview({ tenant: engine.tenant('acme'), sql, user: testUser(), ...extra });

  it('runs one read-only statement with a row limit', async () => {
    const result = await preview('SELECT store_id, store_name FROM stores ORDER BY store_id;', {
      rowLimit: 5,
    });
    expect(result.rows).toHaveLength(5);
    expect(result.truncated).toBe(true);
    expect(result.columns).toEqual(['store_id', 'store_name']);
    expect((await preview('DESCRIBE sales')).rows.length).toBe(13);
  });

  it.each([
    [
      'INSERT INTO sales SELECT * FROM sales',
      'Only SELECT, WITH, VALUES, DESCRIBE, SHOW and EXPLAIN',
    ],
    ['SELECT 1; DROP TABLE sales', 'Only one SQL statement'],
    ["SELECT 1 /* ; */ ; ATTACH 'x.db'", 'Only one SQL statement'],
    ['WITH x AS (DELETE FROM sales RETURNING *) SELECT * FROM x', '"DELETE" is not allowed'],
    ["SELECT * FROM read_csv('/etc/passwd')", 'Function "read_csv" is not allowed'],
    ["EXPLAIN ANALYZE COPY sales TO '/tmp/x.csv'", '"COPY" is not allowed'],
    ['PRAGMA database_list', 'Only SELECT'],
    ['', 'The SQL is empty'],
  ])('refuses %j', async (sql, message) => {
    await expect(preview(sql)).rejects.toThrow(QueryInputError);
    await expect(preview(sql)).rejects.toThrow(message);
  });

  it("finds no globex schema in acme's own file", async () => {
    // acme's DuckDB file holds acme alone: the name is unknown, not merely forbidden.
    await expect(preview('SELECT * FROM globex.stores')).rejects.toThrow(QueryError);
    await expect(preview('SELECT * FROM globex.stores')).rejects.toThrow(
      /Schema "globex" cannot be read from datasource "demo"|schema "globex" does not exist/,
    );
  });

  it.each([
    ["SELECT * FROM pragma_table_info('globex.stores')", '"pragma_table_info" cannot be used'],
    ['SHOW ALL TABLES', '"SHOW ALL" lists other schemas'],
    [
      'SELECT table_name FROM information_schema.tables',
      'Schema "information_schema" cannot be read',
    ],
  ])('keeps %j inside the tenant schema', async (sql, message) => {
    await expect(preview(sql)).rejects.toThrow(QueryInputError);
    await expect(preview(sql)).rejects.toThrow(message);
    // The demo's 13 tables (sales, geography, products, fiscal calendar, engagement, weather…),
    // acme's own only.
    const tables = (await preview('SHOW TABLES')).rows;
    expect(tables).toHaveLength(13);
    expect(tables).toContainEqual({ name: 'weather' });
  });

  it('runs no saved query that reads another schema', async () => {
    const tenant = engine.tenant('acme');
    const entity = tenant.queries.get('retail_brands');
    if (!entity) throw new Error('retail_brands missing');
    const original = entity.sql;
    entity.sql = 'SELECT store_name FROM globex.stores {where_cond}';
    try {
      await expect(
        engine.service.runSlug({ tenant, slug: 'retail_brands', user: viewer }),
      ).rejects.toThrow(
        /Schema "globex" cannot be read from datasource "demo"|schema "globex" does not exist/,
      );
    } finally {
      entity.sql = original;
    }
  });

  it('reports database errors and timeouts with their message', async () => {
    await expect(preview('SELECT nope FROM sales')).rejects.toThrow(QueryExecutionError);
    await expect(preview('SELECT nope FROM sales')).rejects.toThrow(/nope/);
    await expect(
      preview('SELECT count(*) FROM range(100000000000) t(i) WHERE i % 7 = 3', { timeoutMs: 200 }),
    ).rejects.toThrow(new QueryTimeoutError(200));
  });
});

describe('operationalVariables', () => {
  it("reads the program's table, with the program config's variables winning", async () => {
    const tenant = engine.tenant('acme');
    const fromTable = await engine.service.operationalVariables({
      tenant,
      programSlug: 'ecommerce',
    });
    expect(fromTable).toMatchObject({
      operational_date: '2026-11-14',
      data_start_date: '2023-01-01',
    });
    const program = tenant.programs.get('ecommerce');
    if (!program) throw new Error('ecommerce missing');
    const original = program.value;
    program.value = { ...original, variables: { operational_date: '2026-10-31', region_label: 7 } };
    try {
      const merged = await engine.service.operationalVariables({
        tenant,
        programSlug: 'ecommerce',
      });
      expect(merged).toMatchObject({
        operational_date: '2026-10-31',
        region_label: '7',
        data_start_date: '2023-01-01',
      });
      const daily = await engine.service.runSlug({
        tenant,
        slug: 'ecommerce_daily_orders',
        user: viewer,
        refresh: true,
      });
      expect(daily.rows.map((row) => row.sale_date)).toContain('2026-10-31');
      expect(daily.rows.map((row) => row.sale_date)).not.toContain('2026-11-01');
    } finally {
      program.value = original;
    }
    await expect(
      engine.service.operationalVariables({ tenant, programSlug: 'nope' }),
    ).rejects.toThrow(NotFoundError);
  });
});
