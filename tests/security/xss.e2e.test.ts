/**
 * Hostile author content in Chromium (issue 24): an owner writes the XSS corpus
 * (xss-corpus.ts) into every author-controlled field of a dashboard (raw and sanitized
 * header/body HTML, markdown, titles, descriptions, image and iframe URLs, vega specs) and a
 * viewer opens it. No vector may run (every one would call the `__xss` binding or open a
 * dialog), while every widget still renders. Every HTML page and API answer carries the
 * security headers; the demo dashboards draw their charts under the policy without a single
 * Content-Security-Policy violation; a raw HTML block is photographed to check its look.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import {
  FRAME_URLS,
  HTML_VECTORS,
  htmlCorpus,
  IMAGE_URLS,
  MARKER,
  markdownCorpus,
  VEGA_SPECS,
} from './xss-corpus.ts';

const runs = requireOrSkip('XSS corpus in Chromium', chromiumAvailability());

const DASHBOARD = 'xss-corpus';
const CORPUS_PAGE = `/retail/products?dashboard=${DASHBOARD}`;

/** The raw header of the demo's Top Products in this suite's config: what the picture shows. */
const RAW_HEADER = [
  '<style>.note{display:flex;gap:8px;align-items:center}',
  '.tag{background:#e6fcf5;color:#087f5b;border-radius:4px;padding:1px 6px;font-weight:600}</style>',
  '<div class="note"><span class="tag">Raw HTML</span>',
  '<span>Ranked by revenue. A best seller with a margin under 15% is worth a ',
  '<a href="https://en.wikipedia.org/wiki/Pricing">pricing review</a>.</span></div>',
  `<script>__xss('demo-raw-header')</script>`,
].join('');

/** The corpus dashboard: one widget per field kind, two per grid row. */
function corpusDashboard(base: Record<string, unknown>): Record<string, unknown> {
  const widgets: Record<string, Record<string, unknown>> = {
    html_inline: {
      // Titles are at most 30 characters (widget schema).
      title: `<img src=x onerror=__xss(1)>`,
      classbase: 'markdown',
      description: htmlCorpus('description'),
      params: {
        markdown: markdownCorpus('markdown'),
        headerHtml: { allow: true, raw: false, html: htmlCorpus('header-inline') },
        bodyHtml: { allow: true, raw: false, html: htmlCorpus('body-inline') },
      },
    },
    html_raw: {
      title: 'Raw',
      classbase: 'markdown',
      params: {
        markdown: MARKER,
        headerHtml: { allow: true, raw: true, html: htmlCorpus('header-raw'), height: 120 },
        bodyHtml: { allow: true, raw: true, html: htmlCorpus('body-raw') },
      },
    },
    html_not_allowed: {
      title: 'Not allowed',
      classbase: 'markdown',
      params: {
        markdown: MARKER,
        headerHtml: { html: '<p>NOT-ALLOWED-HEADER</p>' },
        bodyHtml: { html: '<p>NOT-ALLOWED-BODY</p>', raw: true },
      },
    },
    frame_self: {
      title: 'Own origin frame',
      classbase: 'iframe',
      url: '/terms-of-use-agreement',
      params: { frame: { sandbox: 'allow-scripts allow-same-origin' } },
    },
  };
  IMAGE_URLS.forEach((url, index) => {
    widgets[`image_${index}`] = { title: `Image ${index}`, classbase: 'image', url };
  });
  FRAME_URLS.forEach((url, index) => {
    widgets[`frame_${index}`] = { title: `Frame ${index}`, classbase: 'iframe', url };
  });
  for (const { id, spec } of VEGA_SPECS) {
    widgets[id] = {
      title: id,
      classbase: 'chart',
      query_slug: { slug: 'retail_sales_by_category' },
      params: { graph: { type: 'bar', xkey: 'category', ykey: 'revenue', spec } },
    };
  }
  const layout = Object.keys(widgets).map((id, index) => ({
    i: id,
    x: (index % 2) * 6,
    y: Math.floor(index / 2) * 4,
    w: 6,
    h: 4,
  }));
  return {
    ...base,
    dashboard_id: DASHBOARD,
    name: DASHBOARD,
    title: 'XSS corpus',
    conditions: undefined,
    filtering_show: undefined,
    allow_filtering: false,
    widgets,
    layout,
  };
}

async function editJson(file: string, edit: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  await writeFile(file, JSON.stringify(value, null, 2) + '\n');
}

/** Every call of `__xss` and every dialog in `page` (and its frames). */
async function recordScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeBinding('__xss', ({ frame }, id: unknown) => {
    ran.push(`${String(id)} in ${frame.url()}`);
  });
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return ran;
}

