/**
 * Classic injection payloads in every place a request can put text (where values and keys,
 * loose keys, fields, grouping, ordering, parameters, limits, dates, slugs), on DuckDB and on
 * PostgreSQL. Each attempt is either refused with a 400 naming the key or bound as a plain
 * value; afterwards no table has changed and no acme answer holds a row of globex.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { duckdbEngine, postgresEngine, testUser, type TestEngine } from './engine-test-support.ts';
import { NotFoundError, QueryError, QueryInputError } from './query-errors.ts';

const postgresReady = requireOrSkip(
  'SQL injection suite on PostgreSQL',
  await postgresAvailability(),
);

const PAYLOADS = [
  "'; DROP TABLE sales; --",
  '1 OR 1=1',
  '") OR ("1"="1',
  'region_id; DELETE FROM stores',
  'sum(revenue)); DROP TABLE x; --',
  '\u2019 OR \u20191\u2019=\u20191', // ’ right single quotation marks
  '\u02bc; DROP TABLE sales; --', // ʼ modifier letter apostrophe
  '\uff07 OR 1=1 --', // ＇ fullwidth apostrophe
  '$1',
  "\\'; DROP TABLE sales; --",
  'x\\',
  'Acme\u0000; DROP TABLE sales',
  '*/ DROP TABLE sales; /*',
  '$$; DROP TABLE sales; $$',
  'globex.stores',
  'store_name FROM globex.stores --',
];

const TABLES = [
  'territories',
  'regions',
  'districts',
  'stores',
  'store_hierarchy',
  'products',
  'sales',
  'fiscal_calendar',
  'operational_variables',
];

type Outcome = { ok: true; rows: Record<string, unknown>[] } | { ok: false; error: unknown };

const ENGINES = [
  { name: 'DuckDB', ready: true, start: () => duckdbEngine() },
  { name: 'PostgreSQL', ready: postgresReady, start: () => postgresEngine() },
];

describe.each(ENGINES)('SQL injection on $name', ({ ready, start }) => {
  let engine: TestEngine;
  let countsBefore: Record<string, number>;
  let globexStores: Set<string>;
  const acmeRows: Record<string, unknown>[][] = [];

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const tenant of ['acme', 'globex']) {
      const datasource = await engine.datasources.get(tenant, 'demo');
      for (const table of TABLES) {
        const { rows } = await datasource.query(`SELECT count(*) AS n FROM ${table}`, [], {
          timeoutMs: 10_000,
          rowLimit: 1,
        });
        result[`${tenant}.${table}`] = Number(rows[0]?.n);
      }
    }
    return result;
  }

  async function attempt(slug: string, conditions: Record<string, unknown>): Promise<Outcome> {
    try {
      const { rows } = await engine.service.runSlug({
        tenant: engine.tenant('acme'),
        slug,
        conditions,
        user: testUser(),
        refresh: true,
      });
      acmeRows.push(rows);
      return { ok: true, rows };
    } catch (error) {
      return { ok: false, error };
    }
  }

  function expectRefused(outcome: Outcome, message: string | RegExp): void {
    expect(outcome.ok, 'the payload should have been refused').toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBeInstanceOf(QueryInputError);
    expect((outcome.error as Error).message).toMatch(message);
  }

  beforeAll(async () => {
    if (!ready) return;
    engine = await start();
    countsBefore = await counts();
    const globex = await engine.service.runSlug({
      tenant: engine.tenant('globex'),
      slug: 'retail_stores',
      user: testUser({ tenant: 'globex' }),
    });
    globexStores = new Set(globex.rows.map((row) => String(row.store_name)));
    expect(globexStores.size).toBe(160);
  });

  afterAll(async () => {
    if (!ready) return;
    try {
      // Nothing changed, and no acme answer carried a globex store.
      expect(await counts()).toEqual(countsBefore);
      const leaked = acmeRows.flat().filter((row) => globexStores.has(String(row.store_name)));
      expect(leaked).toEqual([]);
      expect(acmeRows.length).toBeGreaterThan(PAYLOADS.length);
    } finally {
      await engine.close();
    }
  });

  describe.skipIf(!ready)('payloads', () => {
    it.each(PAYLOADS)('where value on a text column: bound as a value (%j)', async (payload) => {
      const outcome = await attempt('retail_stores', { where_cond: { store_name: payload } });
      if (outcome.ok) expect(outcome.rows).toEqual([]);
      else
        expectRefused(outcome, /"store_name" in where_cond: text cannot contain a NUL character/);
      const list = await attempt('retail_stores', {
        where_cond: { 'store_name!': [payload], region_id: 3 },
      });
      if (list.ok) expect(list.rows.length).toBeGreaterThan(0);
      else expectRefused(list, /"store_name!" in where_cond/);
      const prefix = await attempt('stores_ops_store_list', {
        where_cond: { 'store_name~': payload },
      });
      if (prefix.ok) expect(prefix.rows).toEqual([]);
      else expectRefused(prefix, /"store_name~" in where_cond/);
    });

    it.each(PAYLOADS)('where value on a number column: refused (%j)', async (payload) => {
      expectRefused(
        await attempt('retail_sales_daily', { where_cond: { region_id: payload } }),
        /for "region_id" in where_cond/,
      );
      expectRefused(
        await attempt('retail_sales_daily', { where_cond: { units: ['>=', payload] } }),
        /for "units" in where_cond/,
      );
    });

    it.each(PAYLOADS)('where key, loose key and OR key: refused (%j)', async (payload) => {
      expectRefused(
        await attempt('retail_stores', { where_cond: { [payload]: 1 } }),
        /in where_cond/,
      );
      expectRefused(
        await attempt('retail_stores', { where_cond: { [`${payload}|`]: 1 } }),
        /in where_cond/,
      );
      expectRefused(await attempt('retail_stores', { [payload]: 'x' }), /in where_cond/);
    });

    it.each(PAYLOADS)('fields, grouping and ordering: refused (%j)', async (payload) => {
      expectRefused(
        await attempt('retail_stores', { fields: ['store_id', payload] }),
        /in fields$/,
      );
      expectRefused(
        await attempt('retail_stores', { fields: `store_id, ${payload}` }),
        /in fields$/,
      );
      expectRefused(
        await attempt('retail_stores', { grouping: [payload] }),
        /in (grouping|fields)$/,
      );
      expectRefused(await attempt('retail_stores', { ordering: [payload] }), /in ordering$/);
      expectRefused(
        await attempt('retail_stores', { ordering: `store_id DESC, ${payload}` }),
        /in ordering$/,
      );
    });

    it.each(PAYLOADS)('parameters, limits, dates and roll-ups: refused (%j)', async (payload) => {
      expectRefused(
        await attempt('retail_top_stores', { top_n: payload }),
        /^Parameter "top_n" must be an integer/,
      );
      expectRefused(
        await attempt('retail_margin_by_category', { min_revenue: payload }),
        /^Parameter "min_revenue" must be a number/,
      );
      expectRefused(await attempt('retail_stores', { querylimit: payload }), /^Invalid querylimit/);
      expectRefused(
        await attempt('retail_stores', { querylimit: 5, _offset: payload }),
        /^Invalid _offset/,
      );
      expectRefused(await attempt('retail_sales_daily', { firstdate: payload }), /firstdate/);
      expectRefused(await attempt('retail_stores', { hlevel: payload }), /^Invalid hlevel/);
    });

    it.each(PAYLOADS)('slug: not found (%j)', async (payload) => {
      const outcome = await attempt(payload, {});
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error).toBeInstanceOf(NotFoundError);
      const suffixed = await attempt(`retail_stores${payload}`, {});
      expect(suffixed.ok).toBe(false);
      if (!suffixed.ok) expect(suffixed.error).toBeInstanceOf(NotFoundError);
    });

    it('raw previews cannot stack a second statement or write', async () => {
      for (const sql of PAYLOADS.map((payload) => `SELECT '${payload}'`)) {
        try {
          await engine.service.preview({ tenant: engine.tenant('acme'), sql, user: testUser() });
        } catch (error) {
          // A payload that closes the quote leaves SQL behind: refused or a database error.
          expect(error).toBeInstanceOf(QueryError);
        }
      }
    });

    it('previews cannot name the other tenant schema', async () => {
      const globex = engine.schemaOf('globex');
      for (const sql of [
        `SELECT store_name FROM ${globex}.stores`,
        `SELECT store_name FROM "${globex}"."stores"`,
        `SELECT s.store_name FROM stores s UNION ALL SELECT store_name FROM ${globex}.stores`,
      ]) {
        // The word guard refuses it where it knows the schema; below it, acme's DuckDB file has
        // no globex schema and acme's PostgreSQL role no USAGE on it.
        await expect(
          engine.service.preview({ tenant: engine.tenant('acme'), sql, user: testUser() }),
        ).rejects.toThrow(
          new RegExp(
            `Schema "${globex}" cannot be read from datasource "demo"|schema "${globex}" does not exist|permission denied for schema ${globex}`,
          ),
        );
      }
    });

    it('acme and globex answers stay apart', async () => {
      const acme = await attempt('retail_stores', {});
      expect(acme.ok && acme.rows.length).toBe(400);
    });
  });
});
