/**
 * Prepared charts across a restart, over HTTP with the real app: a chart prepared by one app
 * is answered by the next one on the same data directory from disk (its memory is empty), and
 * a corrupt file is compiled again and reported in the log.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { titledBars } from '../../tests/support/chart-specs.ts';
import {
  postAs,
  sharedTestDataDir,
  startTestServer,
  type TestServer,
} from '../../tests/support/test-server.ts';
import { CHART_CACHE_HEADER, CHART_PREPARE_PATH } from '../routes/chart-routes.ts';
import { PREPARED_CHARTS_DIR } from './prepared-chart-store.ts';

let server: TestServer | undefined;

/** Stops the running app; its close waits for the prepared charts it is writing. */
async function stop() {
  await server?.close();
  server = undefined;
}

afterEach(stop);

/** Starts the app on `dataDir` (its warnings go to `logLines`) and returns a /prepare of specs. */
async function start(dataDir: string, logLines: string[] = []) {
  server = await startTestServer({ dataDir, log: { level: 'warn', lines: logLines } });
  const prepare = await postAs(server, 'acme', 'viewer', CHART_PREPARE_PATH);
  return (specs: object[]) => prepare({ specs });
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
    const spec = titledBars(title);

    const first = await (await start(dataDir))([spec]);
    expect(first.status).toBe(200);
    expect(first.headers[CHART_CACHE_HEADER]).toBe('0/1');
    await stop(); // waits for the file to be written

    const second = await (await start(dataDir))([spec]);
    expect(second.status).toBe(200);
    // A new app's memory is empty: the hit came from the file the first one wrote.
    expect(second.headers[CHART_CACHE_HEADER]).toBe('1/1');
    expect(second.json).toEqual(first.json);
    await stop();

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
