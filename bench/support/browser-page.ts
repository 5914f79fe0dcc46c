/**
 * Timing one page load in Chromium: from navigation start (the page's time origin) to the
 * first animation frame in which every widget of the page has painted, and the main-thread
 * long tasks up to then. A script installed before any page script watches each frame, so
 * the number is the page's own clock and never includes Playwright's polling.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { round } from './bench-result.ts';

/** Which page is watched: the viewer's dashboard grid, or the plain vega-embed floor page. */
export type WatchedPage = 'viewer' | 'floor';

/** What the watcher needs to know: the kind of page and how many widgets must paint. */
export interface WatchOptions {
  kind: WatchedPage;
  expected: number;
  /**
   * Only what the first screen shows must paint: the widgets (grid cells) or floor charts
   * whose box starts above the viewport's bottom edge. A laptop visitor's "page is there".
   */
  aboveFold?: boolean;
}

/** One measured page load. */
export interface PageLoad {
  /** Navigation start → the frame in which every widget had painted. */
  paintedMs: number;
  /** The longest main-thread task that started before that frame (0 when none over 50 ms). */
  longestTaskMs: number;
  /** Sum over those long tasks of their time past 50 ms (total blocking time). */
  blockingMs: number;
  longTasks: number;
  /** When the last saved-query answer had arrived (0 when the page made none). */
  dataMs: number;
  /** When the last script file had arrived (lazy chunks included). */
  scriptsMs: number;
  /** First contentful paint (NaN when the browser reported none). */
  fcpMs: number;
  /** Navigation start → the frame in which the first widget (or floor chart) had painted. */
  firstMs: number;
  /** Requests made before every widget had painted, the document's included. */
  requests: number;
}

interface WatchState {
  paintedAt?: number;
  firstAt?: number;
  error?: string;
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __benchWatch?: WatchState;
    /** Set by the floor page once every vega-embed call has resolved. */
    __floorEmbedded?: number;
  }
}

/**
 * The init script (runs in the page before its own scripts): a long-task observer and a
 * per-frame check of the widgets. A viewer widget has painted when its container is
 * `data-state` ready or empty and its body shows its content (a chart's canvas or its loaded
 * first picture, a table's cells, a card's value); a floor chart when vega-embed resolved and
 * its canvas exists.
 */
