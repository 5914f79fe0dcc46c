import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import type { HttpResponse } from '../../tests/support/http.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const USERS = ['viewer', 'owner', 'super', 'superuser', 'fixed'] as const;
type Username = (typeof USERS)[number];

let server: TestServer;
let templatesDir: string;
const tokens = {} as Record<Username, string>;
let globexOwner: string;

beforeAll(async () => {
  templatesDir = await mkdtemp(path.join(tmpdir(), 'navigator-templates-'));
  server = await startTestServer({ env: { ...process.env, NAVIGATOR_TEMPLATES: templatesDir } });
  for (const user of USERS) tokens[user] = await server.login('acme', user);
  globexOwner = await server.login('globex', 'owner');
});

afterAll(async () => {
  await server?.close();
  await rm(templatesDir, { recursive: true, force: true });
});

const dashboardFile = (tenant: string, id: string) =>
  path.join(server.configDir, tenant, 'dashboards', `${id}.json`);
const readDashboard = (id: string, tenant = 'acme') => readFile(dashboardFile(tenant, id), 'utf8');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function call(
  method: string,
  uid: string,
  options: {
    user?: Username;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    tenant?: string;
  } = {},
): Promise<HttpResponse> {
  return server.request({
    method,
    path: `/api/v2/widgets/${uid}`,
    tenant: options.tenant ?? 'acme',
    token: options.token ?? tokens[options.user ?? 'owner'],
    body: options.body,
    headers: options.headers,
  });
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const end = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/v2/widgets/{uid}', () => {
  it.each(['sales-overview/kpi_units', 'sales-overview%2Fkpi_units', 'kpi_units'])(
    'finds the widget by %s, with its identity and the dashboard version',
    async (uid) => {
      const response = await call('GET', uid, { user: 'viewer' });
      expect(response.status).toBe(200);
      const body = response.json as Json;
      const version = sha256(await readDashboard('sales-overview'));
      expect(body.version).toBe(version);
      expect(response.headers.etag).toBe(`"${version}"`);
      expect(body.data).toMatchObject({
        uid: 'sales-overview/kpi_units',
        widget_id: 'kpi_units',
        dashboard_id: 'sales-overview',
        program_slug: 'retail',
        program_id: 1,
        user_id: 2,
        classbase: 'card',
      });
    },
  );

  it('answers 404 for an unknown widget and for another tenant’s widget', async () => {
    expect((await call('GET', 'sales-overview/nope')).status).toBe(404);
    // kpi_units exists in acme only: globex's owner on globex cannot reach it.
    const other = await call('GET', 'kpi_units', { tenant: 'globex', token: globexOwner });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain('Units');
  });

  it('answers 401 without a token and for a token of another tenant', async () => {
    expect((await call('GET', 'kpi_units', { token: '' })).status).toBe(401);
    expect((await call('GET', 'kpi_units', { token: globexOwner })).status).toBe(401);
  });
});

