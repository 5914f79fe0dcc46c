import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('start page in Chromium', chromiumAvailability());

describe.skipIf(!runs)('navigator start serves each tenant on its host name', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-e2e-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['acme', 'Acme Retail'],
    ['globex', 'Globex Stores'],
  ])('%s.localhost shows %s with its logo on the login page', async (tenant, name) => {
    const page = await browser.newPage();
    await page.goto(`http://${tenant}.localhost:${server.port}/`);
    await page.waitForURL(/\/login$/);
    await expect(page.title()).resolves.toBe('Navigator');
    const card = page.locator(`[data-tenant="${tenant}"]`);
    await card.waitFor();
    await expect(card.getByTestId('tenant-name').textContent()).resolves.toBe(name);
    const logo = card.getByTestId('tenant-logo');
    await logo.evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve)),
    );
    const logoLoaded = await logo.evaluate(
      (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
    );
    expect(logoLoaded).toBe(true);
    await page.screenshot({ path: screenshotPath(`start-${tenant}`) });
    await page.close();
  });

  it("serves React's production build, whatever NODE_ENV it runs under (the test runner's 'test')", async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const html = await request(server.port, { path: '/', tenant: 'acme' });
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html.text)?.[1];
    expect(entry).toBeDefined();
    // The entry and the chunks it imports statically (the shell's `app` chunk holds React).
    const texts: string[] = [];
    const pending = [entry!];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const script = await request(server.port, { path: file, tenant: 'acme' });
      expect(script.status, file).toBe(200);
      texts.push(script.text);
      for (const match of script.text.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) {
        pending.push(new URL(match[1]!, `http://x${file}`).pathname);
      }
    }
    const main = texts.join('\n');
    // The production build of react-dom reports errors by code; the development one talks.
    expect(main).toContain('Minified React error');
    expect(main).not.toContain('Download the React DevTools');
    expect(html.text).not.toContain('jsx-dev-runtime');
  });

  it('lets the browser keep hashed assets for a year and revalidate the page that names them', async () => {
    const html = await request(server.port, { path: '/', tenant: 'acme' });
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html.text)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    const main = await request(server.port, { path: entry!, tenant: 'acme' });
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(html.headers['cache-control']).toBe('no-cache');
    // A client route is the same page: it must not be kept either.
    const route = await request(server.port, { path: '/retail/sales', tenant: 'acme' });
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.text).toBe(html.text);
  });

  it('a host name that is no tenant is told so', async () => {
    const page = await browser.newPage();
    await page.goto(`http://nobody.localhost:${server.port}/`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('no tenant');
    await page.close();
  });
});
