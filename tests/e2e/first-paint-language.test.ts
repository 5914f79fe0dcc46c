/**
 * Issue 30: the viewer's initial JavaScript is one file, and what a first screen does not
 * need loads later (Spanish and Portuguese texts, the user menu's list, the toasts' host, the
 * forbidden dialog, exceljs). A browser whose stored language is Spanish still paints its
 * first screen in Spanish: the catalog loads before React's first render, no English first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { initialScripts } from '../../bench/support/browser-build.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { launchChromium } from '../support/browser.ts';
import { DEMO_PASSWORD, tenantOrigin } from '../support/e2e-login.ts';
import { request } from '../support/http.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('first paint in the stored language', chromiumAvailability());

/** Where each piece of code that waits for its moment is recognised in a built file. */
const LATER_CODE: readonly [string, string][] = [
  ['Spanish shell texts', 'Bienvenido de nuevo. Inicia sesión para ver tus tableros.'],
  ['Portuguese shell texts', 'Bem-vindo de volta. Entre para ver seus painéis.'],
  ["Mantine's Menu", '@mantine/core/Menu`'],
  ["Mantine's Popover", '@mantine/core/Popover`'],
  ["Mantine's Modal", '@mantine/core/Modal`'],
  ["Mantine's toasts host", '@mantine/notifications/Notifications`'],
  ['exceljs', 'exceljs'],
];

/**
 * Records the text of #root at each DOM change while it has content, from the first: React's
 * first commit replaces index.html's frame (which holds no text), so the first entry is the
 * first screen the reader sees.
 */
const RECORD_TEXTS = `
  window.__rootTexts = [];
  new MutationObserver(() => {
    const root = document.getElementById('root');
    const text = root ? root.innerText.trim() : '';
    if (text && window.__rootTexts[window.__rootTexts.length - 1] !== text) {
      window.__rootTexts.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

const STORE_SPANISH = `localStorage.setItem('dbNavV3.settings.language', '"es"');`;

/**
 * Holds back the Spanish chunks' answers a while, as a slow network would: a first render
 * that did not wait for them would show English. (Not a timing assertion: what is checked is
 * the order of what the page showed.)
 */
async function slowSpanish(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/es-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

async function rootTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __rootTexts: string[] }).__rootTexts);
}

describe.skipIf(!runs)('the first screen: one script, and the stored language at once', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let acme = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-e2e-first-paint-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
    acme = tenantOrigin(server.url, 'acme');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('index.html loads one script, which holds none of the code that loads later', async () => {
    const html = await request(server.port, { path: '/', tenant: 'acme' });
    const scripts = initialScripts(html.text);
    expect(scripts).toHaveLength(1);
    const app = await request(server.port, { path: scripts[0]!, tenant: 'acme' });
    expect(app.status).toBe(200);
    // It imports no other script up front (no runtime chunk, no facade).
    expect(app.text).not.toMatch(/(?:^|[;\s}])import\s*[{"*\w][^;]*?from\s*"\.\/[^"]+\.js"/);
    expect(app.text).not.toMatch(/(?:^|[;\s}])import\s*"\.\/[^"]+\.js"/);
    for (const [name, marker] of LATER_CODE) {
      expect(app.text.includes(marker), `${name} in ${scripts[0]}`).toBe(false);
    }
    // The markers are real: each is in some chunk the app can load.
    const chunkNames = [...app.text.matchAll(/["`](?:\.\/|\/?assets\/)?([\w.-]+\.js)["`]/g)].map(
      (match) => match[1]!,
    );
    const chunks = await Promise.all(
      [...new Set(chunkNames)].map(
        async (name) =>
          (await request(server.port, { path: `/assets/${name}`, tenant: 'acme' })).text,
      ),
    );
    const viewer = chunks.join('\n');
    for (const [name, marker] of LATER_CODE.filter(([, m]) => m !== 'exceljs')) {
      expect(viewer.includes(marker), `${name} in a lazy chunk`).toBe(true);
    }
  });

  it('the login page paints in Spanish first when Spanish is stored', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await context.addInitScript(RECORD_TEXTS);
    await context.addInitScript(STORE_SPANISH);
    await slowSpanish(context);
    const page = await context.newPage();
    await page.goto(`${acme}/login`);
    await page.getByTestId('login-form').waitFor();
    const texts = await rootTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts[0]).toContain('Iniciar sesión');
    for (const text of texts) {
      expect(text).not.toContain('Sign in');
      expect(text).not.toContain('Welcome back');
    }
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    await page.screenshot({ path: screenshotPath('first-paint-es-login') });
    await context.close();
  });

  it('a dashboard paints its shell in Spanish first when Spanish is stored', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await context.addInitScript(STORE_SPANISH);
    const login = await context.newPage();
    await login.goto(`${acme}/login`);
    const form = login.getByTestId('login-form');
    await form.locator('input[name="username"]').fill('owner');
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await login.getByTestId('main-layout').waitFor();
    await login.close();
    // A new visit with the stored login and language (routing turns the HTTP cache off).
    await context.addInitScript(RECORD_TEXTS);
    await slowSpanish(context);
    const page = await context.newPage();
    await page.goto(`${acme}/retail/sales`);
    await page.getByTestId('main-layout').waitFor();
    await page.getByTestId('user-menu').waitFor();
    const texts = await rootTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts[0]).toContain('Términos de uso');
    for (const text of texts) expect(text).not.toContain('Terms of use');
    await page.screenshot({ path: screenshotPath('first-paint-es-dashboard') });
    // The user menu (its list a chunk of its own) still switches the language.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-pt').click();
    await page.getByTestId('language-pt').waitFor({ state: 'hidden' });
    await expect(page.getByTestId('main-layout').innerText()).resolves.toContain('Termos de uso');
    await context.close();
  });
});
