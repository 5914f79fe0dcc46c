/**
 * The write store on PostgreSQL: the tenant's `writes` datasource names a schema of its own and
 * the tenant's role (`user`, or the user of `url_env`'s URL). On open, an admin connection
 * (`admin_url_env`) creates the schema, the role (tenant-role.ts: it reads its schema only) and
 * the declared tables, migrated additively as on DuckDB, in one transaction; the role is then
 * given INSERT and DELETE on the declared tables and INSERT on the audit table, nothing more.
 * Writes run as the tenant role, so even a bug here cannot reach another tenant's schema;
 * dashboards read through a normal PostgreSQL datasource on the same role (read-only
 * transactions). Every value is bound: rows travel as one text array per column.
 */
import pg from 'pg';
import type { Datasource as DatasourceFile } from '../../schemas/generated/index.ts';
import {
  createPostgresDatasource,
  postgresConnectionConfig,
} from '../datasources/postgres-datasource.ts';
import { grantTenantRole } from '../datasources/tenant-role.ts';
import { isIdentifier, quoteIdentifier as q } from '../query/dialects.ts';
import { planMigration, refusalMessage, type ExistingColumn } from './migration-plan.ts';
import type { SqlColumnType, TableDefinition } from './table-definition.ts';
import {
  AUDIT_COLUMNS,
  AUDIT_TABLE,
  auditValues,
  stagedText,
  type EngineTarget,
  type WriteEngine,
  type WriteOptions,
  type WriteResult,
} from './write-engine.ts';
import { WriteStoreError } from './write-store-errors.ts';

/** PostgreSQL's names of the declared types (it has no DOUBLE). */
const PG_TYPES: Record<SqlColumnType, string> = {
  VARCHAR: 'VARCHAR',
  DOUBLE: 'DOUBLE PRECISION',
  BIGINT: 'BIGINT',
  BOOLEAN: 'BOOLEAN',
  DATE: 'DATE',
  TIMESTAMP: 'TIMESTAMP',
};

/** The schema and role a PostgreSQL `writes` datasource file names. */
export function postgresWriteTarget(
  file: DatasourceFile,
  env: NodeJS.ProcessEnv,
): { schema: string; role: string; connection: pg.PoolConfig; admin: string } {
  const fail = (message: string) => new WriteStoreError(`Write store: ${message}`, 500);
  const schema = file.schema;
  if (schema === undefined || !isIdentifier(schema)) {
    throw fail('a postgres writes datasource needs a schema of its own ("schema")');
  }
  const adminVariable = file.admin_url_env;
  const admin = adminVariable === undefined ? undefined : env[adminVariable];
  if (!admin) {
    throw fail(
      `a postgres writes datasource needs admin_url_env naming a set variable (a connection URL of a role that may create schemas and roles)${adminVariable ? `: ${adminVariable} is not set` : ''}`,
    );
  }
  const connection = postgresConnectionConfig(file, env);
  const role =
    connection.user ??
    (connection.connectionString
      ? decodeURIComponent(new URL(connection.connectionString).username)
      : '');
  if (!isIdentifier(role)) throw fail(`invalid role name "${role}"`);
  return { schema, role, connection, admin };
}

export async function openPostgresWriteEngine(target: EngineTarget): Promise<WriteEngine> {
  const { schema, role, connection, admin } = postgresWriteTarget(target.file, target.env);
  const lastAuditId = await migrate(admin, schema, role, target.tables);
  const pool = new pg.Pool({
    ...connection,
    max: 2,
    application_name: `navigator:writes:${target.tenantId}`,
  });
  pool.on('error', () => undefined);
  return {
    lastAuditId,
    async migrate(tables) {
      await migrate(admin, schema, role, tables);
    },
    async write(table, rows, options) {
      const client = await pool.connect();
      let broken = false;
      try {
        return await writeRows(client, schema, table, rows, options);
      } catch (error) {
        broken = !(typeof (error as { code?: unknown }).code === 'string');
        throw error;
      } finally {
        client.release(broken);
      }
    },
    datasource: (file, limits) =>
      createPostgresDatasource({
        name: file.name,
        connection,
        schema,
        connectTimeoutMs: file.connect_timeout_ms,
        ...limits,
      }),
    close: () => pool.end(),
  };
}

