/**
 * PostgreSQL (and any server speaking its protocol) through a `pg` pool. Every statement runs
 * in its own READ ONLY transaction with a local statement_timeout and search_path, so a
 * pooled connection never keeps settings from one caller to the next. SELECTs are read
 * through a cursor, so a huge result stops at the row limit instead of filling memory.
 *
 * The role it logs in as is the tenant boundary (see tenant-role.ts): before the first
 * statement the datasource checks that role, and refuses to run anything as a superuser or
 * as a role that bypasses row-level security.
 */
import pg from 'pg';
import type { Datasource as DatasourceFile } from '../../schemas/generated/index.ts';
import { isIdentifier, quoteIdentifier } from '../query/dialects.ts';
import {
  DatasourceConfigError,
  DatasourceUnavailableError,
  QueryError,
} from '../query/query-errors.ts';
import { significantTokens } from '../query/sql-tokens.ts';
import {
  columnKind,
  groupColumnsByTable,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_ROW_LIMIT,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  type ColumnInfo,
  type Datasource,
  type DatasourceResult,
  type QueryOptions,
} from './datasource.ts';
import { postgresJsonTypes, postgresTypeName } from './postgres-values.ts';
import { createScopeCheck, schemaLister } from './schema-scope.ts';
import { runGuarded } from './statement-guard.ts';

/** Connections per PostgreSQL datasource. */
export const DEFAULT_POSTGRES_POOL_SIZE = 8;

/** SQLSTATE of a statement cancelled by statement_timeout or pg_cancel_backend. */
const QUERY_CANCELED = '57014';
/** The server's statement_timeout stops a statement; this much later the client cancels it. */
const CANCEL_GRACE_MS = 1000;
/**
 * This much after the client's cancel, a statement that still has not ended is given up on:
 * the server is not answering at all (hung, or the network dropped it), not just slow.
 */
const ABANDON_AFTER_MS = 1000;

/**
 * Whether a pg error means the server cannot be reached or stopped answering, rather than
 * refusing the statement: errors the server sends carry a 5-character SQLSTATE; socket and
 * pool errors do not.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof QueryError) return false;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return false;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Connection ended|not queryable|socket/i.test(
    message,
  );
}

/**
 * The pg connection settings of a datasource file: `url_env` names a variable holding a
 * connection URL; otherwise host / port / database / user, with the password read from the
 * variable `password_env` names. Throws DatasourceConfigError naming a missing variable.
 */
export function postgresConnectionConfig(
  file: DatasourceFile,
  env: NodeJS.ProcessEnv,
): pg.PoolConfig {
  const variable = (name: string, property: string): string => {
    const value = env[name];
    if (value === undefined || value === '') {
      throw new DatasourceConfigError(
        `Datasource "${file.name}": environment variable ${name} (${property}) is not set`,
      );
    }
    return value;
  };
  if (file.url_env !== undefined) {
    return { connectionString: variable(file.url_env, 'url_env') };
  }
  return {
    host: file.host,
    port: file.port ?? 5432,
    database: file.database,
    user: file.user,
    password:
      file.password_env === undefined ? undefined : variable(file.password_env, 'password_env'),
    ssl: file.ssl ?? false,
  };
}

/** Settings of a PostgreSQL datasource. */
export interface PostgresDatasourceOptions {
  name: string;
  connection: pg.PoolConfig;
  /** Schema of the tenant's tables; 'public' when unset. */
  schema?: string;
  rowLimit?: number;
  timeoutMs?: number;
  /** Schemas other tenants' datasources read: refused by name (schema-scope.ts). */
  otherTenantSchemas?: () => readonly string[];
  /**
   * Most milliseconds to open a connection (TCP and the protocol's start-up), or to wait for
   * a free one of the pool: past it the datasource answers DatasourceUnavailableError (503).
   */
  connectTimeoutMs?: number;
  poolSize?: number;
}

