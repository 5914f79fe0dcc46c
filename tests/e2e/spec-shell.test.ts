/**
 * The shell's session calls, routes and layouts of app-shell §2-§8 that a user meets, in
 * Chromium against `navigator start` on a private copy of config-samples in which the globex
 * tenant offers no login method (providers []).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { apiLogin, openAs, widget } from '../support/dashboard-page.ts';
import { DEMO_PASSWORD, loginAs, tenantOrigin } from '../support/e2e-login.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { request } from '../support/http.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('shell session calls and routes in Chromium', chromiumAvailability());

const NO_PERMISSION = "You don't have permission to view this information.";
const ERROR_AUTHENTICATION_TEXT =
  'Your sign-in could not be completed: the session could not be stored on this browser (ERROR_AUTHENTICATION).';

/** Requests of `page` whose path starts with `prefix`, collected from now on. */
function recordRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(prefix)) seen.push(r);
  });
  return seen;
}

/** What the tab does when the user comes back to it. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

describe.skipIf(!runs)('shell session calls, routes and layouts', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let acme = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-spec-shell-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const globex = path.join(configDir, 'globex', 'tenant.json');
    const tenant = JSON.parse(await readFile(globex, 'utf8')) as Record<string, unknown>;
    await writeFile(globex, JSON.stringify({ ...tenant, providers: [] }, null, 2));
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
    acme = tenantOrigin(server.url, 'acme');
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

  it('the login page asks auth/methods with the providers and posts the credentials form-encoded', async () => {
    const page = await newPage();
    const methods = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/methods'));
    await page.goto(`${acme}/login`);
    expect((await methods).postDataJSON()).toEqual({ providers: ['BasicAuth'] });
    // branding.logo_client ("logo" in acme's tenant.json) is the logo on the login card.
    const logo = page.getByTestId('tenant-logo');
    await expect(logo.getAttribute('src')).resolves.toBe('/api/v2/services/images/logo');
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.locator('html').getAttribute('data-layout')).resolves.toBe('auth');
    const login = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/login'),
    );
    await loginAs(page, server.url, 'acme', 'viewer');
    const sent = await login;
    expect(sent.headers()['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(sent.headers()['x-auth-method']).toBe('BasicAuth');
    expect(new URLSearchParams(sent.postData() ?? '').get('username')).toBe('viewer');
    await expect(page.locator('html').getAttribute('data-layout')).resolves.toBe('main');
    await page.context().close();
  });

  it('a tenant with no login method shows no form', async () => {
    const page = await newPage();
    await page.goto(`${tenantOrigin(server.url, 'globex')}/login`);
    await expect(page.getByTestId('tenant-name').textContent()).resolves.toBe('Globex Stores');
    await expect(page.getByTestId('login-no-methods').textContent()).resolves.toBe(
      'No sign-in method is available for this site. Ask your administrator.',
    );
    await expect(page.locator('input[name="password"]').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a failed tenant call is ignored: the form shows with the default logo and background', async () => {
    const page = await newPage();
    await page.route('**/api/v2/services/queries/troc_client_tenant', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(`${acme}/login`);
    await page.getByTestId('login-form').locator('input[name="password"]').waitFor();
    await expect(page.getByTestId('tenant-logo').getAttribute('data-default-logo')).resolves.toBe(
      'true',
    );
    await expect(
      page.getByTestId('slideshow').getAttribute('data-default-background'),
    ).resolves.toBe('true');
    await expect(page.getByText('Unknown site').count()).resolves.toBe(0);
    // The form works with the default branding.
    await page.unroute('**/api/v2/services/queries/troc_client_tenant');
    await page.locator('input[name="username"]').fill('viewer');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('main-layout').waitFor();
    await page.context().close();

    // A host that is no tenant (404) keeps saying so: its login would be refused anyway.
    const unknown = await newPage();
    await unknown.goto(`${tenantOrigin(server.url, 'nosuchtenant')}/login`);
    await unknown.getByText('Unknown site').waitFor();
    await expect(unknown.getByTestId('login-form').count()).resolves.toBe(0);
    await unknown.context().close();
  });

  it.each(['/login/callback', '/callback'])(
    '%s confirms the token with GET /api/v1/login and goes home; a refused one shows ERROR_AUTHENTICATION',
    async (route) => {
      const { token } = await apiLogin(server.port, 'super');
      const page = await newPage();
      const check = page.waitForRequest(
        (r) => r.method() === 'GET' && r.url().endsWith('/api/v1/login'),
      );
      await page.goto(`${acme}${route}?token=${encodeURIComponent(token)}&origin=portal`);
      const sent = await check;
      expect(sent.headers()['authorization']).toBe(`Bearer ${token}`);
      expect(sent.headers()['x-auth-method']).toBe('BasicAuth');
      await page.getByTestId('home-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByTestId('home-page').locator('h1').textContent()).resolves.toBe(
        'Welcome, Samir',
      );
      // The token is kept under the 'auth.' prefix with the Bearer type (app-shell §9).
      await expect(page.evaluate(() => localStorage.getItem('auth.token'))).resolves.toBe(token);
      await page.context().close();

      const refused = await newPage();
      await refused.goto(`${acme}${route}?token=not-a-token`);
      await refused.getByTestId('login-form').waitFor();
      expect(new URL(refused.url()).pathname).toBe('/login');
      await expect(refused.getByTestId('login-callback-error').textContent()).resolves.toBe(
        ERROR_AUTHENTICATION_TEXT,
      );
      await expect(refused.evaluate(() => localStorage.getItem('auth.token'))).resolves.toBeNull();
      await refused.context().close();
    },
  );

  it('the login screen stays hidden while the tenant loads; /reset-password shows in the auth layout', async () => {
    const page = await newPage();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/services/queries/troc_client_tenant', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${acme}/login`);
    await page.getByTestId('auth-loading').waitFor({ state: 'attached' });
    await expect(page.getByTestId('login-form').count()).resolves.toBe(0);
    release();
    await page.getByTestId('login-form').waitFor();
    await expect(page.getByTestId('auth-loading').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Reset your password' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reset-password');
    await page.getByText('Ask your administrator to reset the password of your account.').waitFor();
    await expect(page.getByTestId('tenant-name').textContent()).resolves.toBe('Acme Retail');
    await page.context().close();
  });

  it('the landing route records ERROR_AUTHENTICATION when the token cannot be stored', async () => {
    const page = await newPage();
    await page.goto(`${acme}/landing?token=%20%20&origin=portal`);
    await page.getByTestId('login-form').waitFor();
    await expect(page.getByTestId('login-callback-error').textContent()).resolves.toBe(
      ERROR_AUTHENTICATION_TEXT,
    );
    await page.context().close();
  });

  it('coming back to the tab checks the session and refreshes the programs; a dead session goes to /', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.goto(`${acme}/retail`);
    await page.getByTestId('program-page').waitFor();
    const checks = recordRequests(page, '/api/v1/check_session/');
    const lists = recordRequests(page, '/api/v2/services/queries/troc_programs_list');
    await returnToTab(page);
    // The browser may report a focus of its own as well: counted as at least one.
    await expect.poll(() => lists.length).toBeGreaterThanOrEqual(1);
    expect(checks.length).toBeGreaterThanOrEqual(1);
    expect(checks[0]?.headers()['authorization']).toMatch(/^Bearer /);
    expect(new URL(page.url()).pathname).toBe('/retail');
    await expect(
      page.getByTestId('sidebar').locator('[data-testid^="nav-program-"]').count(),
    ).resolves.toBe(3);

    const token = await page.evaluate(() => localStorage.getItem('auth.token'));
    const revoked = await request(server.port, {
      path: '/api/v1/logout',
      tenant: 'acme',
      token: token ?? '',
    });
    expect(revoked.status).toBe(200);
    const before = { checks: checks.length, lists: lists.length };
    await returnToTab(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(checks.length).toBeGreaterThan(before.checks);
    // A refused session lists no programs.
    expect(lists.length).toBe(before.lists);
    await page.context().close();
  });

  it('each layout records its type: default for terms and unknown pages, share for shared ones', async () => {
    const page = await newPage();
    await page.goto(`${acme}/terms-of-use-agreement`);
    await page.getByTestId('default-layout').getByTestId('terms-page').waitFor();
    await expect(page.locator('html').getAttribute('data-layout')).resolves.toBe('default');
    await page.goto(`${acme}/no/such/page/here`);
    await page.getByTestId('default-layout').getByText('Page not Found').waitFor();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.goto(`${acme}/share/dashboard/sales-overview`);
    await page.getByTestId('share-layout').waitFor();
    await expect(page.locator('html').getAttribute('data-layout')).resolves.toBe('share');
    await page.context().close();
  });

  it('a failed modules load shows the permission message', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    // The bootstrap call brings no modules (as if it had none for the program): the shell
    // asks the modules call, which fails.
    await page.route('**/api/v2/bootstrap?**', async (route) => {
      // Node cannot resolve the tenant's host name: the call goes to the loopback address
      // with the tenant's Host header.
      const url = new URL(route.request().url());
      const headers = { ...route.request().headers(), host: url.host };
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href, headers });
      const json = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...json, modules: {} } });
    });
    await page.route('**/api/v2/modules?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto(`${acme}/retail/sales`);
    await expect(page.getByTestId('modules-error').textContent()).resolves.toBe(NO_PERMISSION);
    await page.context().close();
  });

  it('every path change reloads the program’s operational variables', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    const loads = recordRequests(page, '/api/v2/variables/retail');
    const modules = recordRequests(page, '/api/v2/modules');
    const boots = recordRequests(page, '/api/v2/bootstrap');
    await page.goto(`${acme}/retail/sales`);
    // The page's first load takes them from the bootstrap call (issue 30).
    await expect
      .poll(() => boots.map((r) => r.url()))
      .toEqual([`${acme}/api/v2/bootstrap?program_slug=retail`]);
    // The first page may load them more than once while it settles (the focus check): what
    // counts is that the path change asks again.
    await page.getByTestId('sidebar').getByTestId('nav-module-retail_products').waitFor();
    const before = loads.length;
    await page.getByTestId('sidebar').getByTestId('nav-module-retail_products').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/retail/products');
    await expect.poll(() => loads.length).toBeGreaterThan(before);
    // The modules of every program came with the bootstrap call and are cached: neither the
    // first page nor the move asked for any (app-shell §4).
    expect(modules).toEqual([]);
    await page.context().close();
  });

  it('back online, the server is asked over the websocket, closed after its first answer', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    // Every socket the page opens is recorded with its frames: right after "online" the first
    // one may fail before it is connected (the app then tries again), so the check is on the
    // socket that carried the exchange, not on whichever opened first.
    const sockets: { url: string; sent: string[]; received: string[]; closed: boolean }[] = [];
    page.on('websocket', (socket) => {
      const record = {
        url: socket.url(),
        sent: [] as string[],
        received: [] as string[],
        closed: false,
      };
      sockets.push(record);
      socket.on('framesent', (frame) => record.sent.push(String(frame.payload)));
      socket.on('framereceived', (frame) => record.received.push(String(frame.payload)));
      socket.on('close', () => (record.closed = true));
    });
    await page.context().setOffline(false);
    await expect.poll(() => sockets.filter((s) => s.received.length > 0).length).toBe(1);
    const socket = sockets.find((s) => s.received.length > 0)!;
    const url = new URL(socket.url);
    expect(url.pathname).toBe('/ws/navigator');
    expect(url.searchParams.get('close')).toBe('1');
    expect(socket.sent.map((frame) => JSON.parse(frame))).toEqual([{ message: 'ping' }]);
    expect(socket.received.map((frame) => JSON.parse(frame))).toEqual([{ message: 'ping' }]);
    // The server closes it after its first answer.
    await expect.poll(() => socket.closed).toBe(true);
    await expect(page.getByTestId('toast-success').textContent()).resolves.toBe(
      'NavigatorYou are back online.',
    );
    await page.context().close();
  });

  it('back online, a socket the server never answers ends in the warning toast, not silence', async () => {
    const page = await newPage();
    await loginAs(page, server.url, 'acme', 'viewer');
    // The socket opens but nothing answers it, as behind a proxy holding it or a stuck server.
    const held: string[] = [];
    await page.routeWebSocket(/\/ws\/navigator/, (socket) => {
      held.push(socket.url());
    });
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.context().setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    const warning = page.getByTestId('toast-warning');
    await warning.waitFor({ timeout: 20_000 });
    await expect(warning.textContent()).resolves.toBe(
      'NavigatorThe connection is back, but the server cannot be reached yet.',
    );
    expect(held).toHaveLength(1);
    await expect(page.getByTestId('toast-success').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('the share-widget routes hide the settings tabs, the /widget view keeps them', async () => {
    const { context, page, origin } = await openAs(browser, server.url, 'owner');
    const tabsOf = async (route: string) => {
      await page.goto(`${origin}${route}`);
      await page.getByTestId('shared-widget').waitFor();
      const container = widget(page, 'daily_revenue');
      await expect.poll(() => container.getAttribute('data-state')).toBe('ready');
      await container.hover();
      await container.locator('[data-toolbar-item="settings"]').first().click();
      const dialog = page.getByTestId('widget-settings');
      await dialog.waitFor();
      const tabs = await dialog.getByRole('tab').allInnerTexts();
      await dialog.getByTestId('settings-cancel').click();
      await dialog.waitFor({ state: 'detached' });
      return tabs;
    };
    await expect(tabsOf('/v2/share/widget/sales-overview/daily_revenue')).resolves.toEqual([]);
    await expect(tabsOf('/share/widget/sales-overview/daily_revenue')).resolves.toEqual([]);
    await expect(tabsOf('/widget/sales-overview/daily_revenue')).resolves.toEqual([
      'Attributes',
      'Help',
      'Datasource',
      'Share',
    ]);
    await context.close();
  });
});
