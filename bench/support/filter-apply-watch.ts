/**
 * Timing one filter Apply in Chromium, on the page's own clock: from the click on Apply to
 * the first animation frame in which every widget query the Apply issued has answered and
 * every widget shows its content again. A script installed before the app's own counts the
 * saved-query calls (fetch) and watches each frame.
 */
import type { BrowserContext, Page } from 'playwright-core';

interface ApplyWatch {
  /** performance.now() of the last click on Apply, or undefined before one. */
  clickedAt?: number;
  /** Which click the counters below belong to (a call of an earlier one is not counted). */
  click: number;
  started: number;
  /** performance.now() when the first counted query was sent. */
  firstSentAt: number;
  inflight: number;
  lastAnswerAt: number;
  paintedAt?: number;
  error?: string;
}

declare global {
  interface Window {
    __applyWatch?: ApplyWatch;
  }
}

/** Installed in the page: a fetch counter and a per-frame check after each Apply click. */
function watchApply(expected: { queries: number; widgets: number }): void {
  const state: ApplyWatch = { click: 0, started: 0, firstSentAt: 0, inflight: 0, lastAnswerAt: 0 };
  window.__applyWatch = state;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const counted = state.clickedAt !== undefined && url.includes('/api/v2/services/queries/');
    // A call still on its way at the next click (a revalidation) belongs to the click before:
    // counting its answer against the next one's in-flight count left it below zero for good.
    const click = state.click;
    if (counted) {
      if (state.started === 0) state.firstSentAt = performance.now();
      state.started += 1;
      state.inflight += 1;
    }
    try {
      return await original(input, init);
    } finally {
      if (counted && click === state.click) {
        state.inflight -= 1;
        state.lastAnswerAt = performance.now();
      }
    }
  };
  const painted = (): boolean => {
    const containers = document.querySelectorAll(
      '[data-testid="dashboard-grid"] [data-testid="widget-container"]',
    );
    if (containers.length < expected.widgets) return false;
    for (const container of containers) {
      const status = container.getAttribute('data-state');
      if (status === 'error') {
        state.error = `widget ${container.getAttribute('data-widget-id') ?? '?'} failed`;
        return false;
      }
      if (status !== 'ready' && status !== 'empty') return false;
    }
    return true;
  };
  const check = (now: number) => {
    if (state.error || state.paintedAt !== undefined) return;
    // One frame after the last answer, so the rows it brought have been committed and drawn.
    const answered =
      state.started >= expected.queries && state.inflight === 0 && now > state.lastAnswerAt;
    if (answered && painted()) {
      state.paintedAt = now;
      return;
    }
    requestAnimationFrame(check);
  };
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target?.closest('[data-testid="filter-apply"]')) return;
      state.clickedAt = performance.now();
      state.click += 1;
      state.started = 0;
      state.firstSentAt = 0;
      state.inflight = 0;
      state.lastAnswerAt = 0;
      state.paintedAt = undefined;
      requestAnimationFrame(check);
    },
    true,
  );
}

/** Installs the Apply watcher on every page of `context`. */
export async function installApplyWatch(
  context: BrowserContext,
  expected: { queries: number; widgets: number },
): Promise<void> {
  // tsx wraps inner functions in `__name(...)`, which exists in Node but not in the page.
  const shim = 'var __name = (target) => target;';
  await context.addInitScript(`${shim}(${watchApply.toString()})(${JSON.stringify(expected)});`);
}

/** One Apply: click → first query sent, → last answer, → every widget repainted (ms). */
export interface ApplyTiming {
  sentMs: number;
  answeredMs: number;
  paintedMs: number;
}

/** Clicks Apply and resolves with its timings. */
export async function measureApply(page: Page, timeoutMs = 60_000): Promise<ApplyTiming> {
  await page.getByTestId('filter-apply').click();
  await page.waitForFunction(
    () => {
      const watch = window.__applyWatch;
      return watch !== undefined && (watch.paintedAt !== undefined || watch.error !== undefined);
    },
    null,
    { timeout: timeoutMs, polling: 50 },
  );
  const watch = await page.evaluate(() => window.__applyWatch as ApplyWatch);
  if (watch.error !== undefined) throw new Error(watch.error);
  const clicked = watch.clickedAt ?? Number.NaN;
  return {
    sentMs: watch.firstSentAt - clicked,
    answeredMs: watch.lastAnswerAt - clicked,
    paintedMs: (watch.paintedAt ?? Number.NaN) - clicked,
  };
}

/** The p-th percentile (nearest rank) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