/** A Datasource over a pg pool (created lazily: nothing connects before the first query). */
export function createPostgresDatasource(options: PostgresDatasourceOptions): Datasource {
  const schema = options.schema ?? 'public';
  if (!isIdentifier(schema)) {
    throw new DatasourceConfigError(`Datasource "${options.name}": invalid schema "${schema}"`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const connection: pg.PoolConfig = {
    ...options.connection,
    connectionTimeoutMillis: connectTimeoutMs,
  };
  const unavailable = (cause: unknown) => new DatasourceUnavailableError(options.name, { cause });
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? DEFAULT_POSTGRES_POOL_SIZE,
    types: postgresJsonTypes,
    application_name: `navigator:${options.name}`,
  });
  // An idle connection that dies (server restart) is dropped by the pool; nothing to do.
  pool.on('error', () => undefined);

  /** The role check of the first connection, shared by callers; forgotten when it fails. */
  let roleChecked: Promise<void> | undefined;
  function checkRole(client: pg.PoolClient): Promise<void> {
    if (!roleChecked) {
      const check = assertTenantRole(client, options.name);
      roleChecked = check;
      check.catch(() => {
        // Checked again next time: ops may fix the role without touching the file.
        if (roleChecked === check) roleChecked = undefined;
      });
    }
    return roleChecked;
  }

  /** Runs `work` inside a READ ONLY transaction with this statement's settings. */
  async function inTransaction<T>(
    queryOptions: Pick<QueryOptions, 'timeoutMs' | 'signal'>,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      // Refused, unknown host, or no answer within connect_timeout_ms: the server is not
      // there. Errors the server sent (a wrong password, no such database) are its config.
      if (isConnectionFailure(error)) throw unavailable(error);
      throw new DatasourceConfigError(
        `Datasource "${options.name}": the server refused the connection (${(error as { code?: string }).code ?? 'no code'})`,
        { cause: error },
      );
    }
    const pid = (client as unknown as { processID?: number }).processID;
    let broken = false;
    try {
      return await runGuarded(
        queryOptions,
        () => cancelBackend(connection, pid),
        async () => {
          await checkRole(client);
          const ms = Math.max(1, Math.floor(queryOptions.timeoutMs));
          await client.query(
            `BEGIN READ ONLY; SET LOCAL statement_timeout = ${ms}; SET LOCAL search_path TO ${quoteIdentifier(schema)}`,
          );
          return work(client);
        },
        {
          isTimeout: (error) => (error as { code?: string }).code === QUERY_CANCELED,
          graceMs: CANCEL_GRACE_MS,
          mapError: (error) => {
            if (!isConnectionFailure(error)) return undefined;
            broken = true;
            return unavailable(error);
          },
          abandonAfterMs: ABANDON_AFTER_MS,
          onAbandon: () => {
            broken = true;
            destroySocket(client);
            return unavailable(new Error('no answer after the statement timeout and cancel'));
          },
        },
      );
    } finally {
      if (!broken) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
      }
      client.release(broken);
    }
  }

  const datasource: Datasource = {
    name: options.name,
    dialect: 'postgres',
    schema,
    rowLimit: options.rowLimit ?? DEFAULT_ROW_LIMIT,
    timeoutMs,

    query(sql, params, queryOptions) {
      return inTransaction(queryOptions, async (client) => {
        if (!readsThroughCursor(sql)) {
          const result = await client.query({ text: sql, values: [...params] });
          return resultOf(result, queryOptions.rowLimit);
        }
        await client.query({
          text: `DECLARE navigator_rows NO SCROLL CURSOR FOR ${sql}`,
          values: [...params],
        });
        const result = await client.query(
          `FETCH FORWARD ${Math.floor(queryOptions.rowLimit) + 1} FROM navigator_rows`,
        );
        return resultOf(result, queryOptions.rowLimit);
      });
    },

    describe(sql) {
      return inTransaction({ timeoutMs }, async (client) => {
        const nulls = new Array<null>(parameterCount(sql)).fill(null);
        const result = await client.query({
          text: `SELECT * FROM (\n${sql}\n) AS q LIMIT 0`,
          values: nulls,
        });
        return result.fields.map((field): ColumnInfo => {
          const type = postgresTypeName(field.dataTypeID);
          return { name: field.name, type, kind: columnKind(type) };
        });
      });
    },

    async tableColumns(names) {
      const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
      if (wanted.length === 0) return new Map<string, ColumnInfo[]>();
      const result = await datasource.query(
        `SELECT lower(table_name) AS table_name, column_name, data_type
         FROM information_schema.columns
         WHERE table_schema = $1 AND lower(table_name) = ANY($2::text[])
         ORDER BY table_name, ordinal_position`,
        [schema, wanted],
        { timeoutMs, rowLimit: DEFAULT_ROW_LIMIT },
      );
      return groupColumnsByTable(result.rows);
    },

    assertInScope: (sql) => scopeCheck(sql),

    close: () => pool.end(),
  };
  const scopeCheck = createScopeCheck(
    options.name,
    schema,
    schemaLister(
      datasource,
      'SELECT nspname AS name FROM pg_catalog.pg_namespace',
      options.otherTenantSchemas,
    ),
  );
  return datasource;
}

