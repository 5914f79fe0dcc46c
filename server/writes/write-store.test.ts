import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { postgresAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { dropRole, POSTGRES_ADMIN } from '../../tests/support/postgres-roles.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import {
  removeConfigTree,
  validTree,
  writeConfigTree,
  type ConfigTree,
} from '../config/temp-config-dir.ts';
import { validateConfig } from '../config/validate-config.ts';
import {
  createWriteStore,
  RowsRefusedError,
  WriteStoreError,
  type WriteStore,
} from './write-store.ts';

const visits = {
  name: 'store_visits',
  columns: {
    type: 'object',
    properties: {
      visit_id: { type: 'string', minLength: 1 },
      store_id: { type: 'integer', minimum: 1 },
      visited_on: { type: 'string', format: 'date' },
      score: { type: 'number', minimum: 0, maximum: 10 },
      clean: { type: 'boolean' },
      note: { type: 'string' },
    },
    required: ['store_id', 'visited_on'],
  },
  key: ['visit_id'],
};

const pgReady = requireOrSkip('PostgreSQL write store', await postgresAvailability());
const run = randomBytes(4).toString('hex');
let serial = 0;
const ADMIN_URL = `postgres://${POSTGRES_ADMIN.user}@${POSTGRES_ADMIN.host}:${POSTGRES_ADMIN.port}/${POSTGRES_ADMIN.database}`;
const env = { NAV_TEST_PG_ADMIN_URL: ADMIN_URL };

async function admin<T extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(POSTGRES_ADMIN);
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** One engine the write store runs on: its `writes` datasource and what differs in SQL. */
interface Engine {
  name: 'duckdb' | 'postgres';
  ready: boolean;
  /** The `writes` datasource of tenant `tenant` in this test. */
  writes(tenant: string): object;
  /** SQL naming a column's type. */
  typeOf: (column: string) => string;
  /** How the engine spells BIGINT in information_schema. */
  bigint: string;
  cleanup(): Promise<void>;
}

/** Schemas and roles made by the current PostgreSQL test. */
let made: string[] = [];
const engines: Engine[] = [
  {
    name: 'duckdb',
    ready: true,
    writes: () => ({ name: 'writes', type: 'duckdb', path: 'writes.duckdb' }),
    typeOf: (column) => `typeof(${column})`,
    bigint: 'BIGINT',
    cleanup: async () => undefined,
  },
  {
    name: 'postgres',
    ready: pgReady,
    writes(tenant) {
      const schema = `nav_${run}_${serial}_${tenant}`;
      if (!made.includes(schema)) made.push(schema);
      return {
        name: 'writes',
        type: 'postgres',
        host: POSTGRES_ADMIN.host,
        port: POSTGRES_ADMIN.port,
        database: POSTGRES_ADMIN.database,
        user: `${schema}_role`,
        schema,
        admin_url_env: 'NAV_TEST_PG_ADMIN_URL',
      };
    },
    typeOf: (column) => `upper(pg_typeof(${column})::text)`,
    bigint: 'bigint',
    async cleanup() {
      for (const schema of made) {
        await admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await dropRole(`${schema}_role`);
      }
      made = [];
    },
  },
];

const actor = { email: 'ana@acme.test', widget: 'visit_form', source: 'form' };

