/**
 * IN lists over HTTP: a where_cond list (what a widget filter rule's valueIn becomes) holds at
 * most the datasource's in_list_limit values, 1000 by default; more is a 400 naming the key
 * and the limit, and another tenant's limit is its own.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

beforeAll(async () => {
  server = await startTestServer();
  tokens.acme = await server.login('acme', 'viewer');
  tokens.globex = await server.login('globex', 'viewer');
});

afterAll(async () => {
  await server?.close();
});

const stores = (tenant: string, whereCond: Record<string, unknown>) =>
  server.request({
    method: 'POST',
    path: '/api/v2/services/queries/retail_stores?refresh=1',
    tenant,
    token: tokens[tenant],
    body: { where_cond: whereCond },
  });

describe('IN-list limit', () => {
  it('takes 1000 values by default', async () => {
    const response = await stores('acme', { store_id: ids(1000) });
    expect(response.status, response.text).toBe(200);
    expect((response.json as unknown[]).length).toBeGreaterThan(0);
  });

  it.each([
    [
      '100,000 ids',
      'store_id',
      100_000,
      'where_cond "store_id": 100000 values, at most 1000 are allowed',
    ],
    [
      '1001 ids, negated',
      'store_id!',
      1001,
      'where_cond "store_id!": 1001 values, at most 1000 are allowed',
    ],
    [
      '5000 prefixes',
      'store_name~',
      5000,
      'where_cond "store_name~": 5000 values, at most 1000 are allowed',
    ],
  ])('refuses %s with 400', async (_label, key, count, message) => {
    const values = key === 'store_name~' ? ids(count).map(String) : ids(count);
    const response = await stores('acme', { [key]: values });
    expect(response.status, response.text.slice(0, 300)).toBe(400);
    expect(response.json).toMatchObject({ message });
  });

  it("follows the datasource's in_list_limit, for that tenant only", async () => {
    const file = path.join(server.configDir, 'acme', 'datasources', 'demo.json');
    const datasource = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, `${JSON.stringify({ ...datasource, in_list_limit: 5 }, null, 2)}\n`);
    // The config store picks the edit up without a restart.
    await expect
      .poll(async () => (await stores('acme', { store_id: ids(6) })).status, { timeout: 10_000 })
      .toBe(400);
    const refused = await stores('acme', { store_id: ids(6) });
    expect(refused.json).toMatchObject({
      message: 'where_cond "store_id": 6 values, at most 5 are allowed',
    });
    expect((await stores('acme', { store_id: ids(5) })).status).toBe(200);
    expect((await stores('globex', { store_id: ids(1000) })).status).toBe(200);
  });
});
