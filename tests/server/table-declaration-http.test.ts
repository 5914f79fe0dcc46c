/**
 * Saving a declared table from the builder over HTTP (PUT /api/v2/tables/{name}), on the real
 * server with each write store engine: DuckDB (a file of this suite's own) and PostgreSQL (a
 * schema and role of this run's own on the real server at 127.0.0.1:5432). The form's owner adds
 * an optional column: the file is written and committed to git, the store gains the column at
 * once (a row carrying it is written and read back, and a cached `SELECT *` shows it); a
 * viewer is refused 403, a destructive change 400 naming the column, a stale version 409, and
 * another tenant's table cannot be reached — the file unchanged each time.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../support/environment.ts';
import { dropRole, POSTGRES_ADMIN, postgresWritesDatasource } from '../support/postgres-roles.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const pgReady = requireOrSkip('table declarations on PostgreSQL', await postgresAvailability());
const run = randomBytes(4).toString('hex');
const ADMIN_URL = `postgres://${POSTGRES_ADMIN.user}@${POSTGRES_ADMIN.host}:${POSTGRES_ADMIN.port}/${POSTGRES_ADMIN.database}`;

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();

async function writeJson(file: string, value: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

interface DeclaredTable {
  name: string;
  description: string | null;
  columns: { properties: Record<string, Record<string, unknown>>; required?: string[] };
  key: string[];
  version: string;
}

type Engine = 'duckdb' | 'postgres';

/** The suite for one engine: `writesFile(tenant)` is the tenant's `writes` datasource. */
function suite(
  engine: Engine,
  writesFile: (tenant: string) => object,
  cleanup: () => Promise<void>,
) {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const tableFile = (tenant = 'acme') =>
    path.join(server.configDir, tenant, 'tables', 'store_visits.json');

  const call = (method: string, tenant: string, user: string, url: string, body?: object) =>
    server.request({ method, path: url, tenant, token: tokens[`${tenant}/${user}`], body });

  async function declared(tenant = 'acme'): Promise<DeclaredTable> {
    const answer = await call('GET', tenant, 'super', '/api/v2/tables');
    expect(answer.status, answer.text).toBe(200);
    const tables = (answer.json as { tables: DeclaredTable[] }).tables;
    const table = tables.find((t) => t.name === 'store_visits');
    if (!table) throw new Error('store_visits is not declared');
    return table;
  }

  /** The declaration as PUT takes it, with `change` applied to its columns. */
  async function edited(
    change: (columns: DeclaredTable['columns']) => void,
    tenant = 'acme',
  ): Promise<Record<string, unknown>> {
    const table = await declared(tenant);
    const columns = structuredClone(table.columns);
    change(columns);
    return {
      name: table.name,
      ...(table.description !== null && { description: table.description }),
      columns,
      version: table.version,
    };
  }

  beforeAll(async () => {
    server = await startTestServer({
      env: { ...process.env, NAV_TEST_PG_ADMIN_URL: ADMIN_URL },
      prepareConfig: async (configDir) => {
        for (const tenant of ['acme', 'globex']) {
          await writeJson(
            path.join(configDir, tenant, 'datasources', 'writes.json'),
            writesFile(tenant),
          );
          await writeJson(path.join(configDir, tenant, 'queries', 'visits_all.json'), {
            $schema: '../../../schemas/saved-query.schema.json',
            query_slug: 'visits_all',
            program_slug: 'retail',
            source: 'writes',
            query_raw: 'SELECT * FROM store_visits ORDER BY store_id',
            cache_timeout: 3600,
          });
        }
        git(configDir, 'init', '--quiet', '--initial-branch=main');
        git(configDir, 'add', '-A');
        git(configDir, 'commit', '--quiet', '-m', 'config as shipped');
      },
    });
    for (const tenant of ['acme', 'globex']) {
      for (const user of ['viewer', 'owner', 'super']) {
        tokens[`${tenant}/${user}`] = await server.login(tenant, user);
      }
    }
  });

  afterAll(async () => {
    await server?.close();
    await cleanup();
  });

  it('the form owner adds an optional column: saved, committed, and writable at once', async () => {
    // A row and a cached answer of the table from before the column existed.
    const earlier = await call('POST', 'acme', 'super', '/api/v2/tables/store_visits/rows', {
      rows: [{ store_id: 40, visited_on: '2026-11-27', visitor: 'Rui', shelf_score: 3 }],
    });
    expect(earlier.status, earlier.text).toBe(200);
    const first = await call('POST', 'acme', 'super', '/api/v2/services/queries/visits_all', {});
    expect(first.status, first.text).toBe(200);
    expect(Object.keys((first.json as object[])[0] ?? {})).not.toContain('visit_score');
    const body = await edited((columns) => {
      columns.properties.visit_score = {
        type: 'integer',
        minimum: 1,
        maximum: 10,
        title: 'Visit score',
      };
    });
    const saved = await call('PUT', 'acme', 'owner', '/api/v2/tables/store_visits', body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ name: 'store_visits', added: ['visit_score'] });
    const version = (saved.json as { version: string }).version;
    expect(saved.headers.etag).toBe(`"${version}"`);
    expect((await declared()).version).toBe(version);
    const file = JSON.parse(await readFile(tableFile(), 'utf8')) as DeclaredTable;
    expect(file.columns.properties.visit_score).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 10,
      title: 'Visit score',
    });
    expect(git(server.configDir, 'log', '-1', '--format=%an%n%s')).toMatch(/store_visits/);
    // The store has the column at once, and the cached answer is not served again.
    const migrated = await call('POST', 'acme', 'super', '/api/v2/services/queries/visits_all', {});
    expect(migrated.status, migrated.text).toBe(200);
    expect((migrated.json as object[])[0]).toMatchObject({ store_id: 40, visit_score: null });

    const row = {
      store_id: 41,
      visited_on: '2026-11-28',
      visitor: 'Ana',
      shelf_score: 4,
      visit_score: 9,
    };
    const write = await call('POST', 'acme', 'super', '/api/v2/tables/store_visits/rows', {
      rows: [row],
    });
    expect(write.status, write.text).toBe(200);
    const tooHigh = await call('POST', 'acme', 'super', '/api/v2/tables/store_visits/rows', {
      rows: [{ ...row, store_id: 42, visit_score: 11 }],
    });
    expect(tooHigh.status, tooHigh.text).toBe(400);
    expect(tooHigh.text).toContain('visit_score');
    const after = await call('POST', 'acme', 'super', '/api/v2/services/queries/visits_all', {});
    expect(after.status, after.text).toBe(200);
    const rows = after.json as Record<string, unknown>[];
    expect(rows.find((r) => r.store_id === 41)).toMatchObject({ visit_score: 9 });
  });

  it('a viewer is refused 403 and the file stays as it was', async () => {
    const before = await readFile(tableFile(), 'utf8');
    const body = await edited((columns) => {
      columns.properties.viewer_note = { type: 'string' };
    });
    const answer = await call('PUT', 'acme', 'viewer', '/api/v2/tables/store_visits', body);
    expect(answer.status, answer.text).toBe(403);
    expect(await readFile(tableFile(), 'utf8')).toBe(before);
  });

  it.each([
    [
      'a dropped column',
      (c: DeclaredTable['columns']) => void delete c.properties.notes,
      'notes',
      'removed',
    ],
    [
      'a type change',
      (c: DeclaredTable['columns']) => void (c.properties.visitor = { type: 'integer' }),
      'visitor',
      'typeChanged',
    ],
    [
      'a new required column',
      (c: DeclaredTable['columns']) => {
        c.properties.region = { type: 'string' };
        c.required = [...(c.required ?? []), 'region'];
      },
      'region',
      'newRequired',
    ],
  ])(
    '%s is refused 400 naming the column, the file unchanged',
    async (_, change, column, reason) => {
      const before = await readFile(tableFile(), 'utf8');
      const head = git(server.configDir, 'rev-parse', 'HEAD');
      const answer = await call(
        'PUT',
        'acme',
        'super',
        '/api/v2/tables/store_visits',
        await edited(change),
      );
      expect(answer.status, answer.text).toBe(400);
      const refused = answer.json as {
        reason: string;
        problems: { column: string; reason: string }[];
      };
      expect(refused.reason).toContain(`"${column}"`);
      expect(refused.problems).toContainEqual(expect.objectContaining({ column, reason }));
      expect(await readFile(tableFile(), 'utf8')).toBe(before);
      expect(git(server.configDir, 'rev-parse', 'HEAD')).toBe(head);
    },
  );

  it('a stale version is refused 409 and the file stays as it was', async () => {
    const stale = await edited((columns) => {
      columns.properties.first_try = { type: 'string' };
    });
    const fresh = await edited((columns) => {
      columns.properties.second_try = { type: 'boolean' };
    });
    const saved = await call('PUT', 'acme', 'super', '/api/v2/tables/store_visits', fresh);
    expect(saved.status, saved.text).toBe(200);
    const before = await readFile(tableFile(), 'utf8');
    const answer = await call('PUT', 'acme', 'super', '/api/v2/tables/store_visits', stale);
    expect(answer.status, answer.text).toBe(409);
    expect(await readFile(tableFile(), 'utf8')).toBe(before);
    expect(before).not.toContain('first_try');
  });

  it("another tenant's table cannot be reached, and its own table is untouched", async () => {
    const acmeBefore = await readFile(tableFile(), 'utf8');
    const body = await edited((columns) => {
      columns.properties.intruder = { type: 'string' };
    });
    // globex's super user's token on acme's host.
    const cross = await server.request({
      method: 'PUT',
      path: '/api/v2/tables/store_visits',
      tenant: 'acme',
      token: tokens['globex/super'],
      body,
    });
    expect([401, 403]).toContain(cross.status);
    expect(await readFile(tableFile(), 'utf8')).toBe(acmeBefore);
    // globex's own table never gained acme's column: a row with it is refused.
    expect((await declared('globex')).columns.properties.visit_score).toBeUndefined();
    const write = await call('POST', 'globex', 'super', '/api/v2/tables/store_visits/rows', {
      rows: [
        { store_id: 1, visited_on: '2026-11-28', visitor: 'X', shelf_score: 3, visit_score: 5 },
      ],
    });
    expect(write.status, write.text).toBe(400);
    expect(write.text).toContain('visit_score');
  });

  it("an outside edit (as another node's save arrives) is migrated when the config reloads", async () => {
    const file = JSON.parse(await readFile(tableFile(), 'utf8')) as DeclaredTable;
    file.columns.properties.outside_note = { type: 'string', maxLength: 50 };
    await writeFile(tableFile(), `${JSON.stringify(file, null, 2)}\n`);
    const row = { store_id: 43, visited_on: '2026-11-29', visitor: 'Eva', shelf_score: 2 };
    await expect
      .poll(
        async () =>
          (
            await call('POST', 'acme', 'super', '/api/v2/tables/store_visits/rows', {
              rows: [{ ...row, outside_note: 'from git' }],
            })
          ).status,
        { timeout: 10_000, interval: 200 },
      )
      .toBe(200);
    const after = await call('POST', 'acme', 'super', '/api/v2/services/queries/visits_all', {});
    expect((after.json as Record<string, unknown>[]).find((r) => r.store_id === 43)).toMatchObject({
      outside_note: 'from git',
    });
  });

  it('an unknown table answers 404', async () => {
    const answer = await call('PUT', 'acme', 'super', '/api/v2/tables/nope', { columns: {} });
    expect(answer.status, answer.text).toBe(404);
  });

  void engine;
}

