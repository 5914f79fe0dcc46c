/**
 * Where a new visit's main-thread long tasks come from (issue 30): the viewer's build in
 * `dist/` (run `npm run build` first), served the way the browser bench serves it, on the
 * BENCH_ROWS-row database (default 200000); each run a new browser context logged in as
 * owner, loading executive-overview with a Chrome trace and a CPU profile. For each load it
 * prints every task over 50 ms that started before the last widget painted, with what ran in
 * it (script evaluation, functions, React's work, layout, GC) and the JS functions that took
 * most of its samples; then the longest task and total blocking time per load.
 *
 *   npm run build && BENCH_ROWS=200000 TRACE_RUNS=3 npx tsx bench/trace-visit.ts
 *
 * TRACE_DIST=dir serves another build (one with source maps, to name the minified functions).
 * TRACE_VIEWPORT=900 traces a 1440×900 screen (the first screen's widgets only) instead of
 * a tall one; TRACE_OUT=dir keeps each load's trace JSON (open it in DevTools' Performance
 * panel). The tracer itself costs a little; compare runs of this script with each other.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { REPO_ROOT } from '../server/data/data-dir.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { measureLoad, median, openContext } from './support/browser-page.ts';
import { startViewerServer } from './support/browser-server.ts';

const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const runs = Number(process.env.TRACE_RUNS ?? 3);
const tall = process.env.TRACE_VIEWPORT !== '900';
const viewport = tall ? { width: 1440, height: 4200 } : { width: 1440, height: 900 };
const outDir = process.env.TRACE_OUT;
const PAGE_PATH = '/retail/sales?dashboard=executive-overview';
const WIDGETS = 20;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Events whose time is reported per kind inside a long task. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'evaluate script',
  'v8.evaluateModule': 'evaluate module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
  ParseAuthorStyleSheet: 'parse CSS',
  'Decode Image': 'decode image',
  ImageDecodeTask: 'decode image',
  RunMicrotasks: 'microtasks',
};

async function traceLoad(
  session: CDPSession,
  load: () => Promise<{ paintedMs: number; longestTaskMs: number; blockingMs: number }>,
) {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  await session.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'loading',
    ].join(','),
    transferMode: 'ReportEvents',
  });
  const measured = await load();
  const ended = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.end');
  await ended;
  const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
  return { events, profile, measured };
}

/** The main thread of the page: the renderer thread with the navigationStart mark. */
function mainThread(events: TraceEvent[]) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      typeof event.args?.data?.documentLoaderURL === 'string' &&
      (event.args.data.documentLoaderURL as string).includes('dashboard='),
  );
  if (!navigation) throw new Error('no navigationStart in the trace');
  return { pid: navigation.pid, tid: navigation.tid, start: navigation.ts };
}

function shortUrl(url: string): string {
  return url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');
}

function describe(
  events: TraceEvent[],
  profile: Profile,
  measured: { paintedMs: number; longestTaskMs: number; blockingMs: number },
) {
  const main = mainThread(events);
  const until = main.start + measured.paintedMs * 1000;
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      (event.dur ?? 0) > 50_000 &&
      event.ts >= main.start &&
      event.ts < until,
  );
  // Profile samples as (time, node) pairs, to name the functions inside each task.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const frameName = (node: ProfileNode) => {
    const frame = node.callFrame;
    return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`;
  };
  const samples: { ts: number; node: ProfileNode | undefined }[] = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    samples.push({ ts: time, node: nodes.get(id) });
  });
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    const scripts: string[] = [];
    for (const event of onMain) {
      if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event === task) continue;
      const kind = KINDS[event.name];
      if (!kind) continue;
      // Only outermost events of a kind count (a FunctionCall inside a FunctionCall once).
      kinds.set(kind, (kinds.get(kind) ?? 0) + (event.dur ?? 0));
      const url = event.args?.data?.url;
      if ((event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') && url) {
        scripts.push(shortUrl(String(url)));
      }
      if (event.name === 'FunctionCall' && (event.dur ?? 0) > 10_000) {
        const data = event.args?.data ?? {};
        scripts.push(
          `call ${String(data.functionName || '?')} ${shortUrl(String(data.url ?? ''))}`,
        );
      }
    }
    // Inclusive time per function: each sample counts once for every frame on its stack.
    const inclusive = new Map<string, number>();
    let sampled = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end || !sample.node) continue;
      const frame = sample.node.callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      sampled += 1;
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = sample.node; node;) {
        if (node.callFrame.url) seen.add(frameName(node));
        else if (node.callFrame.functionName !== '(root)') seen.add(frameName(node));
        const parent = parents.get(node.id);
        node = parent === undefined ? undefined : nodes.get(parent);
      }
      for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
    const top = [...inclusive.entries()]
      .filter(([name]) => !/^\(anonymous\) .*:0:/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_FRAMES ?? 14));
    lines.push(
      `  task at ${((task.ts - main.start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms` +
        ` [${[...kinds.entries()].map(([kind, us]) => `${kind} ${(us / 1000).toFixed(0)}`).join(', ')}]`,
    );
    if (scripts.length > 0) lines.push(`    ${[...new Set(scripts)].join('; ')}`);
    for (const [name, count] of top) {
      lines.push(`    ${((count / Math.max(1, sampled)) * 100).toFixed(0)}% ${name}`);
    }
  }
  return lines;
}

async function main(): Promise<void> {
  const server = await startViewerServer({
    rows,
    distDir: process.env.TRACE_DIST ?? path.join(REPO_ROOT, 'dist'),
    log: (line) => console.log(line),
  });
  const browser = await launchChromium();
  try {
    const origin = server.origin('acme');
    const summary: { longest: number; blocking: number; painted: number }[] = [];
    const watch = { kind: 'viewer' as const, expected: WIDGETS, aboveFold: !tall };
    // Warm the server's cache (and its chart pictures) with one untraced visit.
    for (let run = 0; run <= runs; run += 1) {
      const context = await openContext(browser, {
        viewport,
        watch,
        origin,
        token: await server.login('acme', 'owner'),
      });
      try {
        const page = await context.newPage();
        const session = await context.newCDPSession(page);
        const { events, profile, measured } = await traceLoad(session, () =>
          measureLoad(page, () => page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'commit' })),
        );
        if (run === 0) continue;
        summary.push({
          longest: measured.longestTaskMs,
          blocking: measured.blockingMs,
          painted: measured.paintedMs,
        });
        console.log(
          `load ${run}: painted ${measured.paintedMs.toFixed(0)} ms, longest task ` +
            `${measured.longestTaskMs.toFixed(0)} ms, blocking ${measured.blockingMs.toFixed(0)} ms`,
        );
        for (const line of describe(events, profile, measured)) console.log(line);
        if (outDir) {
          await mkdir(outDir, { recursive: true });
          await writeFile(
            path.join(outDir, `visit-${run}.json`),
            JSON.stringify({ traceEvents: events }),
          );
          await writeFile(path.join(outDir, `visit-${run}.cpuprofile`), JSON.stringify(profile));
        }
      } finally {
        await context.close();
      }
    }
    const med = (key: 'longest' | 'blocking' | 'painted') =>
      median(summary.map((load) => load[key])).toFixed(0);
    console.log(
      `median of ${summary.length}: painted ${med('painted')} ms, longest task ` +
        `${med('longest')} ms, blocking ${med('blocking')} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
