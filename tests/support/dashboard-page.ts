/**
 * Helpers of the dashboard end-to-end suites: opening a module page as a demo user, waiting
 * until every widget has painted, reading the API as that user.
 */
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { DEMO_PASSWORD, loginAs } from './e2e-login.ts';
import { request } from './http.ts';

/** Viewport of the dashboard suites: a laptop screen, tall enough for two grid rows. */
export const VIEWPORT = { width: 1440, height: 1100 };

/** A logged-in page. */
export interface UserPage {
  context: BrowserContext;
  page: Page;
  /** `http://{tenant}.localhost:{port}`. */
  origin: string;
}

/** A new browser context logged in as `username` on `tenant`. */
export async function openAs(
  browser: Browser,
  baseUrl: string,
  username: string,
  tenant = 'acme',
  viewport = VIEWPORT,
): Promise<UserPage> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const origin = await loginAs(page, baseUrl, tenant, username);
  return { context, page, origin };
}

/** The container of widget `id` on the grid (not its full-screen or pop-out copy). */
export function widget(page: Page, id: string): Locator {
  return page.locator(`[data-testid="widget-container"][data-widget-id="${id}"]`).first();
}

/** Data widgets have painted when their body holds a canvas, grid rows, cards or content. */
export async function hasPainted(container: Locator): Promise<boolean> {
  return container.evaluate((element) => {
    const body = element.querySelector('[data-testid="widget-body"]');
    if (!body) return false;
    // "No data" is a finished state too: the Field reports submissions table starts empty.
    if (body.querySelector('[data-testid="widget-state-empty"]')) return true;
    const type = body.getAttribute('data-widget-type');
    if (type === 'chart') return body.querySelector('canvas, svg') !== null;
    // The maps draw with vega too: painted once their canvas is there.
    if (type === 'popularPlaces' || type === 'place' || type === 'traffic') {
      return body.querySelector('canvas') !== null;
    }
    if (type === 'table' || type === 'apiTable' || type === 'apiEasyTable') {
      return body.querySelectorAll('[role="gridcell"]').length > 0;
    }
    if (type === 'serverTable') return body.querySelector('tbody tr td') !== null;
    if (type === 'card') return body.querySelector('[data-testid="card-value"]') !== null;
    if (type === 'iframe') return body.querySelector('iframe') !== null;
    if (type === 'image') return body.querySelector('img') !== null;
    if (type === 'photoGallery') return body.querySelector('img') !== null;
    return (body.textContent ?? '').trim().length > 0;
  });
}

/** Scrolls a widget into view; true once it is ready and painted, throws if it failed. */
async function widgetReady(container: Locator, id: string): Promise<boolean> {
  await container.scrollIntoViewIfNeeded();
  const state = await container.getAttribute('data-state');
  if (state === 'error') {
    const text = await container.innerText();
    throw new Error(`widget ${id} failed: ${text}`);
  }
  // 'empty' is finished too: the Field reports submissions table has no rows until a visit.
  if (state === 'empty') return true;
  return state === 'ready' && (await hasPainted(container));
}

/**
 * Scrolls every widget of the page into view (they render lazily) and waits until each is
 * `data-state="ready"` and has painted. Returns the widget ids in page order.
 */
export async function waitForWidgets(page: Page, timeout = 30_000): Promise<string[]> {
  await page.getByTestId('dashboard-grid').first().waitFor({ timeout });
  const deadline = Date.now() + timeout;
  const containers = page.locator(
    '[data-testid="dashboard-grid"] [data-testid="widget-container"]',
  );
  let ids: string[] = [];
  let previous = '';
  for (;;) {
    ids = await containers.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-widget-id') ?? ''),
    );
    let pending: string[] = [];
    for (const id of ids) {
      const container = widget(page, id);
      // A widget may re-mount while we look (a reload's prefetched answers arriving, an edit
      // mode closing): a detached element counts as not painted yet, and the next round looks
      // again.
      const ready = await widgetReady(container, id).catch((error: unknown) => {
        if (error instanceof Error && /not attached|detached/i.test(error.message)) return false;
        throw error;
      });
      if (!ready) pending = [...pending, id];
    }
    // Done when every widget has painted and no widget came since the last look: a nested
    // child can mount just after its parent is ready, and a machine under load shows that gap.
    const seen = ids.join(' ');
    if (pending.length === 0 && ids.length > 0 && seen === previous) break;
    previous = seen;
    if (Date.now() > deadline) throw new Error(`widgets not painted: ${pending.join(', ')}`);
    await page.waitForTimeout(250);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return ids;
}

