/**
 * The write store on PostgreSQL over HTTP: each tenant's `writes` datasource names a schema and
 * role of its own, created on first use by the admin connection. Rows written through the API
 * show at once in the saved query that reads them; acme's role can neither read nor write
 * globex's write schema, neither through raw SQL as acme's super user nor connected directly.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../support/environment.ts';
import {
  connectionAs,
  dropRole,
  POSTGRES_ADMIN,
  postgresWritesDatasource,
} from '../support/postgres-roles.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ready = requireOrSkip('PostgreSQL write store over HTTP', await postgresAvailability());
const run = randomBytes(4).toString('hex');
const schemaOf = (tenant: string) => `nav_${run}_${tenant}_writes`;
const roleOf = (tenant: string) => `nav_${run}_${tenant}_writer`;
const SECRET = `globex-secret-${run}`;
const ADMIN_URL = `postgres://${POSTGRES_ADMIN.user}@${POSTGRES_ADMIN.host}:${POSTGRES_ADMIN.port}/${POSTGRES_ADMIN.database}`;

let server: TestServer;
const tokens: Record<string, string> = {};

async function writeJson(file: string, value: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

function visit(tenant: string, body: object) {
  return server.request({
    method: 'POST',
    path: '/api/v2/tables/store_visits/rows',
    tenant,
    token: tokens[tenant],
    body,
  });
}

/** What `sql` run directly as acme's role answers: its rows, or the SQLSTATE it failed with. */
async function asAcmeRole(sql: string): Promise<string> {
  const client = new pg.Client(connectionAs(roleOf('acme')));
  await client.connect();
  try {
    return JSON.stringify((await client.query(sql)).rows);
  } catch (error) {
    return `error ${(error as { code?: string }).code}: ${(error as Error).message}`;
  } finally {
    await client.end();
  }
}

describe.skipIf(!ready)('write store on PostgreSQL over HTTP', () => {
  beforeAll(async () => {
    server = await startTestServer({
      env: { ...process.env, NAV_TEST_PG_ADMIN_URL: ADMIN_URL },
      prepareConfig: async (configDir) => {
        for (const tenant of ['acme', 'globex']) {
          await writeJson(
            path.join(configDir, tenant, 'datasources', 'writes.json'),
            postgresWritesDatasource(roleOf(tenant), schemaOf(tenant)),
          );
        }
      },
    });
    for (const tenant of ['acme', 'globex']) tokens[tenant] = await server.login(tenant, 'super');
  });

  afterAll(async () => {
    await server?.close();
    const client = new pg.Client(POSTGRES_ADMIN);
    await client.connect();
    for (const tenant of ['acme', 'globex']) {
      await client.query(`DROP SCHEMA IF EXISTS "${schemaOf(tenant)}" CASCADE`);
    }
    await client.end();
    for (const tenant of ['acme', 'globex']) await dropRole(roleOf(tenant));
  });

  it('writes rows that the saved query on the writes datasource shows at once', async () => {
    const before = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/field_store_visits',
      tenant: 'acme',
      token: tokens.acme,
      body: {},
    });
    expect(before.status, before.text).toBe(200);
    expect(before.json).toEqual([]);
    const write = await visit('acme', {
      rows: [{ store_id: 7, visited_on: '2026-11-20', visitor: 'Ana', shelf_score: 4 }],
    });
    expect(write.status, write.text).toBe(200);
    const after = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/field_store_visits',
      tenant: 'acme',
      token: tokens.acme,
      body: {},
    });
    expect(after.status, after.text).toBe(200);
    expect(after.json).toMatchObject([{ store_id: 7, visitor: 'Ana', shelf_score: 4 }]);
  });

  it("acme cannot read or write globex's write schema, through the API or as its role", async () => {
    const globex = await visit('globex', {
      rows: [{ store_id: 9, visited_on: '2026-11-21', visitor: SECRET, shelf_score: 2 }],
    });
    expect(globex.status, globex.text).toBe(200);
    const target = `"${schemaOf('globex')}".store_visits`;
    for (const sql of [
      `SELECT * FROM ${target}`,
      `SELECT visitor FROM ${schemaOf('globex')}.store_visits`,
    ]) {
      const preview = await server.request({
        method: 'POST',
        path: '/api/v2/services/queries',
        tenant: 'acme',
        token: tokens.acme,
        body: { query_raw: sql, _datasource: 'writes' },
      });
      expect(preview.status, sql).toBeGreaterThanOrEqual(400);
      expect(preview.text).not.toContain(SECRET);
    }
    // Below SQL checks: the role itself holds no privilege on globex's schema.
    expect(await asAcmeRole(`SELECT visitor FROM ${target}`)).toMatch(/^error 42501/);
    expect(
      await asAcmeRole(
        `INSERT INTO ${target} (store_id, visited_on, visitor, shelf_score) VALUES (1, '2026-11-22', 'x', 1)`,
      ),
    ).toMatch(/^error 42501/);
    expect(await asAcmeRole(`DELETE FROM ${target}`)).toMatch(/^error 42501/);
    // Its own schema: it reads, and may not rewrite history.
    expect(
      await asAcmeRole(`SELECT count(*)::int AS n FROM "${schemaOf('acme')}".store_visits`),
    ).toBe('[{"n":1}]');
    expect(await asAcmeRole(`DELETE FROM "${schemaOf('acme')}".navigator_audit`)).toMatch(
      /^error 42501/,
    );
    expect(await asAcmeRole(`DROP TABLE "${schemaOf('acme')}".store_visits`)).toMatch(
      /^error 42501/,
    );
    const rows = new pg.Client(POSTGRES_ADMIN);
    await rows.connect();
    const { rows: left } = await rows.query<{ visitor: string }>(`SELECT visitor FROM ${target}`);
    await rows.end();
    expect(left).toEqual([{ visitor: SECRET }]);
  });
});
