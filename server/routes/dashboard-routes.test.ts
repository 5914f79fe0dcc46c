import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEach, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { DASHBOARD_MESSAGES } from './dashboard-routes.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

type Json = Record<string, unknown>;

const dashboardText = (tenant: string, id: string) =>
  readFile(path.join(server.configDir, tenant, 'dashboards', `${id}.json`), 'utf8');
const dashboardFile = async (tenant: string, id: string) =>
  JSON.parse(await dashboardText(tenant, id)) as Json & {
    widgets: Record<string, Json>;
    layout: Json[];
    conditions?: Json;
  };

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(
    tokens,
    await loginEach(server, [
      ['acme', 'viewer'],
      ['acme', 'owner'],
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
) => server.request({ ...options, tenant: who.split('/')[0], token: tokens[who] });

describe('GET /api/v2/dashboards/{dashboard_id}', () => {
  it('answers the dashboard with its widgets, layout and version (ETag)', async () => {
    const response = await call('acme/viewer', { path: '/api/v2/dashboards/sales-overview' });
    expect(response.status).toBe(200);
    const body = response.json as Json & { widgets: Record<string, Json>; version: string };
    const file = await dashboardFile('acme', 'sales-overview');
    expect(body.version).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.etag).toBe(`"${body.version}"`);
    expect(body).toMatchObject({
      dashboard_id: 'sales-overview',
      name: file.name,
      user_id: 2,
      module_id: 101,
      program_id: 1,
      program_slug: 'retail',
      allow_filtering: true,
      attributes: file.attributes,
      conditions: file.conditions,
      filtering_show: file.filtering_show,
      layout: file.layout,
    });
    expect(body).not.toHaveProperty('$schema');
    expect(Object.keys(body.widgets).sort()).toEqual(Object.keys(file.widgets).sort());
    for (const [widgetId, widget] of Object.entries(body.widgets)) {
      expect(widget).toMatchObject({
        ...file.widgets[widgetId],
        widget_id: widgetId,
        dashboard_id: 'sales-overview',
        module_id: 101,
        program_id: 1,
        program_slug: 'retail',
        user_id: 2,
      });
      expect(typeof widget.uid).toBe('string');
    }
  });

  it.each([
    ['ecommerce-overview', 'acme/fixed', 403],
    ['no-such', 'acme/viewer', 404],
    ['ecommerce-overview', 'globex/owner', 404],
  ])('%s as %s → %i', async (id, who, status) => {
    const response = await call(who, { path: `/api/v2/dashboards/${id}` });
    expect(response.status).toBe(status);
    expect(response.json).toHaveProperty('message');
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({
      path: '/api/v2/dashboards/sales-overview',
      tenant: 'acme',
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/v2/dashboards?module_id=', () => {
  it('lists the dashboards of the module in tab order, whole', async () => {
    const response = await call('acme/viewer', { path: '/api/v2/dashboards?module_id=101' });
    expect(response.status).toBe(200);
    const { data } = response.json as { data: Json[] };
    expect(data.map((d) => d.dashboard_id)).toEqual([
      'sales-overview',
      'sales-fiscal',
      'executive-overview',
    ]);
    const single = await call('acme/viewer', { path: '/api/v2/dashboards/sales-fiscal' });
    expect(data[1]).toEqual(single.json);
  });

  it.each([
    ['201', 'acme/fixed', 403],
    ['999', 'acme/viewer', 404],
    ['abc', 'acme/viewer', 400],
    ['', 'acme/viewer', 400],
  ])('module_id=%s as %s → %i', async (id, who, status) => {
    const response = await call(who, { path: `/api/v2/dashboards?module_id=${id}` });
    expect(response.status).toBe(status);
  });
});

describe('POST /api/v1/services/dashboards/conditions/', () => {
  const conditions = {
    where: { region_id: 2, platform: 'Online' },
    hlevel: 'null_rolldown',
    date: { period: 'mtd', firstdate: '2026-11-01', lastdate: '2026-11-14' },
  };
  const save = (who: string, body: unknown, headers?: Record<string, string>) =>
    call(who, { method: 'POST', path: '/api/v1/services/dashboards/conditions/', body, headers });

  it("saves the owner's filters into the dashboard file, keeping its other conditions", async () => {
    const before = await dashboardFile('acme', 'sales-overview');
    const response = await save('acme/owner', {
      dashboard_id: 'sales-overview',
      user_id: 2,
      conditions,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      status: 'success',
      message: DASHBOARD_MESSAGES.conditionsSaved,
      data: { dashboard_id: 'sales-overview', conditions },
    });
    const after = await dashboardFile('acme', 'sales-overview');
    expect(after.conditions).toEqual({ ...before.conditions, ...conditions });
    expect({ ...after, conditions: undefined }).toEqual({ ...before, conditions: undefined });
    const version = (response.json as { version: string }).version;
    expect(response.headers.etag).toBe(`"${version}"`);
    const read = await call('acme/owner', { path: '/api/v2/dashboards/sales-overview' });
    expect((read.json as Json).version).toBe(version);
    expect((read.json as Json).conditions).toEqual(after.conditions);
  });

  it.each([
    ['a viewer naming the owner', 'acme/viewer', 2],
    ['a viewer as themselves', 'acme/viewer', 1],
    ['the owner naming someone else', 'acme/owner', 1],
  ])('refuses %s with 403 and writes nothing', async (_case, who, userId) => {
    const before = await dashboardText('acme', 'sales-overview');
    const response = await save(who, {
      dashboard_id: 'sales-overview',
      user_id: userId,
      conditions: { ...conditions, where: { region_id: 9 } },
    });
    expect(response.status).toBe(403);
    expect((response.json as { message: string }).message).toBe(
      DASHBOARD_MESSAGES.notOwner('sales-overview'),
    );
    expect(await dashboardText('acme', 'sales-overview')).toBe(before);
  });

  it.each([
    [
      { dashboard_id: 'sales-overview', user_id: 2, conditions: { hlevel: 'sideways' } },
      'conditions/hlevel',
    ],
    [{ dashboard_id: 'sales-overview', user_id: 2, conditions: { colour: 'red' } }, 'colour'],
    [{ dashboard_id: 'sales-overview', conditions }, 'user_id'],
    [{ user_id: 2, conditions }, 'dashboard_id'],
    [{ dashboard_id: 'sales-overview', user_id: 2 }, 'conditions'],
  ])('answers 400 naming the invalid field (%j)', async (body, field) => {
    const before = await dashboardText('acme', 'sales-overview');
    const response = await save('acme/owner', body);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(field);
    expect(await dashboardText('acme', 'sales-overview')).toBe(before);
  });

  it('answers 404 for an unknown or other-tenant dashboard', async () => {
    const unknown = await save('acme/owner', { dashboard_id: 'nope', user_id: 2, conditions });
    expect(unknown.status).toBe(404);
    const otherTenant = await save('globex/owner', {
      dashboard_id: 'ecommerce-overview',
      user_id: 2,
      conditions,
    });
    expect(otherTenant.status).toBe(404);
  });

  it('answers 409 for a stale If-Match and writes nothing', async () => {
    const before = await dashboardText('acme', 'sales-overview');
    const response = await save(
      'acme/owner',
      { dashboard_id: 'sales-overview', user_id: 2, conditions },
      { 'if-match': `"${'0'.repeat(64)}"` },
    );
    expect(response.status).toBe(409);
    expect(await dashboardText('acme', 'sales-overview')).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v1/services/dashboards/conditions/',
      tenant: 'acme',
      body: { dashboard_id: 'sales-overview', user_id: 2, conditions },
    });
    expect(response.status).toBe(401);
  });
});
