import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../tests/support/http.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const USERS = ['viewer', 'owner', 'super', 'superuser', 'fixed'] as const;
type Username = (typeof USERS)[number];

let server: TestServer;
const tokens = {} as Record<Username, string>;
let globexSuper: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of USERS) tokens[user] = await server.login('acme', user);
  globexSuper = await server.login('globex', 'super');
});

afterAll(async () => {
  await server?.close();
});

const queryFile = (slug: string, ext = 'json', tenant = 'acme') =>
  path.join(server.configDir, tenant, 'queries', `${slug}.${ext}`);
const readQuery = (slug: string, ext = 'json') => readFile(queryFile(slug, ext), 'utf8');
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function list(query: string, options: { user?: Username; token?: string; tenant?: string } = {}) {
  return server.request({
    path: `/api/v2/queries/${query}`,
    tenant: options.tenant ?? 'acme',
    token: options.token ?? tokens[options.user ?? 'super'],
  });
}

function create(body: unknown, user: Username = 'super', token?: string): Promise<HttpResponse> {
  return server.request({
    method: 'PUT',
    path: '/api/v2/queries/',
    tenant: 'acme',
    token: token ?? tokens[user],
    body,
  });
}

function update(
  slug: string,
  body: unknown,
  options: { user?: Username; token?: string; version?: string } = {},
): Promise<HttpResponse> {
  return server.request({
    method: 'POST',
    path: `/api/v2/queries/${slug}`,
    tenant: 'acme',
    token: options.token ?? tokens[options.user ?? 'super'],
    body,
    headers: options.version ? { 'if-match': `"${options.version}"` } : {},
  });
}

async function slugFiles(): Promise<string[]> {
  return (await readdir(path.join(server.configDir, 'acme', 'queries'))).sort();
}

describe('GET /api/v2/queries/', () => {
  it('lists the saved queries of the user’s programs sorted by query_slug, with SQL and version', async () => {
    const response = await list('?provider=db');
    expect(response.status).toBe(200);
    const items = response.json as Json[];
    const slugs = items.map((i) => i.query_slug);
    expect(slugs).toEqual([...slugs].sort());
    const files = (await slugFiles()).filter((f) => f.endsWith('.json'));
    expect(slugs).toEqual(files.map((f) => f.slice(0, -5)));
    const brands = items.find((i) => i.query_slug === 'retail_brands') as Json;
    const json = await readQuery('retail_brands');
    const sql = await readQuery('retail_brands', 'sql');
    expect(brands).toMatchObject({
      program_slug: 'retail',
      program_id: 1,
      provider: 'db',
      query_raw: sql,
    });
    expect(brands.version).toBe(sha256(`${json}\0${sql}`));
    expect(brands).not.toHaveProperty('$schema');
  });

  it('filters by program_slug and by query_slug (first item is the slug, with an ETag)', async () => {
    const retail = (await list('?provider=db&program_slug=retail')).json as Json[];
    expect(retail.length).toBeGreaterThan(0);
    expect(retail.every((i) => i.program_slug === 'retail')).toBe(true);
    const one = await list('?query_slug=retail_kpis');
    const [item] = one.json as Json[];
    expect((one.json as Json[]).length).toBe(1);
    expect(item?.query_slug).toBe('retail_kpis');
    expect(one.headers.etag).toBe(`"${item?.version}"`);
    expect((await list('?query_slug=no_such_slug')).json).toEqual([]);
  });

  it('hides the queries of programs the user cannot open, and refuses that program', async () => {
    const fixed = (await list('?provider=db', { user: 'fixed' })).json as Json[];
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.some((i) => i.program_slug === 'ecommerce')).toBe(false);
    expect((await list('?query_slug=ecommerce_kpis', { user: 'fixed' })).json).toEqual([]);
    expect((await list('?program_slug=ecommerce', { user: 'fixed' })).status).toBe(403);
    expect((await list('?query_slug=ecommerce_kpis', { user: 'viewer' })).json).toHaveLength(1);
  });

  it('never shows another tenant’s queries', async () => {
    const globex = (await list('?provider=db', { tenant: 'globex', token: globexSuper }))
      .json as Json[];
    expect(globex.length).toBeGreaterThan(0);
    expect(globex.map((i) => i.query_slug)).not.toContain('ecommerce_kpis');
    expect((await list('?provider=db', { token: globexSuper })).status).toBe(401);
    expect((await list('?provider=db', { token: '' })).status).toBe(401);
  });
});