/** Proves the recorder hears a call from the page (the test is not vacuous), then clears it. */
async function checkRecorder(page: Page, ran: string[]): Promise<void> {
  await page.evaluate(() => (window as unknown as { __xss: (id: string) => void }).__xss('probe'));
  await page.evaluate(() => alert('probe'));
  expect(ran).toEqual([expect.stringMatching(/^probe in /), 'dialog: probe']);
  ran.length = 0;
}

/** Console messages that report a Content-Security-Policy violation. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Scrolls to a widget (it renders when in view), again if it re-mounted meanwhile. */
async function scrolledTo(container: Locator): Promise<Locator> {
  await expect
    .poll(
      () =>
        container.scrollIntoViewIfNeeded({ timeout: 2000 }).then(
          () => true,
          () => false,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  return container;
}

describe.skipIf(!runs)('author content cannot run script (XSS corpus)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-xss-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const dashboards = path.join(configDir, 'acme', 'dashboards');
    const base = JSON.parse(await readFile(path.join(dashboards, 'product-mix.json'), 'utf8'));
    const corpus = Object.fromEntries(
      Object.entries(corpusDashboard(base)).filter(([, value]) => value !== undefined),
    );
    await writeFile(path.join(dashboards, `${DASHBOARD}.json`), JSON.stringify(corpus, null, 2));
    await editJson(path.join(configDir, 'acme', 'programs', 'retail.json'), (program) => {
      const modules = program.modules as { module_slug: string; dashboards: string[] }[];
      modules.find((m) => m.module_slug === 'retail_products')?.dashboards.push(DASHBOARD);
    });
    await editJson(path.join(dashboards, 'product-mix.json'), (dashboard) => {
      const widgets = dashboard.widgets as Record<string, { params: Record<string, unknown> }>;
      const top = widgets.top_products;
      if (top) top.params.headerHtml = { allow: true, raw: true, html: RAW_HEADER, height: 40 };
    });
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function viewer(): Promise<UserPage> {
    const opened = await openAs(browser, server.url, 'viewer');
    pages.push(opened);
    return opened;
  }

  it('has a corpus of at least 30 HTML vectors', () => {
    expect(HTML_VECTORS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HTML_VECTORS).size).toBe(HTML_VECTORS.length);
  });

  it.each([
    '/',
    '/login',
    '/retail/products',
    CORPUS_PAGE,
    '/terms-of-use-agreement',
    '/no/such/page',
    '/index.html',
  ])('the HTML page %s carries the strict policy', async (url) => {
    const response = await request(server.port, { path: url, tenant: 'acme' });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The built page has no inline script for the policy to allow.
    expect(response.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/v1/user/session'],
    ['POST', '/api/v2/services/queries/troc_client_tenant'],
    ['GET', '/api/v9/nothing'],
  ])('the API answer %s %s says nosniff and carries the policy', async (method, url) => {
    const response = await request(server.port, { method, path: url, tenant: 'acme' });
    expect(String(response.headers['content-type'])).toMatch(/application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('a viewer opens the corpus: every widget renders and no vector runs', async () => {
    const { page, origin } = await viewer();
    const ran = await recordScripts(page);
    await page.goto(`${origin}${CORPUS_PAGE}`);
    await page.getByTestId('dashboard-grid').first().waitFor();
    await checkRecorder(page, ran);

    // Sanitized inline HTML and markdown render their text, without a single vector.
    const inline = await scrolledTo(widget(page, 'html_inline'));
    for (const field of ['header-inline', 'body-inline', 'markdown']) {
      await expect
        .poll(() => inline.innerText(), { timeout: 20_000 })
        .toContain(`${MARKER} ${field}`);
    }
    // The title is text, shown as written.
    await expect(inline.innerText()).resolves.toContain('<img src=x onerror=__xss(1)>');

    // Raw HTML renders, as written, in sandboxed frames without same-origin.
    const raw = await scrolledTo(widget(page, 'html_raw'));
    for (const place of ['header', 'body']) {
      const frame = raw.locator(`iframe[data-testid="widget-${place}-html"]`);
      await frame.waitFor();
      await expect(frame.getAttribute('sandbox')).resolves.toBe('allow-popups');
      await expect
        .poll(() => frame.contentFrame().locator('body').innerText(), { timeout: 20_000 })
        .toContain(`${MARKER} ${place}-raw`);
    }

    // A block without allow: true is not shown at all.
    const hidden = await scrolledTo(widget(page, 'html_not_allowed'));
    await expect.poll(() => hidden.innerText()).toContain(MARKER);
    await expect(
      hidden.locator('[data-testid^="widget-"][data-testid$="-html"]').count(),
    ).resolves.toBe(0);
    await expect(hidden.innerText()).resolves.not.toContain('NOT-ALLOWED');

    // Image and iframe URLs that are no http(s) page of an allowed origin never load.
    for (const index of IMAGE_URLS.keys()) {
      const image = await scrolledTo(widget(page, `image_${index}`));
      await expect.poll(() => image.innerText()).toContain('This image address is not allowed');
      await expect(image.locator('img').count()).resolves.toBe(0);
    }
    for (const index of FRAME_URLS.keys()) {
      const frame = await scrolledTo(widget(page, `frame_${index}`));
      await frame.getByTestId('iframe-blocked').waitFor();
      await expect(frame.locator('iframe').count()).resolves.toBe(0);
    }
    // The app framing itself never gets scripts and same-origin together.
    const self = await scrolledTo(widget(page, 'frame_self'));
    await expect(self.locator('iframe').getAttribute('sandbox')).resolves.toBe('allow-scripts');

    // Vega: outside data and images, and expressions reaching for constructors, fail visibly;
    // javascript: links and HTML tooltips draw but never run.
    for (const { id, fails } of VEGA_SPECS) {
      const chart = await scrolledTo(widget(page, id));
      if (fails) {
        const alert = chart.locator('[role="alert"]');
        await alert.waitFor({ timeout: 20_000 });
        if (id === 'vega_data_url') {
          await expect(alert.innerText()).resolves.toMatch(/evil\.example is not allowed/);
        }
      } else {
        const canvas = chart.locator('[data-testid="chart-canvas"] canvas');
        await canvas.waitFor({ timeout: 20_000 });
        const box = await canvas.boundingBox();
        if (!box) throw new Error(`${id}: no canvas`);
        // Every bar links to javascript:, and every tooltip is HTML: hover and click them all.
        for (let step = 1; step < 10; step++) {
          const x = box.x + (box.width * step) / 10;
          await page.mouse.move(x, box.y + box.height * 0.8);
          await page.mouse.click(x, box.y + box.height * 0.8);
        }
        await expect(page.locator('#vg-tooltip-element img').count()).resolves.toBe(0);
      }
    }

    // The description's corpus, in the help popover.
    await (await scrolledTo(inline)).locator('[data-toolbar-item="help"]').click();
    await expect
      .poll(() => page.getByTestId('widget-help').innerText())
      .toContain(`${MARKER} description`);

    // Nothing the page holds can still be activated into script.
    const dangerous = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter(
            (attr) =>
              /^on/i.test(attr.name) ||
              (/^(href|src|action|data|formaction|xlink:href|srcdoc)$/i.test(attr.name) &&
                /^\s*(javascript|data:text|vbscript)/i.test(attr.value)),
          )
          .map((attr) => `<${element.tagName.toLowerCase()} ${attr.name}="${attr.value}">`),
      ),
    );
    expect(dangerous).toEqual([]);
    // A last round trip to the page, so any handler queued by the renders has had its turn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(ran).toEqual([]);
  });

  it('the demo draws under the policy: charts, tooltips and a raw block, no violation', async () => {
    const { page, origin } = await viewer();
    const ran = await recordScripts(page);
    const violations = cspViolations(page);
    await page.goto(`${origin}/retail/products?dashboard=product-mix`);
    const ids = await waitForWidgets(page);
    expect(ids).toContain('margin_heatmap');
    await checkRecorder(page, ran);

    // A tooltip of the heatmap: vega's interpreted expressions drive it.
    const heatmap = widget(page, 'margin_heatmap');
    await heatmap.scrollIntoViewIfNeeded();
    const box = await heatmap.locator('[data-testid="chart-canvas"] canvas').boundingBox();
    if (!box) throw new Error('no heatmap canvas');
    const tooltip = page.locator('#vg-tooltip-element.visible');
    for (let x = box.x + box.width * 0.2; x < box.x + box.width * 0.9; x += 12) {
      await page.mouse.move(x, box.y + box.height * 0.4);
      if ((await tooltip.count()) > 0) break;
    }
    await expect.poll(() => tooltip.count()).toBe(1);
    await expect(tooltip.innerText()).resolves.not.toBe('');

    // The raw header: in its frame, styled like the widget, its script inert.
    const top = widget(page, 'top_products');
    await top.scrollIntoViewIfNeeded();
    const frame = top.locator('iframe[data-testid="widget-header-html"]');
    await expect
      .poll(() => frame.contentFrame().locator('body').innerText())
      .toContain('Ranked by revenue');
    await page.mouse.move(0, 0);
    await top.screenshot({ path: screenshotPath('raw-html-header') });

    await page.goto(`${origin}/retail/sales?dashboard=sales-overview`);
    await waitForWidgets(page);
    expect(violations).toEqual([]);
    expect(ran).toEqual([]);
  });
});
