/**
 * The server the SQL attack suites aim at: the real app over a private config copy, acme's
 * and globex's `demo` datasources on the shared DuckDB file or, for PostgreSQL, on per-run
 * schemas read through per-run login roles that are not superusers and may read only their
 * own tenant's schema. It knows what must never reach acme: globex's distinctive values
 * (read through globex's own API) and server file contents.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  dropPostgresSchema,
  loadDemoIntoPostgres,
} from '../../server/datasources/pg-demo-loader.ts';
import { tenantDataDir } from '../../server/data/data-dir.ts';
import { quoteIdentifier } from '../../server/query/dialects.ts';
import type { HttpRequest, HttpResponse } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The PostgreSQL of this machine, as its administrator (trust auth). */
export const ADMIN_POSTGRES = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' };

/** Texts that only a read of a server file or password hash could put in an answer. */
export const FILE_MARKERS = ['root:x:0:0', 'daemon:x:1:1', 'SCRAM-SHA-256$', '/bin/bash'];

/** acme users the suite sends requests as. */
export const ACME_USERS = ['super', 'superuser', 'viewer', 'fixed'] as const;
export type AcmeUser = (typeof ACME_USERS)[number];

export interface AttackTarget {
  server: TestServer;
  engine: 'duckdb' | 'postgres';
  /** globex's schema in this database. */
  globexSchema: string;
  /** Values only globex's data holds. */
  globexMarkers: string[];
  /** A request on acme's host as `user`. */
  asAcme: (user: AcmeUser, request: Omit<HttpRequest, 'tenant' | 'token'>) => Promise<HttpResponse>;
  close: () => Promise<void>;
}

interface DatasourceFile {
  $schema?: string;
  path?: string;
  schema?: string;
}

/** Starts the target for `engine` (PostgreSQL must be reachable for 'postgres'). */
export async function startAttackTarget(engine: 'duckdb' | 'postgres'): Promise<AttackTarget> {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const tenants = ['acme', 'globex'] as const;
  const roles = Object.fromEntries(tenants.map((t) => [t, `nav_sec_${run}_${t}_reader`]));
  const schemas = Object.fromEntries(tenants.map((t) => [t, `nav_sec_${run}_${t}`]));
  const urlEnv = (tenant: string) => `NAV_SEC_${tenant.toUpperCase()}_URL`;
  const env = { ...process.env };
  for (const tenant of tenants) {
    env[urlEnv(tenant)] = `postgres://${roles[tenant]}@127.0.0.1:5432/test`;
  }
  const server = await startTestServer({ env });
  const tokens: Record<string, string> = {};
  for (const user of ACME_USERS) tokens[`acme/${user}`] = await server.login('acme', user);
  tokens['globex/super'] = await server.login('globex', 'super');

  const send = (tenant: string, user: string, request: Omit<HttpRequest, 'tenant' | 'token'>) =>
    server.request({ ...request, tenant, token: tokens[`${tenant}/${user}`] });
  const preview = (tenant: string, sql: string) =>
    send(tenant, 'super', {
      method: 'POST',
      path: '/api/v2/services/queries',
      body: { query_raw: sql },
    });

  let cleanUp = async () => {};
  let globexSchema = 'globex';
  const globexMarkers: string[] = [];
  if (engine === 'postgres') {
    const secret = `GLOBEX-SECRET-${run}`;
    globexMarkers.push(secret);
    globexSchema = schemas.globex ?? '';
    cleanUp = await moveToPostgres(server, { run, roles, schemas, urlEnv, secret });
    await waitFor(async () => {
      for (const tenant of tenants) {
        const probe = await preview(tenant, 'SELECT version() AS v');
        if (!probe.text.includes('PostgreSQL')) return false;
      }
      return true;
    });
  }

  const names = async (tenant: string) => {
    const response = await preview(tenant, 'SELECT DISTINCT store_name FROM stores');
    if (response.status !== 200) throw new Error(`${tenant} stores: ${response.text}`);
    return (response.json as { store_name: string }[]).map((row) => row.store_name);
  };
  const acmeNames = new Set(await names('acme'));
  globexMarkers.push(...(await names('globex')).filter((name) => !acmeNames.has(name)));

  return {
    server,
    engine,
    globexSchema,
    globexMarkers,
    asAcme: (user, request) => send('acme', user, request),
    close: async () => {
      await server.close();
      await cleanUp();
    },
  };
}

