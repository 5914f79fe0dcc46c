import type { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import { demoDatabasePath } from '../data/generate-demo.ts';
import { QueryExecutionError, QueryTimeoutError } from '../query/query-errors.ts';
import type { Datasource } from './datasource.ts';
import { SLOW_SQL, TYPES_ROW, TYPES_SQL } from './datasource-fixtures.ts';
import { createDuckDbDatasource, openDuckDbFile } from './duckdb-datasource.ts';

let instance: DuckDBInstance;
let globexInstance: DuckDBInstance;
let acme: Datasource;
let globex: Datasource;
const limits = { timeoutMs: 10_000, rowLimit: 1000 };

beforeAll(async () => {
  const dataDir = await sharedTestDataDir();
  instance = await openDuckDbFile(demoDatabasePath(dataDir, 'acme'));
  globexInstance = await openDuckDbFile(demoDatabasePath(dataDir, 'globex'));
  acme = createDuckDbDatasource({ name: 'demo', instance, schema: 'acme', poolSize: 2 });
  globex = createDuckDbDatasource({
    name: 'demo',
    instance: globexInstance,
    schema: 'globex',
    poolSize: 2,
  });
});

afterAll(async () => {
  await acme.close();
  await globex.close();
  instance.closeSync();
  globexInstance.closeSync();
});

describe('DuckDB datasource', () => {
  it('maps BIGINT, DECIMAL, DOUBLE, DATE and TIMESTAMP(TZ) to the shared JSON form', async () => {
    const result = await acme.query(TYPES_SQL, [], limits);
    expect(result.rows).toEqual([TYPES_ROW]);
    expect(result.columns).toEqual(Object.keys(TYPES_ROW));
  });

  it('reads the schema of the datasource through its search_path', async () => {
    const sql = 'SELECT count(*) AS stores, min(store_name) AS first FROM stores';
    const [acmeRow] = (await acme.query(sql, [], limits)).rows;
    const [globexRow] = (await globex.query(sql, [], limits)).rows;
    expect(acmeRow?.stores).toBe(400);
    expect(globexRow?.stores).toBe(160);
    expect(String(acmeRow?.first)).toMatch(/^Acme /);
    expect(String(globexRow?.first)).toMatch(/^Globex /);
  });

  it('binds $n values', async () => {
    const result = await acme.query(
      'SELECT count(*) AS n FROM sales WHERE region_id = $1 AND sale_date BETWEEN $2 AND $3',
      [3, '2026-01-01', '2026-11-14'],
      limits,
    );
    expect(result.rows[0]?.n).toBeGreaterThan(0);
  });

  it('refuses writes, ATTACH and file access', async () => {
    for (const sql of [
      'CREATE TABLE hacked (a INTEGER)',
      'DELETE FROM sales',
      "ATTACH '/tmp/other.duckdb' AS other",
      "SELECT * FROM read_csv('/etc/passwd')",
      'SET enable_external_access = true',
    ]) {
      await expect(acme.query(sql, [], limits), sql).rejects.toThrow(QueryExecutionError);
    }
    expect((await acme.query('SELECT count(*) AS n FROM sales', [], limits)).rows[0]?.n).toBe(
      20_000,
    );
  });

  it('stops at the row limit and says so', async () => {
    const result = await acme.query('SELECT store_id FROM stores ORDER BY store_id', [], {
      timeoutMs: 10_000,
      rowLimit: 25,
    });
    expect(result.rows).toHaveLength(25);
    expect(result.rows[24]).toEqual({ store_id: 25 });
    expect(result.truncated).toBe(true);
    const all = await acme.query('SELECT store_id FROM stores', [], limits);
    expect(all.truncated).toBe(false);
  });

  it('interrupts a statement at its timeout, and the connection works afterwards', async () => {
    const started = Date.now();
    await expect(acme.query(SLOW_SQL.duckdb, [], { timeoutMs: 300, rowLimit: 10 })).rejects.toThrow(
      new QueryTimeoutError(300),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    for (let i = 0; i < 3; i++) {
      expect((await acme.query('SELECT 1 AS one', [], limits)).rows).toEqual([{ one: 1 }]);
    }
  });

  it('cancels a statement when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(
      acme.query(SLOW_SQL.duckdb, [], { ...limits, signal: controller.signal }),
    ).rejects.toThrow('Query cancelled');
  });

  it('describes output columns without running the statement', async () => {
    const started = Date.now();
    const columns = await acme.describe(
      `SELECT sale_date, region_id, sum(revenue) AS revenue, $1 AS label
       FROM sales, range(100000000000) AS t(i) WHERE region_id = $2 GROUP BY ALL`,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(columns.map(({ name, kind }) => [name, kind])).toEqual([
      ['sale_date', 'date'],
      ['region_id', 'number'],
      ['revenue', 'number'],
      ['label', expect.any(String)],
    ]);
  });

  it('lists the columns of the tables and views named, ignoring other words', async () => {
    const tables = await acme.tableColumns(['SALES', 'store_hierarchy', 'select', 'nothing_here']);
    expect([...tables.keys()].sort()).toEqual(['sales', 'store_hierarchy']);
    expect(tables.get('store_hierarchy')?.map((column) => column.name)).toEqual([
      'territory_id',
      'territory_name',
      'region_id',
      'region_name',
      'district_id',
      'district_name',
      'store_id',
      'store_name',
    ]);
    expect(tables.get('sales')?.find((column) => column.name === 'sale_date')?.kind).toBe('date');
  });

  it('runs more statements at once than it has connections', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => acme.query('SELECT $1 AS i', [i], limits)),
    );
    expect(results.map((result) => result.rows[0]?.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a schema that is not an identifier', () => {
    expect(() => createDuckDbDatasource({ name: 'x', instance, schema: "acme'; DROP" })).toThrow(
      'invalid schema',
    );
  });
});
