/**
 * Server-side query table benchmark (issue 27): page answers of
 * POST /api/v2/services/queries/retail_sales_lines/page over every line of the BENCH_ROWS
 * acme sales table (default 10M), one request after another as a user pages and sorts.
 * Uncached: refresh=1, so both the page and its count run on DuckDB (target p95 ≤ 150 ms);
 * cached: the same pages again from the result cache (target p95 ≤ 20 ms).
 */
import { request } from '../tests/support/http.ts';
import { round, writeBenchResult, type BenchMetric } from './support/bench-result.ts';
import { startBenchServer } from './support/bench-server.ts';
import { quantile } from './support/load.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000_000);
const TENANT = 'acme';
const PATH = '/api/v2/services/queries/retail_sales_lines/page';
const RANGE = { firstdate: '2023-01-01', lastdate: '2026-11-14' };
const rowsLabel = rows.toLocaleString('en-US');

/** What a user does: first pages, a sort each way on a few columns, a filter, deep pages. */
const PAGES = [
  {},
  { offset: 25 },
  { offset: 50 },
  { sort: { column: 'revenue', direction: 'desc' } },
  { sort: { column: 'revenue', direction: 'desc' }, offset: 25 },
  { sort: { column: 'revenue', direction: 'asc' } },
  { sort: { column: 'units', direction: 'desc' } },
  { sort: { column: 'sale_date', direction: 'desc' } },
  { sort: { column: 'store_id', direction: 'asc' }, offset: 100 },
  { filters: [{ column: 'platform', op: 'eq', value: 'Online' }] },
  { filters: [{ column: 'brand', op: 'contains', value: 'ac' }] },
  { offset: 5_000_000 },
].map((page) => ({ limit: 25, ...page }));

async function timed(port: number, token: string, page: object, refresh: boolean) {
  const started = performance.now();
  const response = await request(port, {
    method: 'POST',
    path: refresh ? `${PATH}?refresh=1` : PATH,
    tenant: TENANT,
    token,
    body: { ...RANGE, page },
  });
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`${PATH} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  return ms;
}

const server = await startBenchServer({ rows, log: (line) => console.log(line) });
const metrics: BenchMetric[] = [];
try {
  const login = await request(server.port, {
    method: 'POST',
    path: '/api/v1/login',
    tenant: TENANT,
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username: 'owner', password: 'navigator' },
  });
  const token = (login.json as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login failed: ${login.status} ${login.text}`);
  // Warm-up: the slug's compile and column metadata, DuckDB's first scans.
  for (const page of PAGES.slice(0, 3)) await timed(server.port, token, page, true);
  const uncached: number[] = [];
  const cached: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const page of PAGES) uncached.push(await timed(server.port, token, page, true));
    for (const page of PAGES) cached.push(await timed(server.port, token, page, false));
  }
  console.log(`${uncached.length} uncached and ${cached.length} cached page answers`);
  metrics.push(
    {
      name: `server table page p50 uncached (${rowsLabel} rows)`,
      value: round(quantile(uncached, 0.5), 1),
      unit: 'ms',
    },
    {
      name: `server table page p95 uncached (${rowsLabel} rows)`,
      value: round(quantile(uncached, 0.95), 1),
      unit: 'ms',
      target: { max: 150 },
    },
    { name: 'server table page p50 cached', value: round(quantile(cached, 0.5), 1), unit: 'ms' },
    {
      name: 'server table page p95 cached',
      value: round(quantile(cached, 0.95), 1),
      unit: 'ms',
      target: { max: 20 },
    },
  );
} finally {
  await server.close();
}
await writeBenchResult('server-table', metrics);
