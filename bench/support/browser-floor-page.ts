/**
 * The floor pages of the browser benchmark and their timing. Both embed the dashboard's chart
 * specs (browser-floor.ts) with vega, vega-lite and vega-embed from their own builds and
 * nothing else, served from the app's origin by the app itself (same static caching):
 * - `fetch.html`: reads the token the viewer stores, posts each distinct saved-query call once
 *   (while the vega builds load) and embeds each chart when its rows arrive; the least any page
 *   showing these charts from this server must do. The target compares the viewer with it.
 * - `render.html`: the rows inline; vega's drawing cost alone.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { stableStringify } from '../../runtime/core/index.ts';
import { REPO_ROOT } from '../../server/data/data-dir.ts';
import type { FloorChart } from './browser-floor.ts';
import {
  describeLoad,
  measureLoad,
  openContext,
  summarizeLoads,
  type LoadSeries,
  type PageLoad,
} from './browser-page.ts';
import type { ViewerServer } from './browser-server.ts';

/** Where the app serves the floor files (see startViewerServer's extraStatic). */
export const FLOOR_PREFIX = '/__bench-floor/';

/** The floor pages. */
export type FloorPage = 'fetch' | 'render';

/** vega, vega-lite and vega-embed as their own UMD builds: what a plain page would load. */
const VEGA_SCRIPTS = [
  'vega/build/vega.min.js',
  'vega-lite/build/vega-lite.min.js',
  'vega-embed/build/vega-embed.min.js',
];

/** Starts each distinct call once, before the vega builds load (fetch.html only). */
const FETCH_SCRIPT = `{
window.__floorQueries = {};
const token = localStorage.getItem('auth.token');
for (const chart of window.__floorCharts) {
  window.__floorQueries[chart.key] ??= fetch('/api/v2/services/queries/' + chart.query.slug, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer ' + token,
    },
    body: JSON.stringify(chart.query.conditions),
  }).then((response) => {
    if (!response.ok) throw new Error(chart.query.slug + ' answered ' + response.status);
    return response.json();
  });
}
}`;

/** Embeds every chart once its rows are there, converting them as the chart view does. */
const EMBED_SCRIPT = `{
const root = document.getElementById('floor');
const isNumeric = (value) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
const prepare = (rows, chart) =>
  rows.slice(0, 5000).map((row, index) => {
    const copy = { ...row, __row: index };
    for (const field of chart.numericFields) {
      if (isNumeric(copy[field])) copy[field] = Number(copy[field]);
    }
    for (const field of chart.temporalFields) {
      const value = copy[field];
      if (typeof value === 'string' && /^\\d{4}-\\d{2}-\\d{2}$/.test(value)) {
        const [year, month, day] = value.split('-').map(Number);
        copy[field] = new Date(year, month - 1, day).getTime();
      }
    }
    return copy;
  });
window.__floorEmbedded = 0;
for (const chart of window.__floorCharts) {
  const element = document.createElement('div');
  element.className = 'floor-chart';
  element.style.width = chart.width + 'px';
  element.style.height = chart.height + 'px';
  root.appendChild(element);
  const values = chart.values
    ? Promise.resolve(chart.values)
    : window.__floorQueries[chart.key].then((rows) => prepare(rows, chart));
  values
    .then((rows) =>
      vegaEmbed(element, { ...chart.spec, data: { ...chart.spec.data, values: rows } }, {
        renderer: 'canvas',
        actions: false,
      }),
    )
    .then(() => {
      window.__floorEmbedded += 1;
    })
    .catch((error) => {
      if (window.__benchWatch) window.__benchWatch.error = String(error);
    });
}
}`;

/** JSON safe inside a script element: '<' escaped so no value can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One floor page: the charts (with or without their rows), the vega builds, the embed loop. */
export function floorHtml(charts: readonly FloorChart[], page: FloorPage): string {
  const entries = charts.map((chart) => ({
    key: `${chart.query.slug} ${stableStringify(chart.query.conditions)}`,
    query: chart.query,
    width: chart.width,
    height: chart.height,
    spec: chart.spec,
    numericFields: chart.numericFields,
    temporalFields: chart.temporalFields,
    ...(page === 'render' ? { values: chart.values } : {}),
  }));
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="UTF-8"><title>vega-embed floor</title>',
    '<style>body{margin:0;font-family:sans-serif}',
    '#floor{display:flex;flex-wrap:wrap;gap:16px;padding:16px}</style></head>',
    '<body><div id="floor"></div>',
    `<script>window.__floorCharts = ${scriptJson(entries)};</script>`,
    page === 'fetch' ? `<script>${FETCH_SCRIPT}</script>` : '',
    ...VEGA_SCRIPTS.map((file) => `<script src="${FLOOR_PREFIX}${path.basename(file)}"></script>`),
    `<script src="${FLOOR_PREFIX}floor.js"></script>`,
    '</body></html>',
  ].join('\n');
}

