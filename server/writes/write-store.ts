/**
 * Each tenant's write store: the one database people's rows go to (form submissions, dropped
 * files, imports), separate from the read-only datasources. It is the DuckDB file named by the
 * tenant's `writes` datasource (`<data>/<tenant>/writes.duckdb` by default), opened read-write
 * by this module only; dashboards read it through that same datasource (the registry borrows
 * this instance), so entered rows show in charts right away.
 *
 * Every write is one transaction: the rows are appended to a staging table, rows with the same
 * key are replaced (re-running an import adds nothing), and an audit row records who, when,
 * through which widget and what. A failure anywhere rolls it all back.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { Datasource as DatasourceFile, Table } from '../../schemas/generated/index.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { resolveTenantFile } from '../data/tenant-files.ts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { planMigration, refusalMessage, type ExistingColumn } from './migration-plan.ts';
import { checkRows, type RowFailure } from './row-check.ts';
import { tableDefinition, type TableDefinition } from './table-definition.ts';

/** The datasource name that is a tenant's write store. */
export const WRITES_DATASOURCE = 'writes';
/** The write store's file when the `writes` datasource names none. */
export const DEFAULT_WRITES_PATH = 'writes.duckdb';
/** The audit table every write store holds. */
export const AUDIT_TABLE = 'navigator_audit';

export type WriteMode = 'append' | 'replace';

export interface WriteActor {
  /** The signed-in user's e-mail. */
  email: string;
  /** The widget the rows came through, when one did. */
  widget?: string;
  /** What kind of write this is (form, dropzone, integrator, api). */
  source: string;
}

export interface WriteResult {
  table: string;
  mode: WriteMode;
  /** Rows in the table that this write inserted or replaced. */
  written: number;
  /** Existing rows replaced because they had the same key. */
  replaced: number;
  auditId: number;
}

/** Rows that failed their table's schema: nothing was written. */
export class RowsRefusedError extends Error {
  constructor(
    readonly table: string,
    readonly failures: RowFailure[],
    readonly failingRows: number,
  ) {
    super(`${failingRows} row(s) do not fit table "${table}"; nothing was written`);
  }
}

/** A table the tenant does not declare, or a store that cannot be used. */
export class WriteStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface WriteStore {
  /** The tenant's open store (created and migrated on first use). */
  instance(tenantId: string): Promise<DuckDBInstance>;
  /** Opens and migrates every tenant that declares tables; the problems of those that failed. */
  prepareAll(): Promise<string[]>;
  /** Changes with every committed write of the tenant (the result cache keys on it). */
  dataVersion(tenantId: string): string;
  /** The declared table, or a 404 WriteStoreError. */
  table(tenantId: string, name: string): TableDefinition;
  write(
    tenantId: string,
    table: string,
    rows: readonly unknown[],
    options: { mode: WriteMode; actor: WriteActor; fail?: (written: number) => void },
  ): Promise<WriteResult>;
  close(): Promise<void>;
}

interface OpenStore {
  instance: Promise<DuckDBInstance>;
  /** Writes of one tenant run one after the other: DuckDB has one writer per file. */
  queue: Promise<unknown>;
}

/**
 * `onWrite(tenantId, table)` runs after each committed write (the result cache drops what the
 * table fed). `fail` in a write's options is a test seam that throws mid-transaction.
 */
