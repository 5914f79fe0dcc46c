import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantFile } from '../data/tenant-files.ts';
import {
  checkDuckDbFiles,
  duckDbFileProblems,
  duckDbFileUses,
  type DuckDbFileUse,
} from './check-duckdb-files.ts';
import type { LoadedConfig } from './config-types.ts';
import { loadConfigDir } from './load-config.ts';
import { removeConfigTree, writeConfigTree, type ConfigTree } from './temp-config-dir.ts';

const SCHEMA = '../../../schemas/datasource.schema.json';

/** Three tenants with one DuckDB datasource each (globex's names a path, on line 5). */
function tree(): ConfigTree {
  const duckdb = (extra: object = {}) => ({
    $schema: SCHEMA,
    name: 'demo',
    type: 'duckdb',
    ...extra,
  });
  return {
    'acme/datasources/demo.json': duckdb(),
    'globex/datasources/demo.json': duckdb({ path: 'shop/demo.duckdb' }),
    'initech/datasources/demo.json': duckdb(),
    'initech/datasources/warehouse.json': {
      $schema: SCHEMA,
      name: 'warehouse',
      type: 'postgres',
      url_env: 'WH_URL',
    },
  };
}

let root: string;
let loaded: LoadedConfig;

beforeAll(async () => {
  root = await writeConfigTree(tree());
  loaded = await loadConfigDir(root);
});

afterAll(async () => {
  await removeConfigTree(root);
});

function use(tenant: string, resolved: TenantFile): DuckDbFileUse {
  const file = loaded.tenants.get(tenant)?.datasources.get('demo')?.file;
  if (!file) throw new Error(`no ${tenant} datasource`);
  return { tenant, file, path: tenant === 'globex' ? 'shop/demo.duckdb' : 'demo.duckdb', resolved };
}

const at = (identity: string): TenantFile => ({
  ok: true,
  file: identity,
  real: identity,
  identity,
});

describe('duckDbFileProblems', () => {
  it.each<[string, [string, TenantFile][], string[]]>([
    [
      'every tenant its own file',
      [
        ['acme', at('a')],
        ['globex', at('g')],
        ['initech', at('i')],
      ],
      [],
    ],
    [
      'two tenants on one file',
      [
        ['acme', at('x')],
        ['globex', at('x')],
        ['initech', at('i')],
      ],
      [
        'acme/datasources/demo.json:1:1  /path  tenant "acme" shares the DuckDB file "demo.duckdb" with tenant "globex" (globex/datasources/demo.json): each tenant needs a file of its own',
        'globex/datasources/demo.json:5:11  /path  tenant "globex" shares the DuckDB file "shop/demo.duckdb" with tenant "acme" (acme/datasources/demo.json): each tenant needs a file of its own',
      ],
    ],
    [
      'three tenants on one file',
      [
        ['acme', at('x')],
        ['globex', at('x')],
        ['initech', at('x')],
      ],
      [
        'acme/datasources/demo.json:1:1  /path  tenant "acme" shares the DuckDB file "demo.duckdb" with tenant "globex" (globex/datasources/demo.json), tenant "initech" (initech/datasources/demo.json): each tenant needs a file of its own',
        'globex/datasources/demo.json:5:11  /path  tenant "globex" shares the DuckDB file "shop/demo.duckdb" with tenant "acme" (acme/datasources/demo.json), tenant "initech" (initech/datasources/demo.json): each tenant needs a file of its own',
        'initech/datasources/demo.json:1:1  /path  tenant "initech" shares the DuckDB file "demo.duckdb" with tenant "acme" (acme/datasources/demo.json), tenant "globex" (globex/datasources/demo.json): each tenant needs a file of its own',
      ],
    ],
    [
      'a path that cannot be used',
      [['acme', { ok: false, problem: 'path "x" leaves the data directory of tenant "acme"' }]],
      [
        'acme/datasources/demo.json:1:1  /path  path "x" leaves the data directory of tenant "acme"',
      ],
    ],
  ])('%s', (_label, cases, expected) => {
    const problems = duckDbFileProblems(cases.map(([tenant, resolved]) => use(tenant, resolved)));
    expect(
      problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.pointer}  ${p.message}`).sort(),
    ).toEqual(expected);
  });

  it('lets two datasources of one tenant read the same file', () => {
    expect(duckDbFileProblems([use('acme', at('x')), use('acme', at('x'))])).toEqual([]);
  });
});

describe('checkDuckDbFiles on a data directory', () => {
  it('lists the DuckDB datasources only, each resolved in its tenant folder', () => {
    const uses = duckDbFileUses(loaded, path.join(root, 'data'));
    expect(
      uses.map((u) => [u.tenant, u.file.name, u.path, u.resolved.ok && u.resolved.file]),
    ).toEqual([
      ['acme', 'demo', 'demo.duckdb', path.join(root, 'data', 'acme', 'demo.duckdb')],
      [
        'globex',
        'demo',
        'shop/demo.duckdb',
        path.join(root, 'data', 'globex', 'shop', 'demo.duckdb'),
      ],
      ['initech', 'demo', 'demo.duckdb', path.join(root, 'data', 'initech', 'demo.duckdb')],
    ]);
    expect(checkDuckDbFiles(loaded, path.join(root, 'data'))).toEqual([]);
  });

  it.each([
    [
      "a tenant folder that is a symbolic link to another tenant's",
      async (data: string) => {
        await mkdir(path.join(data, 'acme'), { recursive: true });
        await symlink(path.join(data, 'acme'), path.join(data, 'initech'));
      },
      [
        'acme/datasources/demo.json /path the data directory of tenant "acme" overlaps that of tenant "initech" (a symbolic link?): each tenant needs a folder of its own',
        'initech/datasources/demo.json /path the data directory of tenant "initech" overlaps that of tenant "acme" (a symbolic link?): each tenant needs a folder of its own',
      ],
    ],
    [
      "a file in globex's folder that is a symbolic link to acme's",
      async (data: string) => {
        await mkdir(path.join(data, 'acme'), { recursive: true });
        await mkdir(path.join(data, 'globex', 'shop'), { recursive: true });
        await writeFile(path.join(data, 'acme', 'demo.duckdb'), '');
        await symlink(
          path.join(data, 'acme', 'demo.duckdb'),
          path.join(data, 'globex', 'shop', 'demo.duckdb'),
        );
      },
      [
        'globex/datasources/demo.json /path path "shop/demo.duckdb" leaves the data directory of tenant "globex" through a symbolic link',
      ],
    ],
  ])('reports %s', async (_label, arrange, expected) => {
    const data = path.join(root, `data-${expected.length}-${_label.length}`);
    await arrange(data);
    const problems = checkDuckDbFiles(loaded, data);
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.message}`).sort()).toEqual(expected);
  });
});
