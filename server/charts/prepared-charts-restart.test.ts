/**
 * Prepared charts across a restart, over HTTP with the real app: a chart prepared by one app
 * is answered by the next one on the same data directory from disk (its memory is empty), and
 * a corrupt file is compiled again and reported in the log.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../tests/support/http.ts';
import { ROOT } from '../../tests/support/server-process.ts';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import { buildApp } from '../http/build-app.ts';
import { CHART_CACHE_HEADER, CHART_PREPARE_PATH } from '../routes/chart-routes.ts';
import { PREPARED_CHARTS_DIR } from './prepared-chart-store.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Starts the app on `dataDir`; its warnings go to `logLines`. */
async function start(dataDir: string, logLines: string[] = []) {
  app = await buildApp({
    configDir: path.join(ROOT, 'config-samples'),
    dataDir,
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const login = await request(port, {
    method: 'POST',
    path: '/api/v1/login',
    tenant: 'acme',
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username: 'viewer', password: 'navigator' },
  });
  const token = (login.json as { token: string }).token;
  return (specs: object[]) =>
    request(port, {
      method: 'POST',
      path: CHART_PREPARE_PATH,
      tenant: 'acme',
      token,
      body: { specs },
    });
}

/** A chart no earlier run prepared: its title is new. */
function freshChart(title: string) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    data: { name: 'table' },
    width: 300,
    height: 120,
    mark: { type: 'line', point: true, tooltip: true },
    encoding: {
      x: { field: 'day', type: 'ordinal' },
      y: { field: 'revenue', type: 'quantitative' },
    },
  };
}

/** The file in the prepared charts folder that holds `title`. */
async function fileHolding(dataDir: string, title: string): Promise<string> {
  const dir = path.join(dataDir, PREPARED_CHARTS_DIR);
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if ((await readFile(file, 'utf8')).includes(title)) return file;
  }
  throw new Error(`no prepared chart holds ${title}`);
}

describe('prepared charts across a restart', () => {
  it('answers a restarted server from disk, and compiles again past a corrupt file', async () => {
    const dataDir = await sharedTestDataDir();
    const title = `restart ${randomUUID()}`;
    const spec = freshChart(title);

    const first = await (await start(dataDir))([spec]);
    expect(first.status).toBe(200);
    expect(first.headers[CHART_CACHE_HEADER]).toBe('0/1');
    await app?.close(); // waits for the file to be written

    const second = await (await start(dataDir))([spec]);
    expect(second.status).toBe(200);
    // A new app's memory is empty: the hit came from the file the first one wrote.
    expect(second.headers[CHART_CACHE_HEADER]).toBe('1/1');
    expect(second.json).toEqual(first.json);
    await app?.close();

    const file = await fileHolding(dataDir, title);
    await writeFile(file, (await readFile(file, 'utf8')).slice(0, 200));
    const logLines: string[] = [];
    const third = await (await start(dataDir, logLines))([spec]);
    expect(third.status).toBe(200);
    expect(third.headers[CHART_CACHE_HEADER]).toBe('0/1');
    expect(third.json).toEqual(first.json);
    expect(logLines.join('\n')).toContain(`prepared charts: ignored ${file}`);
  });
});