describe.each(engines)('write store on $name', (engine) => {
  function treeWith(table: object = visits): ConfigTree {
    return {
      ...validTree(),
      'acme/datasources/writes.json': engine.writes('acme'),
      'acme/tables/store_visits.json': table,
    };
  }
  if (!engine.ready) {
    it.skip('needs PostgreSQL on 127.0.0.1:5432 (see the reason printed above)', () => undefined);
    return;
  }
  let configDir: string;
  let dataDir: string;
  let config: LoadedConfig;
  let store: WriteStore;
  let writes: string[];

  async function open(tree: ConfigTree): Promise<void> {
    configDir = await writeConfigTree(tree);
    config = await loadConfigDir(configDir);
    writes = [];
    store = createWriteStore({
      config: () => config,
      dataDir,
      env,
      onWrite: (tenant, table) => writes.push(`${tenant}/${table}`),
    });
  }

  /** Rows as the tenant's dashboards read them (the `writes` datasource). */
  async function rowsOf(sql: string): Promise<unknown[][]> {
    const datasource = await store.datasource('acme', {});
    try {
      const result = await datasource.query(sql, [], { timeoutMs: 10_000, rowLimit: 1000 });
      return result.rows.map((row) => Object.values(row));
    } finally {
      await datasource.close();
    }
  }

  beforeEach(async () => {
    serial += 1;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nav-writes-'));
  });
  afterEach(async () => {
    await store.close();
    await removeConfigTree(configDir);
    await rm(dataDir, { recursive: true, force: true });
    await engine.cleanup();
  });

  it('validates the table file with the rest of the config', async () => {
    await open(treeWith());
    expect(
      validateConfig(config).filter((p) => p.file.includes('tables') && p.rule !== 'schema-ref'),
    ).toEqual([]);
  });

  it('creates the table, appends typed rows in one write and audits it', async () => {
    await open(treeWith());
    const result = await store.write(
      'acme',
      'store_visits',
      [
        { visit_id: 'a', store_id: 3, visited_on: '2026-11-02', score: 7.5, clean: true },
        { visit_id: 'b', store_id: 4, visited_on: '2026-11-03', note: 'door broken' },
      ],
      { mode: 'append', actor },
    );
    expect(result).toMatchObject({ written: 2, replaced: 0, auditId: 1 });
    expect(writes).toEqual(['acme/store_visits']);
    const rows = await rowsOf(
      `SELECT visit_id, store_id, CAST(visited_on AS VARCHAR), score, clean, note, ${engine.typeOf('store_id')} AS store_type, ${engine.typeOf('visited_on')} AS date_type FROM store_visits ORDER BY visit_id`,
    );
    expect(rows).toEqual([
      ['a', 3, '2026-11-02', 7.5, true, null, 'BIGINT', 'DATE'],
      ['b', 4, '2026-11-03', null, null, 'door broken', 'BIGINT', 'DATE'],
    ]);
    expect(
      await rowsOf(
        `SELECT user_email, widget, source, table_name, mode, row_count FROM navigator_audit`,
      ),
    ).toEqual([['ana@acme.test', 'visit_form', 'form', 'store_visits', 'append', 2]]);
  });

  it('replaces rows with the same key, so re-running an import adds nothing', async () => {
    await open(treeWith());
    const rows = [
      { visit_id: 'a', store_id: 3, visited_on: '2026-11-02' },
      { visit_id: 'b', store_id: 4, visited_on: '2026-11-03' },
    ];
    await store.write('acme', 'store_visits', rows, { mode: 'append', actor });
    const again = await store.write('acme', 'store_visits', rows, { mode: 'append', actor });
    expect(again).toMatchObject({ written: 2, replaced: 2 });
    expect(await rowsOf('SELECT count(*) FROM store_visits')).toEqual([[2]]);
  });

  it('replace mode empties the table first', async () => {
    await open(treeWith());
    await store.write(
      'acme',
      'store_visits',
      [{ visit_id: 'a', store_id: 3, visited_on: '2026-11-02' }],
      { mode: 'append', actor },
    );
    const result = await store.write(
      'acme',
      'store_visits',
      [{ visit_id: 'z', store_id: 9, visited_on: '2026-11-09' }],
      { mode: 'replace', actor },
    );
    expect(result).toMatchObject({ written: 1, replaced: 1 });
    expect(await rowsOf('SELECT visit_id FROM store_visits')).toEqual([['z']]);
  });

  it('refuses a write with bad rows, names each one, and writes nothing', async () => {
    await open(treeWith());
    const attempt = store.write(
      'acme',
      'store_visits',
      [
        { visit_id: 'a', store_id: 3, visited_on: '2026-11-02' },
        { visit_id: 'b', store_id: 'four', visited_on: '2026-11-03' },
        { visit_id: 'c', store_id: 5, visited_on: '03/11/2026' },
        { visit_id: 'd', visited_on: '2026-11-03', colour: 'red' },
      ],
      { mode: 'append', actor },
    );
    await expect(attempt).rejects.toBeInstanceOf(RowsRefusedError);
    const error = (await attempt.catch((e: unknown) => e)) as RowsRefusedError;
    expect(error.failingRows).toBe(3);
    expect(error.failures).toEqual([
      { row: 2, column: 'store_id', message: 'must be an integer' },
      { row: 3, column: 'visited_on', message: 'must be a date (YYYY-MM-DD)' },
      { row: 4, column: 'store_id', message: 'is required' },
      { row: 4, column: 'colour', message: 'is not a column of the table' },
    ]);
    expect(await rowsOf('SELECT count(*) FROM store_visits')).toEqual([[0]]);
    expect(writes).toEqual([]);
  });

  it('a crash in the middle of a write leaves the table as before', async () => {
    await open(treeWith());
    await store.write(
      'acme',
      'store_visits',
      [{ visit_id: 'a', store_id: 3, visited_on: '2026-11-02' }],
      { mode: 'append', actor },
    );
    const crash = store.write(
      'acme',
      'store_visits',
      [{ visit_id: 'b', store_id: 4, visited_on: '2026-11-03' }],
      {
        mode: 'replace',
        actor,
        fail: () => {
          throw new Error('power cut');
        },
      },
    );
    await expect(crash).rejects.toThrow('power cut');
    expect(await rowsOf('SELECT visit_id FROM store_visits')).toEqual([['a']]);
    expect(await rowsOf('SELECT count(*) FROM navigator_audit')).toEqual([[1]]);
  });

  it('refuses an undeclared table with 404 and too many rows with 413', async () => {
    await open(treeWith({ ...visits, max_rows_per_write: 2 }));
    await expect(
      store.write('acme', 'prices', [], { mode: 'append', actor }),
    ).rejects.toMatchObject({ status: 404 });
    const many = [1, 2, 3].map((n) => ({
      visit_id: String(n),
      store_id: n,
      visited_on: '2026-11-02',
    }));
    await expect(
      store.write('acme', 'store_visits', many, { mode: 'append', actor }),
    ).rejects.toMatchObject({
      status: 413,
      message: 'A write to table "store_visits" may carry at most 2 rows (got 3)',
    });
  });

  it('adds a new optional column on start and refuses a destructive change', async () => {
    await open(treeWith());
    await store.write(
      'acme',
      'store_visits',
      [{ visit_id: 'a', store_id: 3, visited_on: '2026-11-02' }],
      { mode: 'append', actor },
    );
    await store.close();
    const added = structuredClone(visits) as typeof visits & {
      columns: { properties: Record<string, object> };
    };
    added.columns.properties.photo_url = { type: 'string' };
    config = await loadConfigDir(await writeConfigTree(treeWith(added)));
    store = createWriteStore({ config: () => config, dataDir, env });
    expect(await rowsOf(`SELECT visit_id, photo_url FROM store_visits`)).toEqual([['a', null]]);
    await store.close();

    const changed = structuredClone(visits);
    (changed.columns.properties.store_id as { type: string }).type = 'string';
    config = await loadConfigDir(await writeConfigTree(treeWith(changed)));
    store = createWriteStore({ config: () => config, dataDir, env });
    const refusal = await store.prepare('acme').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(WriteStoreError);
    expect((refusal as Error).message).toBe(
      `Table "store_visits" (tables/store_visits.json) cannot be migrated: column "photo_url" exists in the store but is no longer declared: removing a column would lose its data; column "store_id" is ${engine.bigint} in the store and declared as VARCHAR: changing a column's type is refused. Only additive changes are applied on start; move the data to a new table instead.`,
    );
    // The store is untouched by the refused start.
    expect(await untouchedCount()).toBe(1);
  });

  /** The rows of store_visits, read around the store (which refuses to open). */
  async function untouchedCount(): Promise<number> {
    if (engine.name === 'postgres') {
      const schema = made[0] ?? '';
      const rows = await admin<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".store_visits`);
      const columns = await admin(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'store_visits'`,
        [schema],
      );
      expect(columns.map((c) => c.column_name)).toContain('photo_url');
      return Number(rows[0]?.n);
    }
    const check = await DuckDBInstance.create(path.join(dataDir, 'acme', 'writes.duckdb'), {
      access_mode: 'READ_ONLY',
    });
    const connection = await check.connect();
    try {
      return Number(
        (await connection.runAndReadAll('SELECT count(*) FROM store_visits')).getRowsJS()[0]?.[0],
      );
    } finally {
      connection.closeSync();
      check.closeSync();
    }
  }

  it('a value the database refuses at insert time leaves the table as before', async () => {
    await open(treeWith());
    await store.write(
      'acme',
      'store_visits',
      [{ visit_id: 'a', store_id: 3, visited_on: '2026-11-02' }],
      {
        mode: 'append',
        actor,
      },
    );
    // Valid JSON Schema integers, but 1e20 does not fit BIGINT: the cast fails inside the INSERT.
    const attempt = store.write(
      'acme',
      'store_visits',
      [
        { visit_id: 'b', store_id: 4, visited_on: '2026-11-03' },
        { visit_id: 'c', store_id: 1e20, visited_on: '2026-11-03' },
      ],
      { mode: 'replace', actor },
    );
    await expect(attempt).rejects.toThrow(/range|overflow|convert/i);
    expect(await rowsOf('SELECT visit_id FROM store_visits')).toEqual([['a']]);
    expect(await rowsOf('SELECT count(*) FROM navigator_audit')).toEqual([[1]]);
    // The last audit id, then the hash of the columns the store was migrated to.
    expect(store.dataVersion('acme')).toMatch(/^1\.[0-9a-f]{12}$/);
  });
});
