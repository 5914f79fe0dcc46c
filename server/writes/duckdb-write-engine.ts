/**
 * The write store on a DuckDB file in the tenant's data directory (`writes.duckdb` by default),
 * opened read-write by this module only; dashboards read it through the same instance.
 * Rows are appended to a staging table as text and cast into the table by one INSERT … SELECT.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDuckDbDatasource } from '../datasources/duckdb-datasource.ts';
import { resolveTenantFile } from '../data/tenant-files.ts';
import { quoteIdentifier as q } from '../query/dialects.ts';
import { planMigration, refusalMessage, type ExistingColumn } from './migration-plan.ts';
import type { TableDefinition } from './table-definition.ts';
import {
  AUDIT_COLUMNS,
  AUDIT_TABLE,
  auditValues,
  columnType,
  stagedText,
  type EngineTarget,
  type WriteEngine,
  type WriteOptions,
  type WriteResult,
} from './write-engine.ts';
import { WriteStoreError } from './write-store-errors.ts';

/** The write store's file when the `writes` datasource names none. */
export const DEFAULT_WRITES_PATH = 'writes.duckdb';

export async function openDuckDbWriteEngine(target: EngineTarget): Promise<WriteEngine> {
  const resolved = resolveTenantFile(
    target.dataDir,
    target.tenantId,
    target.file.path ?? DEFAULT_WRITES_PATH,
    target.tenantIds(),
  );
  if (!resolved.ok) throw new WriteStoreError(`Write store: ${resolved.problem}`, 500);
  mkdirSync(path.dirname(resolved.file), { recursive: true });
  // External access off: SQL run on the store (dashboards read it) cannot reach files.
  const instance = await DuckDBInstance.create(resolved.file, {
    enable_external_access: 'false',
    lock_configuration: 'true',
  });
  let lastAuditId = 0;
  const connection = await instance.connect();
  try {
    await migrate(connection, target.tables);
    const last = await connection.runAndReadAll(`SELECT coalesce(max(id), 0) FROM ${AUDIT_TABLE}`);
    lastAuditId = Number(last.getRowsJS()[0]?.[0] ?? 0);
  } catch (error) {
    connection.closeSync();
    instance.closeSync();
    throw error;
  }
  connection.closeSync();
  return {
    lastAuditId,
    async write(table, rows, options) {
      const writer = await instance.connect();
      try {
        return await writeRows(writer, table, rows, options);
      } finally {
        writer.closeSync();
      }
    },
    async migrate(tables) {
      const migrator = await instance.connect();
      try {
        await migrate(migrator, tables);
      } finally {
        migrator.closeSync();
      }
    },
    datasource: (file, limits) =>
      createDuckDbDatasource({ name: file.name, instance, schema: file.schema, ...limits }),
    close: async () => instance.closeSync(),
  };
}

/** Creates or migrates the tables additively, all in one transaction (nothing on a refusal). */
async function migrate(
  connection: DuckDBConnection,
  tables: readonly TableDefinition[],
): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await migrateTables(connection, tables);
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function migrateTables(
  connection: DuckDBConnection,
  tables: readonly TableDefinition[],
): Promise<void> {
  await connection.run(
    `CREATE TABLE IF NOT EXISTS ${AUDIT_TABLE} (id BIGINT PRIMARY KEY, written_at TIMESTAMP NOT NULL, user_email VARCHAR NOT NULL, widget VARCHAR, source VARCHAR NOT NULL, table_name VARCHAR NOT NULL, mode VARCHAR NOT NULL, row_count BIGINT NOT NULL, replaced BIGINT NOT NULL)`,
  );
  for (const table of tables) {
    const reader = await connection.runAndReadAll(
      `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
      [table.name],
    );
    const rows = reader.getRowObjectsJS() as unknown as ExistingColumn[];
    const plan = planMigration(table, rows.length > 0 ? rows : undefined);
    if (plan.action === 'refuse')
      throw new WriteStoreError(refusalMessage(table.name, plan.reasons), 500);
    if (plan.action === 'create') {
      const columns = table.columns
        .map((c) => `${q(c.name)} ${c.type}${c.required ? ' NOT NULL' : ''}`)
        .join(', ');
      await connection.run(`CREATE TABLE ${q(table.name)} (${columns})`);
    } else if (plan.action === 'add-columns') {
      for (const column of plan.columns) {
        await connection.run(
          `ALTER TABLE ${q(table.name)} ADD COLUMN IF NOT EXISTS ${q(column.name)} ${column.type}`,
        );
      }
    }
  }
}

async function writeRows(
  connection: DuckDBConnection,
  table: TableDefinition,
  rows: readonly Record<string, unknown>[],
  options: WriteOptions,
): Promise<WriteResult> {
  const names = table.columns.map((c) => c.name);
  const t = q(table.name);
  await connection.run('BEGIN TRANSACTION');
  try {
    // Staging holds the rows as text; one INSERT … SELECT casts them to the table's types.
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE navigator_staging (${names.map((n) => `${q(n)} VARCHAR`).join(', ')})`,
    );
    const appender = await connection.createAppender('navigator_staging', 'main', 'temp');
    for (const row of rows) {
      for (const name of names) {
        const value = stagedText(row[name]);
        if (value === null) appender.appendNull();
        else appender.appendVarchar(value);
      }
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    let replaced = 0;
    if (options.mode === 'replace') {
      replaced = await changed(connection, `DELETE FROM ${t}`);
    } else if (table.key.length > 0) {
      const match = table.key
        .map((k) => `${t}.${q(k)} = CAST(s.${q(k)} AS ${columnType(table, k)})`)
        .join(' AND ');
      replaced = await changed(
        connection,
        `DELETE FROM ${t} WHERE EXISTS (SELECT 1 FROM temp.navigator_staging s WHERE ${match})`,
      );
    }
    const casts = table.columns.map((c) => `CAST(${q(c.name)} AS ${c.type})`).join(', ');
    // Within one write the last row of a key wins, as it would row by row.
    const source =
      table.key.length > 0
        ? `SELECT ${casts} FROM (SELECT *, row_number() OVER (PARTITION BY ${table.key.map(q).join(', ')} ORDER BY rowid DESC) AS navigator_rank FROM temp.navigator_staging) WHERE navigator_rank = 1`
        : `SELECT ${casts} FROM temp.navigator_staging`;
    const written = await changed(
      connection,
      `INSERT INTO ${t} (${names.map(q).join(', ')}) ${source}`,
    );
    options.fail?.(written);
    const audit = await connection.runAndReadAll(
      `INSERT INTO ${AUDIT_TABLE} SELECT coalesce(max(id), 0) + 1, now()::TIMESTAMP, ${AUDIT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')} FROM ${AUDIT_TABLE} RETURNING id`,
      auditValues(table.name, options, written, replaced) as never,
    );
    await connection.run('DROP TABLE temp.navigator_staging');
    await connection.run('COMMIT');
    const auditId = Number(audit.getRowsJS()[0]?.[0] ?? 0);
    return { table: table.name, mode: options.mode, written, replaced, auditId };
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function changed(connection: DuckDBConnection, sql: string): Promise<number> {
  const result = await connection.run(sql);
  return Number(result.rowsChanged);
}
