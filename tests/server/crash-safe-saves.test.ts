/**
 * Saves that cannot half-happen, and a config that starts with a broken entity: the real
 * `navigator start` process, killed with SIGKILL in the middle of saved-query saves, starts
 * again with every saved query's .json and .sql in agreement and no leftover file; a
 * dashboard broken by hand is refused while everything else is served.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfigStore } from '../../server/config/config-store.ts';
import { JOURNAL_DIR } from '../../server/config/write-journal.ts';
import { findPlaceholders } from '../../server/query/sql-placeholders.ts';
import { request, type HttpResponse } from '../support/http.ts';
import {
  loginAt,
  privateConfigDir,
  privateDataDir,
  removeTempDirs,
} from '../support/process-fixtures.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await removeTempDirs();
});

async function start(dataDir: string, configDir: string): Promise<RunningServer> {
  const server = await startNavigator({ dataDir, configDir });
  running.push(server);
  return server;
}

/** `navigator validate DIR` as CI runs it. */
function validate(configDir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['bin/navigator.js', 'validate', configDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Every file under `dir` (relative), hidden ones included. */
async function allFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** One slug per save: saves of one slug at once would (rightly) refuse each other as stale. */
const SLUGS = Array.from({ length: 20 }, (_, i) => `fault_${i}`);

/** A saved query whose SQL and parameters must change together: `{p<n>}` declared as `p<n>`. */
function pairOf(n: number): Record<string, unknown> {
  return {
    program_slug: 'retail',
    query_raw: `-- save ${n}\nSELECT {p${n}} AS v\nFROM range(1)\n`,
    params: [{ name: `p${n}`, type: 'integer' }],
  };
}

describe('kill -9 during 20 saved-query saves', () => {
  it('restarts, validates, leaves no temp file, and every .json agrees with its .sql', async () => {
    const [dataDir, configDir] = await Promise.all([privateDataDir(), privateConfigDir()]);
    const first = await start(dataDir, configDir);
    const token = await loginAt(first.port, 'acme', 'super');
    for (const [i, slug] of SLUGS.entries()) {
      const created = await request(first.port, {
        method: 'PUT',
        path: '/api/v2/queries/',
        tenant: 'acme',
        token,
        body: { query_slug: slug, ...pairOf(i) },
      });
      expect(created.status, created.text).toBe(200);
    }
    const queries = path.join(configDir, 'acme', 'queries');
    expect(await readFile(path.join(queries, 'fault_0.sql'), 'utf8')).toContain('{p0}');

    // 20 saves at once (the store runs them one after the other); the kill lands mid-stream.
    const settled: Array<HttpResponse | Error> = [];
    const saves = Array.from({ length: 20 }, (_, i) => {
      const n = 100 + i;
      const slug = SLUGS[i] as string;
      return request(first.port, {
        method: 'POST',
        path: `/api/v2/queries/${slug}`,
        tenant: 'acme',
        token,
        body: pairOf(n),
      }).then(
        (response) => settled.push(response),
        (error: Error) => settled.push(error),
      );
    });
    while (settled.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await first.kill();
    await Promise.all(saves);
    const answered = settled.filter((r): r is HttpResponse => !(r instanceof Error));
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([]);

    const second = await start(dataDir, configDir);
    expect(second.output()).not.toMatch(/problem/);
    const check = validate(configDir);
    expect(check.output).toMatch(/no problems/);
    expect(check.status).toBe(0);
    const leftovers = (await allFiles(configDir)).filter(
      (f) => /\.(tmp|staged)$/.test(f) || f.startsWith(JOURNAL_DIR),
    );
    expect(leftovers).toEqual([]);
    for (const slug of SLUGS) {
      const json = JSON.parse(await readFile(path.join(queries, `${slug}.json`), 'utf8'));
      const sql = await readFile(path.join(queries, `${slug}.sql`), 'utf8');
      const declared = (json.params as Array<{ name: string }>).map((p) => p.name);
      const used = [...new Set(findPlaceholders(sql).map((p) => p.name))];
      expect(used, `${slug}: ${sql}`).toEqual(declared);
      expect(sql).toContain(`-- save ${declared[0]?.slice(1)}`);
    }
    // The server serves what the files say.
    const token2 = await loginAt(second.port, 'acme', 'super');
    const listed = await request(second.port, {
      path: '/api/v2/queries/?query_slug=fault_0',
      tenant: 'acme',
      token: token2,
    });
    const [item] = listed.json as Array<{ query_raw: string }>;
    expect(item?.query_raw).toBe(await readFile(path.join(queries, 'fault_0.sql'), 'utf8'));
  });
});

describe('a dashboard broken by hand', () => {
  const BROKEN = 'acme/dashboards/store-traffic.json';

  async function brokenConfig(): Promise<string> {
    const configDir = await privateConfigDir();
    const file = path.join(configDir, ...BROKEN.split('/'));
    const text = await readFile(file, 'utf8');
    // A missing comma: the kind of slip a hand edit makes.
    await writeFile(file, text.replace(/",\n/, '"\n'));
    return configDir;
  }

  it('is refused and reported; the server starts and serves every other dashboard', async () => {
    const [dataDir, configDir] = await Promise.all([privateDataDir(), brokenConfig()]);
    const server = await start(dataDir, configDir);
    expect(server.output()).toMatch(
      /acme\/dashboards\/store-traffic\.json:\d+:\d+ {2}\/ {2}invalid JSON/,
    );
    expect(server.output()).toMatch(
      /refused acme\/dashboards\/store-traffic; serving everything else/,
    );
    const token = await loginAt(server.port, 'acme', 'owner');
    const get = (id: string) =>
      request(server.port, { path: `/api/v2/dashboards/${id}`, tenant: 'acme', token });
    expect((await get('sales-overview')).status).toBe(200);
    expect((await get('store-performance')).status).toBe(200);
    expect((await get('store-traffic')).status).toBe(404);
    // globex does not notice.
    const globex = await loginAt(server.port, 'globex', 'owner');
    const other = await request(server.port, {
      path: '/api/v2/dashboards/sales-overview',
      tenant: 'globex',
      token: globex,
    });
    expect(other.status).toBe(200);
    // CI's check still fails on the same directory.
    const check = validate(configDir);
    expect(check.status).toBe(1);
    expect(check.output).toMatch(/store-traffic\.json:\d+:\d+/);
  });

  it('is listed by ConfigStore.problems()', async () => {
    const configDir = await brokenConfig();
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const store = await createConfigStore({ dir: configDir, log: silent, watch: false });
    try {
      expect(store.problems()).toMatchObject([{ file: BROKEN, rule: 'json-syntax', pointer: '' }]);
      expect(store.tenant('acme')?.dashboards.has('store-traffic')).toBe(false);
      expect(store.tenant('acme')?.dashboards.size).toBeGreaterThan(1);
    } finally {
      await store.close();
    }
  });
});
