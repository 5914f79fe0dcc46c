import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  removeConfigTree,
  setIn,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from '../config/temp-config-dir.ts';
import { runValidate } from './validate-command.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeConfigTree));
});

/** Writes `tree` as `<tmp>/cfg` and returns the temp root, used as the cwd. */
async function workspace(tree: ConfigTree): Promise<string> {
  const nested: ConfigTree = {};
  for (const [file, content] of Object.entries(tree)) nested[`cfg/${file}`] = content;
  const root = await writeConfigTree(nested);
  dirs.push(root);
  return root;
}

async function run(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runValidate(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd,
    env: {},
  });
  return { code, stdout, stderr };
}

function brokenTree(): ConfigTree {
  const tree = validTree();
  setIn(tree, 'acme/dashboards/sales-overview.json', '/widgets/w1/title', 42);
  delete tree['acme/queries/retail_sales_daily.sql'];
  return tree;
}

describe('navigator validate', () => {
  it('prints a summary and exits 0 on a clean directory', async () => {
    const cwd = await workspace(validTree());
    expect(await run(['cfg'], cwd)).toEqual({
      code: 0,
      stdout: 'cfg: 9 files, no problems\n',
      stderr: '',
    });
  });

  it('prints one line per problem relative to the cwd, then a summary, and exits 1', async () => {
    const cwd = await workspace(brokenTree());
    const result = await run(['cfg'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      'cfg/acme/dashboards/sales-overview.json:8:16  /widgets/w1/title  must be string or object (got 42)',
      'cfg/acme/queries/retail_sales_daily.json:1:1  /  the query has no SQL: add "query_raw" or a queries/retail_sales_daily.sql file',
      '2 problems in 2 files',
      '',
    ]);
  });

  it('prints paths relative to the cwd when run from inside the config directory', async () => {
    const root = await workspace(brokenTree());
    const result = await run(['..'], path.join(root, 'cfg', 'acme'));
    expect(result.stdout.split('\n')[0]).toBe(
      'dashboards/sales-overview.json:8:16  /widgets/w1/title  must be string or object (got 42)',
    );
  });

  it('--json prints a machine-readable report', async () => {
    const cwd = await workspace(brokenTree());
    const result = await run(['cfg', '--json'], cwd);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: false,
      dir: 'cfg',
      files: 8,
      problems: [
        {
          file: 'acme/dashboards/sales-overview.json',
          line: 8,
          column: 16,
          pointer: '/widgets/w1/title',
          message: 'must be string or object (got 42)',
          rule: 'schema',
        },
        {
          file: 'acme/queries/retail_sales_daily.json',
          line: 1,
          column: 1,
          pointer: '',
          message: 'the query has no SQL: add "query_raw" or a queries/retail_sales_daily.sql file',
          rule: 'query-sql',
        },
      ],
    });
  });

  it('--format json is --json', async () => {
    const cwd = await workspace(brokenTree());
    const [long, short] = await Promise.all([
      run(['cfg', '--format', 'json'], cwd),
      run(['cfg', '--json'], cwd),
    ]);
    expect(long).toEqual(short);
  });

  it('--json on a clean directory says ok', async () => {
    const cwd = await workspace(validTree());
    const result = await run(['--json', 'cfg'], cwd);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ok: true, dir: 'cfg', files: 9, problems: [] });
  });

  it('says "1 problem in 1 file" in the singular', async () => {
    const tree = validTree();
    setIn(tree, 'acme/dashboards/sales-overview.json', '/user_id', 7);
    const result = await run(['cfg'], await workspace(tree));
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('1 problem in 1 file');
  });

  it.each([
    ['no DIR', [], 'navigator validate: missing DIR\n'],
    ['a DIR that does not exist', ['nope'], 'navigator validate: "nope" does not exist\n'],
    [
      'a DIR that is a file',
      ['cfg/acme/users.json'],
      'navigator validate: "cfg/acme/users.json" is not a directory\n',
    ],
    ['two DIRs', ['cfg', 'cfg'], 'navigator validate: unexpected argument "cfg"\n'],
    [
      'an unknown format',
      ['cfg', '--format', 'xml'],
      'navigator validate: unknown --format "xml" (use text, json, sarif)\n',
    ],
    [
      '--json with another format',
      ['cfg', '--json', '--format', 'sarif'],
      'navigator validate: --json contradicts --format sarif\n',
    ],
    [
      'an unknown option',
      ['cfg', '--yaml'],
      "navigator validate: Unknown option '--yaml'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--yaml\"\n",
    ],
  ])('exits 2 on usage errors: %s', async (_label, argv, message) => {
    const cwd = await workspace(validTree());
    const result = await run(argv, cwd);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `${message}Usage: navigator validate DIR [--json | --format text|json|sarif] [--data DIR]\n`,
    });
  });

  it('refuses two tenants whose DuckDB datasources resolve to one file (--data DIR)', async () => {
    const tree = validTree();
    tree['globex/tenant.json'] = { $schema: '../../schemas/tenant.schema.json', name: 'Globex' };
    tree['globex/datasources/demo.json'] = tree['acme/datasources/demo.json'] ?? {};
    const cwd = await workspace(tree);
    // globex's data folder is a symbolic link to acme's: both would read acme/demo.duckdb.
    await mkdir(path.join(cwd, 'data', 'acme'), { recursive: true });
    await symlink(path.join(cwd, 'data', 'acme'), path.join(cwd, 'data', 'globex'));
    const result = await run(['cfg', '--data', 'data'], cwd);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      'cfg/acme/datasources/demo.json:1:1  /path  the data directory of tenant "acme" overlaps that of tenant "globex" (a symbolic link?): each tenant needs a folder of its own',
      'cfg/globex/datasources/demo.json:1:1  /path  the data directory of tenant "globex" overlaps that of tenant "acme" (a symbolic link?): each tenant needs a folder of its own',
      '2 problems in 2 files',
      '',
    ]);
    expect((await run(['cfg', '--data', 'elsewhere'], cwd)).code).toBe(0);
  });
});
