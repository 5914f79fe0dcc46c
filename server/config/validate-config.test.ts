import { afterEach, describe, expect, it } from 'vitest';
import type { Problem } from './config-types.ts';
import {
  editText,
  pushIn,
  removeConfigTree,
  setIn,
  textAt,
  toFileText,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from './temp-config-dir.ts';
import { validateConfig, validateConfigDir } from './validate-config.ts';
import { loadConfigDir } from './load-config.ts';

const D = 'acme/dashboards/sales-overview.json';
const P = 'acme/programs/retail.json';
const Q = 'acme/queries/retail_sales_daily.json';
const S = 'acme/queries/retail_sales_daily.sql';
const B = 'acme/queries/retail_brands.json';
const U = 'acme/users.json';
const TN = 'acme/tenant.json';

const STORES_PROGRAM = {
  $schema: '../../../schemas/program.schema.json',
  program_id: 2,
  program_name: 'Stores',
  program_slug: 'stores',
  modules: [],
};

/** An expected problem plus the text its line and column must point at. */
type Expected = Problem & { token: string };

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeConfigTree));
});

async function problemsOf(tree: ConfigTree): Promise<Problem[]> {
  const dir = await writeConfigTree(tree);
  dirs.push(dir);
  return (await validateConfigDir(dir)).problems;
}