describe('POST /api/v2/widgets/{uid}', () => {
  it('saves the small dialog payload and rewrites only the changed lines', async () => {
    const before = await readDashboard('sales-overview');
    const response = await call('POST', 'sales-overview/kpi_margin', {
      body: {
        uid: 'sales-overview/kpi_margin',
        dashboard_id: 'sales-overview',
        user_id: 2,
        // The demo's titles are translated: the dialog sends all three languages back.
        title: { en: 'Margin %', es: 'Margen bruto %', pt: 'Margem bruta %' },
        widget_name: 'Margin card',
        attributes: { icon: 'percentage', color: '#1b4332' },
      },
    });
    expect(response.status).toBe(200);
    const body = response.json as Json;
    const after = await readDashboard('sales-overview');
    expect(body).toMatchObject({
      status: 'success',
      message: 'Widget saved.',
      version: sha256(after),
    });
    expect(response.headers.etag).toBe(`"${sha256(after)}"`);
    expect(body.data.data).toMatchObject({
      title: { en: 'Margin %', es: 'Margen bruto %', pt: 'Margem bruta %' },
      widget_name: 'Margin card',
      uid: 'sales-overview/kpi_margin',
      widget_id: 'kpi_margin',
      user_id: 2,
    });
    expect(body.data.data).toHaveProperty('description');
    expect(body.data.data).toHaveProperty('conditions');
    expect(body.data.data).toHaveProperty('params');
    // Identity fields are never written into the file: the widgets map key is the id.
    const stored = (JSON.parse(after) as Json).widgets.kpi_margin as Json;
    expect(stored).not.toHaveProperty('uid');
    expect(stored).not.toHaveProperty('dashboard_id');
    expect(stored.widget_name).toBe('Margin card');
    // git diff shows the edit and nothing else: the title and colour lines, one new line.
    const a = before.split('\n');
    const b = after.split('\n');
    expect(b.length).toBe(a.length + 1);
    expect(b.filter((line) => !a.includes(line))).toEqual([
      '        "en": "Margin %",',
      '      "widget_name": "Margin card",',
      '        "color": "#1b4332"',
    ]);
    expect(a.filter((line) => !b.includes(line))).toEqual([
      '        "en": "Gross Margin %",',
      '        "color": "#2d6a4f"',
    ]);
    // Byte-identical to prettier's own output: `prettier --check` stays green after a save.
    expect(after).toBe(await format(after, { parser: 'json', printWidth: 100 }));
  });

  it('saves the drawer payload (url, format_definition) and clears an emptied description', async () => {
    const response = await call('POST', 'store-network/network_image', {
      body: {
        title: 'Store Growth',
        description: '',
        attributes: {},
        conditions: {},
        format_definition: {},
        url: '/api/v2/services/images/slide-storefront',
        query_slug: null,
        params: { borderNone: true },
      },
    });
    expect(response.status).toBe(200);
    const stored = (JSON.parse(await readDashboard('store-network')) as Json).widgets.network_image;
    expect(stored).toEqual({
      title: 'Store Growth',
      classbase: 'image',
      url: '/api/v2/services/images/slide-storefront',
      attributes: {},
      conditions: {},
      format_definition: {},
      params: { borderNone: true },
    });
    expect((response.json as Json).data.data.description).toBe('');
  });

  it('changes nothing on disk when the content is unchanged', async () => {
    const current = (await call('GET', 'sales-overview/kpi_ticket')).json as Json;
    const before = await stat(dashboardFile('acme', 'sales-overview'));
    const response = await call('POST', 'sales-overview/kpi_ticket', {
      body: { title: current.data.title, params: current.data.params },
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(response.status).toBe(200);
    expect((response.json as Json).version).toBe(current.version);
    expect((await stat(dashboardFile('acme', 'sales-overview'))).mtimeMs).toBe(before.mtimeMs);
  });

  it.each([
    ['title', { title: 'x'.repeat(31) }, /^title: must NOT have more than 30 characters/],
    ['widget_name', { widget_name: 'n'.repeat(31) }, /^widget_name: must NOT have more than 30/],
    [
      'query_slug.slug',
      { query_slug: { slug: 'no_such_slug' } },
      /^query_slug\.slug: saved query "no_such_slug" does not exist/,
    ],
    [
      'attributes.size',
      { attributes: { size: 3 } },
      /^attributes\.size: must NOT have additional property/,
    ],
  ])(
    'refuses an invalid %s with 400 naming it, leaving the file untouched',
    async (field, body, message) => {
      const before = await readDashboard('sales-overview');
      const response = await call('POST', 'sales-overview/daily_revenue', { body });
      expect(response.status).toBe(400);
      const json = response.json as Json;
      expect(json.message).toMatch(message);
      expect(json.problems.map((p: Json) => p.field)).toContain(field);
      expect(await readDashboard('sales-overview')).toBe(before);
    },
  );

  it.each([
    ['a temp flag', 'sales-overview/brand_mix', { title: 'T', temp: true }],
    ['a temporary id', 'temp-1718000000', { title: 'T' }],
  ])('refuses to store a temporary widget (%s)', async (_what, uid, body) => {
    const before = await readDashboard('sales-overview');
    const response = await call('POST', uid, { body });
    expect(response.status).toBe(400);
    expect((response.json as Json).message).toMatch(/temp/);
    expect(await readDashboard('sales-overview')).toBe(before);
  });

  it('refuses a stale If-Match with 409', async () => {
    const before = await readDashboard('sales-overview');
    const response = await call('POST', 'sales-overview/brand_mix', {
      body: { title: 'Stale' },
      headers: { 'if-match': `"${'0'.repeat(64)}"` },
    });
    expect(response.status).toBe(409);
    expect(await readDashboard('sales-overview')).toBe(before);
  });

  it('lets one of two concurrent saves with the same version win; the other gets 409', async () => {
    const { version } = (await call('GET', 'sales-overview/category_table')).json as Json;
    const before = await readDashboard('sales-overview');
    const save = (title: string) =>
      call('POST', 'sales-overview/category_table', {
        body: { title: { en: title, es: 'Ventas por categoría', pt: 'Vendas por categoria' } },
        headers: { 'if-match': `"${version}"` },
      });
    const responses = await Promise.all([save('Categories A'), save('Categories B')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((r) => r.status === 200);
    const text = await readDashboard('sales-overview');
    const saved = JSON.parse(text) as Json;
    expect(saved.widgets.category_table.title.en).toBe(
      winner === 0 ? 'Categories A' : 'Categories B',
    );
    expect((responses[winner]?.json as Json).version).toBe(sha256(text));
    // The winner's save is a one-line diff; the loser left no trace.
    const a = before.split('\n');
    const b = text.split('\n');
    expect(b).toHaveLength(a.length);
    expect(b.filter((line, i) => line !== a[i])).toEqual([
      `        "en": "${winner === 0 ? 'Categories A' : 'Categories B'}",`,
    ]);
  });

  it('merges concurrent saves of different widgets sent without If-Match', async () => {
    const [first, second] = await Promise.all([
      call('POST', 'store-traffic/traffic_trend', { body: { title: 'Traffic A' } }),
      call('POST', 'store-traffic/weekday_traffic', { body: { title: 'Weekdays B' } }),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const saved = JSON.parse(await readDashboard('store-traffic')) as Json;
    expect(saved.widgets.traffic_trend.title).toBe('Traffic A');
    expect(saved.widgets.weekday_traffic.title).toBe('Weekdays B');
  });

  it.each(['viewer', 'super', 'superuser', 'fixed'] as const)(
    'answers 403 to %s (only the owner saves) and leaves the file untouched',
    async (user) => {
      const before = await readDashboard('sales-overview');
      const response = await call('POST', 'sales-overview/region_revenue', {
        user,
        body: { title: 'Not mine' },
      });
      expect(response.status).toBe(403);
      expect((response.json as Json).message).toMatch(/owner/);
      expect(await readDashboard('sales-overview')).toBe(before);
    },
  );

  it('answers 401 to another tenant’s token and to no token', async () => {
    const before = await readDashboard('sales-overview');
    const body = { title: 'Intruder' };
    expect(
      (await call('POST', 'sales-overview/region_revenue', { token: globexOwner, body })).status,
    ).toBe(401);
    expect((await call('POST', 'sales-overview/region_revenue', { token: '', body })).status).toBe(
      401,
    );
    expect(await readDashboard('sales-overview')).toBe(before);
  });

  it('saves on its own tenant only: globex’s owner edits globex’s file, never acme’s', async () => {
    const acmeBefore = await readDashboard('sales-overview');
    const response = await call('POST', 'sales-overview/about', {
      tenant: 'globex',
      token: globexOwner,
      body: { title: 'About Globex' },
    });
    expect(response.status).toBe(200);
    expect(
      (JSON.parse(await readDashboard('sales-overview', 'globex')) as Json).widgets.about.title,
    ).toBe('About Globex');
    expect(await readDashboard('sales-overview')).toBe(acmeBefore);
  });
});

describe('DELETE /api/v2/widgets/{widget_id}', () => {
  it('answers 200 for a temporary widget without touching any file', async () => {
    const before = await readDashboard('sales-overview');
    const response = await call('DELETE', 'temp-drilldown-3');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { message: 'Widget removed.' } });
    expect(await readDashboard('sales-overview')).toBe(before);
  });

  it.each([
    ['viewer', 'sales-overview/kpi_revenue', 403],
    ['fixed', 'sales-overview/kpi_revenue', 403],
    ['super', 'sales-overview/kpi_revenue', 403],
    ['superuser', 'sales-overview/kpi_revenue', 403],
    ['owner', 'sales-overview/no_such_widget', 404],
  ] as const)(
    'refuses %s deleting %s with %i "Could not remove widget."',
    async (user, uid, status) => {
      const before = await readDashboard('sales-overview');
      const response = await call('DELETE', uid, { user });
      expect(response.status).toBe(status);
      expect((response.json as Json).message).toBe('Could not remove widget.');
      expect(await readDashboard('sales-overview')).toBe(before);
    },
  );

  it('answers 401 to another tenant’s token', async () => {
    expect(
      (await call('DELETE', 'sales-overview/kpi_revenue', { token: globexOwner })).status,
    ).toBe(401);
  });

  it('removes the widget, its layout item and the references to it', async () => {
    const response = await call('DELETE', 'store-traffic/sqft_chart');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { message: 'Widget removed.' } });
    const text = await readDashboard('store-traffic');
    const saved = JSON.parse(text) as Json;
    expect(Object.keys(saved.widgets)).not.toContain('sqft_chart');
    expect(saved.layout.map((item: Json) => item.i)).not.toContain('sqft_chart');
    expect(saved.widgets.sqft_table.params).not.toHaveProperty('widgets');
    expect(response.headers.etag).toBe(`"${sha256(text)}"`);
    expect((await call('GET', 'store-traffic/sqft_chart')).status).toBe(404);
  });
});

describe('PUT /api/v2/widgets-template', () => {
  const template = {
    uid: 'sales-overview/about',
    widget_id: 'about',
    dashboard_id: 'sales-overview',
    user_id: 2,
    title: 'Notes',
    widget_name: 'Notes Panel',
    classbase: 'markdown',
    params: { markdown: '# Notes' },
  };

  it('stores the widget without its identity fields', async () => {
    const response = await server.request({
      method: 'PUT',
      path: '/api/v2/widgets-template',
      tenant: 'acme',
      token: tokens.owner,
      body: template,
    });
    expect(response.status).toBe(200);
    expect((response.json as Json).data.message).toBe('Template saved.');
    const text = await readFile(path.join(templatesDir, 'acme', 'notes-panel.json'), 'utf8');
    expect(JSON.parse(text)).toEqual({
      title: 'Notes',
      widget_name: 'Notes Panel',
      classbase: 'markdown',
      params: { markdown: '# Notes' },
    });
    const list = await server.request({
      path: '/api/v2/widgets-template',
      tenant: 'acme',
      token: tokens.viewer,
    });
    expect((list.json as Json).data).toEqual([
      expect.objectContaining({ widget_name: 'Notes Panel', template_id: 'notes-panel' }),
    ]);
    const globexList = await server.request({
      path: '/api/v2/widgets-template',
      tenant: 'globex',
      token: globexOwner,
    });
    expect((globexList.json as Json).data).toEqual([]);
  });

  it.each([
    ['an empty title', { ...template, title: '  ' }, 'title'],
    ['a name over 30 characters', { ...template, widget_name: 'w'.repeat(31) }, 'widget_name'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    const response = await server.request({
      method: 'PUT',
      path: '/api/v2/widgets-template',
      tenant: 'acme',
      token: tokens.owner,
      body,
    });
    expect(response.status).toBe(400);
    expect((response.json as Json).message).toMatch(new RegExp(`^${field}: `));
  });

  it.each([
    ['viewer', 403],
    ['fixed', 403],
    ['owner', 200],
    ['super', 200],
    ['superuser', 200],
  ] as const)('answers %s with %i', async (user, status) => {
    const response = await server.request({
      method: 'PUT',
      path: '/api/v2/widgets-template',
      tenant: 'acme',
      token: tokens[user],
      body: { ...template, widget_name: `Role ${user}` },
    });
    expect(response.status).toBe(status);
    const saved = await stat(path.join(templatesDir, 'acme', `role-${user}.json`)).then(
      () => true,
      () => false,
    );
    expect(saved).toBe(status === 200);
  });
});

describe('edits made outside the server', () => {
  it('show up without a restart', async () => {
    const file = dashboardFile('acme', 'product-mix');
    const text = await readFile(file, 'utf8');
    // The demo's titles are translated ({en, es, pt}); an author replaces one with plain text.
    const edited = JSON.parse(text) as Json;
    edited.widgets.top_products.title = 'Edited in git';
    await writeFile(
      file,
      await format(JSON.stringify(edited), { parser: 'json', printWidth: 100 }),
    );
    const response = await until(
      () => call('GET', 'product-mix/top_products', { user: 'viewer' }),
      (r) => (r.json as Json).data?.title === 'Edited in git',
      'the outside edit',
    );
    expect((response.json as Json).version).toBe(sha256(await readFile(file, 'utf8')));
  });

  it('that break the file keep the last valid config serving and are never overwritten', async () => {
    const file = dashboardFile('acme', 'sales-fiscal');
    const good = await readFile(file, 'utf8');
    const served = (await call('GET', 'sales-fiscal/fiscal_help')).json as Json;
    const broken = good.replace('"widgets": {', '"widgets": {{');
    await writeFile(file, broken);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const still = (await call('GET', 'sales-fiscal/fiscal_help')).json as Json;
    expect(still.data.title).toEqual(served.data.title);
    expect(still.version).toBe(served.version);
    // A save is refused (the file on disk is not the version served) and the file stays as is.
    const save = await call('POST', 'sales-fiscal/fiscal_help', { body: { title: 'Overwrite?' } });
    expect(save.status).toBe(409);
    expect(await readFile(file, 'utf8')).toBe(broken);
    // Fixing the file is picked up.
    const fixed = JSON.parse(good) as Json;
    fixed.widgets.fiscal_help.title = 'Fixed by hand';
    await writeFile(file, await format(JSON.stringify(fixed), { parser: 'json', printWidth: 100 }));
    await until(
      () => call('GET', 'sales-fiscal/fiscal_help'),
      (r) => (r.json as Json).data?.title === 'Fixed by hand',
      'the fix',
    );
  });
});

describe('files after every save above', () => {
  it('are valid, prettier-formatted JSON with no temp files left', async () => {
    const folder = path.join(server.configDir, 'acme', 'dashboards');
    const names = await readdir(folder);
    expect(names.filter((n) => n.startsWith('.'))).toEqual([]);
    for (const name of names) {
      const text = await readFile(path.join(folder, name), 'utf8');
      expect(() => JSON.parse(text)).not.toThrow();
      expect(text).toBe(await format(text, { parser: 'json', printWidth: 100 }));
    }
  });
});
