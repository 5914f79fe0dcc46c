import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
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

  it('refuses a DuckDB path outside the data directory and a missing file', async () => {
    const entity = config.tenants.get('acme')?.datasources.get('demo');
    if (!entity) throw new Error('acme demo datasource missing');
    entity.value = { ...entity.value, path: 'sub/../../elsewhere.duckdb' };
    await expect(registry.get('acme', 'demo')).rejects.toThrow(DatasourceConfigError);
    await expect(registry.get('acme', 'demo')).rejects.toThrow('leaves the data directory');
    entity.value = { ...entity.value, path: 'missing.duckdb' };
    await expect(registry.get('acme', 'demo')).rejects.toThrow(/cannot open missing\.duckdb/);
  });

  it('refuses calls once closed', async () => {
    await registry.close();
    await expect(registry.get('acme', 'demo')).rejects.toThrow('Datasources are closed');
  });
});
