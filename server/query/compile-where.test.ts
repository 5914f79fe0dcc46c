import { describe, expect, it } from 'vitest';
import { compileBoth, SALES } from './compile-fixtures.ts';

const STORES = 'SELECT * FROM store_list';

describe('where_cond forms (outer WHERE on the query columns)', () => {
  it('leaves the SQL as it is when nothing is added', () => {
    expect(compileBoth({ sql: 'SELECT * FROM store_list;' })).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT * FROM store_list
      -- params: []"
    `);
  });

  it('binds scalars as = and coerces them to the column kind', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: { region_id: '3', store_name: 42, is_open: 'true', opened_on: '2024-05-01' },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" = $1 AND "store_name" = $2 AND "is_open" = $3 AND "opened_on" = $4
      -- params: [3,"42",true,"2024-05-01"]"
    `);
  });

  it('turns null, "null" and "!null" into IS [NOT] NULL, flipped by !', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: {
            region_id: null,
            district_id: 'null',
            store_id: '!null',
            'territory_id!': null,
            'store_name!': '!null',
          },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" IS NULL AND "district_id" IS NULL AND "store_id" IS NOT NULL AND "territory_id" IS NOT NULL AND "store_name" IS NULL
      -- params: []"
    `);
  });

  it('negates a scalar with k!', () => {
    expect(compileBoth({ sql: STORES, conditions: { where_cond: { 'region_id!': 3 } } }))
      .toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" <> $1
      -- params: [3]"
    `);
  });

  it('binds lists as IN / NOT IN, ignores an empty list and keeps null items', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: {
            region_id: [1, '2', 3],
            'store_id!': [10, 11],
            district_id: [],
            territory_id: [1, null],
            'store_name!': ['A', null],
          },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" IN ($1, $2, $3) AND "store_id" NOT IN ($4, $5) AND ("territory_id" IN ($6) OR "territory_id" IS NULL) AND ("store_name" NOT IN ($7) AND "store_name" IS NOT NULL)
      -- params: [1,2,3,10,11,1,"A"]"
    `);
  });

  it('compiles [operator, value] pairs, LIKE on text and NOT (...) for k!', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: {
            region_id: ['>=', '5'],
            district_id: ['!=', 7],
            store_name: ['LIKE', 'Acme %'],
            store_id: ['ilike', '1%'],
            'territory_id!': ['<', 3],
          },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" >= $1 AND "district_id" <> $2 AND "store_name" LIKE $3 AND CAST("store_id" AS VARCHAR) ILIKE $4 AND NOT ("territory_id" < $5)
      -- params: [5,7,"Acme %","1%",3]"
    `);
  });

  it('compiles two dates on a date column as BETWEEN, and on other columns as IN', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: {
            opened_on: ['2024-01-01', '2024-12-31'],
            'updated_at!': ['2024-01-01', '2024-01-31'],
            store_name: ['2024-01-01', '2024-12-31'],
          },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "opened_on" BETWEEN $1 AND $2 AND "updated_at" NOT BETWEEN $3 AND $4 AND "store_name" IN ($5, $6)
      -- params: ["2024-01-01","2024-12-31","2024-01-01","2024-01-31","2024-01-01","2024-12-31"]"
    `);
  });

  it('matches starts-with (~) literally, casting non-text columns', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: { 'store_name~': '50%_off\\', 'store_id~': 12, 'region_id~': [1, 2] },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "store_name" ILIKE $1 ESCAPE '\\' AND CAST("store_id" AS VARCHAR) ILIKE $2 ESCAPE '\\' AND (CAST("region_id" AS VARCHAR) ILIKE $3 ESCAPE '\\' OR CAST("region_id" AS VARCHAR) ILIKE $4 ESCAPE '\\')
      -- params: ["50\\\\%\\\\_off\\\\\\\\%","12%","1%","2%"]"
    `);
  });

  it('joins every | key into one OR group ANDed with the rest', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          where_cond: {
            'region_id|': 1,
            territory_id: 2,
            'store_id|': [5, 6],
            'store_name|': null,
          },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $2 AND ("region_id" = $1 OR "store_id" IN ($3, $4) OR "store_name" IS NULL)
      -- params: [1,2,5,6]"
    `);
  });

  it('reads where and filter as aliases of where_cond (where_cond wins) and loose keys as entries', () => {
    expect(
      compileBoth({
        sql: STORES,
        conditions: {
          filter: { region_id: 1, store_id: 9 },
          where: { region_id: 2 },
          where_cond: { region_id: 3 },
          district_id: 4,
          fdate: 'sale_date',
          isComparison: false,
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "district_id" = $1 AND "region_id" = $2 AND "store_id" = $3
      -- params: [4,3,9]"
    `);
  });

  it('merges saved < widget < request, a later layer replacing a column whatever its suffix', () => {
    expect(
      compileBoth({
        sql: STORES,
        query: {
          query_slug: 'q',
          program_slug: 'retail',
          where_cond: { territory_id: 1, region_id: 1 },
          conditions: { where_cond: { district_id: 1 } },
        },
        widgetConditions: { where_cond: { 'region_id!': 2, store_id: 3 } },
        conditions: { where_cond: { 'region_id|': 4, 'store_id~': '1' } },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $1 AND "district_id" = $2 AND CAST("store_id" AS VARCHAR) ILIKE $4 ESCAPE '\\' AND ("region_id" = $3)
      -- params: [1,1,4,"1%"]"
    `);
  });

  it('puts the where expression into {where_cond}, {filter} and {and_cond}, accepting table columns', () => {
    const query = { tableColumns: SALES, columns: SALES };
    expect(
      compileBoth({
        ...query,
        sql: 'SELECT brand, sum(revenue) AS revenue FROM sales {where_cond} GROUP BY brand',
        conditions: { where_cond: { region_id: 3, platform: ['Online', 'Mobile App'] } },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT brand, sum(revenue) AS revenue FROM sales WHERE "region_id" = $1 AND "platform" IN ($2, $3) GROUP BY brand
      -- params: [3,"Online","Mobile App"]"
    `);
    expect(
      compileBoth({
        ...query,
        sql: 'SELECT count(*) AS n FROM sales {filter}',
        conditions: {},
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT count(*) AS n FROM sales 
      -- params: []"
    `);
    expect(
      compileBoth({
        ...query,
        sql: 'SELECT count(*) AS n FROM sales WHERE units > 0 {and_cond}',
        conditions: { where_cond: { 'brand~': 'Lu' } },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT count(*) AS n FROM sales WHERE units > 0 AND "brand" ILIKE $1 ESCAPE '\\'
      -- params: ["Lu%"]"
    `);
  });
});

describe('hierarchy roll-ups (level L = region_id, the deepest selected)', () => {
  const hierarchy = ['territory_id', 'region_id', 'district_id', 'market_id', 'store_id'];
  const where_cond = { territory_id: 1, region_id: 3 };
  const run = (conditions: Record<string, unknown>) =>
    compileBoth({ sql: STORES, hierarchy, conditions });

  it('null_rolldown: every level below L IS NULL (market_id is no column, so skipped)', () => {
    expect(run({ where_cond, hlevel: 'null_rolldown' })).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $1 AND "region_id" = $2 AND "district_id" IS NULL AND "store_id" IS NULL
      -- params: [1,3]"
    `);
  });

  it('select_child: the level below L IS NOT NULL, deeper ones IS NULL', () => {
    expect(run({ where_cond, hlevel: 'select_child' })).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $1 AND "region_id" = $2 AND "district_id" IS NOT NULL AND "store_id" IS NULL
      -- params: [1,3]"
    `);
  });

  it('select_children: child IS NOT NULL, grandchild free, ordered child then grandchild', () => {
    expect(run({ where_cond, hlevel: 'select_children', ordering: 'store_name' }))
      .toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $1 AND "region_id" = $2 AND "district_id" IS NOT NULL
      ORDER BY "district_id" DESC, "store_id" DESC NULLS FIRST, "store_name"
      -- params: [1,3]"
    `);
  });

  it('select_stores: the last level IS NOT NULL', () => {
    expect(run({ where_cond, hlevel: 'select_stores' })).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $1 AND "region_id" = $2 AND "store_id" IS NOT NULL
      -- params: [1,3]"
    `);
  });

  it('reads qry_options flags when hlevel is unset', () => {
    expect(run({ where_cond, qry_options: { null_rolldown: false, select_child: 'true' } }))
      .toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" = $1 AND "region_id" = $2 AND "district_id" IS NOT NULL AND "store_id" IS NULL
      -- params: [1,3]"
    `);
  });

  it('treats no selection (or only negations) as L above the top level', () => {
    expect(run({ hlevel: 'select_child' })).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" IS NOT NULL AND "region_id" IS NULL AND "district_id" IS NULL AND "store_id" IS NULL
      -- params: []"
    `);
    expect(run({ where_cond: { 'territory_id!': 2 }, hlevel: 'null_rolldown' }))
      .toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "territory_id" <> $1 AND "region_id" IS NULL AND "district_id" IS NULL AND "store_id" IS NULL
      -- params: [2]"
    `);
  });
});
