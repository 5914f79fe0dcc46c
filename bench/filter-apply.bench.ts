/**
 * Filter Apply benchmark (issue 6): on the acme `sales-overview` dashboard (9 widgets, 5
 * saved queries) over BENCH_ROWS sales rows (default 10M, the server benchmark's database),
 * logged in as viewer, the time from the click on Apply to the frame in which every widget
 * query the Apply issued has answered and every widget shows its content again.
 *
 * - uncached: each run selects a region not applied before (every widget query misses the
 *   server's result cache and the browser's SWR cache), BENCH_APPLY_RUNS runs (default: every
 *   region, at most 12);
 * - cached: regions applied before, again (both caches hold the answers; the revalidation
 *   round trip to the server cache is included), BENCH_CACHED_RUNS runs (default 20).
 *
 * p95 is the nearest-rank 95th percentile of the runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { waitForWidgets } from '../tests/support/dashboard-page.ts';
import { chromiumAvailability } from '../tests/support/environment.ts';
import { request } from '../tests/support/http.ts';
import { meetsTarget, round, writeBenchResult, type BenchMetric } from './support/bench-result.ts';
import { buildViewer } from './support/browser-build.ts';
import { installApplyWatch, measureApply, percentile } from './support/filter-apply-watch.ts';
import { startViewerServer, type ViewerServer } from './support/browser-server.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000_000);
const cachedRuns = Number(process.env.BENCH_CACHED_RUNS ?? 20);
const TENANT = 'acme';
const USERNAME = 'viewer';
const PAGE_PATH = '/retail/sales?dashboard=sales-overview';
const VIEWPORT = { width: 1440, height: 2400 };
/** The dashboard's widgets and its distinct saved queries (config-samples). */
const EXPECTED = { widgets: 9, queries: 5 };
/** Issue 6 asked ≤ 500 ms uncached; issue 30 holds the uncached Apply to ≤ 300 ms at 10M rows. */
const TARGETS = { cachedP95Ms: 100, uncachedP95Ms: 300 };
/** Apply stays loading (disabled) this long; the next run waits it out. */
const APPLY_LOADING_MS = 2000;

type Row = Record<string, unknown>;

async function regionNames(server: ViewerServer, token: string): Promise<string[]> {
  const answer = await request(server.port, {
    method: 'POST',
    tenant: TENANT,
    path: '/api/v2/services/queries/retail_stores',
    token,
    body: {},
  });
  const list = (answer.json as Row[] | undefined) ?? [];
  return [...new Set(list.map((row) => String(row.region_name)))];
}

/** Picks `label` in the panel's Region select. */
async function pickRegion(page: Page, label: string): Promise<void> {
  await page.locator('[data-testid="filter-panel"] input[data-testid="filter-region_id"]').click();
  await page
    .locator('[role="listbox"]:visible [role="option"]', { hasText: label })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

async function runApplies(page: Page, regions: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const [index, region] of regions.entries()) {
    await pickRegion(page, region);
    const timing = await measureApply(page);
    console.log(
      `  ${index + 1}. ${region}: painted ${round(timing.paintedMs, 1)} ms (first query sent ` +
        `${round(timing.sentMs, 1)}, last answer ${round(timing.answeredMs, 1)})`,
    );
    times.push(timing.paintedMs);
    await page.waitForTimeout(APPLY_LOADING_MS + 100);
  }
  return times;
}

async function measure(browser: Browser, server: ViewerServer): Promise<BenchMetric[]> {
  const token = await server.login(TENANT, USERNAME);
  const origin = server.origin(TENANT);
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'auth.token', value: token }] }],
    },
  });
  await installApplyWatch(context, EXPECTED);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PAGE_PATH}`);
    await waitForWidgets(page, 120_000);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    const regions = (await regionNames(server, token)).slice(
      0,
      Number(process.env.BENCH_APPLY_RUNS ?? 12),
    );
    console.log(`uncached: ${regions.length} regions never applied before…`);
    const uncached = await runApplies(page, regions);
    const again = Array.from(
      { length: cachedRuns },
      (_, i) => regions[i % regions.length] as string,
    );
    console.log(`cached: ${again.length} regions applied before…`);
    const cached = await runApplies(page, again);
    const label = `sales-overview, ${EXPECTED.widgets} widgets, ${rows.toLocaleString('en-US')} rows`;
    return [
      {
        name: `Apply → all widgets repainted, cached, p95 of ${cached.length} (${label})`,
        value: round(percentile(cached, 95), 1),
        unit: 'ms',
        target: { max: TARGETS.cachedP95Ms },
      },
      {
        name: 'Apply → all widgets repainted, cached, median',
        value: round(percentile(cached, 50), 1),
        unit: 'ms',
      },
      {
        name: `Apply → all widgets repainted, uncached, p95 of ${uncached.length} (${label})`,
        value: round(percentile(uncached, 95), 1),
        unit: 'ms',
        target: { max: TARGETS.uncachedP95Ms },
      },
      {
        name: 'Apply → all widgets repainted, uncached, median',
        value: round(percentile(uncached, 50), 1),
        unit: 'ms',
      },
    ];
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const chromium = chromiumAvailability();
  if (!chromium.ok) throw new Error(chromium.reason);
  // Never dist/: e2e runs and `navigator start --build` build there.
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'navigator-bench-filter-dist-'));
  let server: ViewerServer | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`building the viewer into ${distDir}…`);
    await buildViewer(distDir);
    server = await startViewerServer({ rows, distDir, log: (line) => console.log(line) });
    browser = await launchChromium();
    const metrics = await measure(browser, server);
    await writeBenchResult('filter-apply', metrics);
    if (!process.env.BENCH_RESULT_FILE && !metrics.every(meetsTarget)) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  }
}

await main();
