import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../tests/support/http.ts';
import { ROOT } from '../../tests/support/server-process.ts';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import { loadConfigDir } from '../config/load-config.ts';
import type { Datasource } from '../datasources/datasource.ts';
import { buildApp } from './build-app.ts';
import { warmUp, warmUpEnabled } from './start-warm-up.ts';

const CONFIG_DIR = path.join(ROOT, 'config-samples');
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app on the shared test data, its log lines (info and up) collected in `lines`. */
async function start(env: NodeJS.ProcessEnv, lines: string[]) {
  app = await buildApp({
    configDir: CONFIG_DIR,
    dataDir: await sharedTestDataDir(),
    env: { ...process.env, ...env },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const warmUpLine = (lines: string[]) => lines.find((line) => line.includes('start warm-up:'));

describe('start warm-up', () => {
  it('opens every DuckDB datasource after listen, without holding listen back', async () => {
    const lines: string[] = [];
    const port = await start({}, lines);
    // listen resolved before the databases were open: the warm-up runs behind it.
    expect(warmUpLine(lines)).toBeUndefined();
    const health = await request(port, { method: 'GET', path: '/api/health', tenant: 'acme' });
    expect(health.status).toBe(200);
    await expect.poll(() => warmUpLine(lines), { timeout: 30_000 }).toBeDefined();
    const config = await loadConfigDir(CONFIG_DIR);
    const duckdb = [...config.tenants].flatMap(([tenant, { datasources }]) =>
      [...datasources]
        .filter(([name, entity]) => name !== 'writes' && entity.value.type === 'duckdb')
        .map(([name]) => `${tenant}/${name}`),
    );
    expect(duckdb.length).toBeGreaterThanOrEqual(2);
    expect(warmUpLine(lines)).toContain(
      `${duckdb.length} DuckDB datasource(s) opened, chart compile run`,
    );
  });

  it('does nothing with NAVIGATOR_WARM_UP=off', async () => {
    const lines: string[] = [];
    const port = await start({ NAVIGATOR_WARM_UP: 'off' }, lines);
    const health = await request(port, { method: 'GET', path: '/api/health', tenant: 'acme' });
    expect(health.status).toBe(200);
    await app?.close();
    app = undefined;
    expect(warmUpLine(lines)).toBeUndefined();
  });

  it.each([
    [{}, true],
    [{ NAVIGATOR_WARM_UP: 'off' }, false],
    [{ NAVIGATOR_WARM_UP: '0' }, false],
    [{ NAVIGATOR_WARM_UP: 'on' }, true],
  ])('warmUpEnabled(%j) is %s', (env, enabled) => {
    expect(warmUpEnabled(env)).toBe(enabled);
  });

  it('reports a datasource it could not open and goes on; stops once the app closes', async () => {
    const config = await loadConfigDir(CONFIG_DIR);
    const asked: string[] = [];
    const datasources = {
      get: async (tenant: string, name: string): Promise<Datasource> => {
        asked.push(`${tenant}/${name}`);
        if (tenant === 'acme') throw new Error('disk gone');
        return { query: async () => ({ rows: [], columns: [], truncated: false }) } as never;
      },
    };
    const result = await warmUp({ config: () => config, datasources, stopped: () => false });
    expect(result.failed.length).toBeGreaterThan(0);
    expect(
      result.failed.every((line) => line.startsWith('acme/') && line.endsWith('disk gone')),
    ).toBe(true);
    expect(result.opened.length).toBeGreaterThan(0);
    expect(result.opened.every((line) => !line.startsWith('acme/'))).toBe(true);
    expect(result.chartCompiled).toBe(true);

    asked.length = 0;
    const stopped = await warmUp({ config: () => config, datasources, stopped: () => true });
    expect(asked).toEqual([]);
    expect(stopped).toEqual({ opened: [], failed: [], chartCompiled: false });
  });
});