describe('validateConfig', () => {
  it('finds no problem in a valid tree', async () => {
    expect(await problemsOf(validTree())).toEqual([]);
  });

  // prettier-ignore
  const cases: [string, (tree: ConfigTree) => void, Expected[]][] = [
  [
    'wrong type',
    (t) => setIn(t, D, '/widgets/w1/title', 42),
    [
      { file: D, line: 8, column: 16, pointer: '/widgets/w1/title', rule: 'schema', token: '42',
        message: 'must be string or object (got 42)' },
    ],
  ],
  [
    'unknown property',
    (t) => setIn(t, D, '/widgets/w2/colour', 'red'),
    [
      { file: D, line: 36, column: 7, pointer: '/widgets/w2/colour', rule: 'schema', token: '"colour"',
        message: 'must NOT have additional property "colour"' },
    ],
  ],
  [
    'too long a widget name',
    (t) => setIn(t, D, '/widgets/w2/widget_name', 'Weekly sales by region and store'),
    [
      { file: D, line: 36, column: 22, pointer: '/widgets/w2/widget_name', rule: 'schema', token: '"Weekly',
        message: 'must NOT have more than 30 characters (got "Weekly sales by region and store")' },
    ],
  ],
  [
    'unknown widget query slug',
    (t) => setIn(t, D, '/widgets/w1/query_slug/slug', 'retail_sales_dialy'),
    [
      { file: D, line: 11, column: 17, pointer: '/widgets/w1/query_slug/slug', rule: 'widget-query', token: '"retail_sales_dialy"',
        message: 'saved query "retail_sales_dialy" does not exist (no queries/retail_sales_dialy.json)' },
    ],
  ],
  [
    'unknown drilldown slug',
    (t) => setIn(t, D, '/widgets/w1/params/drilldown/0/params/query/slug', 'nope'),
    [
      { file: D, line: 18, column: 25, pointer: '/widgets/w1/params/drilldown/0/params/query/slug', rule: 'drilldown-query', token: '"nope"',
        message: 'saved query "nope" does not exist (no queries/nope.json)' },
    ],
  ],
  [
    'unknown child widget',
    (t) => setIn(t, D, '/widgets/w1/params/widgets/0/widget_id', 'w7'),
    [
      { file: D, line: 25, column: 26, pointer: '/widgets/w1/params/widgets/0/widget_id', rule: 'child-widget', token: '"w7"',
        message: 'no widget "w7" in this dashboard\'s widgets' },
    ],
  ],
  [
    'unknown filter slug',
    (t) => setIn(t, P, '/filtering_show/filtering/brand/slug', 'retail_brand'),
    [
      { file: P, line: 14, column: 17, pointer: '/filtering_show/filtering/brand/slug', rule: 'filter-query', token: '"retail_brand"',
        message: 'saved query "retail_brand" does not exist (no queries/retail_brand.json)' },
    ],
  ],
  [
    'filters without slug and no store query',
    (t) => delete t['acme/queries/retail_stores.json'],
    [
      { file: P, line: 8, column: 7, pointer: '/filtering_show/filtering/region_id', rule: 'filter-store', token: '"region_id"',
        message: 'filter "region_id" has no slug, so options come from the store query "retail_stores", which does not exist (no queries/retail_stores.json)' },
    ],
  ],
  [
    'undeclared {param} in the .sql file',
    (t) => editText(t, S, (s) => s.replace('{store_id}', '{store}')),
    [
      { file: Q, line: 8, column: 15, pointer: '/params/0/name', rule: 'sql-param', token: '"store_id"',
        message: 'parameter "store_id" is not used in the SQL (no {store_id})' },
      { file: S, line: 4, column: 18, pointer: '', rule: 'sql-param', token: '{store}',
        message: '{store} is not declared: add it to "params" with a type, or to "cond_definition"' },
    ],
  ],
  [
    'undeclared {param} in query_raw',
    (t) =>
      setIn(t, B, '/query_raw', 'SELECT DISTINCT brand\nFROM sales\nWHERE category = {category} {and_cond}'),
    [
      { file: B, line: 5, column: 69, pointer: '/query_raw', rule: 'sql-param', token: '{category}',
        message: '{category} is not declared: add it to "params" with a type, or to "cond_definition"' },
    ],
  ],
  [
    'a function that runs SQL text in the .sql file',
    (t) => editText(t, S, (s) => s.replace('FROM sales', `FROM "query_table"('glo' || 'bex.sales')`)),
    [
      { file: S, line: 3, column: 6, pointer: '', rule: 'sql-read-only', token: '"query_table"',
        message: 'Function "query_table" is not allowed in a read-only query' },
    ],
  ],
  [
    'a U& spelling of query in query_raw',
    (t) =>
      setIn(t, B, '/query_raw', 'SELECT DISTINCT brand\nFROM U&"\\0071uery"(\'select 1\') {and_cond}'),
    [
      { file: B, line: 5, column: 45, pointer: '/query_raw', rule: 'sql-read-only', token: 'U&',
        message: 'Function "query" is not allowed in a read-only query' },
    ],
  ],
  [
    'a second statement in the .sql file',
    (t) => editText(t, S, (s) => `${s}; DELETE FROM sales`),
    [
      { file: S, line: 7, column: 1, pointer: '', rule: 'sql-read-only', token: ';',
        message: 'Only one SQL statement can be run at a time' },
    ],
  ],
  [
    'unused parameter',
    (t) => pushIn(t, Q, '/params', { name: 'region_id', type: 'integer' }),
    [
      { file: Q, line: 12, column: 15, pointer: '/params/1/name', rule: 'sql-param', token: '"region_id"',
        message: 'parameter "region_id" is not used in the SQL (no {region_id})' },
    ],
  ],
  [
    'parameter without type',
    (t) => setIn(t, Q, '/params/0', { name: 'store_id' }),
    [
      { file: Q, line: 7, column: 5, pointer: '/params/0', rule: 'sql-param', token: '{',
        message: 'parameter "store_id" has no type' },
    ],
  ],
  [
    'built-in declared as parameter',
    (t) => setIn(t, B, '/params', [{ name: 'where_cond', type: 'string' }]),
    [
      { file: B, line: 8, column: 15, pointer: '/params/0/name', rule: 'sql-param', token: '"where_cond"',
        message: '"where_cond" is a built-in placeholder filled from the conditions; do not declare it' },
    ],
  ],
  [
    'cond_definition declares a placeholder',
    (t) => {
      setIn(t, B, '/query_raw', 'SELECT brand FROM sales WHERE category = {category}');
      setIn(t, B, '/cond_definition', { category: 'string' });
    },
    [],
  ],
  [
    'broken JSON',
    (t) => editText(t, P, (s) => s.replace('"program_name": "Retail",', '"program_name": "Retail"')),
    [
      { file: P, line: 5, column: 3, pointer: '', rule: 'json-syntax', token: '"program_slug"',
        message: 'invalid JSON: "," expected between values' },
    ],
  ],
  [
    'layout id mismatch',
    (t) => setIn(t, D, '/layout/1/i', 'w3'),
    [
      { file: D, line: 30, column: 5, pointer: '/widgets/w2', rule: 'layout', token: '"w2"',
        message: 'widget "w2" is not placed in layout' },
      { file: D, line: 47, column: 12, pointer: '/layout/1/i', rule: 'layout', token: '"w3"',
        message: 'no widget "w3" in widgets' },
    ],
  ],
  [
    'widget placed twice',
    (t) => pushIn(t, D, '/layout', { i: 'w1', x: 0, y: 4, w: 6, h: 4 }),
    [
      { file: D, line: 54, column: 12, pointer: '/layout/2/i', rule: 'layout', token: '"w1"',
        message: 'widget "w1" is placed twice (also at /layout/0)' },
    ],
  ],
  [
    'duplicate program_id',
    (t) => {
      t['acme/programs/stores.json'] = { ...STORES_PROGRAM, program_id: 1 };
    },
    [
      { file: 'acme/programs/stores.json', line: 3, column: 17, pointer: '/program_id', rule: 'duplicate-id', token: '1',
        message: 'program_id 1 is already used by programs/retail.json' },
    ],
  ],
  [
    'duplicate module_id',
    (t) => {
      t['acme/programs/stores.json'] = {
        ...STORES_PROGRAM,
        modules: [{ module_id: 1, module_slug: 'stores_ops', module_name: 'Ops', dashboards: [] }],
      };
    },
    [
      { file: 'acme/programs/stores.json', line: 8, column: 20, pointer: '/modules/0/module_id', rule: 'duplicate-id', token: '1',
        message: 'module_id 1 is already used by module "retail_sales" (programs/retail.json)' },
    ],
  ],
  [
    'dashboard in two modules',
    (t) =>
      pushIn(t, P, '/modules', { module_id: 2, module_slug: 'retail_more', module_name: 'More', dashboards: ['sales-overview'] }),
    [
      { file: P, line: 32, column: 9, pointer: '/modules/1/dashboards/0', rule: 'module-dashboards', token: '"sales-overview"',
        message: 'dashboard "sales-overview" is already listed in module "retail_sales" (programs/retail.json); a dashboard belongs to exactly one module' },
    ],
  ],
  [
    'module lists an unknown dashboard',
    (t) => pushIn(t, P, '/modules/0/dashboards', 'sales-detail'),
    [
      { file: P, line: 25, column: 9, pointer: '/modules/0/dashboards/1', rule: 'module-dashboards', token: '"sales-detail"',
        message: 'dashboard "sales-detail" does not exist (no dashboards/sales-detail.json)' },
    ],
  ],
  [
    'dashboard in no module',
    (t) => setIn(t, P, '/modules/0/dashboards', []),
    [
      { file: D, line: 3, column: 19, pointer: '/dashboard_id', rule: 'module-dashboards', token: '"sales-overview"',
        message: 'dashboard "sales-overview" is not listed in any module (add it to "dashboards" of a module in programs/)' },
    ],
  ],
  [
    'missing .sql',
    (t) => delete t[S],
    [
      { file: Q, line: 1, column: 1, pointer: '', rule: 'query-sql', token: '{',
        message: 'the query has no SQL: add "query_raw" or a queries/retail_sales_daily.sql file' },
    ],
  ],
  [
    'both query_raw and .sql',
    (t) => setIn(t, Q, '/query_raw', 'SELECT 1 WHERE {store_id} = 1'),
    [
      { file: Q, line: 12, column: 16, pointer: '/query_raw', rule: 'query-sql', token: '"SELECT',
        message: 'the SQL is both here and in queries/retail_sales_daily.sql; keep only one' },
    ],
  ],
  [
    'unknown query program',
    (t) => setIn(t, Q, '/program_slug', 'retial'),
    [
      { file: Q, line: 4, column: 19, pointer: '/program_slug', rule: 'query-program', token: '"retial"',
        message: 'program "retial" does not exist (no programs/retial.json)' },
    ],
  ],
  [
    'query program_id mismatch',
    (t) => setIn(t, Q, '/program_id', 2),
    [
      { file: Q, line: 5, column: 17, pointer: '/program_id', rule: 'query-program', token: '2',
        message: 'must be 1, the program_id of program "retail" (got 2)' },
    ],
  ],
  [
    'unknown datasource',
    (t) => setIn(t, B, '/source', 'warehouse'),
    [
      { file: B, line: 6, column: 13, pointer: '/source', rule: 'query-datasource', token: '"warehouse"',
        message: 'datasource "warehouse" does not exist (no datasources/warehouse.json)' },
    ],
  ],
  [
    'default datasource missing',
    (t) => delete t['acme/datasources/demo.json'],
    [
      { file: B, line: 1, column: 1, pointer: '/source', rule: 'query-datasource', token: '{',
        message: 'source defaults to "demo", but there is no datasources/demo.json' },
      { file: Q, line: 1, column: 1, pointer: '/source', rule: 'query-datasource', token: '{',
        message: 'source defaults to "demo", but there is no datasources/demo.json' },
      { file: 'acme/queries/retail_stores.json', line: 1, column: 1, pointer: '/source', rule: 'query-datasource', token: '{',
        message: 'source defaults to "demo", but there is no datasources/demo.json' },
    ],
  ],
  [
    'unknown user program',
    (t) => setIn(t, U, '/users/1/programs', ['retail', 'stores']),
    [
      { file: U, line: 19, column: 9, pointer: '/users/1/programs/1', rule: 'user-program', token: '"stores"',
        message: 'program "stores" does not exist (no programs/stores.json)' },
    ],
  ],
  [
    'duplicate user id and username',
    (t) => {
      setIn(t, U, '/users/1/user_id', 1);
      setIn(t, U, '/users/1/username', 'ana');
    },
    [
      { file: U, line: 15, column: 18, pointer: '/users/1/user_id', rule: 'duplicate-id', token: '1',
        message: 'user_id 1 is already used by user "ana" (/users/0)' },
      { file: U, line: 16, column: 19, pointer: '/users/1/username', rule: 'duplicate-id', token: '"ana"',
        message: 'username "ana" is already used by user "ana" (/users/0)' },
    ],
  ],
  [
    'dashboard owner not a user',
    (t) => setIn(t, D, '/user_id', 9),
    [
      { file: D, line: 5, column: 14, pointer: '/user_id', rule: 'dashboard-owner', token: '9',
        message: 'no user with user_id 9 in users.json' },
    ],
  ],
  [
    'unknown filtering_fixed key',
    (t) => setIn(t, U, '/users/0/filtering_fixed', { 'district_id|': [1, 2] }),
    [
      { file: U, line: 11, column: 9, pointer: '/users/0/filtering_fixed/district_id|', rule: 'filtering-fixed', token: '"district_id|"',
        message: '"district_id" is not the id of any filter in this tenant\'s filtering_show' },
    ],
  ],
  [
    'missing image file',
    (t) => setIn(t, TN, '/images/logo', 'images/logo.png'),
    [
      { file: TN, line: 6, column: 13, pointer: '/images/logo', rule: 'tenant-image', token: '"images/logo.png"',
        message: 'image file "images/logo.png" does not exist (expected acme/images/logo.png, under images/)' },
    ],
  ],
  [
    'unknown slideshow image',
    (t) => setIn(t, TN, '/slideshow', ['logo', 'hero']),
    [
      { file: TN, line: 13, column: 5, pointer: '/slideshow/1', rule: 'tenant-image', token: '"hero"',
        message: 'no image "hero" in "images"' },
    ],
  ],
  [
    'two default tenants',
    (t) => {
      t['globex/tenant.json'] = { $schema: '../../schemas/tenant.schema.json', name: 'Globex', default: true };
    },
    [
      { file: 'globex/tenant.json', line: 4, column: 14, pointer: '/default', rule: 'default-tenant', token: 'true',
        message: 'only one tenant may be the default, and acme/tenant.json already is' },
    ],
  ],
  [
    'id differs from file name',
    (t) => setIn(t, D, '/dashboard_id', 'sales'),
    [
      { file: D, line: 3, column: 19, pointer: '/dashboard_id', rule: 'file-name', token: '"sales"',
        message: 'must equal the file name "sales-overview" (got "sales")' },
    ],
  ],
  [
    'wrong $schema',
    (t) => setIn(t, D, '/$schema', '../../../schemas/widget.schema.json'),
    [
      { file: D, line: 2, column: 14, pointer: '/$schema', rule: 'schema-ref', token: '"../../../schemas/widget.schem',
        message: 'must point to dashboard.schema.json (got "../../../schemas/widget.schema.json")' },
    ],
  ],
  [
    'module slug without program prefix',
    (t) => setIn(t, P, '/modules/0/module_slug', 'sales_main'),
    [
      { file: P, line: 21, column: 22, pointer: '/modules/0/module_slug', rule: 'module-slug', token: '"sales_main"',
        message: 'must start with "retail_" (module slugs are {program_slug}_{module}; got "sales_main")' },
    ],
  ],
  [
    'bad tenant folder name',
    (t) => {
      t['Acme_2/tenant.json'] = { $schema: '../../schemas/tenant.schema.json', name: 'A2' };
    },
    [
      { file: 'Acme_2/tenant.json', line: 1, column: 1, pointer: '', rule: 'tenant-id', token: '{',
        message: 'tenant folder name "Acme_2" must match ^[a-z][a-z0-9-]*$ (it is the tenant id and the first host label)' },
    ],
  ],  ];

  it.each(cases)('%s', async (_label, breakIt, expected) => {
    const tree = validTree();
    breakIt(tree);
    const problems = await problemsOf(tree);
    expect(problems).toEqual(expected.map(({ token: _token, ...problem }) => problem));
    // The position must land on the offending text, not just match a recorded number.
    for (const { file, line, column, token } of expected) {
      const content = tree[file];
      if (content !== undefined)
        expect(textAt(toFileText(content), line, column)).toMatch(
          new RegExp(`^${escapeRegExp(token)}`),
        );
    }
  });

  it('uses the given schema validator', async () => {
    const dir = await writeConfigTree(validTree());
    dirs.push(dir);
    const loaded = await loadConfigDir(dir);
    const problems = validateConfig(loaded, {
      validate: (schemaFile, data) =>
        schemaFile === 'datasource.schema.json'
          ? [
              {
                instancePath: '/type',
                schemaPath: '#/properties/type/enum',
                keyword: 'enum',
                params: { allowedValues: ['sqlite'] },
                message: 'x',
                data,
              },
            ]
          : [],
    });
    expect(problems).toEqual([
      {
        file: 'acme/datasources/demo.json',
        line: 4,
        column: 11,
        pointer: '/type',
        message: 'must be one of "sqlite" (got "duckdb")',
        rule: 'schema',
      },
    ]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
