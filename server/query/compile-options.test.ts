import { describe, expect, it } from 'vitest';
import {
  compileBoth,
  compileInput,
  SALES,
  savedQuery,
  type TestInput,
} from './compile-fixtures.ts';
import { compileQuery, describeSql } from './compile-query.ts';
import { DIALECTS } from './dialects.ts';
import { QueryInputError } from './query-errors.ts';

const STORES = 'SELECT * FROM store_list';
const SALES_INPUT = { sql: 'SELECT * FROM sales', columns: SALES };

describe('fields, grouping, ordering, limits', () => {
  it('selects, renames and aggregates columns of the query', () => {
    expect(
      compileBoth({
        ...SALES_INPUT,
        conditions: {
          fields: [
            'brand',
            'platform as channel',
            'sum(revenue) AS revenue',
            'COUNT(DISTINCT store_id) as stores',
            'count(*) AS lines',
            'max(Sale_Date)',
          ],
          grouping: 'brand, platform',
          ordering: ['revenue DESC', 'brand asc nulls last'],
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT "brand", "platform" AS "channel", sum("revenue") AS "revenue", count(DISTINCT "store_id") AS "stores", count(*) AS "lines", max("sale_date") AS "max(sale_date)"
      FROM (
      SELECT * FROM sales
      ) AS q
      GROUP BY "brand", "platform"
      ORDER BY "revenue" DESC, "brand" ASC NULLS LAST
      -- params: []"
    `);
  });

  it('selects the grouping columns when fields are empty', () => {
    expect(compileBoth({ ...SALES_INPUT, conditions: { fields: [], grouping: ['region_id'] } }))
      .toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT "region_id"
      FROM (
      SELECT * FROM sales
      ) AS q
      GROUP BY "region_id"
      -- params: []"
    `);
  });

  it('caps querylimit at the row limit and uses _offset only with a limit', () => {
    expect(
      compileBoth({
        ...SALES_INPUT,
        rowLimit: 500,
        conditions: { querylimit: '1000', _offset: 20 },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM sales
      ) AS q
      LIMIT 500
      OFFSET 20
      -- params: []"
    `);
    expect(compileBoth({ ...SALES_INPUT, conditions: { _offset: 20 } })).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT * FROM sales
      -- params: []"
    `);
  });

  it('puts fields into {fields}, keeping ordering and limit outside', () => {
    expect(
      compileBoth({
        sql: 'SELECT {fields} FROM sales {where_cond}',
        columns: SALES,
        tableColumns: SALES,
        conditions: {
          fields: 'brand, sum(units) AS units',
          querylimit: 5,
          where_cond: { brand: 'Lumina' },
        },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT "brand", sum("units") AS "units" FROM sales WHERE "brand" = $1
      ) AS q
      LIMIT 5
      -- params: ["Lumina"]"
    `);
  });
});

describe('parameters and dates', () => {
  it('binds {firstdate} / {lastdate} as dates after resolving tokens against the operational date', () => {
    expect(
      compileBoth({
        ...SALES_INPUT,
        sql: 'SELECT * FROM sales WHERE sale_date BETWEEN {firstdate} AND {lastdate} AND {firstdate} IS NOT NULL',
        query: savedQuery({ conditions: { firstdate: 'FDOM', lastdate: 'CURRENT_DATE' } }),
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT * FROM sales WHERE sale_date BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE) AND CAST($1 AS DATE) IS NOT NULL
      -- params: ["2026-11-01","2026-11-14"]"
    `);
    expect(
      compileBoth({
        ...SALES_INPUT,
        sql: 'SELECT * FROM sales WHERE sale_date >= {filterdate}',
        conditions: { filterdate: 'data_start_date' },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT * FROM sales WHERE sale_date >= CAST($1 AS DATE)
      -- params: ["2023-01-01"]"
    `);
  });

  it('reads filterdate [first, last] (params.filterdateArray) as firstdate and lastdate', () => {
    expect(
      compileBoth({
        ...SALES_INPUT,
        sql: 'SELECT * FROM sales WHERE sale_date BETWEEN {firstdate} AND {lastdate}',
        conditions: { filterdate: ['FDOM', '2026-11-10'] },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT * FROM sales WHERE sale_date BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)
      -- params: ["2026-11-01","2026-11-10"]"
    `);
    expect(() =>
      compileQuery(
        compileInput(
          {
            ...SALES_INPUT,
            sql: 'SELECT * FROM sales WHERE sale_date >= {firstdate}',
            conditions: { filterdate: ['FDOM'] },
          },
          'duckdb',
        ),
      ),
    ).toThrow(/Invalid filterdate \["FDOM"\]/);
  });

  it('ignores date conditions the SQL does not use', () => {
    expect(compileBoth({ sql: STORES, conditions: { firstdate: 'FDOM', lastdate: 'not-a-date' } }))
      .toMatchInlineSnapshot(`
        "-- duckdb, postgres
        SELECT * FROM store_list
        -- params: []"
      `);
  });

  it('binds typed params and cond_definition keys, request values over defaults', () => {
    expect(
      compileBoth({
        ...SALES_INPUT,
        sql: 'SELECT * FROM sales WHERE units >= {min_units} AND revenue >= {min_revenue} AND brand <> {skip} AND sale_date >= {since} LIMIT {top_n}',
        query: savedQuery({
          params: [
            { name: 'top_n', type: 'integer', value: 10 },
            { name: 'min_revenue', type: 'float', value: 0 },
            { name: 'skip', value: 'none' },
          ],
          cond_definition: { min_units: 'number', since: 'date' },
          conditions: { min_units: 1 },
        }),
        conditions: { top_n: '25', min_revenue: '12.5', since: 'FDOPM' },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb
      SELECT * FROM sales WHERE units >= CAST($1 AS BIGINT) AND revenue >= CAST($2 AS DOUBLE) AND brand <> CAST($3 AS VARCHAR) AND sale_date >= CAST($4 AS DATE) LIMIT CAST($5 AS BIGINT)
      -- params: [1,12.5,"none","2026-10-01",25]
      -- postgres
      SELECT * FROM sales WHERE units >= CAST($1 AS BIGINT) AND revenue >= CAST($2 AS DOUBLE PRECISION) AND brand <> CAST($3 AS VARCHAR) AND sale_date >= CAST($4 AS DATE) LIMIT CAST($5 AS BIGINT)
      -- params: [1,12.5,"none","2026-10-01",25]"
    `);
  });
});

describe("the user's fixed filters", () => {
  const fixedInput = (conditions: Record<string, unknown>, filteringFixed: unknown): TestInput => ({
    sql: STORES,
    conditions,
    filteringFixed,
  });

  it('override the same column in any form: k, k!, k|, k~ and other spellings', () => {
    expect(
      compileBoth(
        fixedInput(
          {
            where_cond: { region_id: 5, 'region_id!': 3, 'region_id|': 7, 'region_id~': '' },
            'REGION_ID|': 9,
            'store_id|': 1,
          },
          { region_id: 3 },
        ),
      ),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" = $2 AND ("store_id" = $1)
      -- params: [1,3]"
    `);
  });

  it('restrict to the list when the fixed value is a list, and read the JSON text form', () => {
    expect(
      compileBoth(fixedInput({ where_cond: { region_id: [1, 2, 3, 4] } }, '{"region_id": [3, 4]}')),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" IN ($1, $2)
      -- params: [3,4]"
    `);
  });

  it('force a typed parameter of the same name, and skip keys that are not columns', () => {
    expect(
      compileBoth({
        ...SALES_INPUT,
        sql: 'SELECT * FROM sales WHERE region_id = {region_id}',
        query: savedQuery({ cond_definition: { region_id: 'integer' } }),
        conditions: { region_id: 8 },
        filteringFixed: { region_id: [3, 4], campaign_id: 12, fields: 'x' },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM sales WHERE region_id = CAST($1 AS BIGINT)
      ) AS q
      WHERE "region_id" IN ($2, $3)
      -- params: [3,3,4]"
    `);
  });

  it('still apply to a raw query that has no where placeholder', () => {
    expect(
      compileBoth({
        sql: STORES,
        query: savedQuery({ raw_query: true }),
        conditions: { where_cond: { store_id: 1 }, ordering: 'store_id', querylimit: 3 },
        filteringFixed: { region_id: 3 },
      }),
    ).toMatchInlineSnapshot(`
      "-- duckdb, postgres
      SELECT *
      FROM (
      SELECT * FROM store_list
      ) AS q
      WHERE "region_id" = $1
      -- params: [3]"
    `);
  });
});

describe('errors name what was wrong', () => {
  const cases: [string, TestInput, string][] = [
    [
      'unknown where key',
      { sql: STORES, conditions: { where_cond: { regionx: 1 } } },
      'Unknown column "regionx" in where_cond',
    ],
    [
      'loose unknown key',
      { sql: STORES, conditions: { campaign_uid: 'x' } },
      'Unknown column "campaign_uid" in where_cond',
    ],
    [
      'table column outside the SQL',
      { sql: STORES, conditions: { where_cond: { revenue: 1 } } },
      'Unknown column "revenue" in where_cond',
    ],
    [
      'unknown field',
      { sql: STORES, conditions: { fields: ['store_name', 'revenue'] } },
      'Unknown column "revenue" in fields',
    ],
    [
      'field expression',
      { sql: STORES, conditions: { fields: 'sum(store_id)); DROP TABLE x; --' } },
      'Invalid item "sum(store_id)); DROP TABLE x; --" in fields',
    ],
    [
      'aggregate outside the list',
      { sql: STORES, conditions: { fields: ['stddev(store_id) AS s'] } },
      'Invalid item "stddev(store_id) AS s" in fields',
    ],
    [
      'distinct on sum',
      { sql: STORES, conditions: { fields: ['sum(DISTINCT store_id)'] } },
      'Invalid item "sum(DISTINCT store_id)" in fields',
    ],
    [
      'unknown grouping',
      { sql: STORES, conditions: { grouping: ['regionx'] } },
      'Unknown column "regionx" in grouping',
    ],
    [
      'grouping expression',
      { sql: STORES, conditions: { grouping: ['1=1'] } },
      'Invalid item "1=1" in grouping',
    ],
    [
      'unknown ordering',
      { sql: STORES, conditions: { ordering: 'regionx DESC' } },
      'Unknown column "regionx" in ordering',
    ],
    [
      'ordering expression',
      { sql: STORES, conditions: { ordering: ['store_id; DELETE FROM stores'] } },
      'Invalid item "store_id; DELETE FROM stores" in ordering',
    ],
    [
      'number column',
      { sql: STORES, conditions: { where_cond: { region_id: '1 OR 1=1' } } },
      'Invalid value "1 OR 1=1" for "region_id" in where_cond: expected a number',
    ],
    [
      'date column',
      { sql: STORES, conditions: { where_cond: { opened_on: '2024-02-30' } } },
      'Invalid value "2024-02-30" for "opened_on" in where_cond: expected a date (YYYY-MM-DD)',
    ],
    [
      'NUL in text',
      { sql: STORES, conditions: { where_cond: { store_name: 'a\u0000b' } } },
      'text cannot contain a NUL character',
    ],
    [
      'operator arity',
      { sql: STORES, conditions: { where_cond: { region_id: ['>', 1, 2] } } },
      'expected [operator, value]',
    ],
    [
      'object value',
      { sql: STORES, conditions: { where_cond: { region_id: { $gt: 1 } } } },
      'Invalid value "{"$gt":1}" for "region_id"',
    ],
    [
      'where_cond not a map',
      { sql: STORES, conditions: { where_cond: 'region_id = 1' } },
      'where_cond must be an object of column filters',
    ],
    [
      'querylimit',
      { sql: STORES, conditions: { querylimit: '1 OR 1=1' } },
      'Invalid querylimit "1 OR 1=1": expected an integer of 1 or more',
    ],
    [
      'negative offset',
      { sql: STORES, conditions: { querylimit: 5, _offset: -1 } },
      'Invalid _offset "-1": expected an integer of 0 or more',
    ],
    [
      'hlevel',
      { sql: STORES, conditions: { hlevel: 'everything' } },
      'Invalid hlevel "everything"',
    ],
    [
      'impossible date',
      { sql: 'SELECT * FROM t WHERE d >= {firstdate}', conditions: { firstdate: '2023-02-29' } },
      "Invalid date '2023-02-29' in firstdate",
    ],
    [
      'unresolved date',
      { sql: 'SELECT * FROM t WHERE d >= {firstdate}', conditions: { firstdate: 'last_tuesday' } },
      'Invalid firstdate "last_tuesday"',
    ],
    [
      'missing date',
      { sql: 'SELECT * FROM t WHERE d >= {firstdate}' },
      'Missing value for {firstdate}',
    ],
    [
      'undeclared parameter',
      { sql: 'SELECT * FROM t LIMIT {top_n}' },
      'The SQL of "q" uses {top_n}, which is not a declared parameter',
    ],
    [
      'integer parameter',
      {
        sql: 'SELECT * FROM t LIMIT {top_n}',
        query: savedQuery({ params: [{ name: 'top_n', type: 'integer', value: 5 }] }),
        conditions: { top_n: '5; DROP TABLE t' },
      },
      'Parameter "top_n" must be an integer, got "5; DROP TABLE t"',
    ],
    [
      'missing parameter',
      {
        sql: 'SELECT * FROM t LIMIT {top_n}',
        query: savedQuery({ cond_definition: { top_n: 'integer' } }),
      },
      'Missing value for parameter {top_n}',
    ],
  ];

  it.each(cases)('%s', (_name, input, message) => {
    for (const dialect of DIALECTS) {
      const run = () => compileQuery(compileInput(input, dialect));
      expect(run).toThrow(QueryInputError);
      expect(run).toThrow(message);
    }
  });
});

describe('describeSql', () => {
  it('empties where placeholders, selects * for {fields} and leaves typed $n unbound', () => {
    const query = savedQuery({
      params: [{ name: 'top_n', type: 'integer', value: 5 }],
      cond_definition: { rate: 'float' },
    });
    const sql =
      'SELECT {fields} FROM sales WHERE sale_date >= {firstdate} AND revenue > {rate} {and_cond} LIMIT {top_n};';
    expect(DIALECTS.map((dialect) => describeSql(query, sql, dialect))).toMatchInlineSnapshot(`
      [
        "SELECT * FROM sales WHERE sale_date >= CAST($1 AS DATE) AND revenue > CAST($2 AS DOUBLE)  LIMIT CAST($3 AS BIGINT)",
        "SELECT * FROM sales WHERE sale_date >= CAST($1 AS DATE) AND revenue > CAST($2 AS DOUBLE PRECISION)  LIMIT CAST($3 AS BIGINT)",
      ]
    `);
  });
});

describe('a widget fiscal calendar (conditions fiscalMonth)', () => {
  const sql = 'SELECT * FROM sales WHERE sale_date BETWEEN {firstdate} AND {lastdate}';
  const run = (fiscalMonth?: unknown) =>
    compileQuery(
      compileInput(
        {
          ...SALES_INPUT,
          sql,
          conditions: {
            firstdate: 'FDOFM',
            lastdate: 'LDOFM',
            ...(fiscalMonth ? { fiscalMonth } : {}),
          },
        },
        'duckdb',
      ),
    ).params;

  it('moves the fiscal month tokens to the widget calendar', () => {
    const program = run();
    // A calendar that starts a week later puts the fiscal months a week later.
    const widget = run({ range: { initial: '2018-02-11', end: '2030-12-31' } });
    expect(widget).not.toEqual(program);
    const shift = (a: unknown, b: unknown) =>
      (Date.parse(String(b)) - Date.parse(String(a))) / 86_400_000;
    expect(shift(program[0], widget[0])).toBe(7);
  });

  it.each<[unknown, string]>([
    [[1], 'fiscalMonth must be an object'],
    [{ weeks: '4,4' }, 'Invalid fiscalMonth: Fiscal weeks must be 12 positive integers'],
  ])('refuses %j', (fiscalMonth, message) => {
    expect(() => run(fiscalMonth)).toThrow(QueryInputError);
    expect(() => run(fiscalMonth)).toThrow(message);
  });
});
