import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';
import { DEMO_PASSWORD, loginAs, tenantOrigin } from '../support/e2e-login.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';
import { screenshotPath } from '../support/screenshots.ts';

const runs = requireOrSkip('application shell in Chromium', chromiumAvailability());

/** Program names in the sidebar, in order. */
async function sidebarPrograms(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-testid^="nav-program-"]').first().waitFor();
  return sidebar
    .locator('[data-testid^="nav-program-"]')
    .evaluateAll((links) =>
      links.map((link) => link.querySelector('.mantine-NavLink-label')?.textContent ?? ''),
    );
}

async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && img.naturalWidth > 0),
  );
}

describe.skipIf(!runs)('the application shell', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let acme = '';
  let globex = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-e2e-shell-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
    acme = tenantOrigin(server.url, 'acme');
    globex = tenantOrigin(server.url, 'globex');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    return context.newPage();
  }

  it('acme: branded login, then only acme programs with their modules', async () => {
    const page = await newPage();
    await page.goto(`${acme}/login`);
    await expect(page.getByTestId('tenant-name').textContent()).resolves.toBe('Acme Retail');
    await expect(page.title()).resolves.toBe('Navigator');
    await page.getByTestId('slideshow').waitFor();
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('shell-login-acme') });

    await loginAs(page, server.url, 'acme', 'viewer');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('navbar-title').textContent()).resolves.toBe(
      'Acme Retail Analytics',
    );
    await expect(sidebarPrograms(page)).resolves.toEqual([
      'Retail Performance',
      'E-commerce',
      'Store Operations',
    ]);
    const card = page.getByTestId('program-card-retail');
    await card.getByTestId('program-module-retail_sales').waitFor();
    await expect(card.textContent()).resolves.toContain('Products');
    // The program's image_url heads its card.
    const image = card.getByTestId('program-image');
    await expect(image.getAttribute('src')).resolves.toBe('/api/v2/services/images/slide-growth');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('program-module-stores_ops_network').waitFor();
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('shell-home-acme') });

    await page.getByTestId('nav-program-retail').click();
    await page.getByTestId('program-page').waitFor();
    await page.getByTestId('module-card-retail_products').waitFor();
    await expect(page.title()).resolves.toBe('Retail Performance · Navigator');
    await page.screenshot({ path: screenshotPath('shell-program-retail') });
    await page.context().close();
  });

  it('globex: its own branding and only its program', async () => {
    const page = await newPage();
    await page.goto(`${globex}/login`);
    await expect(page.getByTestId('tenant-name').textContent()).resolves.toBe('Globex Stores');
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('shell-login-globex') });
    await loginAs(page, server.url, 'globex', 'owner');
    await expect(sidebarPrograms(page)).resolves.toEqual(['Retail Performance']);
    await expect(page.getByTestId('navbar-title').textContent()).resolves.toBe(
      'Globex Store Insights',
    );
    await expect(page.getByTestId('program-card-ecommerce').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a user with fixed filters sees only their programs; others are off limits', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'fixed');
    await expect(sidebarPrograms(page)).resolves.toEqual([
      'Retail Performance',
      'Store Operations',
    ]);
    // A program/module pair that is not the user's goes home.
    await page.goto(`${acme}/ecommerce/overview`);
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // So does an unknown module of one of their programs.
    await page.goto(`${acme}/retail/nope`);
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The program page of a program that is not theirs is access restricted.
    await page.goto(`${acme}/ecommerce`);
    const restricted = page.getByTestId('error-page');
    await restricted.waitFor();
    await expect(restricted.textContent()).resolves.toContain('Access Restricted');
    await expect(restricted.textContent()).resolves.toContain(
      "You don't have permission to view this information. Please request your manager for access.",
    );
    await page.context().close();
  });

  it("a wrong password shows the server's message", async () => {
    const page = await newPage();
    await page.goto(`${acme}/login`);
    const form = page.getByTestId('login-form');
    await form.locator('input[name="username"]').fill('viewer');
    await form.locator('input[name="password"]').fill('wrong-password');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe(
      'Invalid username or password.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('logout ends the session; /login sends a logged-in user home', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'owner');
    await page.goto(`${acme}/login`);
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const token = await page.evaluate(() => localStorage.getItem('auth.token'));
    expect(token).toBeTruthy();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.evaluate(() => localStorage.getItem('auth.token'))).resolves.toBeNull();
    // The server revoked that token.
    const session = await request(server.port, {
      path: '/api/v1/user/session',
      tenant: 'acme',
      token: token ?? '',
    });
    expect(session.status).toBe(401);
    // The main layout now needs a login again.
    await page.goto(`${acme}/retail`);
    await page.getByTestId('login-form').waitFor();
    await page.context().close();
  });

  it('an unknown page reads Page not Found with a link home', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.goto(`${acme}/retail/sales/not/a/page`);
    const notFound = page.getByTestId('not-found-page');
    await notFound.waitFor();
    await expect(notFound.locator('h1').textContent()).resolves.toBe('Page not Found');
    await expect(notFound.textContent()).resolves.toContain(
      'The module or page your are looking for could not be found.',
    );
    await page.screenshot({ path: screenshotPath('shell-404') });
    await notFound.getByRole('link', { name: 'Return to homepage' }).click();
    await page.getByTestId('home-page').waitFor();
    // An unknown program reads the same once the server says it does not exist.
    await page.goto(`${acme}/no_such_program`);
    await page.getByTestId('not-found-page').waitFor();
    await page.context().close();
  });

  it('the language switch changes visible texts to es and pt', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await expect(page.getByTestId('nav-home').textContent()).resolves.toBe('Home');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-es').click();
    // The menu closes once the language's texts (a chunk of their own) are there.
    await page.getByTestId('language-es').waitFor({ state: 'hidden' });
    await expect(page.getByTestId('nav-home').textContent()).resolves.toBe('Inicio');
    await expect(page.getByTestId('home-page').locator('h1').textContent()).resolves.toBe(
      'Hola, Vera',
    );
    await expect(page.getByTestId('terms-link').textContent()).resolves.toBe('Términos de uso');
    await page.getByTestId('program-module-retail_sales').waitFor();
    await page.screenshot({ path: screenshotPath('shell-home-es') });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-pt').click();
    await page.getByTestId('language-pt').waitFor({ state: 'hidden' });
    await expect(page.getByTestId('nav-home').textContent()).resolves.toBe('Início');
    await expect(page.getByTestId('terms-link').textContent()).resolves.toBe('Termos de uso');
    // The choice survives a reload.
    await page.reload();
    await expect(page.getByTestId('nav-home').textContent()).resolves.toBe('Início');
    await page.context().close();
  });

  it('the landing route logs in with a token and shows an error on the login page', async () => {
    const login = await request(server.port, {
      method: 'POST',
      path: '/api/v1/login',
      tenant: 'acme',
      headers: { 'x-auth-method': 'BasicAuth' },
      body: { username: 'super', password: DEMO_PASSWORD },
    });
    const token = (login.json as { token: string }).token;
    const page = await newPage();
    await page.goto(`${acme}/landing?token=${encodeURIComponent(token)}&origin=portal`);
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('home-page').locator('h1').textContent()).resolves.toBe(
      'Welcome, Samir',
    );
    await page.context().close();

    const second = await newPage();
    await second.goto(`${acme}/landing?error=${encodeURIComponent('SSO refused')}`);
    await second.getByTestId('login-form').waitFor();
    expect(new URL(second.url()).pathname).toBe('/login');
    await expect(second.getByTestId('login-callback-error').textContent()).resolves.toBe(
      'Sign-in failed: SSO refused',
    );
    await second.context().close();
  });

  it('a revoked session shows the forbidden countdown, then the login page', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.getByTestId('program-module-retail_sales').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('auth.token'));
    const revoked = await request(server.port, {
      path: '/api/v1/logout',
      tenant: 'acme',
      token: token ?? '',
    });
    expect(revoked.status).toBe(200);
    // The next call of the app (the program's operational variables) is refused.
    await page.getByTestId('nav-program-ecommerce').click();
    const dialog = page.getByTestId('forbidden-dialog');
    await dialog.waitFor();
    await expect(page.getByTestId('forbidden-title').textContent()).resolves.toBe(
      'Error Forbidden.',
    );
    await expect(page.getByTestId('forbidden-text').textContent()).resolves.toBe(
      'Sorry, you are not allowed in here. Please log in again.',
    );
    const labels = new Set<string>();
    const button = page.getByTestId('forbidden-ok');
    const started = Date.now();
    while (Date.now() - started < 6000 && !page.url().endsWith('/login')) {
      const text = await button.textContent({ timeout: 200 }).catch(() => undefined);
      if (text) labels.add(text);
      await page.waitForTimeout(100);
    }
    expect([...labels]).toEqual(['OK (3)', 'OK (2)', 'OK (1)', 'Redirecting']);
    await page.getByTestId('login-form').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('auth.token'))).resolves.toBeNull();
    await page.context().close();
  });

  it('going offline shows a banner until the connection returns, then a toast', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('You are offline');
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
    // The return is announced by a toast titled 'Navigator' at the top right.
    const toast = page.getByTestId('toast-success');
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toBe('NavigatorYou are back online.');
    const box = await toast.boundingBox();
    expect(box && box.x > 1366 / 2 && box.y < 200).toBe(true);
    await page.context().close();
  });

  it("an idle page loads its sidebar links' module code before any click; not on 2g", async () => {
    /** Whether the home page of `page` loaded a module page's chart chunk within `waitMs`. */
    const loadsModuleCode = async (page: Page, waitMs: number) => {
      const chunks: string[] = [];
      page.on('request', (r) => {
        // The module page's chunk (the dashboard, the widget types, charts: vite.config.ts).
        if (/\/assets\/viewer-[^/]*\.js$/.test(new URL(r.url()).pathname)) chunks.push(r.url());
      });
      await page.goto(`${acme}/`);
      await page.getByTestId('sidebar').locator('[data-testid^="nav-module-"]').first().waitFor();
      await expect
        .poll(() => chunks.length, { timeout: waitMs })
        .toBeGreaterThan(0)
        .catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/');
      return chunks.length > 0;
    };

    const fast = await newPage();
    await loginAs(fast, server.url, 'acme', 'viewer');
    // At most 2000 ms after the page rendered, sooner when it is idle.
    await expect(loadsModuleCode(fast, 4_000)).resolves.toBe(true);

    // The same page on a 2g connection (what the Network Information API reports) loads none.
    const slow = await newPage();
    await slow.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { effectiveType: '2g', saveData: false },
      });
    });
    await loginAs(slow, server.url, 'acme', 'viewer');
    await expect(loadsModuleCode(slow, 3_500)).resolves.toBe(false);
  });

  it('scroll: a new page starts at the top; back and reload return to where the reader was', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    const dashboard = `${acme}/retail/sales?dashboard=executive-overview`;
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const settledAt = async (y: number) => {
      await expect.poll(scrollY, { timeout: 10_000 }).toBe(y);
    };
    await page.goto(dashboard);
    await page.getByTestId('dashboard-grid').waitFor();
    // Tall enough to scroll once the widgets have their rows.
    await page.waitForFunction(() => document.documentElement.scrollHeight > 2500);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await settledAt(1200);

    // Another page starts at the top.
    await page.getByTestId('nav-program-retail').click();
    await page.getByTestId('program-page').waitFor();
    await settledAt(0);

    // Back: the dashboard where it was left.
    await page.goBack();
    await page.getByTestId('dashboard-grid').waitFor();
    await settledAt(1200);

    // A reload keeps the place too.
    await page.evaluate(() => window.scrollTo(0, 900));
    await settledAt(900);
    await page.reload();
    await page.getByTestId('dashboard-grid').waitFor();
    await settledAt(900);
    await page.context().close();
  });

  it('the footer links to the terms page', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await expect(page.getByTestId('app-footer').textContent()).resolves.toContain(
      `© ${new Date().getFullYear()}`,
    );
    await page.getByTestId('terms-link').click();
    await page.getByTestId('terms-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms-of-use-agreement');
    await expect(page.getByTestId('terms-page').locator('h1').textContent()).resolves.toBe(
      'Terms of use',
    );
    await page.context().close();
  });

  it('records a page view on each route change', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.getByTestId('nav-program-retail').click();
    await page.getByTestId('program-page').waitFor();
    const paths = await page.evaluate(() =>
      (window.__navigatorPageViews?.() ?? []).map((view) => view.path),
    );
    expect(paths).toEqual(['/login', '/', '/retail']);
    await page.context().close();
  });

  it('a module page whose code cannot load reloads once, then shows the error page', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    // Off the home page first: its deferred parts (the user menu's list shares code with the
    // viewer chunk) load once it settles, and a failure there would reload home (the guard)
    // in the middle of the navigation below.
    await page.goto('about:blank');
    // The module page's chunk is gone, as after a deploy that replaced the files (its name
    // and an 8-character hash; vite.config.ts groups the dashboard's code into it).
    const chunk = /\/assets\/viewer-[\w-]{8}\.js$/;
    await page.context().route(chunk, (route) => route.abort());
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto(`${acme}/retail/sales`);
    await page.getByTestId('error-page').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('error-status').textContent()).resolves.toContain('500');
    // The goto, and one reload: the guard does not reload again within its 60 seconds.
    expect(documents).toBe(2);
    await expect(page.getByTestId('sidebar').count()).resolves.toBe(1);

    // Once the chunk is there again, a reload shows the page: nothing stuck from the failure.
    await page.context().unroute(chunk);
    await page.reload();
    await page.getByTestId('module-page').waitFor();
    await page.context().close();
  });
});
