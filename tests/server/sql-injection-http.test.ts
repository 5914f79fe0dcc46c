/**
 * Classic SQL-injection payloads through the HTTP API (values, keys, fields, grouping,
 * ordering, limits, params, dates, slugs and other URL parts, raw previews), on the embedded
 * DuckDB datasource and on PostgreSQL holding the same demo data. Each answers 400 or
 * something harmless; afterwards every table of both tenants has the rows it had, the config
 * directory is byte for byte the same, and no answer on acme's host carried globex data.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabasePath } from '../../server/data/generate-demo.ts';
import {
  loadDemoIntoPostgres,
  dropPostgresSchema,
} from '../../server/datasources/pg-demo-loader.ts';
import { connectionAs, dropRole, POSTGRES_ADMIN } from '../support/postgres-roles.ts';
import { postgresAvailability, requireOrSkip } from '../support/environment.ts';
import type { HttpResponse } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  BODY_CASES,
  RAW_SQL_REJECTED,
  URL_CASES,
  URL_SLUGS,
  type Expectation,
} from './injection-payloads.ts';

const TABLES = [
  'territories',
  'regions',
  'districts',
  'stores',
  'products',
  'sales',
  'fiscal_calendar',
  'operational_variables',
];
const TEST_POSTGRES = POSTGRES_ADMIN;

const postgresReady = requireOrSkip(
  'SQL injection over HTTP on PostgreSQL',
  await postgresAvailability(),
);

async function hashDir(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

/**
 * Points each tenant's `demo` datasource at a PostgreSQL schema holding its demo data, read
 * through a role of the same name that can read that schema only.
 */
async function moveToPostgres(server: TestServer, run: string): Promise<string[]> {
  const schemas: string[] = [];
  for (const tenant of ['acme', 'globex']) {
    const schema = `nav_http_${run}_${tenant}`;
    await loadDemoIntoPostgres({
      duckdbFile: demoDatabasePath(server.dataDir, tenant),
      sourceSchema: tenant,
      connection: TEST_POSTGRES,
      targetSchema: schema,
      role: schema,
      replace: true,
    });
    schemas.push(schema);
    const file = path.join(server.configDir, tenant, 'datasources', 'demo.json');
    const current = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const datasource = {
      $schema: current.$schema,
      name: 'demo',
      type: 'postgres',
      ...connectionAs(schema),
      schema,
      statement_timeout_ms: 30000,
      row_limit: 100000,
    };
    await writeFile(file, `${JSON.stringify(datasource, null, 2)}\n`);
  }
  return schemas;
}

