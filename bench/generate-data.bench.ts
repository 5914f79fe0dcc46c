/**
 * Builds the demo databases with 10M acme rows (plus 2.5M globex, in its own file) in a temp
 * directory and times it, then times dashboard-shaped queries on acme's file, opened
 * read-only like the server does. BENCH_ROWS overrides the row count for a quick look.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDemoDatabase } from '../server/data/generate-demo.ts';
import { openReadOnly } from '../server/data/read-only-database.ts';
import { medianMs, round, writeBenchResult, type BenchMetric } from './support/bench-result.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000_000);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'navigator-bench-'));
try {
  const build = await generateDemoDatabase({ dataDir, rows, log: (line) => console.log(line) });
  const totalRows = Object.values(build.rowsByTenant).reduce((sum, count) => sum + count, 0);
  const metrics: BenchMetric[] = [
    {
      name: `build ${rows.toLocaleString('en-US')} acme rows`,
      value: round(build.ms / 1000, 1),
      unit: 's',
      target: { max: 60 },
    },
    {
      name: 'rows per second (all tenants)',
      value: Math.round(totalRows / (build.ms / 1000)),
      unit: 'rows/s',
    },
    { name: 'database size', value: round((await totalBytes(build.files)) / 1e6, 1), unit: 'MB' },
  ];

  const database = await openReadOnly(build.files.acme ?? '');
  try {
    metrics.push({
      name: 'GROUP BY region, all acme rows',
      value: await medianMs(() =>
        database.query(`
          SELECT r.region_name, sum(s.revenue) AS revenue, sum(s.units) AS units
          FROM acme.sales s JOIN acme.regions r USING (region_id)
          GROUP BY r.region_name`),
      ),
      unit: 'ms',
      target: { max: 1000 },
    });
    metrics.push({
      name: 'one-month date range, daily totals',
      value: await medianMs(() =>
        database.query(`
          SELECT sale_date, sum(revenue) AS revenue, sum(units) AS units
          FROM acme.sales
          WHERE sale_date BETWEEN DATE '2026-10-01' AND DATE '2026-10-31'
          GROUP BY sale_date`),
      ),
      unit: 'ms',
      target: { max: 250 },
    });
    metrics.push({
      name: 'one region, one fiscal quarter, by district',
      value: await medianMs(() =>
        database.query(`
          SELECT s.district_id, sum(s.revenue) AS revenue
          FROM acme.sales s
          JOIN acme.fiscal_calendar f
            ON f.fiscal_year = 2026 AND f.fiscal_quarter = 3
           AND s.sale_date BETWEEN f.start_date AND f.end_date
          WHERE s.region_id = 3
          GROUP BY s.district_id`),
      ),
      unit: 'ms',
      target: { max: 500 },
    });
  } finally {
    database.close();
  }
  await writeBenchResult('generate-data', metrics);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

/** Bytes of every tenant's database file together. */
async function totalBytes(files: Readonly<Record<string, string>>): Promise<number> {
  let total = 0;
  for (const file of Object.values(files)) total += (await stat(file)).size;
  return total;
}
