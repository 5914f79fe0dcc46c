import { afterEach, describe, expect, it } from 'vitest';
import { loadConfigDir } from './load-config.ts';
import {
  removeConfigTree,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from './temp-config-dir.ts';
import { validateConfig } from './validate-config.ts';

const table = {
  name: 'prices',
  columns: {
    type: 'object',
    properties: { sku: { type: 'string' }, price: { type: 'number', minimum: 0 } },
    required: ['sku'],
  },
  key: ['sku'],
};

let dir = '';
afterEach(() => removeConfigTree(dir));

async function problemsOf(tree: ConfigTree) {
  dir = await writeConfigTree(tree);
  return validateConfig(await loadConfigDir(dir))
    .filter((p) => p.rule !== 'schema-ref')
    .map((p) => `${p.file} ${p.pointer}: ${p.message}`);
}

const withWrites = (extra: ConfigTree): ConfigTree => ({
  ...validTree(),
  'acme/datasources/writes.json': { name: 'writes', type: 'duckdb' },
  ...extra,
});

describe('navigator validate: declared tables', () => {
  it.each([
    ['a valid table', { ...table }, []],
    [
      'a key column that is not a column',
      { ...table, key: ['code'] },
      ['acme/tables/prices.json /key/0: key column "code" is not a column'],
    ],
    [
      'a required column that is not a column',
      { ...table, columns: { ...table.columns, required: ['sku', 'cost'] } },
      ['acme/tables/prices.json /columns/required/1: required column "cost" is not a column'],
    ],
    [
      'a limit on the wrong type',
      {
        ...table,
        columns: {
          ...table.columns,
          properties: {
            sku: { type: 'string', minimum: 1 },
            price: { type: 'number', format: 'date' },
          },
        },
      },
      [
        'acme/tables/prices.json /columns/properties/price/format: format applies to string columns only (column "price" is number)',
        'acme/tables/prices.json /columns/properties/sku/minimum: minimum applies to number and integer columns only (column "sku" is string)',
      ],
    ],
    [
      'a file name that is not the table name',
      { ...table, name: 'price_list' },
      ['acme/tables/prices.json /name: must equal the file name "prices" (got "price_list")'],
    ],
    [
      'an unknown column type',
      { ...table, columns: { ...table.columns, properties: { sku: { type: 'blob' } } } },
      [
        'acme/tables/prices.json /columns/properties/sku/type: must be one of "string", "number", "integer", "boolean" (got "blob")',
      ],
    ],
  ])('%s', async (_name, value, expected) => {
    expect((await problemsOf(withWrites({ 'acme/tables/prices.json': value }))).sort()).toEqual(
      expected,
    );
  });

  it('asks for the write store when tables exist without datasources/writes.json', async () => {
    expect(await problemsOf({ ...validTree(), 'acme/tables/prices.json': table })).toEqual([
      `acme/tables/prices.json : tables need the tenant's write store: add datasources/writes.json ({"name": "writes", "type": "duckdb", "path": "writes.duckdb"})`,
    ]);
  });

  const pg = { name: 'writes', type: 'postgres', host: 'db', database: 'nav', user: 'acme_w' };
  it.each([
    ['with schema and admin_url_env', { ...pg, schema: 'acme_w', admin_url_env: 'PG_ADMIN' }, []],
    [
      'without schema nor admin_url_env',
      pg,
      [
        'acme/datasources/writes.json : a postgres write store needs "admin_url_env": the variable holding a connection URL of a role that may create its schema, role and tables',
        'acme/datasources/writes.json : a postgres write store needs a schema of its own ("schema")',
      ],
    ],
  ])('a postgres write store %s', async (_name, writes, expected) => {
    const tree = {
      ...validTree(),
      'acme/datasources/writes.json': writes,
      'acme/tables/prices.json': table,
    };
    expect((await problemsOf(tree)).sort()).toEqual(expected);
  });
});

describe('navigator validate: saved imports', () => {
  const mapping = [
    { column: 'sku', from: 'Code' },
    { column: 'price', from: 'Price', transform: ['decimal_comma'] },
  ];
  it.each([
    ['a valid import', { name: 'supplier', table: 'prices', mapping }, []],
    [
      'an unknown table',
      { name: 'supplier', table: 'price', mapping },
      ['acme/imports/supplier.json /table: no table "price" (tables/price.json)'],
    ],
    [
      'a column the table lacks, a twice-mapped column and a date layout on a number',
      {
        name: 'supplier',
        table: 'prices',
        mapping: [
          ...mapping,
          { column: 'colour', from: 'Colour' },
          { column: 'sku', value: 'x' },
          { column: 'price', from: 'P2', date_format: 'DD/MM/YYYY' },
        ],
      },
      [
        'acme/imports/supplier.json /mapping/2/column: "colour" is not a column of table "prices"',
        'acme/imports/supplier.json /mapping/3/column: column "sku" is mapped twice',
        'acme/imports/supplier.json /mapping/4/column: column "price" is mapped twice',
        'acme/imports/supplier.json /mapping/4/date_format: date_format applies to date and date-time columns ("price" is DOUBLE)',
      ],
    ],
    [
      'a required column left unmapped, and both from and value',
      {
        name: 'supplier',
        table: 'prices',
        mapping: [{ column: 'price', from: 'Price', value: 1 }],
      },
      [
        'acme/imports/supplier.json /mapping/0: give exactly one of "from" (a source column) and "value" (a fixed value)',
        'acme/imports/supplier.json /mapping: required column "sku" of table "prices" is not mapped',
      ],
    ],
    [
      'a query source that does not exist',
      { name: 'supplier', table: 'prices', source: { query_slug: 'nope' }, mapping },
      ['acme/imports/supplier.json /source/query_slug: no saved query "nope" in this tenant'],
    ],
  ])('%s', async (_name, value, expected) => {
    const tree = withWrites({
      'acme/tables/prices.json': table,
      'acme/imports/supplier.json': value,
    });
    expect((await problemsOf(tree)).sort()).toEqual(expected);
  });
});

describe('navigator validate: form builder widgets', () => {
  const D = 'acme/dashboards/sales-overview.json';
  const withForm = (form: object): ConfigTree => {
    const tree = withWrites({ 'acme/tables/prices.json': table });
    const dashboard = tree[D] as { widgets: Record<string, unknown> };
    tree[D] = {
      ...dashboard,
      widgets: {
        ...dashboard.widgets,
        price_form: { title: 'Prices', classbase: 'formBuilder', params: { form } },
      },
    };
    return tree;
  };
  it.each([
    ['a valid form', { table: 'prices', fields: ['price', 'sku'], required: ['price'] }, []],
    [
      'an undeclared table',
      { table: 'costs' },
      [`${D} /widgets/price_form/params/form/table: no table "costs" (tables/costs.json)`],
    ],
    [
      'a field and a required column the table lacks',
      { table: 'prices', fields: ['sku', 'colour'], required: ['cost'] },
      [
        `${D} /widgets/price_form/params/form/fields/1: "colour" is not a column of table "prices"`,
        `${D} /widgets/price_form/params/form/required/0: "cost" is not a column of table "prices"`,
      ],
    ],
  ])('%s', async (_name, form, expected) => {
    // The widget is not in the layout: only the form's problems are looked at.
    const problems = (await problemsOf(withForm(form))).filter((p) => p.includes('/params/form'));
    expect(problems.sort()).toEqual(expected);
  });
});