/**
 * Throws DatasourceConfigError naming datasource `name` when the role `client` logged in as is
 * a superuser or has BYPASSRLS: such a role reads every schema, the server's files
 * (pg_read_file) and password hashes (pg_shadow), whatever the SQL checks say.
 */
export async function assertTenantRole(client: pg.ClientBase, name: string): Promise<void> {
  let row: { rolname: string; rolsuper: boolean; rolbypassrls: boolean } | undefined;
  try {
    const result = await client.query<NonNullable<typeof row>>(
      `SELECT rolname, rolsuper, rolbypassrls FROM pg_catalog.pg_roles
       WHERE rolname = current_user`,
    );
    row = result.rows[0];
  } catch (error) {
    throw new DatasourceConfigError(
      `Datasource "${name}": cannot check the role it connects as: ${(error as Error).message}`,
    );
  }
  if (!row) {
    throw new DatasourceConfigError(`Datasource "${name}": cannot check the role it connects as`);
  }
  const power = row.rolsuper
    ? 'is a superuser'
    : row.rolbypassrls
      ? 'bypasses row-level security (BYPASSRLS)'
      : undefined;
  if (power !== undefined) {
    throw new DatasourceConfigError(
      `Datasource "${name}" is refused: its role "${row.rolname}" ${power}. ` +
        'Connect with a role of its own that can only read its schema (docs/security.md).',
    );
  }
}

/** SELECT-like statements can be declared as a cursor; SHOW, EXPLAIN... run as they are. */
function readsThroughCursor(sql: string): boolean {
  const first = significantTokens(sql).find((token) => token.text !== '(');
  return (
    first?.kind === 'word' &&
    ['select', 'with', 'values', 'table'].includes(first.text.toLowerCase())
  );
}

/** The highest `$n` in `sql`: how many values its statement expects. */
function parameterCount(sql: string): number {
  let count = 0;
  for (const token of significantTokens(sql)) {
    if (token.kind === 'parameter') count = Math.max(count, Number(token.text.slice(1)));
  }
  return count;
}

function resultOf(result: pg.QueryResult, rowLimit: number): DatasourceResult {
  const rows = result.rows as Record<string, unknown>[];
  const truncated = rows.length > rowLimit;
  return {
    rows: truncated ? rows.slice(0, rowLimit) : rows,
    columns: result.fields.map((field) => field.name),
    truncated,
  };
}

/** Closes a client's socket at once (ending it politely would wait for a server that is gone). */
function destroySocket(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection
    ?.stream;
  stream?.destroy();
}

/**
 * Cancels the statement running on backend `pid` from a separate, short-lived connection
 * (which gives up after the datasource's connect timeout, like any other).
 */
async function cancelBackend(connection: pg.PoolConfig, pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  const client = new pg.Client(connection);
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } finally {
    // A server that stopped answering never acknowledges the goodbye either.
    const ended = client.end().catch(() => undefined);
    const waited = await Promise.race([
      ended.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000).unref()),
    ]);
    if (!waited) destroySocket(client as unknown as pg.PoolClient);
  }
}
