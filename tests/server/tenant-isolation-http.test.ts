/**
 * The tenant boundary below SQL, seen over HTTP: acme's `super` and `superuser` preview raw SQL
 * (POST /api/v2/services/queries with query_raw) written to reach globex. On DuckDB acme's
 * datasource reads acme's own file; on PostgreSQL it connects as acme's own role. Whatever the
 * word guard lets through, no answer carries a globex row, a server file or a password hash;
 * a preview runs as the tenant role in a read-only transaction, and a datasource configured
 * with a superuser is refused with a message naming the datasource.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabasePath } from '../../server/data/generate-demo.ts';
import {
  dropPostgresSchema,
  loadDemoIntoPostgres,
} from '../../server/datasources/pg-demo-loader.ts';
import { postgresAvailability, requireOrSkip } from '../support/environment.ts';
import type { HttpResponse } from '../support/http.ts';
import { connectionAs, dropRole, POSTGRES_ADMIN } from '../support/postgres-roles.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const postgresReady = requireOrSkip(
  'tenant isolation over HTTP on PostgreSQL',
  await postgresAvailability(),
);
const USERS = ['super', 'superuser'];
const run = randomBytes(4).toString('hex');
const SECRET = `globex-secret-${run}`;

let server: TestServer;
const tokens: Record<string, string> = {};
let globexMarkers: string[] = [];

function preview(tenant: string, user: string, sql: string, datasource?: string) {
  return server.request({
    method: 'POST',
    path: '/api/v2/services/queries',
    tenant,
    token: tokens[`${tenant}/${user}`],
    body:
      datasource === undefined ? { query_raw: sql } : { query_raw: sql, _datasource: datasource },
  });
}

/** No globex row, secret, server file or password hash in `response`. */
function expectNothingForeign(response: HttpResponse): void {
  for (const marker of globexMarkers) expect(response.text).not.toContain(marker);
  expect(response.text).not.toContain(SECRET);
  expect(response.text).not.toContain('root:x:0:0');
  expect(response.text).not.toMatch(/SCRAM-SHA-256\$|md5[0-9a-f]{32}/);
  if (response.status === 200) expect(response.text.toLowerCase()).not.toContain('globex');
}

/** Writes a datasource file into a tenant of the server's config and waits until it serves. */
async function addDatasource(tenant: string, value: Record<string, unknown>): Promise<void> {
  const file = path.join(server.configDir, tenant, 'datasources', `${String(value.name)}.json`);
  const $schema = '../../../schemas/datasource.schema.json';
  await writeFile(file, `${JSON.stringify({ $schema, ...value }, null, 2)}\n`);
  for (let i = 0; i < 100; i++) {
    const probe = await preview(tenant, 'super', 'SELECT 1 AS one', String(value.name));
    if (probe.status !== 404) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`datasource ${String(value.name)} of ${tenant} never appeared`);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const tenant of ['acme', 'globex']) {
    for (const user of USERS) tokens[`${tenant}/${user}`] = await server.login(tenant, user);
  }
  const names = async (tenant: string) => {
    const response = await preview(tenant, 'super', 'SELECT DISTINCT store_name FROM stores');
    expect(response.status, response.text).toBe(200);
    return (response.json as { store_name: string }[]).map((row) => row.store_name);
  };
  const acmeNames = new Set(await names('acme'));
  globexMarkers = (await names('globex')).filter((name) => !acmeNames.has(name));
});

afterAll(async () => {
  await server?.close();
});

