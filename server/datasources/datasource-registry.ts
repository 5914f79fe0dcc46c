/**
 * Every tenant's datasources, made on first use from the datasource files of the live
 * config and closed on shutdown. An edited datasource file gets a fresh datasource on its
 * next use (the old one finishes its statements, then closes). DuckDB files are opened
 * once per process and shared by every datasource that reads them (one schema each).
 */
import path from 'node:path';
import type { DuckDBInstance } from '@duckdb/node-api';
import type { Datasource as DatasourceFile } from '../../schemas/generated/index.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { DatasourceConfigError, NotFoundError } from '../query/query-errors.ts';
import type { Datasource } from './datasource.ts';
import { createDuckDbDatasource, openDuckDbFile } from './duckdb-datasource.ts';
import { createPostgresDatasource, postgresConnectionConfig } from './postgres-datasource.ts';

/** The datasource a saved query or program uses when it names none. */
export const DEFAULT_DATASOURCE = 'demo';

/** Datasources by tenant and name. */
export interface DatasourceRegistry {
  /**
   * The datasource `name` of tenant `tenantId`. NotFoundError when the tenant has no such
   * datasource file; DatasourceConfigError when the file cannot be used.
   */
  get(tenantId: string, name: string): Promise<Datasource>;
  /** Closes every datasource and database file. */
  close(): Promise<void>;
}

interface Entry {
  /** The datasource file's value the datasource was made from (same object: unchanged). */
  source: unknown;
  /** Its JSON, to tell a reloaded but identical file from an edited one. */
  fingerprint: string;
  datasource: Promise<Datasource>;
}

/**
 * A registry over the live config (`config()` is read on every call, so edits are seen).
 * DuckDB paths are relative to `dataDir`; `env` holds the variables PostgreSQL files name.
 */
export function createDatasourceRegistry(
  config: () => LoadedConfig,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): DatasourceRegistry {
  const entries = new Map<string, Entry>();
  const files = new Map<string, Promise<DuckDBInstance>>();
  let closed = false;

  function duckDbInstance(relative: string, name: string): Promise<DuckDBInstance> {
    const root = path.resolve(dataDir);
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) {
      throw new DatasourceConfigError(
        `Datasource "${name}": path "${relative}" leaves the data directory`,
      );
    }
    let instance = files.get(file);
    if (!instance) {
      instance = openDuckDbFile(file).catch((error: unknown) => {
        files.delete(file);
        throw new DatasourceConfigError(
          `Datasource "${name}": cannot open ${relative}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      files.set(file, instance);
    }
    return instance;
  }

  async function make(file: DatasourceFile): Promise<Datasource> {
    const limits = { rowLimit: file.row_limit, timeoutMs: file.statement_timeout_ms };
    if (file.type === 'postgres') {
      return createPostgresDatasource({
        name: file.name,
        connection: postgresConnectionConfig(file, env),
        schema: file.schema,
        connectTimeoutMs: file.connect_timeout_ms,
        ...limits,
      });
    }
    const instance = await duckDbInstance(file.path ?? 'demo.duckdb', file.name);
    return createDuckDbDatasource({ name: file.name, instance, schema: file.schema, ...limits });
  }

  return {
    get(tenantId, name) {
      if (closed) return Promise.reject(new DatasourceConfigError('Datasources are closed'));
      const entity = config().tenants.get(tenantId)?.datasources.get(name);
      if (!entity) return Promise.reject(new NotFoundError(`Datasource "${name}" not found`));
      const file = entity.value as unknown as DatasourceFile;
      const key = `${tenantId}\u0000${name}`;
      const current = entries.get(key);
      if (current?.source === file) return current.datasource;
      const fingerprint = JSON.stringify(file);
      if (current?.fingerprint === fingerprint) {
        current.source = file;
        return current.datasource;
      }
      if (current) void current.datasource.then((old) => old.close()).catch(() => undefined);
      const datasource = make(file);
      entries.set(key, { source: file, fingerprint, datasource });
      // A datasource that failed to open is not kept: the next call tries again.
      datasource.catch(() => {
        if (entries.get(key)?.datasource === datasource) entries.delete(key);
      });
      return datasource;
    },

    async close() {
      closed = true;
      const open = [...entries.values()];
      entries.clear();
      await Promise.allSettled(open.map(async (entry) => (await entry.datasource).close()));
      const instances = [...files.values()];
      files.clear();
      for (const result of await Promise.allSettled(instances)) {
        if (result.status === 'fulfilled') result.value.closeSync();
      }
    },
  };
}
