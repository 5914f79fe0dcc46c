import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfigDir } from '../config/validate-config.ts';
import { loginEach, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { DASHBOARD_EDIT_MESSAGES } from './dashboard-edit-routes.ts';
import { cloneTitle } from './dashboard-edit.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

type Json = Record<string, unknown>;
type Item = { i: string; x: number; y: number; w: number; h: number };

const dashboardText = (id: string, tenant = 'acme') =>
  readFile(path.join(server.configDir, tenant, 'dashboards', `${id}.json`), 'utf8');
const dashboardFile = async (id: string) =>
  JSON.parse(await dashboardText(id)) as Json & {
    widgets: Record<string, Json>;
    layout: (Item & Json)[];
  };

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(
    tokens,
    await loginEach(server, [
      ['acme', 'viewer'],
      ['acme', 'owner'],
      ['acme', 'super'],
      ['acme', 'superuser'],
      ['acme', 'fixed'],
      ['globex', 'owner'],
    ]),
  );
});

afterAll(async () => {
  await server?.close();
});

const call = (
  who: string,
  options: { method?: string; path: string; body?: unknown; headers?: Record<string, string> },
) => server.request({ method: 'PUT', ...options, tenant: who.split('/')[0], token: tokens[who] });

const versionOf = async (id: string, who = 'acme/owner') =>
  ((await call(who, { method: 'GET', path: `/api/v2/dashboards/${id}` })).json as Json)
    .version as string;

const ifMatch = (version: string) => ({ 'if-match': `"${version}"` });

