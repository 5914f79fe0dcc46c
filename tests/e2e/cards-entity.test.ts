/**
 * The business card and the profile card (issue 27) in Chromium as the demo users, against
 * `navigator start` on a private copy of config-samples: the business card shows the store the
 * server answers for the widget's own request (compared with the API's JSON) and another store
 * once a store filter is applied; the profile card shows whoever is signed in (two users, the
 * other tenant, Spanish) with their figures from the write store's audit; at 1024 px, with the
 * filter panel open, no KPI value is clipped.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiJson,
  apiLogin,
  openAs,
  recordRuns,
  waitForWidgets,
  widget,
  type UserPage,
} from '../support/dashboard-page.ts';
import { launchChromium } from '../support/browser.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { addTestDashboard } from '../support/test-dashboard.ts';

const runs = requireOrSkip('business and profile cards in Chromium', chromiumAvailability());

const GALLERY = '/retail/widget_gallery';
const STORE_PAGE = '/retail/stores?dashboard=store-card';
type Row = Record<string, unknown>;

/** Every KPI value of `container` fits its cell and the widget body on one line (nothing clipped). */
async function clippedValues(container: Locator): Promise<string[]> {
  return container.evaluate((element) => {
    const body = element.querySelector('[data-testid="widget-body"]')!.getBoundingClientRect();
    const out: string[] = [];
    for (const value of element.querySelectorAll<HTMLElement>('[data-testid$="-value"]')) {
      const box = value.getBoundingClientRect();
      const cell = value.parentElement!.getBoundingClientRect();
      // One line: a value broken over two lines ('2026-11-' / '29') reads as clipped too.
      const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
      if (
        box.height > lineHeight * 1.5 ||
        value.scrollWidth > value.clientWidth + 1 ||
        box.right > cell.right + 1 ||
        box.left < body.left - 1 ||
        box.right > body.right + 1 ||
        box.bottom > body.bottom + 1
      ) {
        out.push(`${value.textContent} (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }
    return out;
  });
}

describe.skipIf(!runs)('business card and profile card', () => {
  let suite: { server: RunningServer; browser: Browser; dataDir: string };
  const pages: UserPage[] = [];
  const tokens: Record<string, string> = {};
  let galleryCard: Row;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-cards-entity-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    // A dashboard of the Stores module with the program's store filters and both cards, as
    // the gallery has no filter panel.
    const tenantDir = path.join(configDir, 'acme');
    const gallery = JSON.parse(
      await readFile(path.join(tenantDir, 'dashboards', 'widget-gallery.json'), 'utf8'),
    ) as { widgets: Record<string, Row> };
    const stores = JSON.parse(
      await readFile(path.join(tenantDir, 'dashboards', 'store-performance.json'), 'utf8'),
    ) as Row;
    galleryCard = gallery.widgets.business_card!;
    await addTestDashboard(tenantDir, 'retail.json', 102, {
      dashboard_id: 'store-card',
      name: { en: 'Store card' },
      user_id: 2,
      module_id: 102,
      allow_filtering: true,
      attributes: { cols: 12, rowHeight: 80 },
      conditions: stores.conditions,
      filtering_show: stores.filtering_show,
      widgets: {
        business_card: gallery.widgets.business_card,
        profile_card: gallery.widgets.profile_card,
      },
      layout: [
        { i: 'business_card', x: 0, y: 0, w: 7, h: 5 },
        { i: 'profile_card', x: 7, y: 0, w: 5, h: 5 },
      ],
    });
    const server = await startNavigator({ dataDir, configDir, build: true });
    suite = { server, dataDir, browser: await launchChromium() };
    for (const [tenant, user] of [
      ['acme', 'super'],
      ['acme', 'viewer'],
      ['globex', 'owner'],
    ] as const) {
      tokens[`${tenant}/${user}`] = (await apiLogin(suite.server.port, user, tenant)).token;
    }
    // One store visit reported by the acme super user: their figures.
    await apiJson(suite.server.port, tokens['acme/super']!, '/api/v2/tables/store_visits/rows', {
      method: 'POST',
      body: {
        rows: [{ store_id: 7, visited_on: '2026-11-20', visitor: 'Samir Patel', shelf_score: 4 }],
      },
    });
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await suite?.browser.close();
    await suite?.server.stop();
    if (suite) await rm(suite.dataDir, { recursive: true, force: true });
  });

  async function open(
    username: string,
    address: string,
    tenant = 'acme',
    viewport = { width: 1440, height: 1100 },
  ): Promise<Page> {
    const opened = await openAs(suite.browser, suite.server.url, username, tenant, viewport);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}${address}`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  /** The slug's rows for `conditions` as `user` sees them through the API. */
  function rowsOf(slug: string, token: string, body: Row, tenant = 'acme'): Promise<Row[]> {
    return apiJson<Row[]>(suite.server.port, token, `/api/v2/services/queries/${slug}`, {
      method: 'POST',
      body,
      tenant,
    });
  }

  it('the business card shows the store of the server’s answer, and follows a store filter', async () => {
    const token = tokens['acme/super']!;
    const opened = await openAs(suite.browser, suite.server.url, 'super');
    pages.push(opened);
    const { page } = opened;
    const recorded = recordRuns(page, 'widgets_business_card');
    const profileRuns = recordRuns(page, 'widgets_profile_activity');
    await page.goto(`${opened.origin}${STORE_PAGE}`);
    await waitForWidgets(page);
    const card = widget(page, 'business_card');
    // The server's answer to the request the widget made.
    const first = recorded.bodies.at(-1)!;
    const [store] = await rowsOf('widgets_business_card', token, first);
    expect(store).toBeDefined();
    await expect(card.getByTestId('business-card-name').innerText()).resolves.toBe(
      store!.store_name,
    );
    await expect(card.getByTestId('business-card-phone').innerText()).resolves.toBe(store!.phone);
    await expect(card.getByTestId('business-card-email').innerText()).resolves.toBe(
      store!.manager_email,
    );
    await expect(card.getByTestId('business-card-address').innerText()).resolves.toBe(
      `${String(store!.street_address)}\n${String(store!.city_line)}`,
    );
    const kpis = await card.getByTestId('business-card-kpi-value').allInnerTexts();
    expect(kpis).toHaveLength(4);
    // Revenue as moneyInteger: the API's number, rounded, with the en grouping.
    expect(kpis[0]).toBe(`$ ${Math.round(Number(store!.revenue)).toLocaleString('en-US')}`);
    await card.getByTestId('business-card-image').locator('img').waitFor();
    await card.screenshot({ path: screenshotPath('cards-entity-business') });

    // Another store through the dashboard's store filter (the filter state of the address).
    const otherId = (Number(store!.store_id) % 400) + 1;
    const [other] = await rowsOf('widgets_business_card', token, {
      ...first,
      where_cond: { ...((first.where_cond as Row | undefined) ?? {}), store_id: [otherId] },
    });
    expect(other!.store_id).toBe(otherId);
    expect(other!.store_name).not.toBe(store!.store_name);
    await page.goto(
      `${opened.origin}${STORE_PAGE}&f=${encodeURIComponent(JSON.stringify({ store_id: [otherId] }))}`,
    );
    await waitForWidgets(page);
    await expect(card.getByTestId('business-card-name').innerText()).resolves.toBe(
      other!.store_name,
    );
    const sent = recorded.bodies.at(-1)!;
    expect((sent.where_cond as Row).store_id).toEqual([otherId]);
    await expect(page.getByTestId('filter-chip').count()).resolves.toBeGreaterThan(0);
    await card.screenshot({ path: screenshotPath('cards-entity-business-filtered') });
    // The profile card beside it shows the user's own figures: the store filter is not its
    // where (its query has no store column), the user's e-mail is.
    expect(profileRuns.bodies.at(-1)!.where_cond).toEqual({
      user_email: 'super@acme-retail.example',
    });
    await expect(
      widget(page, 'profile_card').getByTestId('profile-figure-value').first().innerText(),
    ).resolves.toBe('1');
    recorded.stop();
    profileRuns.stop();
  });

  it('no store: the empty state', async () => {
    const page = await open(
      'super',
      `${STORE_PAGE}&f=${encodeURIComponent(JSON.stringify({ store_id: [99999] }))}`,
    );
    const card = widget(page, 'business_card');
    await expect(card.getAttribute('data-state')).resolves.toBe('empty');
    await expect(card.getByTestId('widget-state-empty').innerText()).resolves.toContain(
      'No store matches the filters',
    );
  });

  it('the profile card shows the signed-in user and their figures (super, then viewer)', async () => {
    const superPage = await open('super', GALLERY);
    const profile = widget(superPage, 'profile_card');
    await expect(profile.getByTestId('profile-name').innerText()).resolves.toBe('Samir Patel');
    await expect(profile.getByTestId('profile-email').innerText()).resolves.toBe(
      'super@acme-retail.example',
    );
    await expect(profile.getByTestId('profile-initials').innerText()).resolves.toBe('SP');
    await expect(profile.getByTestId('profile-role').innerText()).resolves.toBe('Super user');
    await expect(profile.getByTestId('profile-tenant').innerText()).resolves.not.toBe('');
    // The figures are the API's row for this user: the visit reported in beforeAll.
    const [mine] = await rowsOf('widgets_profile_activity', tokens['acme/super']!, {
      where_cond: { user_email: 'super@acme-retail.example' },
    });
    expect(mine).toMatchObject({ visits_reported: 1, submissions: 1 });
    const figures = await profile.getByTestId('profile-figure-value').allInnerTexts();
    expect(figures.slice(0, 2)).toEqual([String(mine!.visits_reported), String(mine!.submissions)]);
    await profile.screenshot({ path: screenshotPath('cards-entity-profile-super') });

    const viewerPage = await open('viewer', GALLERY);
    const viewer = widget(viewerPage, 'profile_card');
    await expect(viewer.getByTestId('profile-name').innerText()).resolves.toBe('Vera Lopez');
    await expect(viewer.getByTestId('profile-email').innerText()).resolves.toBe(
      'viewer@acme-retail.example',
    );
    await expect(viewer.getByTestId('profile-role').innerText()).resolves.toBe('User');
    // The viewer wrote nothing: the API has no row for them, the card says so.
    expect(
      await rowsOf('widgets_profile_activity', tokens['acme/viewer']!, {
        where_cond: { user_email: 'viewer@acme-retail.example' },
      }),
    ).toEqual([]);
    await viewer.getByTestId('profile-no-figures').waitFor();
    await expect(viewer.getByTestId('profile-figure-value').count()).resolves.toBe(0);
  });

  it('the profile card in Spanish, on the other tenant', async () => {
    const page = await open('owner', GALLERY, 'globex');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByTestId('language-es').waitFor({ state: 'hidden' });
    const profile = widget(page, 'profile_card');
    const session = await apiJson<{ session: Row }>(
      suite.server.port,
      tokens['globex/owner']!,
      '/api/v1/user/session',
      { tenant: 'globex' },
    );
    await expect(profile.getByTestId('profile-name').innerText()).resolves.toBe(
      `${String(session.session.first_name)} ${String(session.session.last_name)}`,
    );
    await expect(profile.getByTestId('profile-email').innerText()).resolves.toBe(
      session.session.email,
    );
    await expect(profile.getByTestId('profile-role').innerText()).resolves.toBe('Usuario');
    await profile.getByText('Todavía no tienes cifras.').waitFor();
    const store = widget(page, 'business_card');
    await expect(store.getByTestId('business-card-kpi').innerText()).resolves.toContain('Ingresos');
    await page.screenshot({ path: screenshotPath('cards-entity-es-globex'), fullPage: true });
  });

  it('at 1024 px with the filter panel open no KPI value is clipped', async () => {
    const page = await open('super', STORE_PAGE, 'acme', { width: 1024, height: 800 });
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    await page.waitForTimeout(500);
    for (const id of ['business_card', 'profile_card']) {
      expect(await clippedValues(widget(page, id)), id).toEqual([]);
    }
    await expect(
      widget(page, 'business_card').getByTestId('business-card-kpi-value').count(),
    ).resolves.toBe(4);
    await page.screenshot({ path: screenshotPath('cards-entity-1024-panel') });
    const gallery = await open('super', GALLERY, 'acme', { width: 1024, height: 800 });
    await widget(gallery, 'business_card').scrollIntoViewIfNeeded();
    for (const id of ['business_card', 'profile_card']) {
      expect(await clippedValues(widget(gallery, id)), id).toEqual([]);
    }
    await widget(gallery, 'business_card').screenshot({
      path: screenshotPath('cards-entity-1024-gallery'),
    });
    await widget(gallery, 'profile_card').screenshot({
      path: screenshotPath('cards-entity-1024-gallery-profile'),
    });
    expect(galleryCard.classbase).toBe('businessCard');
  });
});
