import { afterEach, describe, expect, it } from 'vitest';
import { loadConfigDir } from './load-config.ts';
import {
  removeConfigTree,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from './temp-config-dir.ts';

const dirs: string[] = [];
async function load(tree: ConfigTree) {
  const dir = await writeConfigTree(tree);
  dirs.push(dir);
  return loadConfigDir(dir);
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeConfigTree));
});

describe('loadConfigDir', () => {
  it('reads a tenant into entities', async () => {
    const loaded = await load(validTree());
    expect(loaded.problems).toEqual([]);
    expect([...loaded.tenants.keys()]).toEqual(['acme']);
    const acme = loaded.tenants.get('acme')!;
    expect(acme.tenant?.value.name).toBe('Acme');
    expect(acme.users.map((u) => [u.id, u.pointer, u.value.username])).toEqual([
      ['1', '/users/0', 'ana'],
      ['2', '/users/1', 'bo'],
    ]);
    expect([...acme.datasources.keys()]).toEqual(['demo']);
    expect([...acme.programs.keys()]).toEqual(['retail']);
    expect([...acme.dashboards.keys()]).toEqual(['sales-overview']);
    expect([...acme.queries.keys()].sort()).toEqual([
      'retail_brands',
      'retail_sales_daily',
      'retail_stores',
    ]);
    expect(acme.images).toEqual(['images/logo.svg']);
    expect(loaded.files.map((f) => f.relPath)).toEqual([
      'acme/dashboards/sales-overview.json',
      'acme/datasources/demo.json',
      'acme/programs/retail.json',
      'acme/queries/retail_brands.json',
      'acme/queries/retail_sales_daily.json',
      'acme/queries/retail_sales_daily.sql',
      'acme/queries/retail_stores.json',
      'acme/tenant.json',
      'acme/users.json',
    ]);
  });

  it('resolves query SQL from the .sql sibling or from query_raw', async () => {
    const acme = (await load(validTree())).tenants.get('acme')!;
    const daily = acme.queries.get('retail_sales_daily')!;
    expect(daily.sqlFile?.relPath).toBe('acme/queries/retail_sales_daily.sql');
    expect(daily.sql).toContain('WHERE store_id = {store_id}');
    const brands = acme.queries.get('retail_brands')!;
    expect(brands.sqlFile).toBeUndefined();
    expect(brands.sql).toBe('SELECT DISTINCT brand FROM sales {where_cond}');
  });

  it('keeps raw text, path and a position index for every file', async () => {
    const loaded = await load(validTree());
    const program = loaded.tenants.get('acme')!.programs.get('retail')!;
    expect(program.file.path).toBe(`${loaded.dir}/acme/programs/retail.json`);
    expect(program.file.text.startsWith('{\n  "$schema"')).toBe(true);
    expect(program.file.json?.lineStarts[1]).toBe(2);
  });

  it.each([
    [
      'unknown folder in a tenant',
      'acme/widgets/x.json',
      '{}',
      'acme/widgets',
      'unexpected folder: a tenant folder holds tenant.json, users.json, images/, datasources/, programs/, dashboards/, queries/, tables/, imports/ and data/',
      'unexpected-folder',
    ],
    [
      'stray file in a tenant',
      'acme/notes.txt',
      'x',
      'acme/notes.txt',
      'unexpected file: a tenant folder holds tenant.json, users.json, images/, datasources/, programs/, dashboards/, queries/, tables/, imports/ and data/',
      'unexpected-file',
    ],
    [
      'non-JSON file in programs/',
      'acme/programs/retail.yaml',
      'a: 1',
      'acme/programs/retail.yaml',
      'unexpected file: only .json files belong in programs/',
      'unexpected-file',
    ],
    [
      'non-JSON file in queries/',
      'acme/queries/q.txt',
      'x',
      'acme/queries/q.txt',
      'unexpected file: only .json and .sql files belong in queries/',
      'unexpected-file',
    ],
    [
      'SQL without its JSON',
      'acme/queries/lonely.sql',
      'SELECT 1',
      'acme/queries/lonely.sql',
      'orphan SQL file: queries/lonely.json does not exist',
      'orphan-sql',
    ],
    [
      'sub-folder in dashboards/',
      'acme/dashboards/old/a.json',
      '{}',
      'acme/dashboards/old',
      'unexpected folder: dashboards/ holds only files',
      'unexpected-folder',
    ],
    [
      'file at the top',
      'settings.json',
      '{}',
      'settings.json',
      'unexpected file: the config directory holds one folder per tenant',
      'unexpected-file',
    ],
  ])('reports a misplaced file: %s', async (_label, relPath, content, file, message, rule) => {
    const loaded = await load({ ...validTree(), [relPath]: content });
    expect(loaded.problems).toEqual([{ file, line: 1, column: 1, pointer: '', message, rule }]);
  });

  it('ignores hidden entries and markdown notes at the top', async () => {
    const loaded = await load({
      ...validTree(),
      'README.md': '# ops notes',
      '.git/HEAD': 'x',
      'acme/.DS_Store': 'x',
    });
    expect(loaded.problems).toEqual([]);
  });

  it('reports a tenant folder without tenant.json', async () => {
    const loaded = await load({ ...validTree(), 'globex/users.json': { users: [] } });
    expect(loaded.problems).toEqual([
      {
        file: 'globex/tenant.json',
        line: 1,
        column: 1,
        pointer: '',
        message: 'missing file: every tenant folder needs a tenant.json',
        rule: 'missing-file',
      },
    ]);
    expect(loaded.tenants.get('globex')?.tenant).toBeUndefined();
  });

  it('reports broken JSON at its line and column and keeps the file without an entity', async () => {
    const text = '{\n  "name": "demo",\n  "type": "duckdb",\n}\n';
    const loaded = await load({ ...validTree(), 'acme/datasources/demo.json': text });
    expect(loaded.problems).toEqual([
      {
        file: 'acme/datasources/demo.json',
        line: 3,
        column: 19,
        pointer: '',
        message: 'invalid JSON: trailing comma is not allowed',
        rule: 'json-syntax',
      },
    ]);
    const acme = loaded.tenants.get('acme')!;
    expect(acme.datasources.has('demo')).toBe(false);
    expect(acme.files.find((f) => f.relPath === 'acme/datasources/demo.json')?.text).toBe(text);
  });

  it('reports duplicate keys', async () => {
    const text = '{\n  "name": "demo",\n  "type": "duckdb",\n  "name": "other"\n}\n';
    const loaded = await load({ ...validTree(), 'acme/datasources/demo.json': text });
    expect(loaded.problems).toEqual([
      {
        file: 'acme/datasources/demo.json',
        line: 4,
        column: 3,
        pointer: '/name',
        message: 'duplicate key "name" (first at line 2 column 3); JSON keeps only the last one',
        rule: 'duplicate-key',
      },
    ]);
  });

  it('keeps a file whose JSON is not an object without making it an entity', async () => {
    const loaded = await load({ ...validTree(), 'acme/programs/retail.json': '[1, 2]\n' });
    expect(loaded.problems).toEqual([]);
    expect(loaded.tenants.get('acme')!.programs.size).toBe(0);
    expect(loaded.files.some((f) => f.relPath === 'acme/programs/retail.json')).toBe(true);
  });

  it('throws when the directory itself cannot be read', async () => {
    await expect(loadConfigDir('/nonexistent/navigator-config')).rejects.toThrow(/ENOENT/);
  });
});