/** Writes both floor pages, the embed script and the vega builds into `dir`. */
export async function writeFloorFiles(dir: string, charts: readonly FloorChart[]): Promise<void> {
  await writeFile(path.join(dir, 'fetch.html'), floorHtml(charts, 'fetch'));
  await writeFile(path.join(dir, 'render.html'), floorHtml(charts, 'render'));
  await writeFile(path.join(dir, 'floor.js'), EMBED_SCRIPT);
  for (const file of VEGA_SCRIPTS) {
    await copyFile(path.join(REPO_ROOT, 'node_modules', file), path.join(dir, path.basename(file)));
  }
}

/** How the floor is measured: the same viewport, runs and user as the viewer. */
export interface FloorRunOptions {
  viewport: { width: number; height: number };
  tenant: string;
  username: string;
  coldRuns: number;
  warmRuns: number;
}

/** A floor page open in its own logged-in context, after a first (unmeasured) visit. */
export interface OpenFloorPage {
  /** Reloads the page once and times it (the server cache and browser caches warm). */
  reload: () => Promise<PageLoad>;
  close: () => Promise<void>;
}

function floorUrl(server: ViewerServer, tenant: string, page: FloorPage): string {
  return `${server.origin(tenant)}${FLOOR_PREFIX}${page}.html`;
}

function openFloorContext(
  browser: Browser,
  server: ViewerServer,
  charts: readonly FloorChart[],
  options: FloorRunOptions,
) {
  return server.login(options.tenant, options.username).then((token) =>
    openContext(browser, {
      viewport: options.viewport,
      watch: { kind: 'floor', expected: charts.length },
      origin: server.origin(options.tenant),
      token,
    }),
  );
}

/**
 * One new visit of the floor's fetch.html: a new context (empty browser cache), the server as
 * it is (warm when the viewer's answers are cached), at `viewport`; `aboveFold` times the
 * charts of the first screen only.
 */
export async function measureFloorVisit(
  browser: Browser,
  server: ViewerServer,
  charts: readonly FloorChart[],
  options: FloorRunOptions,
  aboveFold = false,
): Promise<PageLoad> {
  const token = await server.login(options.tenant, options.username);
  const context = await openContext(browser, {
    viewport: options.viewport,
    watch: { kind: 'floor', expected: charts.length, aboveFold },
    origin: server.origin(options.tenant),
    token,
  });
  try {
    const page = await context.newPage();
    return await measureLoad(page, () =>
      page.goto(floorUrl(server, options.tenant, 'fetch'), { waitUntil: 'commit' }),
    );
  } finally {
    await context.close();
  }
}

/** Opens `kind` warm: a new context, one visit that fills the caches, then reloads on demand. */
export async function openWarmFloor(
  browser: Browser,
  server: ViewerServer,
  charts: readonly FloorChart[],
  options: FloorRunOptions,
  kind: FloorPage,
): Promise<OpenFloorPage> {
  const context = await openFloorContext(browser, server, charts, options);
  const page = await context.newPage();
  await measureLoad(page, () =>
    page.goto(floorUrl(server, options.tenant, kind), { waitUntil: 'commit' }),
  );
  return {
    reload: () => measureLoad(page, () => page.reload({ waitUntil: 'commit' })),
    close: () => context.close(),
  };
}

/**
 * The floor measured on its own: fetch.html cold (restarted server, new context) and
 * render.html warm. Its warm fetch.html loads are taken in turn with the viewer's
 * (browser.bench.ts), so that a machine getting slower or faster meanwhile moves both alike.
 */
export async function measureFloor(
  browser: Browser,
  server: ViewerServer,
  charts: readonly FloorChart[],
  options: FloorRunOptions,
): Promise<{ cold: LoadSeries; render: LoadSeries }> {
  const cold: PageLoad[] = [];
  for (let run = 1; run <= options.coldRuns; run += 1) {
    await server.restart();
    const context = await openFloorContext(browser, server, charts, options);
    try {
      const page = await context.newPage();
      const load = await measureLoad(page, () =>
        page.goto(floorUrl(server, options.tenant, 'fetch'), { waitUntil: 'commit' }),
      );
      console.log(describeLoad(`  floor cold ${run}`, load));
      cold.push(load);
    } finally {
      await context.close();
    }
  }

  const render = await openWarmFloor(browser, server, charts, options, 'render');
  const loads: PageLoad[] = [];
  try {
    for (let run = 1; run <= options.warmRuns; run += 1) {
      const load = await render.reload();
      console.log(describeLoad(`  floor render warm ${run}`, load));
      loads.push(load);
    }
  } finally {
    await render.close();
  }
  return { cold: summarizeLoads(cold), render: summarizeLoads(loads) };
}
