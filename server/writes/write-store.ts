/**
 * Each tenant's write store: the one database people's rows go to (form submissions, dropped
 * files, imports), separate from the read-only datasources. The tenant's `writes` datasource
 * says where: a DuckDB file in the tenant's data directory (duckdb-write-engine.ts) or a
 * PostgreSQL schema with a role of its own (postgres-write-engine.ts). Dashboards read it
 * through that same datasource, so entered rows show in charts right away.
 *
 * Every write is one transaction: rows with the same key are replaced (re-running an import
 * adds nothing), and an audit row records who, when, through which widget and what. A failure
 * anywhere rolls it all back. This module checks rows and limits, runs a tenant's writes one
 * after the other and keeps the data version the result cache keys on.
 */
import { createHash } from 'node:crypto';
import type { Datasource as DatasourceFile, Table } from '../../schemas/generated/index.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import type { Datasource } from '../datasources/datasource.ts';
import { openDuckDbWriteEngine } from './duckdb-write-engine.ts';
import { openPostgresWriteEngine } from './postgres-write-engine.ts';
import { checkRows } from './row-check.ts';
import { tableDefinition, type TableDefinition } from './table-definition.ts';
import type { ReadLimits, WriteEngine, WriteOptions, WriteResult } from './write-engine.ts';
import { RowsRefusedError, WriteStoreError } from './write-store-errors.ts';

export { AUDIT_TABLE } from './write-engine.ts';
export type { ReadLimits, WriteActor, WriteMode, WriteResult } from './write-engine.ts';
export { DEFAULT_WRITES_PATH } from './duckdb-write-engine.ts';
export { RowsRefusedError, WriteStoreError };

/** The datasource name that is a tenant's write store. */
export const WRITES_DATASOURCE = 'writes';

export interface WriteStore {
  /** Opens (creates, migrates) the tenant's store once; rejects with what stops it. */
  prepare(tenantId: string): Promise<void>;
  /** A read datasource over the tenant's store, with its data version (the registry's). */
  datasource(tenantId: string, limits: ReadLimits): Promise<Datasource>;
  /** Opens and migrates every tenant that declares tables; the problems of those that failed. */
  prepareAll(): Promise<string[]>;
  /**
   * Migrates the tenant's store to its tables as declared now (the start's additive migration,
   * one transaction, queued with the tenant's writes), opening it when it is not open yet; the
   * data version moves, so cached results of the tables are not served again. Rejects with the
   * start's message when a change is destructive.
   */
  migrate(tenantId: string): Promise<void>;
  /**
   * Migrates every open store to the config as it is now (after a reload: an outside edit, or
   * another node's save); the problems of those that failed.
   */
  migrateOpen(): Promise<string[]>;
  /** Changes with every committed write of the tenant (the result cache keys on it). */
  dataVersion(tenantId: string): string;
  /** The declared table, or a 404 WriteStoreError. */
  table(tenantId: string, name: string): TableDefinition;
  write(
    tenantId: string,
    table: string,
    rows: readonly unknown[],
    options: WriteOptions,
  ): Promise<WriteResult>;
  close(): Promise<void>;
}