/** Lines that differ between two texts of the same length in lines (a move changes values). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

describe('PUT /api/v2/dashboards/{dashboard_id}/layout', () => {
  it('saves a move as the changed lines of the moved item only', async () => {
    const before = await dashboardText('store-traffic');
    const file = await dashboardFile('store-traffic');
    const last = file.layout.at(-1) as Item;
    const moved = { ...last, y: last.y + 1 };
    const version = await versionOf('store-traffic');
    const response = await call('acme/owner', {
      path: '/api/v2/dashboards/store-traffic/layout',
      headers: ifMatch(version),
      body: { layout: [...file.layout.slice(0, -1), moved] },
    });
    expect(response.status).toBe(200);
    const body = response.json as Json & { data: { layout: Item[] }; version: string };
    expect(body).toMatchObject({
      status: 'success',
      message: DASHBOARD_EDIT_MESSAGES.layoutSaved,
    });
    expect(response.headers.etag).toBe(`"${body.version}"`);
    expect(body.version).not.toBe(version);
    const after = await dashboardText('store-traffic');
    expect(changedLines(before, after)).toEqual([`      "y": ${moved.y},`]);
    expect(await versionOf('store-traffic')).toBe(body.version);
  });

  it('refuses a stale version with 409 and the current version as ETag, writing nothing', async () => {
    const before = await dashboardText('store-traffic');
    const file = await dashboardFile('store-traffic');
    const current = await versionOf('store-traffic');
    const response = await call('acme/owner', {
      path: '/api/v2/dashboards/store-traffic/layout',
      headers: ifMatch('0'.repeat(64)),
      body: { layout: file.layout.map((item) => ({ ...item, y: item.y + 1 })) },
    });
    expect(response.status).toBe(409);
    expect(response.headers.etag).toBe(`"${current}"`);
    expect((response.json as Json).message).toBe(DASHBOARD_EDIT_MESSAGES.stale);
    expect(await dashboardText('store-traffic')).toBe(before);
  });

  it.each([
    ['acme/viewer', 'store-traffic', 403],
    ['acme/fixed', 'ecommerce-overview', 403],
    ['acme/owner', 'no-such', 404],
    ['globex/owner', 'ecommerce-overview', 404],
  ])('%s on %s → %i, nothing written', async (who, id, status) => {
    const before = id === 'no-such' || who.startsWith('globex') ? '' : await dashboardText(id);
    const response = await call(who, {
      path: `/api/v2/dashboards/${id}/layout`,
      body: { layout: [] },
    });
    expect(response.status).toBe(status);
    expect(response.json).toHaveProperty('message');
    if (before) expect(await dashboardText(id)).toBe(before);
  });

  it.each(['acme/super', 'acme/superuser'])('%s may save the layout', async (who) => {
    const file = await dashboardFile('store-traffic');
    const response = await call(who, {
      path: '/api/v2/dashboards/store-traffic/layout',
      body: { layout: file.layout },
    });
    expect(response.status).toBe(200);
  });

  it('refuses an unknown widget id with 400 naming the item', async () => {
    const response = await call('acme/owner', {
      path: '/api/v2/dashboards/store-traffic/layout',
      body: { layout: [{ i: 'nope', x: 0, y: 0, w: 1, h: 1 }] },
    });
    expect(response.status).toBe(400);
    expect((response.json as { problems: Json[] }).problems[0]).toMatchObject({
      field: 'layout.0.i',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({
      method: 'PUT',
      path: '/api/v2/dashboards/store-traffic/layout',
      tenant: 'acme',
      body: { layout: [] },
    });
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/v2/dashboards/{dashboard_id}/widgets', () => {
  it('adds a chart with a readable id below the others; the config still validates', async () => {
    const before = await dashboardFile('sales-overview');
    const bottom = Math.max(...before.layout.map((item) => item.y + item.h));
    const response = await call('acme/super', {
      path: '/api/v2/dashboards/sales-overview/widgets',
      headers: ifMatch(await versionOf('sales-overview')),
      body: {
        title: 'Revenue by region',
        classbase: 'chart',
        query_slug: { slug: 'retail_sales_by_region' },
        params: { graph: { type: 'bar' } },
        widget_id: 'ignored',
        dashboard_id: 'ignored',
      },
    });
    expect(response.status).toBe(201);
    const body = response.json as Json & {
      data: { data: Json; layout: Item };
      version: string;
    };
    expect(body.message).toBe(DASHBOARD_EDIT_MESSAGES.widgetAdded);
    expect(body.data.layout).toEqual({ i: 'revenue_by_region', x: 0, y: bottom, w: 6, h: 4 });
    expect(body.data.data).toMatchObject({
      widget_id: 'revenue_by_region',
      dashboard_id: 'sales-overview',
      uid: 'sales-overview/revenue_by_region',
      // The super user does not own the dashboard, so the widget is theirs.
      user_id: 3,
    });
    const after = await dashboardFile('sales-overview');
    expect(after.widgets.revenue_by_region).toEqual({
      title: 'Revenue by region',
      user_id: 3,
      classbase: 'chart',
      query_slug: { slug: 'retail_sales_by_region' },
      params: { graph: { type: 'bar' } },
    });
    expect(after.layout.at(-1)).toEqual(body.data.layout);
    const { problems } = await validateConfigDir(server.configDir);
    expect(problems).toEqual([]);
  });

  it('clones a widget under the others with its size, and a second clone gets _2', async () => {
    const first = await call('acme/owner', {
      path: '/api/v2/dashboards/sales-overview/widgets',
      body: { clone_of: 'brand_mix' },
    });
    const second = await call('acme/owner', {
      path: '/api/v2/dashboards/sales-overview/widgets',
      body: { clone_of: 'brand_mix' },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const file = await dashboardFile('sales-overview');
    const source = file.widgets.brand_mix as Json;
    const ids = Object.keys(file.widgets).filter((id) => id.startsWith('brand'));
    expect(ids).toEqual(['brand_mix', 'brand_mix_copy', 'brand_mix_copy_2']);
    expect(file.widgets.brand_mix_copy).toEqual({
      ...source,
      title: cloneTitle(source.title),
    });
    const item = file.layout.find((i) => i.i === 'brand_mix_copy');
    expect(item).toMatchObject({ x: 6, w: 6, h: 4, minW: 2, minH: 2 });
  });

  it.each([
    ['an unknown saved query', { title: 'X', classbase: 'chart', query_slug: { slug: 'nope' } }],
    ['no classbase', { title: 'X' }],
    ['a title over 30 characters', { title: 'x'.repeat(31), classbase: 'markdown' }],
    ['a clone of an unknown widget', { clone_of: 'nope' }],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const before = await dashboardText('sales-overview');
    const response = await call('acme/owner', {
      path: '/api/v2/dashboards/sales-overview/widgets',
      body,
    });
    expect(response.status).toBe(400);
    expect(response.json).toHaveProperty('message');
    expect(await dashboardText('sales-overview')).toBe(before);
  });

  it('refuses a viewer (403) and a stale version (409)', async () => {
    const body = { title: 'Notes', classbase: 'markdown', params: { markdown: 'hi' } };
    const viewer = await call('acme/viewer', {
      path: '/api/v2/dashboards/sales-overview/widgets',
      body,
    });
    expect(viewer.status).toBe(403);
    const stale = await call('acme/owner', {
      path: '/api/v2/dashboards/sales-overview/widgets',
      headers: ifMatch('f'.repeat(64)),
      body,
    });
    expect(stale.status).toBe(409);
    expect((await dashboardFile('sales-overview')).widgets.notes).toBeUndefined();
  });
});

describe("the superuser's Tooltip Help Editor (POST /api/v2/widgets/{uid})", () => {
  it('saves the help text of a widget the superuser does not own, and nothing else', async () => {
    const help = await call('acme/superuser', {
      method: 'POST',
      path: '/api/v2/widgets/sales-overview/region_revenue',
      body: { description: 'Revenue per region, month to date.', dashboard_id: 'sales-overview' },
    });
    expect(help.status).toBe(200);
    const file = await dashboardFile('sales-overview');
    expect(file.widgets.region_revenue?.description).toBe('Revenue per region, month to date.');

    const more = await call('acme/superuser', {
      method: 'POST',
      path: '/api/v2/widgets/sales-overview/region_revenue',
      body: { description: 'x', title: 'Taken over' },
    });
    expect(more.status).toBe(403);
    const viewer = await call('acme/viewer', {
      method: 'POST',
      path: '/api/v2/widgets/sales-overview/region_revenue',
      body: { description: 'x' },
    });
    expect(viewer.status).toBe(403);
    expect((await dashboardFile('sales-overview')).widgets.region_revenue?.title).not.toBe(
      'Taken over',
    );
  });
});
