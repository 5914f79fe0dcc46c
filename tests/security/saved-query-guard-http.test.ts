/**
 * The read-only guard where saved queries come in: the save and update calls refuse SQL the
 * preview refuses (400 naming the function or schema, nothing written), and `navigator
 * validate` reports such SQL in a config directory at its file, line and column.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const run = promisify(execFile);

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['super', 'superuser', 'viewer']) {
    tokens[user] = await server.login('acme', user);
  }
});

afterAll(async () => {
  await server?.close();
});

const save = (user: string, body: Record<string, unknown>) =>
  server.request({
    method: 'PUT',
    path: '/api/v2/queries/',
    tenant: 'acme',
    token: tokens[user],
    body,
  });
const update = (user: string, slug: string, body: Record<string, unknown>) =>
  server.request({
    method: 'POST',
    path: `/api/v2/queries/${slug}`,
    tenant: 'acme',
    token: tokens[user],
    body,
  });
const runAsViewer = (slug: string) =>
  server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}?refresh=1`,
    tenant: 'acme',
    token: tokens.viewer,
    body: {},
  });

describe('saving a slug', () => {
  it.each([
    [
      'super',
      `select store_name from "query_table"('glo' || 'bex.stores')`,
      'Function "query_table"',
    ],
    ['superuser', `select * from "query"('select * from "globex".stores')`, 'Function "query"'],
    ['superuser', `select * from U&"\\0067lobex".stores`, 'Schema "globex" cannot be read'],
    ['super', `select * from main.QUERY('select 1')`, 'Function "QUERY"'],
    ['super', `select 1; delete from sales`, 'Only one SQL statement'],
  ])('as %s with %j is refused with 400', async (user, sql, reason) => {
    const slug = `sec_save_${Math.random().toString(36).slice(2, 8)}`;
    const response = await save(user, { query_slug: slug, program_slug: 'retail', query_raw: sql });
    expect(response.status, response.text).toBe(400);
    expect(response.json).toMatchObject({
      message: 'Your slug could not be saved.',
      reason: expect.stringContaining(reason),
    });
    expect((await runAsViewer(slug)).status).toBe(404);
  });

  it('refuses an update to such SQL and keeps serving the saved query as it was', async () => {
    const before = await runAsViewer('retail_stores');
    expect(before.status, before.text).toBe(200);
    const sqlFile = path.join(server.configDir, 'acme', 'queries', 'retail_stores.sql');
    const sqlBefore = await readFile(sqlFile, 'utf8');
    const response = await update('superuser', 'retail_stores', {
      query_raw: `SELECT * FROM "query"('SELECT * FROM globex.store_hierarchy') {where_cond}`,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json).toMatchObject({
      message: 'Your slug could not be updated.',
      reason: expect.stringContaining('Function "query" is not allowed in a read-only query'),
    });
    expect(await readFile(sqlFile, 'utf8')).toBe(sqlBefore);
    const after = await runAsViewer('retail_stores');
    expect(after.status).toBe(200);
    expect(after.json).toEqual(before.json);
  });

  it('still saves a plain read-only query', async () => {
    const response = await save('super', {
      query_slug: 'sec_plain',
      program_slug: 'retail',
      query_raw: 'SELECT store_id, store_name FROM stores',
    });
    expect(response.status, response.text).toBe(200);
    const rows = await runAsViewer('sec_plain');
    expect(rows.status, rows.text).toBe(200);
    expect((rows.json as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('navigator validate', () => {
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'navigator-guard-config-'));
    await cp(path.join(ROOT, 'config-samples'), dir, { recursive: true });
    const queries = path.join(dir, 'acme', 'queries');
    const json = JSON.parse(await readFile(path.join(queries, 'retail_brands.json'), 'utf8'));
    await writeFile(
      path.join(queries, 'sec_planted.json'),
      `${JSON.stringify({ ...json, query_slug: 'sec_planted' }, null, 2)}\n`,
    );
    await writeFile(
      path.join(queries, 'sec_planted.sql'),
      `-- looks harmless\nSELECT store_name\nFROM "query_table"('glo' || 'bex.stores')\n`,
    );
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reports SQL that the guard refuses, at its line and column, and exits 1', async () => {
    const result = await run(process.execPath, ['bin/navigator.js', 'validate', dir], {
      cwd: ROOT,
    }).then(
      (ok) => ({ code: 0, stdout: ok.stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('acme/queries/sec_planted.sql:3:6');
    expect(result.stdout).toContain('Function "query_table" is not allowed in a read-only query');
  });
});