describe('DuckDB: each tenant reads its own file', () => {
  it('has globex store names to look for', () => {
    expect(globexMarkers.length).toBeGreaterThan(100);
  });

  describe.each(USERS)("as acme's %s", (user) => {
    it.each([
      `select store_name from "query_table"('glo' || 'bex.stores')`,
      `select * from "query"('select * from "globex".stores')`,
      `select * from "query"('select * from duckdb_schemas()')`,
      `select store_name from query_table('globex.stores')`,
      `select schema_name from "duckdb_schemas"()`,
      `select * from "query"('select table_schema, table_name from information_schema.tables')`,
    ])('%s returns no globex rows', async (sql) => {
      const response = await preview('acme', user, sql);
      expect([200, 400], response.text).toContain(response.status);
      expectNothingForeign(response);
    });
  });

  it("acme's schema list, when the guard lets it run, names acme alone", async () => {
    const response = await preview(
      'acme',
      'super',
      `select * from "query"('select * from duckdb_schemas()')`,
    );
    if (response.status === 200) {
      const schemas = (response.json as { schema_name: string }[]).map((row) => row.schema_name);
      expect(schemas).toContain('acme');
      expect(schemas).not.toContain('globex');
    } else {
      expect(response.status).toBe(400);
    }
  });
});

describe.skipIf(!postgresReady)('PostgreSQL: each tenant connects as its own role', () => {
  const schemas = { acme: `nav_${run}_acme`, globex: `nav_${run}_globex` };

  beforeAll(async () => {
    for (const [tenant, schema] of Object.entries(schemas)) {
      await loadDemoIntoPostgres({
        duckdbFile: demoDatabasePath(server.dataDir, tenant),
        sourceSchema: tenant,
        connection: POSTGRES_ADMIN,
        targetSchema: schema,
        role: schema,
      });
      await addDatasource(tenant, {
        name: 'pg',
        type: 'postgres',
        ...connectionAs(schema),
        schema,
      });
    }
    const client = new pg.Client(POSTGRES_ADMIN);
    await client.connect();
    try {
      await client.query(`CREATE TABLE ${schemas.globex}.secrets AS SELECT '${SECRET}' AS secret`);
      await client.query(`GRANT SELECT ON ${schemas.globex}.secrets TO ${schemas.globex}`);
    } finally {
      await client.end();
    }
    const own = await preview('globex', 'super', 'SELECT secret FROM secrets', 'pg');
    expect(own.json).toEqual([{ secret: SECRET }]);
  });

  afterAll(async () => {
    for (const schema of Object.values(schemas)) {
      await dropPostgresSchema(POSTGRES_ADMIN, schema);
      await dropRole(schema);
    }
  });

  it('a preview runs as the tenant role in a read-only transaction', async () => {
    const who = await preview('acme', 'super', 'SELECT current_user AS who', 'pg');
    expect(who.status, who.text).toBe(200);
    expect(who.json).toEqual([{ who: schemas.acme }]);
    // SHOW, not current_setting() or pg_settings: the word guard refuses both by name.
    const readOnly = await preview('acme', 'super', 'SHOW transaction_read_only', 'pg');
    expect(readOnly.status, readOnly.text).toBe(200);
    expect(readOnly.json).toEqual([{ transaction_read_only: 'on' }]);
  });

  describe.each(USERS)("as acme's %s", (user) => {
    const globex = schemas.globex;
    it.each([
      `select * from U&"\\006e${globex.slice(1)}".secrets`,
      `select * from U&"${[...globex].map((c) => `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}".secrets`,
      `select query_to_xml('select * from ${globex.slice(0, -3)}'||'bex.secrets', true, true, '')`,
      `select pg_read_file('/etc/passwd')`,
      `select * from pg_shadow`,
      `select store_name from "${globex}".stores`,
    ])('%s is refused', async (sql) => {
      const response = await preview('acme', user, sql, 'pg');
      expect(response.status, response.text).toBe(400);
      expectNothingForeign(response);
    });
  });

  it('a datasource configured with a superuser is refused with a clear message', async () => {
    await addDatasource('acme', {
      name: 'pgsuper',
      type: 'postgres',
      ...POSTGRES_ADMIN,
      schema: schemas.acme,
    });
    const response = await preview('acme', 'super', 'SELECT 1 AS one', 'pgsuper');
    expect(response.status).toBe(500);
    expect((response.json as { message?: string }).message).toBe(
      'Datasource "pgsuper" is refused: its role "postgres" is a superuser. Connect with a role of its own that can only read its schema (docs/security.md).',
    );
    expect(response.text).not.toContain(POSTGRES_ADMIN.host);
  });
});
