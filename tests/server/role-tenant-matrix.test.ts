/**
 * Who may do what, over real HTTP: every write and every data call of the server, for each
 * kind of user of the acme tenant, a user of the other tenant (globex) whose token is sent to
 * acme's host, and no token at all. Each cell is the exact status the call must answer.
 * Then the fixed user (filtering_fixed {region_id: 3}) tries to see other regions through
 * every slug and the stores call, with every where syntax, and never does.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequest } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ACME_USERS = ['viewer', 'super', 'superuser', 'fixed', 'owner'] as const;
/** The owner comes last: its destructive calls (widget delete) must not change the others'. */
const WHO = ['viewer', 'super', 'superuser', 'fixed', 'other-tenant', 'no-token', 'owner'] as const;
type Who = (typeof WHO)[number];

const USER_IDS: Record<(typeof ACME_USERS)[number], number> = {
  viewer: 1,
  owner: 2,
  super: 3,
  superuser: 4,
  fixed: 5,
};

let server: TestServer;
let templatesDir: string;
const tokens = {} as Record<Who, string | undefined>;

beforeAll(async () => {
  templatesDir = await mkdtemp(path.join(tmpdir(), 'navigator-matrix-templates-'));
  server = await startTestServer({ env: { ...process.env, NAVIGATOR_TEMPLATES: templatesDir } });
  for (const user of ACME_USERS) tokens[user] = await server.login('acme', user);
  tokens['other-tenant'] = await server.login('globex', 'owner');
  tokens['no-token'] = undefined;
});

afterAll(async () => {
  await server?.close();
  await rm(templatesDir, { recursive: true, force: true });
});

/** A call of the server, made as `who` on acme's host. */
type Call = (who: Who) => Omit<HttpRequest, 'tenant' | 'token'>;

const OWNER_ONLY = { owner: 200 } as const;
const EDITORS = { super: 200, superuser: 200 } as const;
const BUILDERS = { owner: 200, super: 200, superuser: 200 } as const;
const NOT_FIXED = { viewer: 200, owner: 200, super: 200, superuser: 200, fixed: 403 } as const;
const EVERYONE = { viewer: 200, owner: 200, super: 200, superuser: 200, fixed: 200 } as const;

/**
 * [name, call, status per acme user]. Users left out of the map get `otherwise` (403 unless
 * the row says); the other tenant's token and no token are always 401.
 */
