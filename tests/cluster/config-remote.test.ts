/**
 * The git-backed config store in the cluster of issue 29: three nodes of
 * deploy/start-cluster.sh behind nginx, sharing a Redis of the suite's own, each on its own
 * clone of one bare remote (a temp dir). A save is a commit by the signed-in user in the
 * remote and every node serves it within 2 s; saves to different dashboards through two nodes
 * both land; the same file saved through two nodes → one 409; a broken commit pushed by hand
 * is reported by every node and not served (nginx keeps serving the last good config).
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxAvailability, startCluster, type Cluster } from '../support/cluster.ts';
import { requireOrSkip } from '../support/environment.ts';
import { request, type HttpResponse } from '../support/http.ts';
import {
  loginAt,
  privateDataDir,
  removeTempDirs,
  startOwnRedis,
  type OwnRedis,
} from '../support/process-fixtures.ts';
import { redisServerAvailability } from '../support/redis-process.ts';
import { ROOT } from '../support/server-process.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const runs =
  requireOrSkip('config remote in the cluster', nginxAvailability()) &&
  requireOrSkip('config remote in the cluster', redisServerAvailability());

let root: string;
let remote: string;
let redis: OwnRedis | undefined;
let cluster: Cluster | undefined;
/** Node ports, then nginx's port last: `node` indexes this list. */
let ports: number[] = [];
const tokens: string[] = [];
/** The index of nginx in `ports`. */
const NGINX = 3;

const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Ops',
      GIT_AUTHOR_EMAIL: 'ops@example.com',
      GIT_COMMITTER_NAME: 'Ops',
      GIT_COMMITTER_EMAIL: 'ops@example.com',
    },
  });
const remoteGit = (...args: string[]) => gitIn(remote, ...args);
const remoteFile = (file: string) => remoteGit('show', `main:${file}`);

const widgetPath = (dashboard: string, widget: string) => `/api/v2/widgets/${dashboard}/${widget}`;
const getWidget = (node: number, dashboard: string, widget: string) =>
  request(ports[node]!, {
    method: 'GET',
    path: widgetPath(dashboard, widget),
    tenant: 'acme',
    token: tokens[node],
  });
const saveTitle = (
  node: number,
  dashboard: string,
  widget: string,
  en: string,
  version?: string,
): Promise<HttpResponse> =>
  request(ports[node]!, {
    method: 'POST',
    path: widgetPath(dashboard, widget),
    tenant: 'acme',
    token: tokens[node],
    headers: version ? { 'if-match': `"${version}"` } : undefined,
    body: { dashboard_id: dashboard, title: { en, es: en, pt: en } },
  });
const titleOn = async (node: number, dashboard: string, widget: string) =>
  ((await getWidget(node, dashboard, widget)).json as Json).data.title?.en as string | undefined;

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  withinMs = 10_000,
): Promise<T> {
  const end = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!runs) return;
  root = await mkdtemp(path.join(tmpdir(), 'navigator-git-'));
  remote = path.join(root, 'remote.git');
  gitIn(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = path.join(root, 'seed');
  await cp(path.join(ROOT, 'config-samples'), seed, { recursive: true });
  gitIn(seed, 'init', '--quiet', '--initial-branch=main');
  gitIn(seed, 'add', '-A');
  gitIn(seed, 'commit', '--quiet', '-m', 'seed');
  gitIn(seed, 'push', '--quiet', remote, 'main');
  redis = await startOwnRedis();
  // Each node starts on an empty directory of its own (RUN_DIR/config-PORT): it clones the
  // remote itself. The poll is the fallback; the Redis notice is what makes 2 s.
  cluster = await startCluster({
    nodes: 3,
    redisUrl: redis.url,
    configDir: path.join(root, 'unused'),
    dataDir: await privateDataDir(),
    env: { NAVIGATOR_CONFIG_REMOTE: remote, NAVIGATOR_CONFIG_POLL_MS: '1000' },
  });
  ports = [...cluster.nodePorts, cluster.port];
  // One session serves every node (sessions live in Redis).
  const token = await loginAt(cluster.port, 'acme', 'owner');
  for (const _ of ports) tokens.push(token);
}, 240_000);

afterAll(async () => {
  await cluster?.stop().catch(() => undefined);
  await redis?.kill();
  await removeTempDirs();
  if (root) await rm(root, { recursive: true, force: true });
});

