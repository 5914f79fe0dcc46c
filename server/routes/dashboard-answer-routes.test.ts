import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEach, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { MAX_DASHBOARD_ANSWERS } from './dashboard-answer-routes.ts';

type Row = Record<string, unknown>;
interface Line {
  i: number;
  cached?: boolean;
  truncated?: boolean;
  rows?: Row[];
  status?: number;
  message?: string;
}

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(
    tokens,
    await loginEach(server, [
      ['acme', 'viewer'],
      ['acme', 'fixed'],
      ['globex', 'viewer'],
    ]),
  );
});

afterAll(async () => {
  await server?.close();
});

const answers = (
  dashboardId: string,
  body: unknown,
  who = 'acme/viewer',
  headers: Record<string, string> = {},
) =>
  server.request({
    method: 'POST',
    path: `/api/v2/dashboards/${dashboardId}/answers`,
    tenant: who.split('/')[0],
    token: tokens[who],
    body,
    headers,
  });

const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Line);

/** The rows of a per-widget call, as the widget's own request gets them. */
const widgetRows = async (slug: string, conditions: unknown, who: string) => {
  const response = await server.request({
    method: 'POST',
    path: `/api/v2/services/queries/${slug}`,
    tenant: who.split('/')[0],
    token: tokens[who],
    body: conditions,
  });
  expect(response.status).toBe(200);
  return response.json as Row[];
};

/** Queries of executive-overview's widgets, with conditions a container could send. */
const QUERIES = [
  { slug: 'retail_sales_by_region', conditions: { where_cond: { region_id: 5 } } },
  { slug: 'retail_kpis', conditions: {} },
  { slug: 'retail_sales_by_brand', conditions: { querylimit: 5 } },
  { slug: 'retail_top_stores', conditions: {} },
];

describe('POST /api/v2/dashboards/{id}/answers', () => {
  it.each([
    ['acme/viewer', {}],
    ['acme/fixed', {}],
    ['acme/fixed', { 'accept-encoding': 'gzip' }],
  ])(
    "answers %s one NDJSON line per query, equal to the per-widget call's rows (%j)",
    async (who, headers) => {
      const response = await answers('executive-overview', { queries: QUERIES }, who, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = linesOf(response.text);
      expect(lines.map((line) => line.i).sort()).toEqual([0, 1, 2, 3]);
      for (const line of lines) {
        const query = QUERIES[line.i]!;
        expect(line.rows).toEqual(await widgetRows(query.slug, query.conditions, who));
      }
      // The fixed user's region wins over the body's, as on the per-widget call.
      const regions = lines.find((line) => line.i === 0)?.rows?.map((row) => row.region_id);
      expect(regions).toEqual(who === 'acme/fixed' ? [3] : [5]);
    },
  );

  it('answers a failing query on its own line with the status its own call gives', async () => {
    const response = await answers('executive-overview', {
      queries: [
        { slug: 'retail_kpis', conditions: {} },
        { slug: 'retail_sales_by_region', conditions: { where_cond: { no_such_column: 1 } } },
        // Not one of this dashboard's widgets' queries (an ecommerce one).
        { slug: 'ecommerce_kpis', conditions: {} },
      ],
    });
    expect(response.status).toBe(200);
    const byIndex = new Map(linesOf(response.text).map((line) => [line.i, line]));
    expect(byIndex.get(0)?.rows?.length).toBeGreaterThan(0);
    expect(byIndex.get(1)).toMatchObject({ status: 400 });
    expect(byIndex.get(1)?.message).toContain('no_such_column');
    expect(byIndex.get(2)).toMatchObject({ status: 400 });
    expect(byIndex.get(2)?.rows).toBeUndefined();
  });

  it.each([
    // Another tenant's dashboard: unknown in the caller's tenant.
    ['executive-overview', 'globex/viewer', 404],
    ['ecommerce-overview', 'acme/fixed', 403],
    ['no-such-dashboard', 'acme/viewer', 404],
  ])('refuses %s to %s with %i and no rows', async (dashboardId, who, status) => {
    const response = await answers(dashboardId, { queries: QUERIES }, who);
    expect(response.status).toBe(status);
    expect(response.text).not.toContain('"rows"');
  });

  it('answers 401 without a token and 400 on a malformed body', async () => {
    const anonymous = await server.request({
      method: 'POST',
      path: '/api/v2/dashboards/executive-overview/answers',
      tenant: 'acme',
      body: { queries: QUERIES },
    });
    expect(anonymous.status).toBe(401);
    expect((await answers('executive-overview', { queries: 'x' })).status).toBe(400);
    expect((await answers('executive-overview', { queries: [{ slug: 1 }] })).status).toBe(400);
    const many = Array.from({ length: MAX_DASHBOARD_ANSWERS + 1 }, () => QUERIES[1]);
    expect((await answers('executive-overview', { queries: many })).status).toBe(400);
  });
});
