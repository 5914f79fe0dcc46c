import { describe, expect, it } from 'vitest';
import type { QueryNotebook } from '../../../schemas/generated/query-notebook';
import { compileNotebook, NOTEBOOK_HEADER, type NotebookCatalog } from './compile-notebook';

const catalog: NotebookCatalog = {
  tables: {
    sales: {
      sale_date: 'date',
      store_id: 'number',
      revenue: 'number',
      brand: 'text',
      online: 'boolean',
    },
    stores: { store_id: 'number', store_name: 'text', region_id: 'number' },
    regions: { region_id: 'number', region_name: 'text' },
  },
  relations: [
    { from: 'sales.store_id', to: 'stores.store_id' },
    { from: 'stores.region_id', to: 'regions.region_id' },
  ],
};

const c = (table: string, column: string) => ({ table, column });

describe('compileNotebook: SQL and bound parameters', () => {
  it('summarizes along declared joins with every value a parameter', () => {
    const notebook: QueryNotebook = {
      table: 'sales',
      joins: [
        { table: 'stores', on: { left: c('sales', 'store_id'), right: c('stores', 'store_id') } },
        {
          table: 'regions',
          type: 'inner',
          on: { left: c('stores', 'region_id'), right: c('regions', 'region_id') },
        },
      ],
      filters: [
        { column: c('regions', 'region_name'), op: 'in', values: ['West', 'South'] },
        { column: c('sales', 'sale_date'), op: 'between', value: '2026-01-01', value2: 'today' },
        { column: c('sales', 'revenue'), op: '>', value: 10 },
      ],
      group_by: [
        { column: c('regions', 'region_name') },
        { column: c('sales', 'sale_date'), grain: 'month' },
      ],
      aggregates: [
        { fn: 'sum', column: c('sales', 'revenue'), as: 'revenue' },
        { fn: 'count', as: 'sales' },
        { fn: 'count_distinct', column: c('stores', 'store_id'), as: 'stores' },
      ],
      order_by: [{ column: 'revenue', direction: 'desc' }],
      limit: 50,
    };
    expect(compileNotebook(notebook, catalog)).toEqual({
      ok: true,
      sql: [
        NOTEBOOK_HEADER,
        'SELECT',
        '  "regions"."region_name" AS "region_name",',
        `  CAST(date_trunc('month', "sales"."sale_date") AS DATE) AS "sale_date_month",`,
        '  sum("sales"."revenue") AS "revenue",',
        '  count(*) AS "sales",',
        '  count(DISTINCT "stores"."store_id") AS "stores"',
        'FROM "sales"',
        '  LEFT JOIN "stores" ON "stores"."store_id" = "sales"."store_id"',
        '  JOIN "regions" ON "regions"."region_id" = "stores"."region_id"',
        'WHERE "regions"."region_name" IN ({region_name_1}, {region_name_2})',
        '  AND "sales"."sale_date" BETWEEN {sale_date_from} AND {sale_date_to}',
        '  AND "sales"."revenue" > {revenue}',
        'GROUP BY 1, 2',
        'ORDER BY "revenue" DESC',
        'LIMIT 50',
        '',
      ].join('\n'),
      params: [
        { name: 'region_name_1', type: 'string', value: 'West' },
        { name: 'region_name_2', type: 'string', value: 'South' },
        { name: 'sale_date_from', type: 'date', value: '2026-01-01' },
        { name: 'sale_date_to', type: 'date', value: 'today' },
        { name: 'revenue', type: 'float', value: 10 },
      ],
      columns: ['region_name', 'sale_date_month', 'revenue', 'sales', 'stores'],
    });
  });

  it('lists plain columns and keeps typed text out of the SQL', () => {
    const result = compileNotebook(
      {
        table: 'stores',
        columns: [c('stores', 'store_name')],
        filters: [
          {
            column: c('stores', 'store_name'),
            op: 'contains',
            value: "50%'; DROP TABLE sales; --",
          },
          { column: c('stores', 'store_name'), op: '!=', value: 'Closed' },
          { column: c('stores', 'region_id'), op: 'not_null' },
        ],
      },
      catalog,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sql).not.toContain('DROP');
    expect(result.sql).toContain(
      `WHERE "stores"."store_name" LIKE '%' || replace(replace(replace({store_name}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' ESCAPE '\\'`,
    );
    expect(result.sql).toContain('  AND "stores"."store_name" <> {store_name_2}');
    expect(result.sql).toContain('  AND "stores"."region_id" IS NOT NULL');
    expect(result.params.map((p) => p.value)).toEqual(["50%'; DROP TABLE sales; --", 'Closed']);
  });

  it.each([
    [
      'an unknown table',
      { table: 'customers', columns: [c('customers', 'id')] },
      [
        { path: 'table', message: 'no table "customers" in the datasource' },
        {
          path: 'columns.0',
          message: 'table "customers" is not part of the query (start from it or join it)',
        },
      ],
    ],
    [
      'an unknown column',
      { table: 'sales', columns: [c('sales', 'cost')] },
      [{ path: 'columns.0', message: 'table "sales" has no column "cost"' }],
    ],
    [
      'a join that is not a declared relation',
      {
        table: 'sales',
        joins: [
          {
            table: 'regions',
            on: { left: c('sales', 'store_id'), right: c('regions', 'region_id') },
          },
        ],
        columns: [c('regions', 'region_name')],
      },
      [
        {
          path: 'joins.0.on',
          message:
            'sales.store_id = regions.region_id is not a declared relation of the datasource',
        },
      ],
    ],
    [
      'a column of a table not joined',
      { table: 'sales', columns: [c('stores', 'store_name')] },
      [
        {
          path: 'columns.0',
          message: 'table "stores" is not part of the query (start from it or join it)',
        },
      ],
    ],
    [
      'an operator that does not fit the type',
      {
        table: 'sales',
        columns: [c('sales', 'brand')],
        filters: [
          { column: c('sales', 'brand'), op: '>', value: 'A' },
          { column: c('sales', 'online'), op: 'contains', value: 'x' },
        ],
      },
      [
        { path: 'filters.0.op', message: '">" does not apply to text column "brand"' },
        { path: 'filters.1.op', message: '"contains" does not apply to boolean column "online"' },
      ],
    ],
    [
      'a missing value',
      {
        table: 'sales',
        columns: [c('sales', 'brand')],
        filters: [{ column: c('sales', 'revenue'), op: 'between', value: 1 }],
      },
      [{ path: 'filters.0.value2', message: '"between" needs a value' }],
    ],
    [
      'sum of text, a grain on text, a duplicate name and sorting by a missing column',
      {
        table: 'sales',
        group_by: [{ column: c('sales', 'brand'), grain: 'month', as: 'x' }],
        aggregates: [{ fn: 'sum', column: c('sales', 'brand'), as: 'x' }],
        order_by: [{ column: 'revenue' }],
      },
      [
        { path: 'group_by.0.grain', message: 'a grain applies to date columns ("brand" is text)' },
        { path: 'aggregates.0.as', message: 'two output columns are named "x"' },
        { path: 'aggregates.0.fn', message: 'sum needs a number column ("brand" is text)' },
        { path: 'order_by.0.column', message: '"revenue" is not an output column (x, x)' },
      ],
    ],
    [
      'nothing to show',
      { table: 'sales' },
      [{ path: 'columns', message: 'pick at least one column, or summarize' }],
    ],
  ] as const)('refuses %s, naming the part', (_name, notebook, errors) => {
    expect(compileNotebook(notebook as QueryNotebook, catalog)).toEqual({ ok: false, errors });
  });
});