const MATRIX: [string, Call, Partial<Record<Who, number>>, number?][] = [
  [
    'GET troc_programs_list',
    () => ({ path: '/api/v2/services/queries/troc_programs_list' }),
    EVERYONE,
  ],
  [
    'POST programs',
    () => ({
      method: 'POST',
      path: '/api/v2/services/queries/programs',
      body: { fields: ['program_id'] },
    }),
    EVERYONE,
  ],
  ['GET modules retail', () => ({ path: '/api/v2/modules?program_slug=retail' }), EVERYONE],
  ['GET modules ecommerce', () => ({ path: '/api/v2/modules?program_slug=ecommerce' }), NOT_FIXED],
  [
    'GET dashboard/info ecommerce-overview',
    () => ({ path: '/api/v2/dashboard/info?dashboard_duid=ecommerce-overview' }),
    NOT_FIXED,
  ],
  ['GET dashboards of module 201', () => ({ path: '/api/v2/dashboards?module_id=201' }), NOT_FIXED],
  ['GET dashboard sales-overview', () => ({ path: '/api/v2/dashboards/sales-overview' }), EVERYONE],
  [
    'GET dashboard ecommerce-overview',
    () => ({ path: '/api/v2/dashboards/ecommerce-overview' }),
    NOT_FIXED,
  ],
  ['GET variables retail', () => ({ path: '/api/v2/variables/retail' }), EVERYONE],
  ['GET variables ecommerce', () => ({ path: '/api/v2/variables/ecommerce' }), NOT_FIXED],
  [
    'POST dashboard conditions (as oneself)',
    (who) => ({
      method: 'POST',
      path: '/api/v1/services/dashboards/conditions/',
      body: {
        dashboard_id: 'sales-overview',
        user_id: USER_IDS[who as keyof typeof USER_IDS] ?? 2,
        conditions: { where: { region_id: 1 }, hlevel: 'null_rolldown' },
      },
    }),
    OWNER_ONLY,
  ],
  [
    'POST slug retail_sales_by_region',
    () => ({ method: 'POST', path: '/api/v2/services/queries/retail_sales_by_region', body: {} }),
    EVERYONE,
  ],
  [
    'POST slug ecommerce_kpis',
    () => ({ method: 'POST', path: '/api/v2/services/queries/ecommerce_kpis', body: {} }),
    NOT_FIXED,
  ],
  [
    'PATCH slug retail_sales_by_region',
    () => ({ method: 'PATCH', path: '/api/v2/services/queries/retail_sales_by_region' }),
    EVERYONE,
  ],
  [
    'PATCH slug ecommerce_kpis',
    () => ({ method: 'PATCH', path: '/api/v2/services/queries/ecommerce_kpis' }),
    NOT_FIXED,
  ],
  [
    'POST stores retail_stores',
    () => ({
      method: 'POST',
      path: '/api/v2/services/queries/retail_stores?refresh=1',
      headers: { 'x-encoding': 'gzip' },
      body: {},
    }),
    EVERYONE,
  ],
  [
    'POST stores ecommerce_stores',
    () => ({
      method: 'POST',
      path: '/api/v2/services/queries/ecommerce_stores?refresh=1',
      body: {},
    }),
    NOT_FIXED,
  ],
  [
    'POST query_raw preview',
    () => ({
      method: 'POST',
      path: '/api/v2/services/queries',
      body: { query_raw: 'SELECT 1 AS one' },
    }),
    EDITORS,
  ],
  ['GET saved queries', () => ({ path: '/api/v2/queries/?provider=db' }), EVERYONE],
  [
    'PUT saved query (create)',
    (who) => ({
      method: 'PUT',
      path: '/api/v2/queries/',
      body: {
        query_slug: `matrix_${who.replace('-', '_')}`,
        program_slug: 'retail',
        query_raw: 'SELECT region_id, region_name FROM regions',
      },
    }),
    EDITORS,
  ],
  [
    'POST saved query (update)',
    (who) => ({
      method: 'POST',
      path: '/api/v2/queries/retail_brands',
      body: { description: `Brands, edited by ${who}` },
    }),
    EDITORS,
  ],
  [
    'POST saved query of a program not the user’s (update)',
    () => ({
      method: 'POST',
      path: '/api/v2/queries/ecommerce_kpis',
      body: { description: 'edited' },
    }),
    { ...EDITORS, fixed: 404 },
  ],
  ['GET widget', () => ({ path: '/api/v2/widgets/sales-overview/about' }), EVERYONE],
  [
    'POST widget',
    (who) => ({
      method: 'POST',
      path: '/api/v2/widgets/sales-overview/about',
      body: { title: `About (${who})` },
    }),
    OWNER_ONLY,
  ],
  [
    'DELETE widget',
    () => ({ method: 'DELETE', path: '/api/v2/widgets/sales-overview/kpi_ticket' }),
    OWNER_ONLY,
  ],
  [
    'PUT widgets-template',
    (who) => ({
      method: 'PUT',
      path: '/api/v2/widgets-template',
      body: {
        title: `Template of ${who}`,
        widget_name: `tpl_${who}`,
        classbase: 'markdown',
        params: { markdown: 'Notes' },
      },
    }),
    BUILDERS,
  ],
];

const CASES = MATRIX.flatMap(([name, call, allowed, otherwise = 403]) =>
  WHO.map((who): [string, Who, number, Call] => {
    const status = who === 'other-tenant' || who === 'no-token' ? 401 : (allowed[who] ?? otherwise);
    return [name, who, status, call];
  }),
);

describe('role and tenant matrix (acme host)', () => {
  it.each(CASES)('%s as %s → %i', async (_name, who, status, call) => {
    const response = await server.request({ ...call(who), tenant: 'acme', token: tokens[who] });
    expect({ status: response.status, body: response.text.slice(0, 300) }).toMatchObject({
      status,
    });
    if (status >= 400) expect(response.json).toHaveProperty('message');
  });
});

