/**
 * Server benchmark (issue 4): the result cache on its own (hits per second in one process),
 * then the real app on loopback: a cached saved query of ~32 KB under autocannon (req/s,
 * p50/p99; target p99 ≤ 20 ms and ≥ 10k req/s) and the same query cold (refresh=1) on
 * BENCH_ROWS acme rows (default 10M), a few requests one after another.
 *
 * The slug is retail_top_stores over the operational year with `top_n` tuned so the answer
 * is ~32 KB (about 150 stores). BENCH_SECONDS sets the load duration (default 10).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { request } from '../tests/support/http.ts';
import { tcpReachable } from '../tests/support/environment.ts';
import { round, writeBenchResult, type BenchMetric } from './support/bench-result.ts';
import { startBenchServer, type BenchServer } from './support/bench-server.ts';
import { measureCacheHits } from './support/cache-hits.ts';
import { loadTest, quantile, sequentialLatencies } from './support/load.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const TENANT = 'acme';
const SLUG = 'retail_top_stores';
const TARGET_BYTES = 32 * 1024;
const COLD_RUNS = 5;
const rowsLabel = rows.toLocaleString('en-US');
const metrics: BenchMetric[] = [];

/** Why the HTTP part cannot run yet (a route the bench needs answered 404), or undefined. */
function missingRoute(what: string, status: number, text: string): string | undefined {
  return status === 404 ? `${what} is missing (404: ${text.slice(0, 200)})` : undefined;
}

async function benchmarkCache(): Promise<void> {
  console.log('cache hits in-process (no HTTP)…');
  const memory = await measureCacheHits({}, 2);
  metrics.push({
    name: `cache hit in-process, memory, ${round(memory.bytes / 1024, 1)} KB, 10 callers`,
    value: memory.opsPerSecond,
    unit: 'ops/s',
    target: { min: 50_000 },
  });
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!process.env.REDIS_URL && !(await tcpReachable(6379))) {
    console.log('Redis is not running on 127.0.0.1:6379: skipping the Redis cache-hit figure');
    return;
  }
  const namespace = `navigator-bench-${randomUUID()}`;
  try {
    const shared = await measureCacheHits({ redisUrl, namespace }, 2);
    metrics.push({
      name: `cache hit in-process, redis, ${round(shared.bytes / 1024, 1)} KB, 10 callers`,
      value: shared.opsPerSecond,
      unit: 'ops/s',
    });
  } finally {
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${namespace}:*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  }
}

/** Runs the HTTP part; returns why it could not when a route is missing. */
async function benchmarkServer(server: BenchServer): Promise<string | undefined> {
  const { port } = server;
  const login = await request(port, {
    method: 'POST',
    path: '/api/v1/login',
    tenant: TENANT,
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username: 'owner', password: 'navigator' },
  });
  const loginMissing = missingRoute('POST /api/v1/login', login.status, login.text);
  if (loginMissing) return loginMissing;
  const token = (login.json as { token?: string } | undefined)?.token;
  if (login.status !== 200 || !token) {
    throw new Error(`login as owner on ${TENANT} failed: ${login.status} ${login.text}`);
  }

  const path = `/api/v2/services/queries/${SLUG}`;
  const conditions = (topN: number) => ({
    firstdate: '2025-11-15',
    lastdate: '2026-11-14',
    top_n: topN,
  });
  const run = (topN: number, refresh: boolean) =>
    request(port, {
      method: 'POST',
      path: refresh ? `${path}?refresh=1` : path,
      tenant: TENANT,
      token,
      body: conditions(topN),
    });

  // Size the answer: bytes per store row from a first run, then top_n for ~32 KB.
  const probe = await run(100, true);
  const queryMissing = missingRoute(`POST ${path}`, probe.status, probe.text);
  if (queryMissing) return queryMissing;
  if (probe.status !== 200 || !Array.isArray(probe.json) || probe.json.length === 0) {
    throw new Error(`${SLUG} answered ${probe.status}: ${probe.text.slice(0, 300)}`);
  }
  const bytesPerRow = Buffer.byteLength(probe.text) / probe.json.length;
  const topN = Math.max(1, Math.min(400, Math.round(TARGET_BYTES / bytesPerRow)));
  const body = JSON.stringify(conditions(topN));

  console.log(`cold ${SLUG} (top_n ${topN}) on ${rowsLabel} rows, refresh=1 ×${COLD_RUNS}…`);
  const cold = await sequentialLatencies(
    port,
    { method: 'POST', path: `${path}?refresh=1`, tenant: TENANT, token, body: conditions(topN) },
    COLD_RUNS,
  );
  const cached = await run(topN, false);
  if (cached.status !== 200) throw new Error(`${SLUG} answered ${cached.status}`);
  const target = {
    port,
    path,
    headers: {
      host: `${TENANT}.localhost:${port}`,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body,
  };
  console.log(`cached ${SLUG}: autocannon, 10 connections, ${seconds} s (after a 2 s warm-up)…`);
  await loadTest(target, { seconds: 2, connections: 10 });
  const load = await loadTest(target, { seconds, connections: 10 });
  const kind = process.env.REDIS_URL ? 'redis' : 'memory';

  metrics.push(
    {
      name: `cached slug answer size (${SLUG}, top_n ${topN}, ${kind} cache)`,
      value: round(load.bytesPerResponse / 1024, 1),
      unit: 'KB',
    },
    {
      name: 'cached slug throughput',
      value: load.requestsPerSecond,
      unit: 'req/s',
      target: { min: 10_000 },
    },
    { name: 'cached slug latency p50', value: load.p50Ms, unit: 'ms' },
    { name: 'cached slug latency p99', value: load.p99Ms, unit: 'ms', target: { max: 20 } },
    {
      name: `cold slug latency p50 (${rowsLabel} rows)`,
      value: round(quantile(cold, 0.5), 1),
      unit: 'ms',
    },
    {
      name: `cold slug latency max (${rowsLabel} rows)`,
      value: round(Math.max(...cold), 1),
      unit: 'ms',
    },
  );
  return undefined;
}

await benchmarkCache();
const server = await startBenchServer({ rows, log: (line) => console.log(line) });
let missing: string | undefined;
try {
  missing = await benchmarkServer(server);
} finally {
  await server.close();
}
await writeBenchResult('server', metrics);
if (missing) {
  console.error(`\nThe server benchmark cannot run yet: ${missing}`);
  process.exitCode = 1;
}
