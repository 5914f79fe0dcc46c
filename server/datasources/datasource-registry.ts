/**
 * Every tenant's datasources, made on first use from the datasource files of the live
 * config and closed on shutdown. An edited datasource file gets a fresh datasource on its
 * next use (the old one finishes its statements, then closes). A DuckDB file lives in its
 * tenant's data directory (`<dataDir>/<tenant>/`), is opened once per process and is never
 * given to a datasource of another tenant: a file holds one tenant's data, so no SQL text can
 * reach another tenant's rows.
 */
import type { DuckDBInstance } from '@duckdb/node-api';
import type { Datasource as DatasourceFile, UrlValue } from '../../schemas/generated/index.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { DatasourceConfigError, NotFoundError } from '../query/query-errors.ts';
import { DEFAULT_ROW_LIMIT, DEFAULT_STATEMENT_TIMEOUT_MS, type Datasource } from './datasource.ts';
import { createHttpDatasource } from './http/http-datasource.ts';
import { tenantSettings } from '../config/tenant-settings.ts';
import { createDuckDbDatasource, openDuckDbFile } from './duckdb-datasource.ts';
import { createPostgresDatasource, postgresConnectionConfig } from './postgres-datasource.ts';
import { DEFAULT_DUCKDB_PATH, resolveTenantFile } from '../data/tenant-files.ts';
import { WRITES_DATASOURCE, type WriteStore } from '../writes/write-store.ts';

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
 * DuckDB paths are relative to the tenant's folder of `dataDir` and may not leave it (symlinks
 * are resolved); `env` holds the variables PostgreSQL files name.
 */
export function createDatasourceRegistry(
  config: () => LoadedConfig,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  writeStore?: Pick<WriteStore, 'datasource'>,
): DatasourceRegistry {
  const entries = new Map<string, Entry>();
  /** Open DuckDB files by identity (device and inode), with the tenant that reads each. */
  const files = new Map<string, { tenantId: string; instance: Promise<DuckDBInstance> }>();
  let closed = false;

  function duckDbInstance(
    tenantId: string,
    relative: string,
    name: string,
  ): Promise<DuckDBInstance> {
    const tenants = config().tenants.keys();
    const resolved = resolveTenantFile(dataDir, tenantId, relative, tenants);
    if (!resolved.ok) {
      throw new DatasourceConfigError(`Datasource "${name}": ${resolved.problem}`);
    }
    const open = files.get(resolved.identity);
    if (open && open.tenantId !== tenantId) {
      // Another tenant's datasource already reads this file (a hard link or a swapped folder).
      throw new DatasourceConfigError(
        `Datasource "${name}": path "${relative}" is a file tenant "${open.tenantId}" reads; tenants never share a DuckDB file`,
      );
    }
    if (open) return open.instance;
    const instance = openDuckDbFile(resolved.real).catch((error: unknown) => {
      files.delete(resolved.identity);
      throw new DatasourceConfigError(
        `Datasource "${name}": cannot open ${relative}: ${openFailure(error, relative)}`,
      );
    });
    files.set(resolved.identity, { tenantId, instance });
    return instance;
  }

  /** The schemas the other tenants' datasources read (read at each check: config may change). */
  const otherTenantSchemas = (tenantId: string) => (): string[] => {
    const names: string[] = [];
    for (const [id, tenant] of config().tenants) {
      if (id === tenantId) continue;
      for (const entity of tenant.datasources.values()) {
        const other = entity.value as unknown as DatasourceFile;
        names.push(other.schema ?? id);
      }
    }
    return names;
  };

  /** The tenant's http_allowed_base_urls, read from the live config at every request. */
  function tenantAllowList(tenantId: string): string[] {
    const tenant = config().tenants.get(tenantId);
    const entries = tenant ? (tenantSettings(tenant).http_allowed_base_urls ?? []) : [];
    return entries.map((entry, index) =>
      resolveUrlValue(entry, env, `Tenant "${tenantId}": http_allowed_base_urls[${index}]`),
    );
  }

  async function make(tenantId: string, file: DatasourceFile): Promise<Datasource> {
    const limits = {
      rowLimit: file.row_limit,
      timeoutMs: file.statement_timeout_ms,
      otherTenantSchemas: otherTenantSchemas(tenantId),
    };
    if (file.name === WRITES_DATASOURCE && writeStore) {
      // The write store opens (creates, migrates) the store; dashboards read it through the
      // datasource it gives, whose data version changes with every write.
      return writeStore.datasource(tenantId, limits);
    }
    if (file.type === 'http') {
      return createHttpDatasource({
        name: file.name,
        baseUrl: resolveUrlValue(file.base_url, env, `Datasource "${file.name}": base_url`),
        allowList: () => tenantAllowList(tenantId),
        headers: file.headers,
        env,
        rowsPath: file.rows_path,
        timeoutMs: file.statement_timeout_ms ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        rowLimit: file.row_limit ?? DEFAULT_ROW_LIMIT,
        maxResponseBytes: file.max_response_bytes,
      });
    }
    if (file.type === 'postgres') {
      return createPostgresDatasource({
        name: file.name,
        connection: postgresConnectionConfig(file, env),
        schema: file.schema,
        connectTimeoutMs: file.connect_timeout_ms,
        ...limits,
      });
    }
    const instance = await duckDbInstance(tenantId, file.path ?? DEFAULT_DUCKDB_PATH, file.name);
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
      const datasource = make(tenantId, file);
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
      const instances = [...files.values()].map((open) => open.instance);
      files.clear();
      for (const result of await Promise.allSettled(instances)) {
        if (result.status === 'fulfilled') result.value.closeSync();
      }
    },
  };
}

/**
 * A URL of the config: as written, or read from its environment variable (its default when
 * unset), with its `path` resolved against it. DatasourceConfigError naming `what` when there is neither.
 */
export function resolveUrlValue(
  value: UrlValue | undefined,
  env: NodeJS.ProcessEnv,
  what: string,
): string {
  if (typeof value === 'string') return value;
  const url = value ? env[value.env] || value.default : undefined;
  if (!url) {
    throw new DatasourceConfigError(
      value ? `${what}: environment variable ${value.env} is not set` : `${what} is missing`,
    );
  }
  if (!value?.path) return url;
  try {
    return new URL(value.path, url).href;
  } catch {
    throw new DatasourceConfigError(`${what}: environment variable ${value.env} is not a URL`);
  }
}

/** Why DuckDB could not open `relative`, without the absolute path its message carries. */
function openFailure(error: unknown, relative: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/does not exist|no such file/i.test(message)) return 'the file does not exist';
  return message.replace(/"\/[^"]*"/g, JSON.stringify(relative));
}