describe('PUT /api/v2/queries/ (create)', () => {
  it('creates troc_new_query in program 1 by default, then refuses the same slug with 409', async () => {
    const response = await create({ query_raw: 'SELECT 1 AS one' });
    expect(response.status).toBe(200);
    const body = response.json as Json;
    expect(body).toMatchObject({
      query_slug: 'troc_new_query',
      message: 'Slug saved successfully.',
    });
    const json = await readQuery('troc_new_query');
    expect(body.version).toBe(sha256(json));
    expect(JSON.parse(json)).toMatchObject({
      $schema: '../../../schemas/saved-query.schema.json',
      query_slug: 'troc_new_query',
      provider: 'db',
      program_slug: 'retail',
      program_id: 1,
      query_raw: 'SELECT 1 AS one',
    });
    expect(Object.keys(JSON.parse(json))[0]).toBe('$schema');
    const listed = (await list('?query_slug=troc_new_query')).json as Json[];
    expect(listed[0]?.version).toBe(body.version);

    const again = await create({ query_raw: 'SELECT 2 AS two' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'Your slug could not be saved.' });
    expect((again.json as Json).reason).toMatch(/query_slug.*troc_new_query.*already exists/);
    expect(await readQuery('troc_new_query')).toBe(json);
  });

  it('writes multi-line SQL to the .sql file, next to typed parameters and conditions', async () => {
    const sql =
      'SELECT store_id, sum(revenue) AS revenue\nFROM sales\nWHERE store_id = {store_id} {and_cond}\nGROUP BY store_id';
    const response = await create({
      query_slug: 'retail_store_revenue',
      program_slug: 'retail',
      query_raw: sql,
      params: [{ name: 'store_id', type: 'integer', value: 1 }],
      conditions: { firstdate: 'FDOM', lastdate: 'CURRENT_DATE' },
      cond_definition: {},
      cache_timeout: 1800,
    });
    expect(response.status).toBe(200);
    expect(await readQuery('retail_store_revenue', 'sql')).toBe(`${sql}\n`);
    const json = JSON.parse(await readQuery('retail_store_revenue')) as Json;
    expect(json).not.toHaveProperty('query_raw');
    expect(json.params).toEqual([{ name: 'store_id', value: 1, type: 'integer' }]);
  });

  it.each([
    [
      'an undeclared {param}',
      { query_slug: 'bad_param', query_raw: 'SELECT {region} AS r' },
      /^query_raw: \{region\} is not declared/,
    ],
    [
      'a parameter without a type',
      { query_slug: 'untyped', query_raw: 'SELECT {region} AS r', params: [{ name: 'region' }] },
      /^params\.0: parameter "region" has no type/,
    ],
    [
      'a slug that is not word characters',
      { query_slug: 'bad-slug', query_raw: 'SELECT 1' },
      /^query_slug: /,
    ],
    [
      'an unknown datasource',
      { query_slug: 'bad_source', query_raw: 'SELECT 1', source: 'warehouse' },
      /^source: datasource "warehouse" does not exist/,
    ],
    [
      'a cache timeout not offered',
      { query_slug: 'bad_cache', query_raw: 'SELECT 1', cache_timeout: 5 },
      /^cache_timeout: /,
    ],
  ])('refuses %s with 400 naming it, creating no file', async (_what, body, reason) => {
    const before = await slugFiles();
    const response = await create(body);
    expect(response.status).toBe(400);
    expect((response.json as Json).message).toBe('Your slug could not be saved.');
    expect((response.json as Json).reason).toMatch(reason);
    expect(await slugFiles()).toEqual(before);
  });

  it.each([
    ['viewer', 403],
    ['owner', 403],
    ['fixed', 403],
    ['super', 200],
    ['superuser', 200],
  ] as const)('answers %s with %i', async (user, status) => {
    const slug = `role_${user}`;
    const response = await create({ query_slug: slug, query_raw: 'SELECT 1 AS one' }, user);
    expect(response.status).toBe(status);
    if (status !== 200)
      expect((response.json as Json).message).toBe('Your slug could not be saved.');
    expect(await exists(queryFile(slug))).toBe(status === 200);
  });

  it('answers 401 to another tenant’s token and writes nothing there either', async () => {
    const response = await create(
      { query_slug: 'intruder', query_raw: 'SELECT 1' },
      'super',
      globexSuper,
    );
    expect(response.status).toBe(401);
    expect(await exists(queryFile('intruder'))).toBe(false);
    expect(await exists(queryFile('intruder', 'json', 'globex'))).toBe(false);
  });
});