describe('PUT /api/v2/tables/{name} on DuckDB', () => {
  const file = `writes-decl-${run}.duckdb`;
  suite(
    'duckdb',
    () => ({
      $schema: '../../../schemas/datasource.schema.json',
      name: 'writes',
      type: 'duckdb',
      path: file,
    }),
    async () => {
      const { sharedTestDataDir } = await import('../support/test-server.ts');
      const dataDir = await sharedTestDataDir();
      for (const tenant of ['acme', 'globex']) {
        await rm(path.join(dataDir, tenant, file), { force: true });
        await rm(path.join(dataDir, tenant, `${file}.wal`), { force: true });
      }
    },
  );
});

describe.skipIf(!pgReady)('PUT /api/v2/tables/{name} on PostgreSQL', () => {
  const schemaOf = (tenant: string) => `nav_${run}_${tenant}_decl`;
  const roleOf = (tenant: string) => `nav_${run}_${tenant}_decl_writer`;
  suite(
    'postgres',
    (tenant) => postgresWritesDatasource(roleOf(tenant), schemaOf(tenant)),
    async () => {
      const client = new pg.Client(POSTGRES_ADMIN);
      await client.connect();
      for (const tenant of ['acme', 'globex']) {
        await client.query(`DROP SCHEMA IF EXISTS "${schemaOf(tenant)}" CASCADE`);
      }
      await client.end();
      for (const tenant of ['acme', 'globex']) await dropRole(roleOf(tenant));
    },
  );
});
