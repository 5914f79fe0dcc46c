/**
 * Copies a tenant's DuckDB demo database (`<data>/<tenant>/demo.duckdb`, its one schema) into
 * a PostgreSQL schema: same table names, matching column types, every row (views become
 * tables holding their rows), so the same saved queries run on both engines. Rows go in
 * batches of multi-row INSERTs with bound parameters, in one transaction with the tenant's
 * role and grants (tenant-role.ts): a failed load leaves nothing behind.
 *
 * The demo SQL is written for DuckDB; the one DuckDB-ism that PostgreSQL lacks and that many
 * demo queries use, `round(double, n)`, is added to the schema as a small SQL function.
 * Queries using DuckDB-only syntax (`INTERVAL 1 YEAR`, `GROUP BY ALL`, `to_months`,
 * `dayname`) still need DuckDB.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import pg from 'pg';
import { isIdentifier, quoteIdentifier } from '../query/dialects.ts';
import { openDuckDbFile } from './duckdb-datasource.ts';
import { duckdbJsonConverter } from './duckdb-values.ts';
import { grantTenantRole, tenantRoleName } from './tenant-role.ts';

/** What to copy where. */
export interface LoadDemoOptions {
  /** The tenant's DuckDB demo database file (`demoDatabasePath(dataDir, tenant)`). */
  duckdbFile: string;
  /** Its schema to copy (a tenant id: acme, globex). */
  sourceSchema: string;
  /** The PostgreSQL server (a pg client config or connection string). */
  connection: pg.ClientConfig | string;
  /** The schema to create; it must not exist unless `replace` is set. */
  targetSchema: string;
  /** Drop the target schema first when it exists. */
  replace?: boolean;
  /**
   * The LOGIN role the tenant's datasource connects as (default `navigator_<targetSchema>`):
   * created when missing, and given USAGE on the schema and SELECT on its tables only.
   */
  role?: string;
}

/** Rows copied per table, and the role that may read them. */
export interface LoadDemoResult {
  tables: { name: string; rows: number }[];
  role: string;
}

/** Parameters per INSERT, well under PostgreSQL's 65535. */
const PARAMETERS_PER_INSERT = 30_000;

/** Copies `sourceSchema` of `duckdbFile` into `targetSchema`. */
export async function loadDemoIntoPostgres(options: LoadDemoOptions): Promise<LoadDemoResult> {
  for (const schema of [options.sourceSchema, options.targetSchema]) {
    if (!isIdentifier(schema)) throw new Error(`Invalid schema name "${schema}"`);
  }
  const role = options.role ?? tenantRoleName(options.targetSchema);
  const instance = await openDuckDbFile(options.duckdbFile);
  const duck = await instance.connect();
  const client = new pg.Client(options.connection);
  await client.connect();
  const target = quoteIdentifier(options.targetSchema);
  try {
    const relations = (
      await duck.runAndReadAll(
        `SELECT table_name FROM information_schema.tables
         WHERE table_catalog = current_database() AND table_schema = $1 ORDER BY table_name`,
        [options.sourceSchema],
      )
    ).getRowObjectsJson();
    await client.query('BEGIN');
    if (options.replace) await client.query(`DROP SCHEMA IF EXISTS ${target} CASCADE`);
    await client.query(`CREATE SCHEMA ${target}`);
    const tables: LoadDemoResult['tables'] = [];
    for (const { table_name: name } of relations) {
      const table = String(name);
      const columns = (
        await duck.runAndReadAll(
          `SELECT column_name, data_type FROM information_schema.columns
           WHERE table_catalog = current_database() AND table_schema = $1 AND table_name = $2
           ORDER BY ordinal_position`,
          [options.sourceSchema, table],
        )
      ).getRowObjectsJson();
      const names = columns.map((column) => quoteIdentifier(String(column.column_name)));
      const definitions = columns.map(
        (column, index) => `${names[index]} ${postgresType(String(column.data_type))}`,
      );
      const qualified = `${target}.${quoteIdentifier(table)}`;
      await client.query(`CREATE TABLE ${qualified} (${definitions.join(', ')})`);
      const rows = await copyRows(
        duck,
        `SELECT * FROM ${quoteIdentifier(options.sourceSchema)}.${quoteIdentifier(table)}`,
        (batch) => insertBatch(client, qualified, names, batch),
        Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Math.max(1, names.length))),
      );
      tables.push({ name: table, rows });
    }
    await client.query(
      `CREATE FUNCTION ${target}.round(double precision, integer) RETURNS double precision
       LANGUAGE sql IMMUTABLE STRICT
       AS 'SELECT pg_catalog.round($1::numeric, $2)::double precision'`,
    );
    await grantTenantRole(client, role, options.targetSchema);
    await client.query('COMMIT');
    for (const { name } of tables) await client.query(`ANALYZE ${target}.${quoteIdentifier(name)}`);
    return { tables, role };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    duck.closeSync();
    instance.closeSync();
  }
}

/** Drops `schema` and everything in it (tests clean up with it). */
export async function dropPostgresSchema(
  connection: pg.ClientConfig | string,
  schema: string,
): Promise<void> {
  if (!isIdentifier(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL type for a DuckDB type name. */
export function postgresType(duckdbType: string): string {
  const type = duckdbType.toUpperCase();
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(type);
  if (decimal) return `numeric(${decimal[1]}, ${decimal[2]})`;
  const known: Record<string, string> = {
    BOOLEAN: 'boolean',
    TINYINT: 'smallint',
    SMALLINT: 'smallint',
    INTEGER: 'integer',
    BIGINT: 'bigint',
    HUGEINT: 'numeric(38, 0)',
    UTINYINT: 'smallint',
    USMALLINT: 'integer',
    UINTEGER: 'bigint',
    UBIGINT: 'numeric(20, 0)',
    FLOAT: 'real',
    DOUBLE: 'double precision',
    VARCHAR: 'text',
    DATE: 'date',
    TIME: 'time',
    TIMESTAMP: 'timestamp',
    'TIMESTAMP WITH TIME ZONE': 'timestamptz',
    UUID: 'uuid',
    BLOB: 'bytea',
  };
  return known[type] ?? 'text';
}

/** Streams the rows of `sql` in batches of `batchRows`; returns how many there were. */
async function copyRows(
  duck: DuckDBConnection,
  sql: string,
  write: (rows: unknown[][]) => Promise<void>,
  batchRows: number,
): Promise<number> {
  const result = await duck.stream(sql);
  let pending: unknown[][] = [];
  let total = 0;
  for (;;) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    for (const row of chunk.convertRows(duckdbJsonConverter)) {
      pending.push(row);
      if (pending.length >= batchRows) {
        await write(pending);
        total += pending.length;
        pending = [];
      }
    }
  }
  if (pending.length > 0) {
    await write(pending);
    total += pending.length;
  }
  return total;
}

async function insertBatch(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = row.map((value) => {
      values.push(value);
      return `$${values.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await client.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
    values,
  );
}