describe('POST /api/v2/queries/{query_slug} (update)', () => {
  it('updates in place: only the changed line differs and the .sql file is kept', async () => {
    const [item] = (await list('?query_slug=retail_categories')).json as Json[];
    const before = await readQuery('retail_categories');
    const sqlBefore = await readQuery('retail_categories', 'sql');
    const response = await update(
      'retail_categories',
      { ...item, description: 'Every category sold.' },
      { version: item?.version },
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      query_slug: 'retail_categories',
      message: 'Slug updated successfully.',
    });
    const after = await readQuery('retail_categories');
    const a = before.split('\n');
    const b = after.split('\n');
    expect(b).toHaveLength(a.length);
    expect(b.filter((line, i) => line !== a[i])).toEqual([
      '  "description": "Every category sold.",',
    ]);
    expect(await readQuery('retail_categories', 'sql')).toBe(sqlBefore);
    expect((response.json as Json).version).toBe(sha256(`${after}\0${sqlBefore}`));
  });

  it('rewrites the .sql file when query_raw changes, leaving the JSON alone', async () => {
    const [item] = (await list('?query_slug=retail_products')).json as Json[];
    const json = await readQuery('retail_products');
    const sql = `${String(item?.query_raw).trimEnd()}\nLIMIT 500`;
    const response = await update(
      'retail_products',
      { query_raw: sql },
      { version: item?.version },
    );
    expect(response.status).toBe(200);
    expect(await readQuery('retail_products', 'sql')).toBe(`${sql}\n`);
    expect(await readQuery('retail_products')).toBe(json);
  });

  it('refuses a stale version with 409', async () => {
    const before = await readQuery('retail_sales_daily');
    const response = await update(
      'retail_sales_daily',
      { description: 'x' },
      { version: '0'.repeat(64) },
    );
    expect(response.status).toBe(409);
    expect((response.json as Json).message).toBe('Your slug could not be updated.');
    expect(await readQuery('retail_sales_daily')).toBe(before);
  });

  it('lets one of two concurrent updates with the same version win', async () => {
    const [item] = (await list('?query_slug=retail_top_stores')).json as Json[];
    const responses = await Promise.all([
      update('retail_top_stores', { description: 'First' }, { version: item?.version }),
      update('retail_top_stores', { description: 'Second' }, { version: item?.version }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const text = await readQuery('retail_top_stores');
    const winner = responses[0]?.status === 200 ? 'First' : 'Second';
    expect((JSON.parse(text) as Json).description).toBe(winner);
  });

  it.each([
    [
      'an undeclared {param}',
      { query_raw: 'SELECT {nope} AS n' },
      /^query_raw: \{nope\} is not declared/,
    ],
    ['a program that does not exist', { program_slug: 'nowhere' }, /program "nowhere"/],
    ['a different slug', { query_slug: 'other_slug' }, /^query_slug: /],
    ['an unknown field', { colour: 'red' }, /^colour: must NOT have additional property/],
  ])('refuses %s with 400, leaving the files alone', async (_what, body, reason) => {
    const json = await readQuery('retail_kpis');
    const sql = await readQuery('retail_kpis', 'sql');
    const response = await update('retail_kpis', body);
    expect([400, 403]).toContain(response.status);
    expect((response.json as Json).message).toBe('Your slug could not be updated.');
    expect((response.json as Json).reason).toMatch(reason);
    expect(await readQuery('retail_kpis')).toBe(json);
    expect(await readQuery('retail_kpis', 'sql')).toBe(sql);
  });

  it('answers 404 for an unknown slug and for a slug of a program the user cannot open', async () => {
    expect((await update('no_such_slug', { description: 'x' })).status).toBe(404);
    const fixed = await update('ecommerce_kpis', { description: 'x' }, { user: 'fixed' });
    expect(fixed.status).toBe(404);
    expect((fixed.json as Json).message).toBe('Your slug could not be updated.');
  });

  it.each([
    ['viewer', 403],
    ['owner', 403],
    ['fixed', 403],
    ['super', 200],
    ['superuser', 200],
  ] as const)('answers %s with %i', async (user, status) => {
    const before = await readQuery('retail_sales_by_region');
    const response = await update(
      'retail_sales_by_region',
      { description: `Edited by ${user}` },
      { user },
    );
    expect(response.status).toBe(status);
    const after = await readQuery('retail_sales_by_region');
    if (status === 200) expect(JSON.parse(after).description).toBe(`Edited by ${user}`);
    else expect(after).toBe(before);
  });

  it('answers 401 to another tenant’s token', async () => {
    const before = await readQuery('retail_sales_by_region');
    expect(
      (await update('retail_sales_by_region', { description: 'x' }, { token: globexSuper })).status,
    ).toBe(401);
    expect(await readQuery('retail_sales_by_region')).toBe(before);
  });
});

describe('edits made outside the server', () => {
  it('show up in the list without a restart', async () => {
    const file = queryFile('retail_margin_by_category');
    const text = await readFile(file, 'utf8');
    const edited = JSON.stringify({ ...JSON.parse(text), description: 'Edited in git' }, null, 2);
    await writeFile(file, `${edited}\n`);
    const end = Date.now() + 5000;
    let item: Json | undefined;
    while (Date.now() < end) {
      [item] = (await list('?query_slug=retail_margin_by_category')).json as Json[];
      if (item?.description === 'Edited in git') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(item?.description).toBe('Edited in git');
  });
});