function watchPaint({ kind, expected, aboveFold }: WatchOptions): void {
  const state: WatchState = { longTasks: [] };
  window.__benchWatch = state;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task support: the measurement reports none rather than failing.
  }

  const hasContent = (container: Element): boolean => {
    const type = container.getAttribute('data-widget-type');
    if (type === 'chart') {
      const canvas = container.querySelector('canvas');
      if (canvas !== null && canvas.width > 0) return true;
      // The server's first picture of the chart, loaded: a reader sees the chart.
      const picture = container.querySelector<HTMLImageElement>('img[data-testid="chart-picture"]');
      return picture !== null && picture.complete && picture.naturalWidth > 0;
    }
    if (type === 'table') return container.querySelector('[role="gridcell"]') !== null;
    if (type === 'card') return container.querySelector('[data-testid="card-value"]') !== null;
    return (container.textContent ?? '').trim().length > 0;
  };

  /** Whether `element` starts above the bottom of the first screen. */
  const onFirstScreen = (element: Element): boolean =>
    element.getBoundingClientRect().top < window.innerHeight;

  const viewerPainted = (): boolean => {
    const grid = document.querySelector('[data-testid="dashboard-grid"]');
    const cells = grid ? [...grid.querySelectorAll('.nav-grid-cell')] : [];
    if (cells.length < expected) return false;
    // Every widget, or (above the fold) those of the cells the first screen shows; a cell
    // still waiting for its turn (LazyWidget) holds no container yet.
    const wanted = aboveFold ? cells.filter(onFirstScreen) : cells;
    const containers = wanted.map((cell) => cell.querySelector('[data-testid="widget-container"]'));
    let painted = 0;
    for (const container of containers) {
      if (!container) continue;
      const status = container.getAttribute('data-state');
      if (status === 'error') {
        const id = container.getAttribute('data-widget-id') ?? '?';
        state.error = `widget ${id} failed: ${(container.textContent ?? '').trim().slice(0, 200)}`;
        return false;
      }
      if (status === 'empty' || (status === 'ready' && hasContent(container))) painted += 1;
    }
    if (painted > 0) state.firstAt ??= performance.now();
    return wanted.length > 0 && painted === wanted.length;
  };

  const floorPainted = (): boolean => {
    const charts = [...document.querySelectorAll('.floor-chart')];
    const drawn = (chart: Element) => {
      const canvas = chart.querySelector('canvas');
      return canvas !== null && canvas.width > 0;
    };
    if (charts.some(drawn)) state.firstAt ??= performance.now();
    if (aboveFold) {
      const wanted = charts.filter(onFirstScreen);
      return charts.length === expected && wanted.length > 0 && wanted.every(drawn);
    }
    return window.__floorEmbedded === expected && charts.length === expected && charts.every(drawn);
  };

  const check = () => {
    if (state.error) return;
    if (kind === 'viewer' ? viewerPainted() : floorPainted()) {
      state.paintedAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Installs the watcher on every page (and every reload) of `context`. */
export async function installPaintWatch(
  context: BrowserContext,
  options: WatchOptions,
): Promise<void> {
  // Sent as source: tsx (esbuild keepNames) wraps inner functions in `__name(...)`, a helper
  // that exists in Node but not in the page.
  const shim = 'var __name = (target) => target;';
  await context.addInitScript(`${shim}(${watchPaint.toString()})(${JSON.stringify(options)});`);
}

/**
 * Playwright's default media emulation, turned off: the browser's own values (a light colour
 * scheme, no reduced motion, no forced colours), which are what Playwright would emulate, but
 * with nothing for DevTools to undo. When a reload replaces a page, Playwright's session on
 * the old document closes, the emulated media are reset and the old page restyles and
 * repaints every element before it goes (each of its SVG images too): 62 ms of the viewer's
 * warm reloads on the machine of 2026-11-27 (third session), ~1 ms of the floor page's,
 * which has a few dozen elements. No visitor pays it: nothing emulates their media.
 */
const NO_MEDIA_EMULATION = {
  colorScheme: null,
  reducedMotion: null,
  forcedColors: null,
  contrast: null,
} as const;

/**
 * A new browser context (empty cache and storage) with the watcher installed; with a token,
 * logged in on `origin` the way the viewer keeps a login (localStorage 'auth.token').
 */
export async function openContext(
  browser: Browser,
  options: {
    viewport: { width: number; height: number };
    watch: WatchOptions;
    origin?: string;
    token?: string;
  },
): Promise<BrowserContext> {
  const { origin, token } = options;
  const context = await browser.newContext({
    viewport: options.viewport,
    ...NO_MEDIA_EMULATION,
    storageState:
      origin && token
        ? {
            cookies: [],
            origins: [{ origin, localStorage: [{ name: 'auth.token', value: token }] }],
          }
        : undefined,
  });
  await installPaintWatch(context, options.watch);
  return context;
}

/** Long tasks that started before `until`: the longest, the blocking time past 50 ms, the count. */
function summarizeLongTasks(
  tasks: readonly { start: number; duration: number }[],
  until: number,
): Pick<PageLoad, 'longestTaskMs' | 'blockingMs' | 'longTasks'> {
  const during = tasks.filter((task) => task.start < until);
  return {
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    blockingMs: during.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: during.length,
  };
}

/**
 * Runs `navigate` (a goto or a reload; it should not wait for the load event) and resolves
 * with the load's timings once every widget painted. Rejects on a widget error or timeout.
 */
export async function measureLoad(
  page: Page,
  navigate: () => Promise<unknown>,
  timeoutMs = 60_000,
): Promise<PageLoad> {
  await navigate();
  await page.waitForFunction(
    () => {
      const watch = window.__benchWatch;
      return watch !== undefined && (watch.paintedAt !== undefined || watch.error !== undefined);
    },
    null,
    { timeout: timeoutMs, polling: 100 },
  );
  // No named inner functions here: tsx would wrap them in a `__name` the page lacks.
  const { watch, dataMs, scriptsMs, requests } = await page.evaluate(() => {
    let data = 0;
    let scripts = 0;
    let before = 1;
    const painted = window.__benchWatch?.paintedAt ?? Infinity;
    for (const entry of performance.getEntriesByType('resource')) {
      const { name, responseEnd, startTime } = entry as PerformanceResourceTiming;
      // The widgets' rows: their own calls, or a dashboard's first answers in one call.
      const rowsCall = name.includes('/api/v2/services/queries/') || name.endsWith('/answers');
      if (rowsCall) data = Math.max(data, responseEnd);
      if (/\.js(\?|$)/.test(name)) scripts = Math.max(scripts, responseEnd);
      if (startTime < painted) before += 1;
    }
    return {
      watch: window.__benchWatch as WatchState,
      dataMs: data,
      scriptsMs: scripts,
      requests: before,
    };
  });
  // The paint entry comes a frame after the paint: a page whose first content is its first
  // chart, drawn in a long task (the floor), is often read before it is there (FCP NaN).
  const fcpAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const now = performance.getEntriesByName('first-contentful-paint')[0];
        if (now) {
          resolve(now.startTime);
          return;
        }
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        });
        observer.observe({ type: 'paint', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.NaN);
        }, 2000);
      }),
  );
  if (watch.error !== undefined) throw new Error(watch.error);
  const paintedMs = watch.paintedAt ?? Number.NaN;
  return {
    paintedMs,
    ...summarizeLongTasks(watch.longTasks, paintedMs),
    dataMs: round(dataMs, 0),
    scriptsMs: round(scriptsMs, 0),
    fcpMs: round(fcpAt, 0),
    firstMs: round(watch.firstAt ?? Number.NaN, 0),
    requests,
  };
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Several loads of one page, summarized. */
export interface LoadSeries {
  loads: PageLoad[];
  /** Median time to every widget painted, whole milliseconds. */
  medianMs: number;
  /** Median over the loads of each load's longest task, whole milliseconds. */
  longestTaskMs: number;
  /** The longest task of any load (one hiccup of a shared machine shows here). */
  worstTaskMs: number;
  /** Medians of the first contentful paint, the first widget painted, the blocking time. */
  fcpMs: number;
  firstMs: number;
  blockingMs: number;
  /** Median requests made before every widget had painted. */
  requests: number;
}

/** The median paint time and longest task of `loads`. */
export function summarizeLoads(loads: PageLoad[]): LoadSeries {
  return {
    loads,
    medianMs: round(median(loads.map((load) => load.paintedMs)), 0),
    longestTaskMs: round(median(loads.map((load) => load.longestTaskMs)), 0),
    worstTaskMs: round(Math.max(...loads.map((load) => load.longestTaskMs)), 0),
    fcpMs: round(median(loads.map((load) => load.fcpMs)), 0),
    firstMs: round(median(loads.map((load) => load.firstMs)), 0),
    blockingMs: round(median(loads.map((load) => load.blockingMs)), 0),
    requests: median(loads.map((load) => load.requests)),
  };
}

/** One line of progress output for a load. */
export function describeLoad(label: string, load: PageLoad): string {
  return (
    `${label}: painted ${round(load.paintedMs, 0)} ms (FCP ${load.fcpMs}, first ${load.firstMs}, ` +
    `data by ${load.dataMs}, scripts by ${load.scriptsMs}, ${load.requests} requests), ` +
    `longest task ${round(load.longestTaskMs, 0)} ms ` +
    `(${load.longTasks} long, ${round(load.blockingMs, 0)} ms blocking)`
  );
}