interface OpenStore {
  engine: Promise<WriteEngine>;
  file: DatasourceFile;
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
  env?: NodeJS.ProcessEnv;
  onWrite?: (tenantId: string, table: string) => void;
}): WriteStore {
  const open = new Map<string, OpenStore>();
  /** The last audit id per tenant: it grows with every committed write, restarts included. */
  const generations = new Map<string, number>();
  const definitions = new WeakMap<object, TableDefinition>();
  /**
   * The columns each tenant's store was last migrated to (a short hash): a new column changes
   * what `SELECT *` answers, so it is part of the data version, the same after a restart.
   */
  const shapes = new Map<string, string>();

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

  function storeFile(tenantId: string): DatasourceFile {
    const tenant = options.config().tenants.get(tenantId);
    const file = tenant?.datasources.get(WRITES_DATASOURCE)?.value as DatasourceFile | undefined;
    if (!tenant || !file) {
      throw new WriteStoreError(
        `Tenant "${tenantId}" has no write store (datasources/writes.json)`,
        404,
      );
    }
    return file;
  }

  /** The tenant's declared tables as the config has them now. */
  function tablesOf(tenantId: string): TableDefinition[] {
    const tenant = options.config().tenants.get(tenantId);
    return [...(tenant?.tables.keys() ?? [])]
      .map((name) => definitionOf(tenantId, name))
      .filter((table): table is TableDefinition => table !== undefined);
  }

  async function openEngine(tenantId: string, file: DatasourceFile): Promise<WriteEngine> {
    const target = {
      tenantId,
      file,
      tables: tablesOf(tenantId),
      dataDir: options.dataDir,
      tenantIds: () => options.config().tenants.keys(),
      env: options.env ?? process.env,
    };
    const engine = await (file.type === 'postgres'
      ? openPostgresWriteEngine(target)
      : openDuckDbWriteEngine(target));
    generations.set(tenantId, engine.lastAuditId);
    shapes.set(tenantId, shapeOf(target.tables));
    return engine;
  }

  function entry(tenantId: string): OpenStore {
    let store = open.get(tenantId);
    if (!store) {
      const file = storeFile(tenantId);
      const engine = openEngine(tenantId, file);
      store = { engine, file, queue: Promise.resolve() };
      open.set(tenantId, store);
      engine.catch(() => {
        if (open.get(tenantId)?.engine === engine) open.delete(tenantId);
      });
    }
    return store;
  }

  const store: WriteStore = {
    prepare: async (tenantId) => {
      await entry(tenantId).engine;
    },

    async datasource(tenantId, limits) {
      const current = entry(tenantId);
      const engine = await current.engine;
      return {
        ...engine.datasource(current.file, limits),
        dataVersion: () => store.dataVersion(tenantId),
      };
    },

    async migrate(tenantId) {
      const current = open.get(tenantId);
      if (!current) {
        // Opening migrates to the tables as declared now.
        await store.prepare(tenantId);
        return;
      }
      const tables = tablesOf(tenantId);
      const run = current.queue.then(async () => (await current.engine).migrate(tables));
      current.queue = run.catch(() => undefined);
      await run;
      shapes.set(tenantId, shapeOf(tables));
    },

    async migrateOpen() {
      const problems: string[] = [];
      for (const id of [...open.keys()]) {
        if (!options.config().tenants.get(id)?.datasources.has(WRITES_DATASOURCE)) continue;
        try {
          await store.migrate(id);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      return problems;
    },

    // The store has one writer (this process), so the id kept in memory sees every write.
    dataVersion: (tenantId) => {
      const version = String(generations.get(tenantId) ?? 0);
      const shape = shapes.get(tenantId);
      return shape ? `${version}.${shape}` : version;
    },

    async prepareAll() {
      const problems: string[] = [];
      for (const [id, tenant] of options.config().tenants) {
        if (tenant.tables.size === 0 || !tenant.datasources.has(WRITES_DATASOURCE)) continue;
        try {
          await store.prepare(id);
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
      const run = current.queue.then(async () =>
        (await current.engine).write(table, rows as Record<string, unknown>[], writeOptions),
      );
      current.queue = run.catch(() => undefined);
      const result = await run;
      generations.set(tenantId, Math.max(result.auditId, generations.get(tenantId) ?? 0));
      options.onWrite?.(tenantId, name);
      return result;
    },

    async close() {
      const stores = [...open.values()];
      open.clear();
      await Promise.allSettled(
        stores.map(async (s) => {
          await s.queue;
          await (await s.engine).close();
        }),
      );
    },
  };
  return store;
}

/** A short hash of the tables' names and columns (what the store has after migrating to them). */
function shapeOf(tables: readonly TableDefinition[]): string {
  const columns = tables.map((t) => [t.name, t.columns.map((c) => [c.name, c.type])]);
  return createHash('sha256').update(JSON.stringify(columns)).digest('hex').slice(0, 12);
}