/** Creates or migrates the schema, role and tables; answers the highest audit id. */
async function migrate(
  admin: string,
  schema: string,
  role: string,
  tables: readonly TableDefinition[],
): Promise<number> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const s = q(schema);
  const r = q(role);
  try {
    await client.query('BEGIN');
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${s}.${AUDIT_TABLE} (id BIGINT PRIMARY KEY, written_at TIMESTAMP NOT NULL, user_email VARCHAR NOT NULL, widget VARCHAR, source VARCHAR NOT NULL, table_name VARCHAR NOT NULL, mode VARCHAR NOT NULL, row_count BIGINT NOT NULL, replaced BIGINT NOT NULL)`,
    );
    for (const table of tables) {
      const { rows } = await client.query<ExistingColumn>(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
        [schema, table.name],
      );
      const plan = planMigration(table, rows.length > 0 ? rows : undefined);
      if (plan.action === 'refuse')
        throw new WriteStoreError(refusalMessage(table.name, plan.reasons), 500);
      const t = `${s}.${q(table.name)}`;
      if (plan.action === 'create') {
        const columns = table.columns
          .map((c) => `${q(c.name)} ${PG_TYPES[c.type]}${c.required ? ' NOT NULL' : ''}`)
          .join(', ');
        await client.query(`CREATE TABLE ${t} (${columns})`);
      } else if (plan.action === 'add-columns') {
        for (const column of plan.columns) {
          await client.query(
            `ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS ${q(column.name)} ${PG_TYPES[column.type]}`,
          );
        }
      }
    }
    // The role reads its schema only (USAGE, SELECT), then may add and replace rows.
    await grantTenantRole(client, role, schema);
    for (const table of tables) {
      await client.query(`GRANT INSERT, DELETE ON ${s}.${q(table.name)} TO ${r}`);
    }
    await client.query(`GRANT INSERT ON ${s}.${AUDIT_TABLE} TO ${r}`);
    const last = await client.query<{ id: string }>(
      `SELECT coalesce(max(id), 0) AS id FROM ${s}.${AUDIT_TABLE}`,
    );
    await client.query('COMMIT');
    return Number(last.rows[0]?.id ?? 0);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function writeRows(
  client: pg.PoolClient,
  schema: string,
  table: TableDefinition,
  rows: readonly Record<string, unknown>[],
  options: WriteOptions,
): Promise<WriteResult> {
  const s = q(schema);
  const t = `${s}.${q(table.name)}`;
  const names = table.columns.map((c) => c.name);
  // One text array per column, unnested into rows with their order: values are never in SQL.
  const arrays = names.map((name) => rows.map((row) => stagedText(row[name])));
  const staged = `unnest(${names.map((_, i) => `$${i + 1}::text[]`).join(', ')}) WITH ORDINALITY AS s(${[...names.map(q), 'navigator_ord'].join(', ')})`;
  const cast = (name: string) => {
    const type = table.columns.find((c) => c.name === name)?.type ?? 'VARCHAR';
    return `CAST(s.${q(name)} AS ${PG_TYPES[type]})`;
  };
  await client.query('BEGIN');
  try {
    // Writes of one tenant run one after the other, across processes too (audit ids).
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `navigator writes ${schema}`,
    ]);
    let replaced = 0;
    if (options.mode === 'replace') {
      replaced = (await client.query(`DELETE FROM ${t}`)).rowCount ?? 0;
    } else if (table.key.length > 0) {
      const match = table.key.map((k) => `${t}.${q(k)} = ${cast(k)}`).join(' AND ');
      replaced =
        (await client.query(`DELETE FROM ${t} USING ${staged} WHERE ${match}`, arrays)).rowCount ??
        0;
    }
    const casts = names.map(cast).join(', ');
    // Within one write the last row of a key wins, as it would row by row.
    const source =
      table.key.length > 0
        ? `SELECT ${casts} FROM (SELECT *, row_number() OVER (PARTITION BY ${table.key.map(q).join(', ')} ORDER BY navigator_ord DESC) AS navigator_rank FROM ${staged}) s WHERE navigator_rank = 1`
        : `SELECT ${casts} FROM ${staged}`;
    const written =
      (await client.query(`INSERT INTO ${t} (${names.map(q).join(', ')}) ${source}`, arrays))
        .rowCount ?? 0;
    options.fail?.(written);
    const audit = await client.query<{ id: string }>(
      `INSERT INTO ${s}.${AUDIT_TABLE} (id, written_at, ${AUDIT_COLUMNS.join(', ')}) VALUES ((SELECT coalesce(max(id), 0) + 1 FROM ${s}.${AUDIT_TABLE}), (now() AT TIME ZONE 'UTC'), ${AUDIT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      auditValues(table.name, options, written, replaced),
    );
    await client.query('COMMIT');
    return {
      table: table.name,
      mode: options.mode,
      written,
      replaced,
      auditId: Number(audit.rows[0]?.id ?? 0),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
