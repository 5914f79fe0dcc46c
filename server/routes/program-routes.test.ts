import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEach, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { programForbiddenMessage } from '../auth/auth-messages.ts';
import { PROGRAM_FIELDS } from './program-catalog.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

type Json = Record<string, unknown>;

const programFile = async (tenant: string, slug: string) =>
  JSON.parse(
    await readFile(path.join(server.configDir, tenant, 'programs', `${slug}.json`), 'utf8'),
  ) as Json & { modules: Json[] };

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

const get = (path: string, who = 'acme/viewer', tenant = who.split('/')[0]) =>
  server.request({ path, tenant, token: tokens[who] });

describe('GET /api/v2/services/queries/troc_programs_list', () => {
  it('lists the programs of the user, sorted by program_id, without modules', async () => {
    const response = await get('/api/v2/services/queries/troc_programs_list');
    expect(response.status).toBe(200);
    const data = (response.json as { data: Json[] }).data;
    expect(data.map((p) => p.program_slug)).toEqual(['retail', 'ecommerce', 'stores_ops']);
    expect(data.map((p) => p.program_id)).toEqual([1, 2, 3]);
    const retail = await programFile('acme', 'retail');
    expect(data[0]).toMatchObject({
      program_name: retail.program_name,
      is_active: true,
      visible: true,
      allow_filtering: true,
      attributes: retail.attributes,
    });
    expect(data[0]).not.toHaveProperty('modules');
    expect(data[0]).not.toHaveProperty('$schema');
  });

  it('shows only the programs listed in user.programs', async () => {
    const response = await get('/api/v2/services/queries/troc_programs_list', 'acme/fixed');
    const data = (response.json as { data: Json[] }).data;
    expect(data.map((p) => p.program_slug)).toEqual(['retail', 'stores_ops']);
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({
      path: '/api/v2/services/queries/troc_programs_list',
      tenant: 'acme',
    });
    expect(response.status).toBe(401);
    expect(response.json).toHaveProperty('message');
  });
});

describe('POST /api/v2/services/queries/programs', () => {
  const post = (body: unknown, who = 'acme/viewer') =>
    server.request({
      method: 'POST',
      path: '/api/v2/services/queries/programs',
      tenant: who.split('/')[0],
      token: tokens[who],
      body,
    });

  it('returns exactly the requested fields, sorted by program_id ascending', async () => {
    const response = await post({ fields: ['program_slug', 'program_id', 'program_name'] });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        program_slug: 'retail',
        program_id: 1,
        // As the config writes it: translated names are returned whole for the client to pick.
        program_name: {
          en: 'Retail Performance',
          es: 'Desempeño minorista',
          pt: 'Desempenho do varejo',
        },
      },
      {
        program_slug: 'ecommerce',
        program_id: 2,
        program_name: expect.objectContaining({ en: expect.any(String) }),
      },
      {
        program_slug: 'stores_ops',
        program_id: 3,
        program_name: expect.objectContaining({ en: expect.any(String) }),
      },
    ]);
  });

  it('filters by where_cond program_slug list and is_active', async () => {
    const response = await post({
      fields: ['program_id', 'program_slug'],
      where_cond: { program_slug: ['stores_ops', 'retail'], is_active: true },
    });
    expect(response.json).toEqual([
      { program_id: 1, program_slug: 'retail' },
      { program_id: 3, program_slug: 'stores_ops' },
    ]);
  });

  it('never returns a program outside user.programs, even when asked by slug', async () => {
    const response = await post(
      { fields: ['program_slug'], where_cond: { program_slug: ['ecommerce', 'retail'] } },
      'acme/fixed',
    );
    expect(response.json).toEqual([{ program_slug: 'retail' }]);
  });

  it('returns every program field when fields is absent', async () => {
    const response = await post({});
    const first = (response.json as Json[])[0] ?? {};
    expect(Object.keys(first).sort()).toEqual([...PROGRAM_FIELDS].sort());
  });

  it.each([
    [{ fields: ['program_id', 'password'] }, '"password" in fields'],
    [{ fields: ['program_id'], where_cond: { owner: 1 } }, '"owner" in where_cond'],
  ])('answers 400 naming an unknown field (%j)', async (body, named) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(named);
  });

  it('answers 400 when fields is not a list of names', async () => {
    const response = await post({ fields: [1, 2] });
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain('fields');
  });
});