describe.skipIf(!runs)('git-backed config store of three nodes behind nginx', () => {
  it('a save through nginx is a commit by the signed-in user in the remote, served by every node within 2 s', async () => {
    const response = await saveTitle(NGINX, 'sales-overview', 'kpi_margin', 'Margin (git)');
    expect(response.status, response.text).toBe(200);
    const [author, email, subject] = remoteGit('log', '-1', '--format=%an%n%ae%n%s', 'main').split(
      '\n',
    );
    expect(author).toBe('Owen Carter');
    expect(email).toBe('owner@acme-retail.example');
    expect(subject).toBe('sales-overview: widget kpi_margin title');
    expect(
      JSON.parse(remoteFile('acme/dashboards/sales-overview.json')).widgets.kpi_margin.title.en,
    ).toBe('Margin (git)');
    await until(
      () => Promise.all([0, 1, 2].map((n) => titleOn(n, 'sales-overview', 'kpi_margin'))),
      (titles) => titles.every((t) => t === 'Margin (git)'),
      'every node to pull',
      2000,
    );
  });

  it('concurrent saves to different dashboards through both nodes both land', async () => {
    const [a, b] = await Promise.all([
      saveTitle(0, 'sales-overview', 'kpi_margin', 'Margin A'),
      saveTitle(1, 'product-mix', firstWidget('product-mix'), 'Mix B'),
    ]);
    expect([a.status, b.status], `${a.text} ${b.text}`).toEqual([200, 200]);
    expect(
      JSON.parse(remoteFile('acme/dashboards/sales-overview.json')).widgets.kpi_margin.title.en,
    ).toBe('Margin A');
    const mix = JSON.parse(remoteFile('acme/dashboards/product-mix.json'));
    expect(mix.widgets[firstWidget('product-mix')].title.en).toBe('Mix B');
    await until(
      () => titleOn(1, 'sales-overview', 'kpi_margin'),
      (t) => t === 'Margin A',
      'node B to serve A',
    );
    await until(
      () => titleOn(0, 'product-mix', firstWidget('product-mix')),
      (t) => t === 'Mix B',
      'node A to serve B',
    );
    expect(await titleOn(NGINX, 'product-mix', firstWidget('product-mix'))).toBe('Mix B');
  });

  it('the same file saved through both nodes at once: one lands, the other gets 409', async () => {
    const versions = await Promise.all(
      [0, 1].map(
        async (n) =>
          ((await getWidget(n, 'sales-overview', 'kpi_margin')).json as Json).version as string,
      ),
    );
    expect(versions[0]).toBe(versions[1]);
    const results = await Promise.all([
      saveTitle(0, 'sales-overview', 'kpi_margin', 'Same A', versions[0]),
      saveTitle(1, 'sales-overview', 'kpi_margin', 'Same B', versions[1]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? 'Same A' : 'Same B';
    expect(
      JSON.parse(remoteFile('acme/dashboards/sales-overview.json')).widgets.kpi_margin.title.en,
    ).toBe(winner);
    await until(
      () => Promise.all([0, 1, 2].map((n) => titleOn(n, 'sales-overview', 'kpi_margin'))),
      (t) => t.every((x) => x === winner),
      'every node to serve the winner',
    );
  });

  it('a saved file that lost to a hand-pushed change of the same field answers 409 with that change', async () => {
    const work = path.join(root, 'hand');
    gitIn(root, 'clone', '--quiet', remote, work);
    const file = path.join(work, 'acme/dashboards/sales-overview.json');
    const value = JSON.parse(remoteFile('acme/dashboards/sales-overview.json'));
    const version = ((await getWidget(0, 'sales-overview', 'kpi_margin')).json as Json)
      .version as string;
    value.widgets.kpi_margin.title.en = 'By hand';
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
    gitIn(work, 'commit', '--quiet', '-am', 'hand edit of kpi_margin');
    gitIn(work, 'push', '--quiet', 'origin', 'main');
    const response = await saveTitle(0, 'sales-overview', 'kpi_margin', 'Node A', version);
    expect(response.status, response.text).toBe(409);
    // Either the node pulled first (stale version) or its push lost (the other change named).
    const body = response.json as Json;
    if (body.other)
      expect(body.other).toMatchObject({ author: 'Ops', message: 'hand edit of kpi_margin' });
    await until(
      () => titleOn(0, 'sales-overview', 'kpi_margin'),
      (t) => t === 'By hand',
      'node A to serve the hand edit',
    );
  });

  it('a broken commit pushed by hand is reported and not served', async () => {
    const work = path.join(root, 'hand');
    gitIn(work, 'pull', '--quiet', 'origin', 'main');
    const served = await titleOn(0, 'sales-overview', 'kpi_margin');
    // A hand push sends no notice: the other nodes take the last one on their poll.
    await until(
      () => Promise.all([1, 2].map((n) => titleOn(n, 'sales-overview', 'kpi_margin'))),
      (titles) => titles.every((t) => t === served),
      'every node to serve the last good config',
    );
    await writeFile(path.join(work, 'acme/dashboards/sales-overview.json'), '{ "broken": ');
    gitIn(work, 'commit', '--quiet', '-am', 'broken by hand');
    gitIn(work, 'push', '--quiet', 'origin', 'main');
    for (const port of cluster!.nodePorts) {
      const health = await until(
        async () => (await request(port, { method: 'GET', path: '/api/health' })).json as Json,
        (h) =>
          Array.isArray(h.problems) &&
          h.problems.some((p: Json) => p.file === 'acme/dashboards/sales-overview.json'),
        `node ${port} to report the broken file`,
      );
      expect(health.status).toBe('degraded');
    }
    // The last good version is still served, by every node and so through nginx.
    for (const node of [0, 1, 2, NGINX]) {
      expect(await titleOn(node, 'sales-overview', 'kpi_margin')).toBe(served);
    }
  });
});

/** The first widget id of a demo dashboard (read from config-samples). */
function firstWidget(dashboard: string): string {
  const text = execFileSync(
    'cat',
    [path.join(ROOT, 'config-samples/acme/dashboards', `${dashboard}.json`)],
    { encoding: 'utf8' },
  );
  return Object.keys(JSON.parse(text).widgets)[0]!;
}
