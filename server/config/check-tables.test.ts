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
});
