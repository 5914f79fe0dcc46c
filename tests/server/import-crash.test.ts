/**
 * An import that cannot half-happen (issue 28, "a crash in the middle of an import leaves the
 * table as before"): the real `navigator start` process is killed with SIGKILL while it writes
 * a confirmed 100,000-row upload into the tenant's write store. Started again on the same data
 * directory, the store opens, and the table holds every row of each write that reported done
 * and none of the one it was killed in; every write in the table has its audit row.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.ts';
import {
  loginAt,
  privateConfigDir,
  privateDataDir,
  removeTempDirs,
} from '../support/process-fixtures.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await removeTempDirs();
});

const ROWS = 100_000;

/** A price list of ROWS rows whose SKUs start with `prefix` (new keys each time). */
function priceList(prefix: string): string {
  const lines = ['sku,price'];
  for (let i = 0; i < ROWS; i += 1) lines.push(`${prefix}-${i},${(i % 500) + 0.25}`);
  return `${lines.join('\n')}\n`;
}

async function start(dataDir: string, configDir: string): Promise<RunningServer> {
  const server = await startNavigator({ dataDir, configDir });
  running.push(server);
  return server;
}

/** Rows of price_list and audit rows of its writes, read through the writes datasource. */
async function counts(server: RunningServer, token: string) {
  const read = await request(server.port, {
    method: 'POST',
    tenant: 'acme',
    path: '/api/v2/services/queries',
    token,
    body: {
      query_raw: `SELECT (SELECT count(*) FROM price_list) AS rows,
        (SELECT coalesce(sum(row_count), 0) FROM navigator_audit WHERE table_name = 'price_list') AS audited`,
      _datasource: 'writes',
    },
  });
  expect(read.status, read.text).toBe(200);
  const [row] = read.json as { rows: number; audited: number }[];
  return { rows: Number(row?.rows), audited: Number(row?.audited) };
}

describe('an import killed mid-write', () => {
  it('leaves the table as before, and the store opens again', { timeout: 300_000 }, async () => {
    const dataDir = await privateDataDir();
    const configDir = await privateConfigDir();
    let server = await start(dataDir, configDir);
    let token = await loginAt(server.port, 'acme', 'super');
    let expected = (await counts(server, token)).rows;
    // Kill at different moments of the write: early, middle, late.
    for (const [attempt, delayMs] of [20, 150, 400].entries()) {
      const upload = await request(server.port, {
        method: 'POST',
        tenant: 'acme',
        path: '/api/v2/tables/price_list/uploads?file_name=prices.csv',
        token,
        headers: { 'content-type': 'text/csv' },
        body: priceList(`K${attempt}`),
      });
      expect(upload.status, upload.text).toBe(200);
      const { upload_id: id } = upload.json as { upload_id: string };
      let answered = false;
      const write = request(server.port, {
        method: 'POST',
        tenant: 'acme',
        path: `/api/v2/tables/price_list/uploads/${id}`,
        token,
        body: {},
      }).then(
        (response) => (answered = response.status === 200),
        () => false,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await server.kill();
      await write;
      server = await start(dataDir, configDir);
      token = await loginAt(server.port, 'acme', 'super');
      const after = await counts(server, token);
      // All or nothing: the write either committed whole (with its audit row) or not at all.
      expect([expected, expected + ROWS]).toContain(after.rows);
      if (answered) expect(after.rows).toBe(expected + ROWS);
      expect(after.audited).toBe(after.rows);
      console.log(
        `kill after ${delayMs} ms: answered ${answered}, rows ${expected} → ${after.rows}`,
      );
      expected = after.rows;
    }
    // After the crashes the store takes a whole write again.
    const upload = await request(server.port, {
      method: 'POST',
      tenant: 'acme',
      path: '/api/v2/tables/price_list/uploads?file_name=prices.csv',
      token,
      headers: { 'content-type': 'text/csv' },
      body: priceList('AFTER'),
    });
    const { upload_id: id } = upload.json as { upload_id: string };
    const written = await request(server.port, {
      method: 'POST',
      tenant: 'acme',
      path: `/api/v2/tables/price_list/uploads/${id}`,
      token,
      body: {},
    });
    expect(written.status, written.text).toBe(200);
    expect(await counts(server, token)).toEqual({
      rows: expected + ROWS,
      audited: expected + ROWS,
    });
  });
});