describe('GET /api/v2/modules?program_slug=', () => {
  it('lists the modules of the program with their dashboards', async () => {
    const response = await get('/api/v2/modules?program_slug=retail');
    expect(response.status).toBe(200);
    const modules = response.json as Json[];
    const retail = await programFile('acme', 'retail');
    expect(modules.map((m) => m.module_id)).toEqual(retail.modules.map((m) => m.module_id));
    expect(modules[0]).toMatchObject({
      module_id: 101,
      module_slug: 'retail_sales',
      module_name: { en: 'Sales', es: 'Ventas', pt: 'Vendas' },
      program_id: 1,
      program_slug: 'retail',
      description: expect.objectContaining({ en: expect.any(String) }),
      icon: 'currency-dollar',
    });
    expect(modules[0]).toHaveProperty('allow_filtering');
    expect(modules[0]).toHaveProperty('filtering_show');
    const dashboards = modules[0]?.dashboards as Json[];
    expect(dashboards.map((d) => d.dashboard_id)).toEqual([
      'sales-overview',
      'sales-fiscal',
      'executive-overview',
    ]);
    expect(dashboards[0]).toMatchObject({
      dashboard_id: 'sales-overview',
      // The demo translates its texts; the API returns them as the config writes them.
      name: { en: 'Sales Overview', es: 'Resumen de ventas', pt: 'Visão geral de vendas' },
      title: expect.objectContaining({ en: 'Sales Overview' }),
      user_id: 2,
      attributes: expect.objectContaining({ multiselect: 'false' }),
      version: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it.each([
    ['/api/v2/modules?program_slug=ecommerce', 'acme/fixed', 403],
    ['/api/v2/modules?program_slug=nope', 'acme/viewer', 404],
    ['/api/v2/modules?program_slug=ecommerce', 'globex/viewer', 404],
    ['/api/v2/modules', 'acme/viewer', 400],
  ])('%s as %s → %i', async (url, who, status) => {
    const response = await get(url, who);
    expect(response.status).toBe(status);
    expect(response.json).toHaveProperty('message');
  });

  it('answers 403 with the spec text', async () => {
    const response = await get('/api/v2/modules?program_slug=ecommerce', 'acme/fixed');
    const message = (response.json as { message: string }).message;
    expect(message).toBe(programForbiddenMessage('ecommerce'));
    expect(message).toContain("You don't have permission to view this information");
  });
});

describe('GET /api/v2/dashboard/info?dashboard_duid=', () => {
  it('answers the module and the program of the dashboard', async () => {
    const response = await get('/api/v2/dashboard/info?dashboard_duid=store-performance');
    expect(response.status).toBe(200);
    const { data } = response.json as { data: { modules: Json[]; programs: Json[] } };
    expect(data.modules.map((m) => m.module_id)).toEqual([102]);
    expect(data.modules[0]?.program_slug).toBe('retail');
    expect(data.programs.map((p) => p.program_slug)).toEqual(['retail']);
  });

  it.each([
    ['ecommerce-overview', 'acme/fixed', 403],
    ['no-such-dashboard', 'acme/viewer', 404],
    ['ecommerce-overview', 'globex/viewer', 404],
  ])('%s as %s → %i', async (id, who, status) => {
    const response = await get(`/api/v2/dashboard/info?dashboard_duid=${id}`, who);
    expect(response.status).toBe(status);
  });
});

describe('programs of attributes.version v3', () => {
  it('are left out of both program lists once the file says v3', async () => {
    const file = path.join(server.configDir, 'acme', 'programs', 'stores_ops.json');
    const program = JSON.parse(await readFile(file, 'utf8')) as Json & { attributes: Json };
    program.attributes = { ...program.attributes, version: 'v3' };
    await writeFile(file, `${JSON.stringify(program, null, 2)}\n`);
    // The config store picks outside edits up without a restart; wait for it.
    let slugs: unknown[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await get('/api/v2/services/queries/troc_programs_list');
      slugs = (response.json as { data: Json[] }).data.map((p) => p.program_slug);
      if (!slugs.includes('stores_ops')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(slugs).toEqual(['retail', 'ecommerce']);
    const listed = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/programs',
      tenant: 'acme',
      token: tokens['acme/viewer'],
      body: { fields: ['program_slug'] },
    });
    expect(listed.json).toEqual([{ program_slug: 'retail' }, { program_slug: 'ecommerce' }]);
  });
});
