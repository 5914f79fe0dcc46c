/**
 * Isolation below SQL on DuckDB: acme's datasource is called directly, so no word guard runs
 * (the query service's assertInScope is skipped), and still no statement reaches globex's
 * rows, because acme's file holds acme's schema only and the file is sealed (read-only, no
 * external access, configuration locked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import { CONFIG_SAMPLES } from '../query/engine-test-support.ts';
import { QueryError } from '../query/query-errors.ts';
import type { Datasource } from './datasource.ts';
import { createDatasourceRegistry, type DatasourceRegistry } from './datasource-registry.ts';

const limits = { timeoutMs: 10_000, rowLimit: 10_000 };
let config: LoadedConfig;
let registry: DatasourceRegistry;
let acme: Datasource;
/** Store names only globex has: any of them in an answer to acme is a leak. */
let globexMarkers: string[];

beforeAll(async () => {
  config = await loadConfigDir(CONFIG_SAMPLES);
  registry = createDatasourceRegistry(() => config, await sharedTestDataDir());
  acme = await registry.get('acme', 'demo');
  const globex = await registry.get('globex', 'demo');
  const names = async (datasource: Datasource) =>
    (await datasource.query('SELECT store_name FROM stores', [], limits)).rows.map((row) =>
      String(row.store_name),
    );
  const acmeNames = new Set(await names(acme));
  globexMarkers = (await names(globex)).filter((name) => !acmeNames.has(name));
});

afterAll(async () => {
  await registry.close();
});

/** What acme's datasource answers to `sql`: its rows as text, or the error it threw. */
async function attempt(sql: string): Promise<{ ok: boolean; text: string }> {
  try {
    const result = await acme.query(sql, [], limits);
    return { ok: true, text: JSON.stringify(result.rows) };
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return { ok: false, text: (error as Error).message };
  }
}

describe("acme's DuckDB datasource, without the word guard", () => {
  it('has globex store names to look for', () => {
    expect(globexMarkers.length).toBeGreaterThan(100);
  });

  it.each([
    `select store_name from "query_table"('glo' || 'bex.stores')`,
    `select store_name from query_table('globex.stores')`,
    `select * from "query"('select * from "globex".stores')`,
    `select * from query('select store_name from globex.stores')`,
    `select store_name from globex.stores`,
    `select store_name from "globex"."stores"`,
    `select store_name from "GLOBEX".stores`,
    `select store_name from demo.globex.stores`,
    `select * from "query"('select * from duckdb_schemas()')`,
    `select * from duckdb_schemas()`,
    `select * from duckdb_tables()`,
    `select * from duckdb_databases()`,
    `select * from information_schema.schemata`,
    `select * from information_schema.tables`,
    `select * from duckdb_settings() where name = 'enable_external_access'`,
    `attach '../globex/demo.duckdb' as g (read_only)`,
    `select * from read_text('../globex/demo.duckdb')`,
    `select * from read_csv('/etc/passwd')`,
    `select * from query_table('read_text(''/etc/passwd'')')`,
    `use globex`,
    `set search_path = 'globex'`,
    `set enable_external_access = true`,
    `install httpfs`,
  ])('%s → an error or only acme rows', async (sql) => {
    const { ok, text } = await attempt(sql);
    for (const marker of globexMarkers) expect(text).not.toContain(marker);
    expect(text).not.toContain('root:x:0:0');
    // An error may echo the name it did not find; rows may not mention globex at all.
    if (ok) expect(text.toLowerCase()).not.toContain('globex');
  });

  it('catalogs list acme alone', async () => {
    const { ok, text } = await attempt(
      `select distinct schema_name from "query"('select * from duckdb_tables()')`,
    );
    expect(ok).toBe(true);
    expect(JSON.parse(text)).toEqual([{ schema_name: 'acme' }]);
    const schemas = await attempt(`select * from "query"('select * from duckdb_schemas()')`);
    expect(schemas.ok).toBe(true);
    expect(schemas.text).not.toMatch(/globex/i);
  });

  it("names globex's tables as missing, not as forbidden", async () => {
    const { ok, text } = await attempt(
      `select store_name from "query_table"('glo' || 'bex.stores')`,
    );
    expect(ok).toBe(false);
    expect(text).toMatch(/globex.*does not exist/i);
  });
});
