/**
 * Cluster benchmark (issue 29): the cached-slug workload of the server benchmark (the
 * retail_top_stores saved query, answered from the shared Redis cache) on one node straight,
 * one node behind nginx, and three nodes behind nginx (deploy/start-cluster.sh, a redis-server
 * of its own). req/s and p99 with autocannon in its own process, 20 connections.
 *
 * On a 2-core machine three nodes compete with nginx, Redis and autocannon for the same two
 * cores: this measures what the balancer costs and what extra processes give there, not how
 * a cluster of machines scales. BENCH_SECONDS (default 10), BENCH_CLUSTER_ROWS (default 200k:
 * cached answers do not depend on it).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoDatabase } from '../server/data/generate-demo.ts';
import { REPO_ROOT } from '../server/data/data-dir.ts';
import { startCluster, type Cluster } from '../tests/support/cluster.ts';
import { request } from '../tests/support/http.ts';
import { startRedisServer } from '../tests/support/redis-process.ts';
import { freePort } from '../tests/support/server-process.ts';
import { writeBenchResult, type BenchMetric } from './support/bench-result.ts';
import { benchDataDir } from './support/bench-server.ts';
import { loadTest } from './support/load.ts';

const rows = Number(process.env.BENCH_CLUSTER_ROWS ?? 200_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const SLUG = 'retail_top_stores';
const CONDITIONS = { firstdate: '2025-11-15', lastdate: '2026-11-14', top_n: 150 };
const metrics: BenchMetric[] = [];

/** Loads `port` (a node or nginx) with the cached slug; pushes req/s and p99 as `label`. */
async function measure(port: number, label: string): Promise<void> {
  const login = await request(port, {
    method: 'POST',
    path: '/api/v1/login',
    tenant: 'acme',
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username: 'owner', password: 'navigator' },
  });
  const token = (login.json as { token?: string }).token;
  if (!token) throw new Error(`login failed: ${login.status} ${login.text}`);
  const path = `/api/v2/services/queries/${SLUG}`;
  const first = await request(port, {
    method: 'POST',
    path,
    tenant: 'acme',
    token,
    body: CONDITIONS,
  });
  if (first.status !== 200) throw new Error(`${SLUG} answered ${first.status}`);
  const target = {
    port,
    path,
    headers: {
      host: `acme.localhost:${port}`,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(CONDITIONS),
  };
  console.log(
    `${label}: autocannon, ${CONNECTIONS} connections, ${seconds} s (after 2 s warm-up)…`,
  );
  await loadTest(target, { seconds: 2, connections: CONNECTIONS });
  const load = await loadTest(target, { seconds, connections: CONNECTIONS });
  metrics.push(
    { name: `cached slug throughput, ${label}`, value: load.requestsPerSecond, unit: 'req/s' },
    { name: `cached slug latency p99, ${label}`, value: load.p99Ms, unit: 'ms' },
  );
}

const dataDir = benchDataDir(rows);
await ensureDemoDatabase({ dataDir, rows, log: (line) => console.log(line) });
const configDir = await mkdtemp(path.join(os.tmpdir(), 'navigator-bench-config-'));
await cp(path.join(REPO_ROOT, 'config-samples'), configDir, { recursive: true });
const redis = await startRedisServer(await freePort());
const redisUrl = `redis://127.0.0.1:${redis.port}`;
let cluster: Cluster | undefined;
try {
  for (const nodes of [1, 3]) {
    cluster = await startCluster({ nodes, redisUrl, configDir, dataDir });
    if (nodes === 1) await measure(cluster.nodePorts[0] as number, '1 node, direct');
    await measure(cluster.port, `${nodes} node${nodes === 1 ? '' : 's'} behind nginx`);
    await cluster.stop();
    cluster = undefined;
  }
} finally {
  await cluster?.stop();
  await redis.kill();
  await rm(configDir, { recursive: true, force: true });
}
metrics.push({ name: 'cores on this machine', value: os.cpus().length, unit: 'cores' });
await writeBenchResult('cluster', metrics);
