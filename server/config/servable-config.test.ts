import { afterEach, describe, expect, it } from 'vitest';
import { loadConfigDir } from './load-config.ts';
import { entityOfPath, servableConfig } from './servable-config.ts';
import {
  editText,
  removeConfigTree,
  setIn,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from './temp-config-dir.ts';
import { validateConfig } from './validate-config.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => removeConfigTree(d)));
});

async function load(tree: ConfigTree) {
  const dir = await writeConfigTree(tree);
  dirs.push(dir);
  const loaded = await loadConfigDir(dir);
  return { loaded, problems: validateConfig(loaded) };
}

describe('entityOfPath', () => {
  const tenants = new Set(['acme']);
  it.each([
    ['acme', 'acme'],
    ['acme/tenant.json', 'acme'],
    ['acme/users.json', 'acme'],
    ['acme/queries/q.json', 'acme/queries/q'],
    ['acme/queries/q.sql', 'acme/queries/q'],
    ['acme/dashboards/d.json', 'acme/dashboards/d'],
    ['acme/programs/p.json', 'acme/programs/p'],
    ['acme/datasources/demo.json', 'acme/datasources/demo'],
    ['acme/dashboards/d.sql', undefined],
    ['acme/dashboards/notes.txt', undefined],
    ['acme/dashboards/sub', undefined],
    ['acme/stray.json', undefined],
    ['notes.txt', undefined],
    ['globex/tenant.json', undefined],
  ])('%s belongs to %s', (relPath, entity) => {
    expect(entityOfPath(relPath, tenants)).toBe(entity);
  });
});

describe('servableConfig', () => {
  it('serves a valid config as it is', async () => {
    const { loaded, problems } = await load(validTree());
    expect(problems).toEqual([]);
    const served = servableConfig(loaded, problems);
    expect(served.config).toBe(loaded);
    expect(served.refused).toEqual([]);
  });

  it('refuses a saved query whose .sql and .json disagree, both files, and serves the rest', async () => {
    const tree = validTree();
    editText(tree, 'acme/queries/retail_sales_daily.sql', (sql) =>
      sql.replace('GROUP BY', 'AND {p1} = 1\nGROUP BY'),
    );
    const { loaded, problems } = await load(tree);
    expect(problems.map((p) => p.message)).toEqual([
      '{p1} is not declared: add it to "params" with a type, or to "cond_definition"',
    ]);
    const { config, refused } = servableConfig(loaded, problems);
    expect(refused).toEqual(['acme/queries/retail_sales_daily']);
    const acme = config.tenants.get('acme');
    expect(acme?.queries.has('retail_sales_daily')).toBe(false);
    expect(acme?.files.some((f) => f.name === 'retail_sales_daily')).toBe(false);
    // The dashboard that uses it is served; its widget alone will answer "not found".
    expect(acme?.dashboards.has('sales-overview')).toBe(true);
    expect([...(acme?.queries.keys() ?? [])].sort()).toEqual(['retail_brands', 'retail_stores']);
    expect(validateConfig(config).map((p) => p.rule)).toEqual(['widget-query']);
  });

  it.each([
    [
      'a dashboard against its schema',
      'acme/dashboards/sales-overview.json',
      '/widgets/w2/title',
      'x'.repeat(31),
      'acme/dashboards/sales-overview',
    ],
    ['a program', 'acme/programs/retail.json', '/program_id', 'one', 'acme/programs/retail'],
    ['tenant.json', 'acme/tenant.json', '/name', 7, 'acme'],
    ['users.json', 'acme/users.json', '/users/1/user_id', 1, 'acme'],
  ])('refuses %s', async (_, file, pointer, value, entity) => {
    const tree = validTree();
    setIn(tree, file, pointer, value);
    const { loaded, problems } = await load(tree);
    expect(problems.length).toBeGreaterThan(0);
    const { config, refused } = servableConfig(loaded, problems);
    expect(refused).toEqual([entity]);
    if (entity === 'acme') {
      expect(config.tenants.has('acme')).toBe(false);
    } else {
      expect(config.files.some((f) => f.relPath === file)).toBe(false);
      expect(config.tenants.get('acme')?.queries.size).toBe(3);
    }
  });

  it('keeps the last good version of a refused entity when there is one', async () => {
    const good = await load(validTree());
    const tree = validTree();
    setIn(tree, 'acme/dashboards/sales-overview.json', '/widgets/w2/title', 'x'.repeat(31));
    setIn(tree, 'acme/queries/retail_brands.json', '/query_raw', 'SELECT 2 AS brand {where_cond}');
    const { loaded, problems } = await load(tree);
    const { config, refused } = servableConfig(loaded, problems, good.loaded);
    expect(refused).toEqual(['acme/dashboards/sales-overview']);
    const acme = config.tenants.get('acme');
    const w2 = (acme?.dashboards.get('sales-overview')?.value.widgets as Record<string, any>).w2; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(w2.title).toBe('Notes');
    // The valid part of the same edit applies.
    expect(acme?.queries.get('retail_brands')?.sql).toBe('SELECT 2 AS brand {where_cond}');
    expect(validateConfig(config)).toEqual([]);
  });
});