describe('the other tenant sees nothing of acme, even with its own token on its own host', () => {
  it.each([
    ['/api/v2/modules?program_slug=ecommerce', 404],
    ['/api/v2/dashboards/ecommerce-overview', 404],
    ['/api/v2/dashboard/info?dashboard_duid=ecommerce-overview', 404],
    ['/api/v2/variables/ecommerce', 404],
  ])('GET %s on globex → %i', async (url, status) => {
    const response = await server.request({
      path: url,
      tenant: 'globex',
      token: tokens['other-tenant'],
    });
    expect(response.status).toBe(status);
  });

  it.each(['ecommerce_kpis', 'retail_weekly_trend'])(
    'POST slug %s (acme only) on globex → 404',
    async (slug) => {
      const response = await server.request({
        method: 'POST',
        path: `/api/v2/services/queries/${slug}`,
        tenant: 'globex',
        token: tokens['other-tenant'],
        body: {},
      });
      expect(response.status).toBe(404);
    },
  );

  it('an acme token on the globex host is 401', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/retail_sales_by_region',
      tenant: 'globex',
      token: tokens.super,
      body: {},
    });
    expect(response.status).toBe(401);
  });
});

/** Every way the fixed user might ask for rows of other regions. */
const ESCAPES: [string, Record<string, unknown>][] = [
  ['nothing', {}],
  ['where_cond region_id 5', { where_cond: { region_id: 5 } }],
  ['where_cond region_id list', { where_cond: { region_id: [1, 2, 4, 5] } }],
  ['where_cond region_id! 3', { where_cond: { 'region_id!': 3 } }],
  ['where_cond region_id| alone', { where_cond: { 'region_id|': [1, 2] } }],
  // Region 3 lies in territory 1, so with the fixed region this OR group keeps region 3 only.
  ['where_cond OR group', { where_cond: { 'region_id|': [1, 2], 'territory_id|': 1 } }],
  ['where_cond region_id null', { where_cond: { region_id: null } }],
  ['filter alias', { filter: { region_id: 1 } }],
  ['where alias', { where: { region_id: 2 } }],
  ['loose key', { region_id: 4 }],
  [
    'all three',
    { where_cond: { region_id: 1 }, where: { region_id: 2 }, filter: { region_id: 4 } },
  ],
];

describe('the fixed user (filtering_fixed region_id 3) only ever gets region 3 rows', () => {
  let slugs: string[] = [];
  const asViewerInRegion3 = new Map<string, string>();

  beforeAll(async () => {
    const dir = path.join(server.configDir, 'acme', 'queries');
    const all = (await readdir(dir)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5));
    // The fixed user's programs are retail and stores_ops.
    slugs = all.filter((slug) => slug.startsWith('retail_') || slug.startsWith('stores_ops_'));
    for (const slug of slugs) {
      const response = await server.request({
        method: 'POST',
        path: `/api/v2/services/queries/${slug}`,
        tenant: 'acme',
        token: tokens.viewer,
        body: { where_cond: { region_id: 3 } },
      });
      expect(response.status, slug).toBe(200);
      asViewerInRegion3.set(slug, response.text);
    }
  });

  it('covers every slug of the programs the fixed user may open', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(20);
    expect(slugs).toContain('retail_stores');
    expect(slugs).toContain('stores_ops_stores');
  });

  it.each(ESCAPES)(
    'every slug, sending %s, answers what a viewer filtering region 3 gets',
    async (_name, body) => {
      for (const slug of slugs) {
        const response = await server.request({
          method: 'POST',
          path: `/api/v2/services/queries/${slug}?refresh=1`,
          tenant: 'acme',
          token: tokens.fixed,
          body,
        });
        expect(response.status, slug).toBe(200);
        const rows = response.json as Record<string, unknown>[];
        for (const row of rows) if ('region_id' in row) expect(row.region_id, slug).toBe(3);
        expect(JSON.parse(response.text), slug).toEqual(
          JSON.parse(asViewerInRegion3.get(slug) ?? ''),
        );
      }
    },
  );

  it.each(ESCAPES)(
    'the stores calls, sending %s (gzip), list only region 3',
    async (_name, body) => {
      for (const slug of ['retail_stores', 'stores_ops_stores']) {
        const response = await server.request({
          method: 'POST',
          path: `/api/v2/services/queries/${slug}?refresh=1`,
          tenant: 'acme',
          token: tokens.fixed,
          headers: { 'x-encoding': 'gzip' },
          body,
        });
        expect(response.status, slug).toBe(200);
        expect(response.headers['content-encoding']).toBe('gzip');
        const rows = response.json as Record<string, unknown>[];
        expect(rows.length, slug).toBeGreaterThan(0);
        expect(new Set(rows.map((r) => r.region_id)), slug).toEqual(new Set([3]));
      }
    },
  );
});
