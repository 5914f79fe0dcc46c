import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import {
  connectionAs,
  createTenantRole,
  dropRole,
  randomRoleName,
} from '../../tests/support/postgres-roles.ts';
import { TEST_POSTGRES } from '../query/engine-test-support.ts';
import {
  DatasourceConfigError,
  QueryExecutionError,
  QueryTimeoutError,
} from '../query/query-errors.ts';
import type { Datasource } from './datasource.ts';
import { SLOW_SQL, TYPES_ROW, TYPES_SQL } from './datasource-fixtures.ts';
import { createDatasourceRegistry } from './datasource-registry.ts';
import { createPostgresDatasource, postgresConnectionConfig } from './postgres-datasource.ts';

const ready = requireOrSkip('PostgreSQL datasource', await postgresAvailability());
const schema = `nav_${randomBytes(4).toString('hex')}_ds`;
/** The datasource's own role: it reads `schema` only (never the `postgres` superuser). */
const role = randomRoleName('ds');
const limits = { timeoutMs: 10_000, rowLimit: 10_000 };
let datasource: Datasource;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client(TEST_POSTGRES);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!ready)('PostgreSQL datasource', () => {
  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.t AS
        SELECT g AS id, 'row ' || g AS name, DATE '2026-01-01' + g AS day
        FROM generate_series(1, 3000) AS g`);
    await createTenantRole(role, schema);
    datasource = createPostgresDatasource({
      name: 'pg',
      connection: connectionAs(role),
      schema,
      poolSize: 2,
    });
  });

  afterAll(async () => {
    await datasource?.close();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await dropRole(role);
  });

  it('maps BIGINT, NUMERIC, FLOAT8, DATE and TIMESTAMP(TZ) exactly as DuckDB does', async () => {
    const result = await datasource.query(TYPES_SQL, [], limits);
    expect(result.rows).toEqual([TYPES_ROW]);
    expect(result.columns).toEqual(Object.keys(TYPES_ROW));
  });

  it('reads unqualified names from the schema and binds $n values', async () => {
    const result = await datasource.query(
      'SELECT count(*) AS n, min(day) AS first FROM t WHERE id > $1 AND day >= $2',
      [20, '2026-02-01'],
      limits,
    );
    expect(result.rows).toEqual([{ n: 2970, first: '2026-02-01' }]);
  });

  it('runs every statement as its own role in a READ ONLY transaction', async () => {
    const { rows } = await datasource.query(
      "SELECT current_user AS who, current_setting('transaction_read_only') AS read_only",
      [],
      limits,
    );
    expect(rows).toEqual([{ who: role, read_only: 'on' }]);
    for (const sql of ['CREATE TABLE hacked (a int)', 'DELETE FROM t', 'UPDATE t SET name = $1']) {
      const params = sql.includes('$1') ? ['x'] : [];
      await expect(datasource.query(sql, params, limits), sql).rejects.toThrow(QueryExecutionError);
      await expect(datasource.query(sql, params, limits), sql).rejects.toThrow(/read-only/);
    }
    expect((await datasource.query('SELECT count(*) AS n FROM t', [], limits)).rows).toEqual([
      { n: 3000 },
    ]);
  });

  it('reads SELECTs through a cursor up to the row limit', async () => {
    const result = await datasource.query('SELECT id FROM t ORDER BY id', [], {
      timeoutMs: 10_000,
      rowLimit: 10,
    });
    expect(result.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.truncated).toBe(true);
    const shown = await datasource.query('SHOW search_path', [], limits);
    expect(shown.rows).toEqual([{ search_path: schema }]);
  });

  it('cancels a statement at its timeout or on abort, and keeps working', async () => {
    await expect(
      datasource.query(SLOW_SQL.postgres, [], { timeoutMs: 300, rowLimit: 10 }),
    ).rejects.toThrow(new QueryTimeoutError(300));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(
      datasource.query(SLOW_SQL.postgres, [], { ...limits, signal: controller.signal }),
    ).rejects.toThrow('Query cancelled');
    for (let i = 0; i < 3; i++) {
      expect((await datasource.query('SELECT 1 AS one', [], limits)).rows).toEqual([{ one: 1 }]);
    }
  });

  it('describes output columns with unbound parameters', async () => {
    const columns = await datasource.describe(
      'SELECT id, name, day, CAST($1 AS DATE) AS since, count(*) OVER () AS total FROM t WHERE id > $2',
    );
    expect(columns.map(({ name, kind }) => [name, kind])).toEqual([
      ['id', 'number'],
      ['name', 'string'],
      ['day', 'date'],
      ['since', 'date'],
      ['total', 'number'],
    ]);
  });

  it('lists the columns of the named tables of its schema only', async () => {
    const tables = await datasource.tableColumns(['T', 'pg_class', 'select']);
    expect([...tables.keys()]).toEqual(['t']);
    expect(tables.get('t')?.map((column) => `${column.name}:${column.kind}`)).toEqual([
      'id:number',
      'name:string',
      'day:date',
    ]);
  });
});

describe('postgresConnectionConfig', () => {
  const file = {
    name: 'wh',
    type: 'postgres' as const,
    host: 'db',
    database: 'dw',
    user: 'reader',
  };

  it('reads the password from password_env and the URL from url_env', () => {
    expect(
      postgresConnectionConfig(
        { ...file, password_env: 'WH_PASSWORD', ssl: true },
        { WH_PASSWORD: 's3cret' },
      ),
    ).toEqual({
      host: 'db',
      port: 5432,
      database: 'dw',
      user: 'reader',
      password: 's3cret',
      ssl: true,
    });
    expect(
      postgresConnectionConfig(
        { name: 'wh', type: 'postgres', url_env: 'WH_URL' },
        { WH_URL: 'postgres://u:p@h/d' },
      ),
    ).toEqual({ connectionString: 'postgres://u:p@h/d' });
  });

  it('names a missing environment variable', () => {
    expect(() => postgresConnectionConfig({ ...file, password_env: 'WH_PASSWORD' }, {})).toThrow(
      new DatasourceConfigError(
        'Datasource "wh": environment variable WH_PASSWORD (password_env) is not set',
      ),
    );
    expect(() =>
      postgresConnectionConfig({ name: 'wh', type: 'postgres', url_env: 'WH_URL' }, {}),
    ).toThrow('environment variable WH_URL (url_env) is not set');
  });
});

describe.skipIf(!ready)('a registry datasource with url_env', () => {
  const role = randomRoleName('url');
  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${role}`);
    await createTenantRole(role, role);
  });
  afterAll(async () => {
    await admin(`DROP SCHEMA IF EXISTS ${role} CASCADE`);
    await dropRole(role);
  });

  it('connects with the URL of the environment variable', async () => {
    const tenant = {
      id: 'pgtenant',
      datasources: new Map([
        [
          'warehouse',
          {
            id: 'warehouse',
            value: {
              name: 'warehouse',
              type: 'postgres',
              url_env: 'NAV_TEST_PG_URL',
              schema: role,
            },
          },
        ],
      ]),
    } as unknown as TenantConfig;
    const config = { tenants: new Map([['pgtenant', tenant]]) } as unknown as LoadedConfig;
    const url = `postgres://${role}@${TEST_POSTGRES.host}:${TEST_POSTGRES.port}/${TEST_POSTGRES.database}`;
    const registry = createDatasourceRegistry(() => config, '/nonexistent', {
      NAV_TEST_PG_URL: url,
    });
    try {
      const warehouse = await registry.get('pgtenant', 'warehouse');
      expect(warehouse.dialect).toBe('postgres');
      expect((await warehouse.query('SELECT current_database() AS db', [], limits)).rows).toEqual([
        { db: TEST_POSTGRES.database },
      ]);
      await expect(registry.get('pgtenant', 'missing')).rejects.toThrow(
        'Datasource "missing" not found',
      );
      await expect(registry.get('othertenant', 'warehouse')).rejects.toThrow('not found');
    } finally {
      await registry.close();
    }
  });
});
