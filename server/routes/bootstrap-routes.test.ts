import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { programListBody } from '../../runtime/core/shell-programs.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

type Json = Record<string, unknown>;

interface Bootstrap {
  email: string;
  session: Json & { programs: string[] };
  programs: Json[];
  modules: Record<string, unknown>;
  tenant: Json;
  variables?: Json;
  images: Record<string, string>;
}

const USERS = [
  ['acme', 'superuser'],
  ['acme', 'viewer'],
  ['acme', 'fixed'],
  ['globex', 'viewer'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  for (const [tenant, user] of USERS)
    tokens[`${tenant}/${user}`] = await server.login(tenant, user);
});

afterAll(async () => {
  await server?.close();
});

const call = (who: string, path: string, method = 'GET', body?: unknown) =>
  server.request({ method, path, tenant: who.split('/')[0], token: tokens[who], body });

/** What the shell's own calls answer for this user, each from its route. */
async function individualAnswers(who: string, program: string) {
  const session = await call(who, '/api/v1/user/session');
  const user = (session.json as { session: { programs: string[] } }).session;
  const programs = await call(
    who,
    '/api/v2/services/queries/programs',
    'POST',
    programListBody(user.programs),
  );
  const slugs = (programs.json as Json[]).map((row) => row.program_slug as string);
  const modules: Record<string, unknown> = {};
  for (const slug of slugs) {
    const answer = await call(who, `/api/v2/modules?program_slug=${slug}`);
    expect(answer.status).toBe(200);
    modules[slug] = answer.json;
  }
  const tenant = await call(who, '/api/v2/services/queries/troc_client_tenant', 'POST', {});
  const variables = await call(who, `/api/v2/variables/${program}`);
  return {
    session: session.json as Json,
    programs: programs.json,
    modules,
    tenant: (tenant.json as Json[])[0],
    variables: variables.status === 200 ? variables.json : undefined,
  };
}

describe('GET /api/v2/bootstrap', () => {
  it.each(USERS)('answers %s/%s exactly what the shell’s own calls answer', async (t, u) => {
    const who = `${t}/${u}`;
    const response = await call(who, '/api/v2/bootstrap?program_slug=retail');
    expect(response.status).toBe(200);
    const boot = response.json as Bootstrap;
    const own = await individualAnswers(who, 'retail');
    expect({ email: boot.email, session: boot.session }).toEqual(own.session);
    expect(boot.programs).toEqual(own.programs);
    expect(boot.modules).toEqual(own.modules);
    expect(boot.tenant).toEqual(own.tenant);
    expect(boot.variables).toEqual(own.variables);
    expect(boot.variables).toBeDefined();
  });

  it('lists only the user’s programs and their modules (the fixed-filter user has two)', async () => {
    const boot = (await call('acme/fixed', '/api/v2/bootstrap')).json as Bootstrap;
    expect(boot.programs.map((p) => p.program_slug)).toEqual(['retail', 'stores_ops']);
    expect(Object.keys(boot.modules).sort()).toEqual(['retail', 'stores_ops']);
    expect(JSON.parse(boot.session.filtering_fixed as string)).not.toEqual({});
  });

  it('gives another tenant’s user only its own tenant, programs and logo', async () => {
    const boot = (await call('globex/viewer', '/api/v2/bootstrap?program_slug=retail'))
      .json as Bootstrap;
    expect(boot.tenant.tenant).toBe('globex');
    expect(boot.programs.map((p) => p.program_slug)).toEqual(['retail']);
    const globexLogo = await readFile(path.join(server.configDir, 'globex', 'images', 'logo.svg'));
    expect(boot.images).toEqual({
      logo: `data:image/svg+xml;base64,${globexLogo.toString('base64')}`,
    });
    // A token of one tenant is refused on another tenant's host.
    const crossed = await server.request({
      path: '/api/v2/bootstrap',
      tenant: 'acme',
      token: tokens['globex/viewer'],
    });
    expect(crossed.status).toBe(401);
  });

  it('inlines the logo as the image route serves it', async () => {
    const boot = (await call('acme/viewer', '/api/v2/bootstrap')).json as Bootstrap;
    const image = await server.request({ path: '/api/v2/services/images/logo', tenant: 'acme' });
    expect(image.status).toBe(200);
    expect(boot.images.logo).toBe(
      `data:image/svg+xml;base64,${Buffer.from(image.text).toString('base64')}`,
    );
  });

  it('leaves out the variables of a program that is not the user’s or unknown', async () => {
    const notMine = (await call('acme/fixed', '/api/v2/bootstrap?program_slug=ecommerce'))
      .json as Bootstrap;
    expect(notMine).not.toHaveProperty('variables');
    expect((await call('acme/fixed', '/api/v2/variables/ecommerce')).status).toBe(403);
    const unknown = (await call('acme/viewer', '/api/v2/bootstrap?program_slug=nope'))
      .json as Bootstrap;
    expect(unknown).not.toHaveProperty('variables');
  });

  it('is gzipped when the browser takes it, with the same answer', async () => {
    const plain = await call('acme/viewer', '/api/v2/bootstrap?program_slug=retail');
    const zipped = await server.request({
      path: '/api/v2/bootstrap?program_slug=retail',
      tenant: 'acme',
      token: tokens['acme/viewer'],
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.json).toEqual(plain.json);
  });

  it('answers 401 without a session, as the session call does', async () => {
    const boot = await server.request({ path: '/api/v2/bootstrap', tenant: 'acme' });
    const session = await server.request({ path: '/api/v1/user/session', tenant: 'acme' });
    expect(boot.status).toBe(401);
    expect(session.status).toBe(401);
    expect(boot.json).toEqual(session.json);
    const bad = await server.request({ path: '/api/v2/bootstrap', tenant: 'acme', token: 'x.y.z' });
    expect(bad.status).toBe(401);
  });
});
