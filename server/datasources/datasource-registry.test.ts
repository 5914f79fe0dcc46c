import { link, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import { demoDatabasePath } from '../data/generate-demo.ts';
import { CONFIG_SAMPLES } from '../query/engine-test-support.ts';
import { DatasourceConfigError, NotFoundError } from '../query/query-errors.ts';
import { createDatasourceRegistry, type DatasourceRegistry } from './datasource-registry.ts';

let config: LoadedConfig;
let registry: DatasourceRegistry;

beforeEach(async () => {
  config = await loadConfigDir(CONFIG_SAMPLES);
  registry = createDatasourceRegistry(() => config, await sharedTestDataDir());
});

afterEach(async () => {
  await registry.close();
});

describe('datasource registry', () => {
  it('gives each tenant its own datasource on its own schema, made once', async () => {
    const acme = await registry.get('acme', 'demo');
    const globex = await registry.get('globex', 'demo');
    expect(await registry.get('acme', 'demo')).toBe(acme);
    expect([acme.dialect, acme.schema, globex.schema]).toEqual(['duckdb', 'acme', 'globex']);
    expect(acme.rowLimit).toBe(100_000);
    expect(acme.timeoutMs).toBe(10_000);
  });

  it('answers NotFoundError for a datasource or tenant that does not exist', async () => {
    await expect(registry.get('acme', 'warehouse')).rejects.toThrow(NotFoundError);
    await expect(registry.get('initech', 'demo')).rejects.toThrow('Datasource "demo" not found');
  });

  it('makes a fresh datasource when its file changes', async () => {
    const first = await registry.get('acme', 'demo');
    const entity = config.tenants.get('acme')?.datasources.get('demo');
    if (!entity) throw new Error('acme demo datasource missing');
    entity.value = { ...entity.value, row_limit: 50 };
    const second = await registry.get('acme', 'demo');
    expect(second).not.toBe(first);
    expect(second.rowLimit).toBe(50);
    const { rows } = await second.query('SELECT count(*) AS n FROM stores', [], {
      timeoutMs: 5000,
      rowLimit: 1,
    });
    expect(rows).toEqual([{ n: 400 }]);
  });

  it("refuses a DuckDB path outside the tenant's data directory and a missing file", async () => {
    const entity = config.tenants.get('acme')?.datasources.get('demo');
    if (!entity) throw new Error('acme demo datasource missing');
    entity.value = { ...entity.value, path: 'sub/../../elsewhere.duckdb' };
    await expect(registry.get('acme', 'demo')).rejects.toThrow(DatasourceConfigError);
    await expect(registry.get('acme', 'demo')).rejects.toThrow(
      'Datasource "demo": path "sub/../../elsewhere.duckdb" leaves the data directory of tenant "acme"',
    );
    entity.value = { ...entity.value, path: 'missing.duckdb' };
    await expect(registry.get('acme', 'demo')).rejects.toThrow(
      'Datasource "demo": cannot open missing.duckdb: the file does not exist',
    );
  });

  it("reads each tenant's own file: acme's holds no globex schema", async () => {
    const acme = await registry.get('acme', 'demo');
    const { rows } = await acme.query(
      'SELECT DISTINCT schema_name FROM duckdb_tables() ORDER BY 1',
      [],
      { timeoutMs: 5000, rowLimit: 10 },
    );
    expect(rows).toEqual([{ schema_name: 'acme' }]);
  });

  it('refuses calls once closed', async () => {
    await registry.close();
    await expect(registry.get('acme', 'demo')).rejects.toThrow('Datasources are closed');
  });
});

describe('datasource registry over tricked data directories', () => {
  let root: string;
  let tricks: LoadedConfig;
  let tricked: DatasourceRegistry;

  beforeAll(async () => {
    const shared = await sharedTestDataDir();
    root = await mkdtemp(path.join(os.tmpdir(), 'navigator-registry-'));
    for (const tenant of ['acme', 'globex']) {
      await mkdir(path.join(root, tenant));
      await link(demoDatabasePath(shared, tenant), demoDatabasePath(root, tenant));
    }
    // acme/: a symlink into globex's folder, a hard link of globex's file, a link leaving.
    await symlink('../globex/demo.duckdb', path.join(root, 'acme', 'globex.duckdb'));
    await link(demoDatabasePath(shared, 'globex'), path.join(root, 'acme', 'hard.duckdb'));
    await symlink(root, path.join(root, 'acme', 'up'));
    // Where the one file of every tenant used to be.
    await link(demoDatabasePath(shared, 'globex'), path.join(root, 'demo.duckdb'));
  });

  beforeEach(async () => {
    tricks = await loadConfigDir(CONFIG_SAMPLES);
    tricked = createDatasourceRegistry(() => tricks, root);
  });

  afterEach(async () => {
    await tricked.close();
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  function pointAcmeAt(file: string): void {
    const entity = tricks.tenants.get('acme')?.datasources.get('demo');
    if (!entity) throw new Error('acme demo datasource missing');
    entity.value = { ...entity.value, path: file };
  }

  it.each([
    ['globex.duckdb', 'leaves the data directory of tenant "acme" through a symbolic link'],
    ['up/globex/demo.duckdb', 'leaves the data directory of tenant "acme" through a symbolic link'],
    ['up/demo.duckdb', 'leaves the data directory of tenant "acme" through a symbolic link'],
  ])('refuses acme the path %s', async (file, message) => {
    pointAcmeAt(file);
    await expect(tricked.get('acme', 'demo')).rejects.toThrow(DatasourceConfigError);
    await expect(tricked.get('acme', 'demo')).rejects.toThrow(message);
  });

  it("never opens one file for two tenants (a hard link of globex's file in acme's folder)", async () => {
    const globex = await tricked.get('globex', 'demo');
    expect(globex.schema).toBe('globex');
    pointAcmeAt('hard.duckdb');
    await expect(tricked.get('acme', 'demo')).rejects.toThrow(
      'Datasource "demo": path "hard.duckdb" is a file tenant "globex" reads; tenants never share a DuckDB file',
    );
  });
});