describe.each([
  { engine: 'duckdb', run: true },
  { engine: 'postgres', run: postgresReady },
])('SQL injection over HTTP on $engine', ({ engine, run }) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let pgSchemas: string[] = [];
  let countsBefore: Record<string, unknown> = {};
  let configBefore = '';
  let globexMarkers: string[] = [];
  const answered: HttpResponse[] = [];

  const as = (tenant: string, user: string) => tokens[`${tenant}/${user}`];
  const preview = (tenant: string, sql: string) =>
    server.request({
      method: 'POST',
      path: '/api/v2/services/queries',
      tenant,
      token: as(tenant, 'super'),
      body: { query_raw: sql },
    });
  const counts = async () => {
    const sql = `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`;
    const result: Record<string, unknown> = {};
    for (const tenant of ['acme', 'globex']) {
      const response = await preview(tenant, sql);
      expect(response.status).toBe(200);
      result[tenant] = response.json;
    }
    return result;
  };
  const send = async (request: Parameters<TestServer['request']>[0]) => {
    const response = await server.request(request);
    if (request.tenant === 'acme') answered.push(response);
    return response;
  };

  beforeAll(async () => {
    if (!run) return;
    server = await startTestServer();
    for (const tenant of ['acme', 'globex']) {
      tokens[`${tenant}/super`] = await server.login(tenant, 'super');
      tokens[`${tenant}/viewer`] = await server.login(tenant, 'viewer');
    }
    if (engine === 'postgres') {
      pgSchemas = await moveToPostgres(server, `${process.pid}_${Date.now().toString(36)}`);
      // The config store picks the datasource edit up without a restart; wait for it.
      let probe = await preview('acme', 'SELECT version() AS v');
      for (let i = 0; i < 100 && !/PostgreSQL/.test(probe.text); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        probe = await preview('acme', 'SELECT version() AS v');
      }
      expect(probe.text).toContain('PostgreSQL');
    }
    const names = async (tenant: string) =>
      (
        (await preview(tenant, 'SELECT DISTINCT store_name FROM stores')).json as {
          store_name: string;
        }[]
      ).map((r) => r.store_name);
    const acmeNames = new Set(await names('acme'));
    globexMarkers = (await names('globex')).filter((n) => !acmeNames.has(n));
    countsBefore = await counts();
    configBefore = await hashDir(server.configDir);
  });

  afterAll(async () => {
    if (!run) return;
    await server?.close();
    for (const schema of pgSchemas) {
      await dropPostgresSchema(TEST_POSTGRES, schema);
      await dropRole(schema);
    }
  });

  describe.skipIf(!run)('payloads', () => {
    it.each(BODY_CASES)('%s (%s)', async (_label, slug, body, expectation: Expectation) => {
      const response = await send({
        method: 'POST',
        path: `/api/v2/services/queries/${slug}?refresh=1`,
        tenant: 'acme',
        token: as('acme', 'viewer'),
        body,
      });
      if (expectation === 'reject') expect(response.status, response.text).toBe(400);
      if (expectation === 'empty') {
        expect(response.status, response.text).toBe(200);
        expect(response.json).toEqual([]);
      }
      if (expectation === 'harmless') expect([200, 400]).toContain(response.status);
      if (response.status === 400) expect(response.json).toHaveProperty('message');
    });

    it.each(URL_SLUGS)('slug in the URL %j is not found (POST and PATCH)', async (slug) => {
      for (const method of ['POST', 'PATCH']) {
        const response = await send({
          method,
          path: `/api/v2/services/queries/${encodeURIComponent(slug)}`,
          tenant: 'acme',
          token: as('acme', 'viewer'),
          body: method === 'POST' ? {} : undefined,
        });
        expect([400, 404], `${method} ${response.text}`).toContain(response.status);
      }
    });

    it.each(URL_CASES)('GET %s → %i', async (url, status) => {
      const response = await send({ path: url, tenant: 'acme', token: as('acme', 'viewer') });
      expect(response.status).toBe(status);
    });

    it.each([
      [{ fields: ['program_id; DROP TABLE programs'] }, 400],
      [{ where_cond: { "program_slug' OR '1'='1": 1 } }, 400],
    ])('programs list body %j → %i', async (body, status) => {
      const response = await send({
        method: 'POST',
        path: '/api/v2/services/queries/programs',
        tenant: 'acme',
        token: as('acme', 'viewer'),
        body,
      });
      expect(response.status).toBe(status);
    });

    it('a program slug value is compared, not executed', async () => {
      const response = await send({
        method: 'POST',
        path: '/api/v2/services/queries/programs',
        tenant: 'acme',
        token: as('acme', 'viewer'),
        body: { fields: ['program_slug'], where_cond: { program_slug: "' OR '1'='1" } },
      });
      expect(response.status).toBe(200);
      expect(response.json).toEqual([]);
    });

    it.each(RAW_SQL_REJECTED)('raw preview %j is refused', async (sql) => {
      const response = await preview('acme', sql);
      expect(response.status, response.text).toBe(400);
    });
  });

  describe.skipIf(!run)('afterwards', () => {
    it('every table of both tenants has the rows it had', async () => {
      expect(await counts()).toEqual(countsBefore);
    });

    it('the config directory is unchanged', async () => {
      expect(await hashDir(server.configDir)).toBe(configBefore);
    });

    it("no answer on acme's host carried globex data", () => {
      expect(globexMarkers.length).toBeGreaterThan(0);
      expect(answered.length).toBeGreaterThan(BODY_CASES.length);
      for (const response of answered) {
        for (const marker of globexMarkers) expect(response.text).not.toContain(marker);
      }
    });
  });

  describe.skipIf(!run)("a raw preview cannot read the other tenant's schema", () => {
    it("acme's super user gets no globex rows by naming globex's schema", async () => {
      const schema = engine === 'postgres' ? (pgSchemas[1] ?? '') : 'globex';
      const response = await preview('acme', `SELECT store_name FROM ${schema}.stores LIMIT 5`);
      expect(response.status, response.text).toBeGreaterThanOrEqual(400);
      for (const marker of globexMarkers) expect(response.text).not.toContain(marker);
    });
  });
});
