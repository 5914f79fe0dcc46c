/**
 * Lists the requests of a new visit of the benchmark dashboard (issue 30): builds the viewer
 * (or serves `VISIT_DIST`, an existing build), starts it on the BENCH_ROWS database, warms the
 * server's cache with one visit, then opens a new browser context with the login and prints
 * every request the page made before its last widget painted: kind, start and end (ms from
 * navigation), transferred and decoded bytes, and the address. Then the count per kind.
 *
 *   node --import tsx bench/visit-requests.ts            (BENCH_ROWS=200000 for a quick one)
 *   VISIT_VIEWPORT=1440x900 VISIT_DIST=/tmp/dist node --import tsx bench/visit-requests.ts
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { buildViewer } from './support/browser-build.ts';
import { measureLoad, openContext } from './support/browser-page.ts';
import { startViewerServer, type ViewerServer } from './support/browser-server.ts';

const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const [width, height] = (process.env.VISIT_VIEWPORT ?? '1440x4200').split('x').map(Number);
const TENANT = 'acme';
const PAGE_PATH = '/retail/sales?dashboard=executive-overview';
const WIDGETS = 20;

/** One request of the page, as its resource timing has it. */
interface Entry {
  name: string;
  start: number;
  end: number;
  transfer: number;
  decoded: number;
}

/** What a request is for: code, style, font or image, or which kind of API call. */
export function requestKind(url: string): string {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) {
    if (/\/answers$/.test(pathname)) return 'api: dashboard answers';
    if (/\/dashboards\//.test(pathname)) return 'api: dashboard';
    if (/\/queries\/programs$|troc_programs/.test(pathname)) return 'api: programs';
    if (/\/queries\/[a-z0-9]+_stores$/.test(pathname)) return 'api: filter options';
    if (/\/services\/queries\//.test(pathname)) return 'api: widget query';
    if (/session|login|user/.test(pathname)) return 'api: session';
    if (/module/.test(pathname)) return 'api: modules';
    return `api: ${pathname}`;
  }
  if (/\.js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  if (/\.(svg|png|jpe?g|webp|ico|gif)$/.test(pathname)) return 'image';
  return 'other';
}

/** What one visit printed: its requests before the last paint, the paints and the page's marks. */
interface Visit {
  entries: Entry[];
  firstMs: number;
  paintedMs: number;
  marks: { name: string; at: number }[];
}

async function visit(browser: Browser, server: ViewerServer): Promise<Visit> {
  const origin = server.origin(TENANT);
  const context = await openContext(browser, {
    viewport: { width: width ?? 1440, height: height ?? 4200 },
    watch: { kind: 'viewer', expected: WIDGETS, aboveFold: (height ?? 4200) < 2000 },
    origin,
    token: await server.login(TENANT, 'owner'),
  });
  try {
    const page = await context.newPage();
    const load = await measureLoad(page, () =>
      page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'commit' }),
    );
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          start: timing.startTime,
          end: timing.responseEnd,
          transfer: timing.transferSize,
          decoded: timing.decodedBodySize,
        };
      }),
    );
    const marks = await page.evaluate(() =>
      performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, at: mark.startTime })),
    );
    return {
      entries: entries.filter((entry) => entry.start < load.paintedMs),
      firstMs: load.firstMs,
      paintedMs: load.paintedMs,
      marks,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  let distDir = process.env.VISIT_DIST;
  if (!distDir) {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'navigator-visit-dist-'));
    console.log(`building the viewer into ${distDir}…`);
    await buildViewer(distDir);
  }
  const server = await startViewerServer({ rows, distDir });
  const browser = await launchChromium();
  try {
    // The server's cache warm, as the bench's new visits (VISIT_WARM visits: 1 by default).
    for (let warm = 0; warm < Number(process.env.VISIT_WARM ?? 1); warm += 1) {
      await visit(browser, server);
    }
    const { entries, firstMs, paintedMs, marks } = await visit(browser, server);
    // VISIT_MARKS=1: the page's performance marks too (those added while looking for time).
    if (process.env.VISIT_MARKS) {
      for (const mark of marks)
        console.log(`mark ${mark.at.toFixed(0).padStart(5)} ms ${mark.name}`);
    }
    console.log(
      `first widget painted at ${firstMs.toFixed(0)} ms, the last at ${paintedMs.toFixed(0)} ms`,
    );
    const counts = new Map<string, { count: number; bytes: number }>();
    console.log(`${entries.length + 1} requests (the document and these) before the last paint:`);
    for (const entry of entries.sort((a, b) => a.start - b.start)) {
      const kind = requestKind(entry.name);
      const count = counts.get(kind) ?? { count: 0, bytes: 0 };
      counts.set(kind, { count: count.count + 1, bytes: count.bytes + entry.transfer });
      const { pathname, search } = new URL(entry.name);
      console.log(
        `${kind.padEnd(24)} ${entry.start.toFixed(0).padStart(5)}–${entry.end.toFixed(0).padStart(5)} ms ` +
          `${(entry.transfer / 1024).toFixed(1).padStart(7)} KB (${(entry.decoded / 1024).toFixed(1)} KB) ${pathname}${search}`,
      );
    }
    console.log('per kind:');
    for (const [kind, { count, bytes }] of [...counts].sort((a, b) => b[1].count - a[1].count)) {
      console.log(
        `  ${kind.padEnd(24)} ${String(count).padStart(3)}  ${(bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
