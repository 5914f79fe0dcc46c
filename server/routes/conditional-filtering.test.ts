/**
 * query_slug.conditional_filtering over real HTTP: a widget with the flag sends the filter
 * panel's where keys as conditions.panel_keys, and the server leaves out those whose column
 * the query lacks instead of answering 400 — in the per-widget call and in the dashboard's
 * answers call alike (both run the query service). The widget's own keys and the user's
 * fixed filters are never left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

type Row = Record<string, unknown>;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['viewer', 'fixed'] as const) tokens[user] = await server.login('acme', user);
});

afterAll(async () => {
  await server?.close();
});

const run = (slug: string, body: unknown, who: 'viewer' | 'fixed' = 'viewer') =>
  server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}`,
    tenant: 'acme',
    token: tokens[who],
    body,
  });

const rowsOf = async (slug: string, body: unknown, who: 'viewer' | 'fixed' = 'viewer') => {
  const response = await run(slug, body, who);
  expect(response.status, response.text).toBe(200);
  return response.json as Row[];
};

// widgets_gauge has no region_id (neither an output column nor in a {where_cond} slot).
const PANEL_REGION = { where_cond: { region_id: 2 } };

describe('query_slug.conditional_filtering (conditions.panel_keys)', () => {
  it('without panel_keys a panel key the query lacks is a 400 naming it (today)', async () => {
    const response = await run('widgets_gauge', PANEL_REGION);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain('region_id');
  });

  it('with panel_keys the undeclared panel key is left out: the unfiltered answer', async () => {
    const unfiltered = await rowsOf('widgets_gauge', {});
    const conditional = await rowsOf('widgets_gauge', {
      ...PANEL_REGION,
      panel_keys: ['region_id'],
    });
    expect(unfiltered.length).toBe(1);
    expect(conditional).toEqual(unfiltered);
  });

  it('a suffixed panel key (region_id!) is left out by its column', async () => {
    const unfiltered = await rowsOf('widgets_gauge', {});
    const rows = await rowsOf('widgets_gauge', {
      where_cond: { 'region_id!': [1, 2] },
      panel_keys: ['region_id!'],
    });
    expect(rows).toEqual(unfiltered);
  });

  it('a declared panel key still filters', async () => {
    const rows = await rowsOf('retail_sales_by_region', {
      where_cond: { region_id: 2, no_such_column: 1 },
      panel_keys: ['region_id', 'no_such_column'],
    });
    expect(rows.map((row) => row.region_id)).toEqual([2]);
  });

  it('an undeclared key not in panel_keys (the widget’s own) is still a 400', async () => {
    const response = await run('widgets_gauge', {
      where_cond: { region_id: 2, no_such_column: 1 },
      panel_keys: ['region_id'],
    });
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain('no_such_column');
  });

  it("the user's fixed filter still applies when its key is listed", async () => {
    const rows = await rowsOf(
      'retail_sales_by_region',
      { where_cond: { region_id: 5 }, panel_keys: ['region_id'] },
      'fixed',
    );
    expect(rows.map((row) => row.region_id)).toEqual([3]);
  });

  it('a panel_keys that is not a list of keys is a 400', async () => {
    const response = await run('widgets_gauge', { panel_keys: 'region_id' });
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain('panel_keys');
  });

  it("the dashboard's answers call leaves the same keys out as the per-widget call", async () => {
    const queries = [
      { slug: 'widgets_gauge', conditions: { ...PANEL_REGION, panel_keys: ['region_id'] } },
      { slug: 'widgets_gauge', conditions: PANEL_REGION },
      {
        slug: 'retail_sales_by_region',
        conditions: { where_cond: { region_id: 4 }, panel_keys: ['region_id'] },
      },
    ];
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/dashboards/widget-gallery/answers',
      tenant: 'acme',
      token: tokens.viewer,
      body: { queries },
    });
    expect(response.status).toBe(200);
    const lines = response.text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { i: number; rows?: Row[]; status?: number });
    const byIndex = new Map(lines.map((line) => [line.i, line]));
    expect(byIndex.get(0)?.rows).toEqual(await rowsOf('widgets_gauge', {}));
    expect(byIndex.get(1)?.status).toBe(400);
    expect(byIndex.get(2)?.rows?.map((row) => row.region_id)).toEqual([4]);
  });
});