export function createWriteStore(options: {
  config: () => LoadedConfig;
  dataDir: string;
  onWrite?: (tenantId: string, table: string) => void;
}): WriteStore {
  const open = new Map<string, OpenStore>();
  /** The last audit id per tenant: it grows with every committed write, restarts included. */
  const generations = new Map<string, number>();
  const definitions = new WeakMap<object, TableDefinition>();

  function definitionOf(tenantId: string, name: string): TableDefinition | undefined {
    const entity = options.config().tenants.get(tenantId)?.tables.get(name);
    if (!entity) return undefined;
    let definition = definitions.get(entity.value);
    if (!definition) {
      definition = tableDefinition(entity.value as unknown as Table);
      definitions.set(entity.value, definition);
    }
    return definition;
  }

  function storeFile(tenantId: string): string {
    const tenant = options.config().tenants.get(tenantId);
    const file = tenant?.datasources.get(WRITES_DATASOURCE)?.value as DatasourceFile | undefined;
    if (!tenant || !file) {
      throw new WriteStoreError(
        `Tenant "${tenantId}" has no write store (datasources/writes.json)`,
        404,
      );
    }
    if (file.type !== 'duckdb') {
      throw new WriteStoreError('The write store must be a duckdb datasource', 500);
    }
    const resolved = resolveTenantFile(
      options.dataDir,
      tenantId,
      file.path ?? DEFAULT_WRITES_PATH,
      options.config().tenants.keys(),
    );
    if (!resolved.ok) throw new WriteStoreError(`Write store: ${resolved.problem}`, 500);
    return resolved.file;
  }

  async function openStore(tenantId: string): Promise<DuckDBInstance> {
    const file = storeFile(tenantId);
    mkdirSync(path.dirname(file), { recursive: true });
    // External access off: SQL run on the store (dashboards read it) cannot reach files.
    const instance = await DuckDBInstance.create(file, {
      enable_external_access: 'false',
      lock_configuration: 'true',
    });
    const connection = await instance.connect();
    try {
      await migrate(connection, tenantId);
      const last = await connection.runAndReadAll(
        `SELECT coalesce(max(id), 0) FROM ${AUDIT_TABLE}`,
      );
      generations.set(tenantId, Number(last.getRowsJS()[0]?.[0] ?? 0));
    } catch (error) {
      connection.closeSync();
      instance.closeSync();
      throw error;
    }
    connection.closeSync();
    return instance;
  }

  async function migrate(connection: DuckDBConnection, tenantId: string): Promise<void> {
    await connection.run(
      `CREATE TABLE IF NOT EXISTS ${AUDIT_TABLE} (id BIGINT PRIMARY KEY, written_at TIMESTAMP NOT NULL, user_email VARCHAR NOT NULL, widget VARCHAR, source VARCHAR NOT NULL, table_name VARCHAR NOT NULL, mode VARCHAR NOT NULL, row_count BIGINT NOT NULL, replaced BIGINT NOT NULL)`,
    );
    const tenant = options.config().tenants.get(tenantId);
    for (const name of tenant?.tables.keys() ?? []) {
      const table = definitionOf(tenantId, name);
      if (!table) continue;
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
          .map((c) => `"${c.name}" ${c.type}${c.required ? ' NOT NULL' : ''}`)
          .join(', ');
        await connection.run(`CREATE TABLE "${table.name}" (${columns})`);
      } else if (plan.action === 'add-columns') {
        for (const column of plan.columns) {
          await connection.run(
            `ALTER TABLE "${table.name}" ADD COLUMN "${column.name}" ${column.type}`,
          );
        }
      }
    }
  }

  function entry(tenantId: string): OpenStore {
    let store = open.get(tenantId);
    if (!store) {
      const instance = openStore(tenantId);
      store = { instance, queue: Promise.resolve() };
      open.set(tenantId, store);
      instance.catch(() => {
        if (open.get(tenantId)?.instance === instance) open.delete(tenantId);
      });
    }
    return store;
  }

  const store: WriteStore = {
    instance: (tenantId) => entry(tenantId).instance,

    // The file has one writer (this process), so the id kept in memory sees every write.
    dataVersion: (tenantId) => String(generations.get(tenantId) ?? 0),

    async prepareAll() {
      const problems: string[] = [];
      for (const [id, tenant] of options.config().tenants) {
        if (tenant.tables.size === 0 || !tenant.datasources.has(WRITES_DATASOURCE)) continue;
        try {
          await store.instance(id);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      return problems;
    },

    table(tenantId, name) {
      const definition = definitionOf(tenantId, name);
      if (!definition) throw new WriteStoreError(`Table "${name}" is not declared`, 404);
      return definition;
    },

    async write(tenantId, name, rows, writeOptions) {
      const table = store.table(tenantId, name);
      if (rows.length > table.maxRowsPerWrite) {
        throw new WriteStoreError(
          `A write to table "${name}" may carry at most ${table.maxRowsPerWrite} rows (got ${rows.length})`,
          413,
        );
      }
      const check = checkRows(table, rows);
      if (check.failingRows > 0)
        throw new RowsRefusedError(name, check.failures, check.failingRows);
      const current = entry(tenantId);
      const run = current.queue.then(async () => {
        const instance = await current.instance;
        const connection = await instance.connect();
        try {
          return await writeRows(
            connection,
            table,
            rows as Record<string, unknown>[],
            writeOptions,
          );
        } finally {
          connection.closeSync();
        }
      });
      current.queue = run.catch(() => undefined);
      const result = await run;
      generations.set(tenantId, result.auditId);
      options.onWrite?.(tenantId, name);
      return result;
    },

    async close() {
      const stores = [...open.values()];
      open.clear();
      for (const result of await Promise.allSettled(
        stores.map((s) => s.queue.then(() => s.instance)),
      )) {
        if (result.status === 'fulfilled') result.value.closeSync();
      }
    },
  };
  return store;
}

async function writeRows(
  connection: DuckDBConnection,
  table: TableDefinition,
  rows: readonly Record<string, unknown>[],
  options: { mode: WriteMode; actor: WriteActor; fail?: (written: number) => void },
): Promise<WriteResult> {
  const names = table.columns.map((c) => c.name);
  const quoted = names.map((n) => `"${n}"`).join(', ');
  await connection.run('BEGIN TRANSACTION');
  try {
    // Staging holds the rows as text; one INSERT … SELECT casts them to the table's types.
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE navigator_staging (${names.map((n) => `"${n}" VARCHAR`).join(', ')})`,
    );
    const appender = await connection.createAppender('navigator_staging', 'main', 'temp');
    for (const row of rows) {
      for (const name of names) {
        const value = row[name];
        if (value === undefined || value === null) appender.appendNull();
        else appender.appendVarchar(typeof value === 'string' ? value : String(value));
      }
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    let replaced = 0;
    if (options.mode === 'replace') {
      replaced = await changed(connection, `DELETE FROM "${table.name}"`);
    } else if (table.key.length > 0) {
      const match = table.key
        .map((k) => `"${table.name}"."${k}" = CAST(s."${k}" AS ${typeOf(table, k)})`)
        .join(' AND ');
      replaced = await changed(
        connection,
        `DELETE FROM "${table.name}" WHERE EXISTS (SELECT 1 FROM temp.navigator_staging s WHERE ${match})`,
      );
    }
    const casts = table.columns.map((c) => `CAST("${c.name}" AS ${c.type})`).join(', ');
    // Within one write the last row of a key wins, as it would row by row.
    const source =
      table.key.length > 0
        ? `SELECT ${casts} FROM (SELECT *, row_number() OVER (PARTITION BY ${table.key.map((k) => `"${k}"`).join(', ')} ORDER BY rowid DESC) AS navigator_rank FROM temp.navigator_staging) WHERE navigator_rank = 1`
        : `SELECT ${casts} FROM temp.navigator_staging`;
    const written = await changed(connection, `INSERT INTO "${table.name}" (${quoted}) ${source}`);
    options.fail?.(written);
    const audit = await connection.runAndReadAll(
      `INSERT INTO ${AUDIT_TABLE} SELECT coalesce(max(id), 0) + 1, now()::TIMESTAMP, $1, $2, $3, $4, $5, $6, $7 FROM ${AUDIT_TABLE} RETURNING id`,
      [
        options.actor.email,
        options.actor.widget ?? null,
        options.actor.source,
        table.name,
        options.mode,
        written,
        replaced,
      ],
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

function typeOf(table: TableDefinition, name: string): string {
  return table.columns.find((c) => c.name === name)?.type ?? 'VARCHAR';
}

async function changed(connection: DuckDBConnection, sql: string): Promise<number> {
  const result = await connection.run(sql);
  return Number(result.rowsChanged);
}
