/**
 * The embedded engine: a DuckDB file opened read-only, with external access (files, URLs,
 * extensions, ATTACH) switched off and the configuration locked, so not even a raw preview
 * can write or read outside the database. A few connections per datasource, each reading
 * the datasource's schema through its search_path.
 */
import {
  DuckDBInstance,
  DuckDBTypeId,
  type DuckDBConnection,
  type DuckDBResultReader,
  type DuckDBValue,
} from '@duckdb/node-api';
import { isIdentifier } from '../query/dialects.ts';
import { DatasourceConfigError } from '../query/query-errors.ts';
import { createConnectionPool } from './connection-pool.ts';
import {
  columnKind,
  groupColumnsByTable,
  DEFAULT_ROW_LIMIT,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  type ColumnInfo,
  type Datasource,
  type DatasourceResult,
  type QueryOptions,
} from './datasource.ts';
import { duckdbJsonConverter } from './duckdb-values.ts';
import { createScopeCheck, schemaLister } from './schema-scope.ts';
import { runGuarded } from './statement-guard.ts';

/** Connections per DuckDB datasource: DuckDB parallelises each statement itself. */
export const DEFAULT_DUCKDB_POOL_SIZE = 4;

/** Opens `file` the way every DuckDB datasource reads it: read-only, sealed off. */
export async function openDuckDbFile(file: string): Promise<DuckDBInstance> {
  return DuckDBInstance.create(file, {
    access_mode: 'READ_ONLY',
    enable_external_access: 'false',
    lock_configuration: 'true',
  });
}

/** Settings of a DuckDB datasource. */
export interface DuckDbDatasourceOptions {
  name: string;
  /** The database, opened with openDuckDbFile (shared by every datasource on the file). */
  instance: DuckDBInstance;
  /** Schema of the tenant's tables; 'main' when unset. */
  schema?: string;
  rowLimit?: number;
  timeoutMs?: number;
  /** Schemas other tenants' datasources read: refused by name (schema-scope.ts). */
  otherTenantSchemas?: () => readonly string[];
  poolSize?: number;
}

/** A Datasource over a DuckDB instance. */
export function createDuckDbDatasource(options: DuckDbDatasourceOptions): Datasource {
  const schema = options.schema ?? 'main';
  if (!isIdentifier(schema)) {
    throw new DatasourceConfigError(`Datasource "${options.name}": invalid schema "${schema}"`);
  }
  const pool = createConnectionPool<DuckDBConnection>({
    size: options.poolSize ?? DEFAULT_DUCKDB_POOL_SIZE,
    async create() {
      const connection = await options.instance.connect();
      // The schema is a checked identifier, so it can sit in the SET statement.
      await connection.run(`SET search_path = '${schema}'`);
      return connection;
    },
    destroy: (connection) => connection.closeSync(),
  });

  async function withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const connection = await pool.acquire();
    try {
      return await work(connection);
    } finally {
      pool.release(connection);
    }
  }

  const datasource: Datasource = {
    name: options.name,
    dialect: 'duckdb',
    schema,
    rowLimit: options.rowLimit ?? DEFAULT_ROW_LIMIT,
    timeoutMs: options.timeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,

    query(sql, params, queryOptions) {
      return withConnection((connection) =>
        runGuarded(
          queryOptions,
          () => connection.interrupt(),
          async () => {
            const reader = await connection.streamAndReadUntil(
              sql,
              queryOptions.rowLimit + 1,
              params as DuckDBValue[],
            );
            return readRows(reader, queryOptions);
          },
        ),
      );
    },

    describe(sql) {
      return withConnection((connection) =>
        runGuarded(
          { timeoutMs: options.timeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS },
          () => connection.interrupt(),
          () => describeOn(connection, sql),
        ),
      );
    },

    async tableColumns(names) {
      const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
      if (wanted.length === 0) return new Map<string, ColumnInfo[]>();
      const list = wanted.map((_, index) => `$${index + 2}`).join(', ');
      const rows = await datasource.query(
        `SELECT lower(table_name) AS table_name, column_name, data_type
         FROM information_schema.columns
         WHERE table_catalog = current_database() AND table_schema = $1
           AND lower(table_name) IN (${list})
         ORDER BY table_name, ordinal_position`,
        [schema, ...wanted],
        { timeoutMs: datasource.timeoutMs, rowLimit: DEFAULT_ROW_LIMIT },
      );
      return groupColumnsByTable(rows.rows);
    },

    assertInScope: (sql) => scopeCheck(sql),

    close: () => pool.close(),
  };
  const scopeCheck = createScopeCheck(
    options.name,
    schema,
    schemaLister(
      datasource,
      'SELECT DISTINCT schema_name AS name FROM information_schema.schemata',
      options.otherTenantSchemas,
    ),
  );
  return datasource;
}

/**
 * Output columns of `sql` from its prepared statement (nothing runs). When an unbound
 * parameter leaves the statement untyped, it runs as `... LIMIT 0` with NULLs bound instead.
 */
async function describeOn(connection: DuckDBConnection, sql: string): Promise<ColumnInfo[]> {
  const prepared = await connection.prepare(sql);
  try {
    const count = prepared.columnCount;
    const ids = Array.from({ length: count }, (_, index) => prepared.columnTypeId(index));
    if (ids.every((id) => id !== DuckDBTypeId.INVALID)) {
      return ids.map((_, index) =>
        column(prepared.columnName(index), prepared.columnType(index).toString()),
      );
    }
    const nulls = new Array<null>(prepared.parameterCount).fill(null);
    const reader = await connection.runAndReadAll(`SELECT * FROM (\n${sql}\n) AS q LIMIT 0`, nulls);
    const types = reader.columnTypes();
    return reader
      .columnNames()
      .map((name, index) => column(name, String(types[index] ?? 'UNKNOWN')));
  } finally {
    prepared.destroySync();
  }
}

function column(name: string, type: string): ColumnInfo {
  return { name, type, kind: columnKind(type) };
}

function readRows(reader: DuckDBResultReader, options: QueryOptions): DatasourceResult {
  const rows = reader.convertRowObjects(duckdbJsonConverter) as Record<string, unknown>[];
  const truncated = rows.length > options.rowLimit;
  return {
    rows: truncated ? rows.slice(0, options.rowLimit) : rows,
    columns: reader.columnNames(),
    truncated,
  };
}
