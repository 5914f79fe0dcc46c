/**
 * Issue 24 item 5: a PostgreSQL datasource that cannot be reached, or stops answering, ends
 * in 503 "Datasource demo is not reachable" within its timeouts, names no host or port, and
 * leaves other tenants' requests alone. Real server over HTTP; the database behind the
 * freezable proxy is the machine's real PostgreSQL.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../support/environment.ts';
import {
  closedPort,
  startFreezableProxy,
  startSilentServer,
  within,
  type FaultServer,
  type FreezableProxy,
} from '../support/fault-servers.ts';
import type { HttpResponse } from '../support/http.ts';
import { createTenantRole, dropRole, randomRoleName } from '../support/postgres-roles.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const postgresReady = requireOrSkip('PostgreSQL datasource faults', await postgresAvailability());

/** Far above the datasource's timeouts (1 s each, plus the cancel and give-up grace). */
const ANSWER_WITHIN_MS = 8000;
const MESSAGE = 'Datasource demo is not reachable';

let server: TestServer;
/** A tenant role (a datasource refuses to run as the superuser `postgres`). */
const role = randomRoleName('faults');
let silent: FaultServer;
let proxy: FreezableProxy;
const tokens: Record<string, string> = {};

/** Points acme's `demo` datasource at PostgreSQL on 127.0.0.1:`port` (1 s timeouts). */
async function pointAcmeAt(port: number): Promise<void> {
  const file = path.join(server.configDir, 'acme', 'datasources', 'demo.json');
  const current = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const datasource = {
    $schema: current.$schema,
    name: 'demo',
    type: 'postgres',
    host: '127.0.0.1',
    port,
    database: 'test',
    user: role,
    schema: 'public',
    statement_timeout_ms: 1000,
    connect_timeout_ms: 1000,
  };
  await writeFile(file, `${JSON.stringify(datasource, null, 2)}\n`);
}

const preview = (sql: string) =>
  server.request({
    method: 'POST',
    path: '/api/v2/services/queries',
    tenant: 'acme',
    token: tokens['acme/super'],
    body: { query_raw: sql },
  });

const runSlug = (tenant: string, slug: string) =>
  server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}?refresh=1`,
    tenant,
    token: tokens[`${tenant}/viewer`],
    body: {},
  });

/** Waits until the config store has reloaded the datasource edit and `ready` holds. */
async function untilAnswer(ready: (response: HttpResponse) => boolean, sql = 'SELECT 1 AS one') {
  let response = await within(ANSWER_WITHIN_MS, 'preview', preview(sql));
  for (let i = 0; i < 100 && !ready(response); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await within(ANSWER_WITHIN_MS, 'preview', preview(sql));
  }
  return response;
}

function expectUnreachable(response: HttpResponse, port: number) {
  expect(response.status).toBe(503);
  expect(response.json).toMatchObject({ message: MESSAGE });
  expect(response.text).not.toContain('127.0.0.1');
  expect(response.text).not.toContain(String(port));
  expect(response.text).not.toMatch(/ECONN|timeout exceeded|terminated/i);
}

describe.skipIf(!postgresReady)('PostgreSQL datasource faults over HTTP', () => {
  beforeAll(async () => {
    await createTenantRole(role, 'public');
    server = await startTestServer();
    silent = await startSilentServer();
    proxy = await startFreezableProxy(5432);
    for (const tenant of ['acme', 'globex']) {
      for (const user of ['viewer', 'super']) {
        tokens[`${tenant}/${user}`] = await server.login(tenant, user);
      }
    }
  });

  afterAll(async () => {
    await server?.close();
    await silent?.close();
    await proxy?.close();
    await dropRole(role);
  });

  it('a server that accepts and never answers → 503 within the timeout; globex is served', async () => {
    await pointAcmeAt(silent.port);
    expectUnreachable(await untilAnswer((r) => r.status === 503), silent.port);
    // Several of acme's requests hang on the silent server while globex's are answered.
    const [acme, globex] = await within(
      ANSWER_WITHIN_MS,
      'acme and globex slug runs',
      Promise.all([
        Promise.all(['retail_kpis', 'retail_sales_by_region'].map((s) => runSlug('acme', s))),
        Promise.all(['retail_kpis', 'retail_sales_by_region'].map((s) => runSlug('globex', s))),
      ]),
    );
    for (const response of acme) expectUnreachable(response, silent.port);
    for (const response of globex) {
      expect(response.status).toBe(200);
      expect((response.json as unknown[]).length).toBeGreaterThan(0);
    }
    // Health names the datasource that is down (never where it is), within its probe timeout.
    let healthAnswer = await within(
      ANSWER_WITHIN_MS,
      'health',
      server.request({ path: '/api/health' }),
    );
    for (let i = 0; i < 40 && !healthAnswer.text.includes('"down"'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      healthAnswer = await within(
        ANSWER_WITHIN_MS,
        'health',
        server.request({ path: '/api/health' }),
      );
    }
    expect(healthAnswer.status).toBe(200);
    expect(healthAnswer.json).toMatchObject({
      status: 'degraded',
      dependencies: { datasources: { 'acme/demo': 'down', 'globex/demo': 'ok' } },
    });
    expect(healthAnswer.text).not.toContain(String(silent.port));
    expect(healthAnswer.text).not.toContain('127.0.0.1');
  });

  it('a refused connection (nothing listens) → 503 naming no host or port', async () => {
    const port = await closedPort();
    await pointAcmeAt(port);
    const response = await untilAnswer(
      (r) => r.status === 503 && !r.text.includes(String(silent.port)),
    );
    expectUnreachable(
      await within(ANSWER_WITHIN_MS, 'slug run', runSlug('acme', 'retail_kpis')),
      port,
    );
    expectUnreachable(response, port);
  });

  it('PostgreSQL that stops answering mid-run → 503 instead of a hung request', async () => {
    await pointAcmeAt(proxy.port);
    const working = await untilAnswer((r) => r.status === 200, 'SELECT 41 + 1 AS answer');
    expect(working.json).toEqual([{ answer: 42 }]);
    proxy.freeze();
    expectUnreachable(
      await within(ANSWER_WITHIN_MS, 'preview on a frozen server', preview('SELECT 2 AS two')),
      proxy.port,
    );
    const globex = await within(ANSWER_WITHIN_MS, 'globex', runSlug('globex', 'retail_kpis'));
    expect(globex.status).toBe(200);
  });
});