/** Logs in through the API; returns the token and the session user. */
export async function apiLogin(
  port: number,
  username: string,
  tenant = 'acme',
): Promise<{ token: string; user: Record<string, unknown> }> {
  const answer = await request(port, {
    method: 'POST',
    tenant,
    path: '/api/v1/login',
    headers: { 'x-auth-method': 'BasicAuth' },
    body: { username, password: DEMO_PASSWORD },
  });
  const body = answer.json as { token: string; user: Record<string, unknown> };
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.text}`);
  return body;
}

/** GET (or another method) on the API as a user; throws on a failed status. */
export async function apiJson<T>(
  port: number,
  token: string,
  path: string,
  options: { method?: string; body?: unknown; tenant?: string } = {},
): Promise<T> {
  const answer = await request(port, {
    method: options.method ?? 'GET',
    tenant: options.tenant ?? 'acme',
    path,
    token,
    body: options.body,
  });
  if (answer.status >= 400) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer.json as T;
}

/** Opens a widget's 'others' menu and returns the menu. */
export async function openMenu(page: Page, container: Locator): Promise<Locator> {
  await container.hover();
  await container.locator('[data-toolbar-item="others"]').click();
  const menu = page.getByTestId('widget-menu');
  await menu.waitFor();
  return menu;
}

/** Clicks a toolbar item of a widget, in the toolbar or in its 'others' menu. */
export async function toolbarAction(page: Page, container: Locator, item: string): Promise<void> {
  await container.hover();
  const inline = container.locator(`[data-toolbar-item="${item}"]`);
  if ((await inline.count()) > 0) return inline.first().click();
  const menu = await openMenu(page, container);
  await menu.locator(`[data-action="${item}"]`).click();
}

/**
 * Closes every toast, as a user would before reaching what they cover. A toast may close on
 * its own timer while this runs, so each pass clicks the first one still there.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-testid^="toast-"]');
  while ((await toasts.count()) > 0) {
    await toasts
      .first()
      .locator('button')
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(50);
  }
}

/**
 * The saved-query runs a request asks for, with the conditions of each: a widget's own call
 * (`POST /api/v2/services/queries/{slug}`, its body) or a dashboard's first answers (`POST
 * /api/v2/dashboards/{id}/answers`, each of its queries); none for any other request.
 */
export function queryRunsOf(sent: Request): { slug: string; body: Record<string, unknown> }[] {
  if (sent.method() !== 'POST') return [];
  const { pathname } = new URL(sent.url());
  const own = /^\/api\/v2\/services\/queries\/(\w+)$/.exec(pathname);
  if (own?.[1]) {
    return [{ slug: own[1], body: JSON.parse(sent.postData() ?? '{}') as Record<string, unknown> }];
  }
  if (!/^\/api\/v2\/dashboards\/[^/]+\/answers$/.test(pathname)) return [];
  const { queries } = JSON.parse(sent.postData() ?? '{}') as {
    queries: { slug: string; conditions: Record<string, unknown> }[];
  };
  return queries.map((query) => ({ slug: query.slug, body: query.conditions }));
}

/**
 * The next answer of saved query `slug` the page receives, from its own call or from a
 * dashboard's first answers (NDJSON, one `{i, rows}` line per query): the conditions it ran
 * with and its rows. Call it before the action that asks.
 */
export async function nextQueryAnswer(
  page: Page,
  slug: string,
): Promise<{ body: Record<string, unknown>; rows: Record<string, unknown>[] }> {
  const response = await page.waitForResponse((r) =>
    queryRunsOf(r.request()).some((run) => run.slug === slug),
  );
  const runs = queryRunsOf(response.request());
  const index = runs.findIndex((run) => run.slug === slug);
  const body = runs[index]?.body ?? {};
  if (!/\/answers$/.test(new URL(response.url()).pathname)) {
    return { body, rows: (await response.json()) as Record<string, unknown>[] };
  }
  const lines = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { i: number; rows?: Record<string, unknown>[] });
  const line = lines.find((candidate) => candidate.i === index);
  if (!line?.rows) throw new Error(`the answers call holds no rows of ${slug}`);
  return { body, rows: line.rows };
}

/** The bodies of the query runs of `slug` the page sends from now on; `stop` stops recording. */
export function recordRuns(page: Page, slug: string) {
  const bodies: Record<string, unknown>[] = [];
  const listener = (sent: Request) => {
    for (const run of queryRunsOf(sent)) if (run.slug === slug) bodies.push(run.body);
  };
  page.on('request', listener);
  return { bodies, stop: () => page.off('request', listener) };
}