interface PostgresPlan {
  run: string;
  roles: Record<string, string | undefined>;
  schemas: Record<string, string | undefined>;
  urlEnv: (tenant: string) => string;
  secret: string;
}

/**
 * Loads each tenant's demo data into its own schema, creates a login role per tenant that may
 * read only that schema (not a superuser, no BYPASSRLS), adds a `secrets` table to globex and
 * points each tenant's `demo` datasource at PostgreSQL through `url_env`. Returns the clean-up.
 */
async function moveToPostgres(
  server: TestServer,
  plan: PostgresPlan,
): Promise<() => Promise<void>> {
  const admin = new pg.Client(ADMIN_POSTGRES);
  await admin.connect();
  const created: { schema: string; role: string }[] = [];
  const cleanUp = async () => {
    for (const { schema } of created) await dropPostgresSchema(ADMIN_POSTGRES, schema);
    const client = new pg.Client(ADMIN_POSTGRES);
    await client.connect();
    try {
      for (const { role } of created) {
        await client.query(`DROP OWNED BY ${quoteIdentifier(role)}`);
        await client.query(`DROP ROLE IF EXISTS ${quoteIdentifier(role)}`);
      }
    } finally {
      await client.end();
    }
  };
  try {
    for (const tenant of ['acme', 'globex']) {
      const schema = plan.schemas[tenant] ?? '';
      const role = plan.roles[tenant] ?? '';
      const file = path.join(server.configDir, tenant, 'datasources', 'demo.json');
      const current = JSON.parse(await readFile(file, 'utf8')) as DatasourceFile;
      await admin.query(
        `CREATE ROLE ${quoteIdentifier(role)} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`,
      );
      created.push({ schema, role });
      await loadDemoIntoPostgres({
        // Each tenant's DuckDB file lives in its own folder of the data directory.
        duckdbFile: path.join(tenantDataDir(server.dataDir, tenant), current.path ?? 'demo.duckdb'),
        sourceSchema: current.schema ?? tenant,
        connection: ADMIN_POSTGRES,
        targetSchema: schema,
        role,
        replace: true,
      });
      const target = quoteIdentifier(schema);
      if (tenant === 'globex') {
        await admin.query(`CREATE TABLE ${target}.secrets (secret text)`);
        await admin.query(`INSERT INTO ${target}.secrets VALUES ($1)`, [plan.secret]);
      }
      await admin.query(`GRANT USAGE ON SCHEMA ${target} TO ${quoteIdentifier(role)}`);
      await admin.query(
        `GRANT SELECT ON ALL TABLES IN SCHEMA ${target} TO ${quoteIdentifier(role)}`,
      );
      const datasource = {
        $schema: current.$schema,
        name: 'demo',
        type: 'postgres',
        url_env: plan.urlEnv(tenant),
        schema,
        statement_timeout_ms: 30000,
      };
      await writeFile(file, `${JSON.stringify(datasource, null, 2)}\n`);
    }
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    await admin.end();
  }
  return cleanUp;
}

async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the config store did not pick up the PostgreSQL datasources');
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * What is wrong with an answer to an attack: a 5xx, a stack trace, a row or value of globex,
 * a server file's content. Empty when the answer is clean.
 */
export function leaks(response: HttpResponse, globexMarkers: readonly string[]): string[] {
  const found: string[] = [];
  if (response.status >= 500) found.push(`status ${response.status}`);
  if (/\n\s+at /.test(response.text)) found.push('a stack trace');
  for (const marker of globexMarkers) {
    if (response.text.includes(marker)) found.push(`globex value ${JSON.stringify(marker)}`);
  }
  for (const marker of FILE_MARKERS) {
    if (response.text.includes(marker)) found.push(`file content ${JSON.stringify(marker)}`);
  }
  return found;
}
