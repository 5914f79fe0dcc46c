import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../tests/support/http.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import { registerTenantHook } from '../http/tenant-hook.ts';
import { tenantRoutes } from './tenant-routes.ts';

let server: TestServer;

const tenantJson = async (tenant: string) =>
  JSON.parse(await readFile(path.join(server.configDir, tenant, 'tenant.json'), 'utf8')) as {
    name: string;
    providers: string[];
    slideshow: string[];
    branding: Record<string, string>;
    images: Record<string, string>;
    timezone: string;
    locale: string;
    fiscalMonth?: Record<string, unknown>;
    security?: { content_origins?: string[]; frame_origins?: string[] };
  };

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/v2/services/queries/troc_client_tenant (no token)', () => {
  it.each(['acme', 'globex'])('answers the %s tenant as the first list item', async (tenant) => {
    const settings = await tenantJson(tenant);
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/troc_client_tenant',
      tenant,
      body: { tenant },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        tenant,
        name: settings.name,
        providers: settings.providers,
        slideshow: settings.slideshow,
        branding: settings.branding,
        timezone: settings.timezone,
        locale: settings.locale,
        // The fiscal date pickers read the tenant's calendar from here.
        fiscalMonth: settings.fiscalMonth,
        // What the charts, image and iframe widgets may load besides the app's own origin.
        security: {
          content_origins: settings.security?.content_origins ?? [],
          frame_origins: settings.security?.frame_origins ?? [],
        },
      },
    ]);
    expect(settings.fiscalMonth).toMatchObject({ weeks: expect.any(Array) });
  });

  it('follows the Host header, not the body', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/troc_client_tenant',
      tenant: 'globex',
      body: { tenant: 'acme' },
    });
    expect((response.json as { tenant: string }[])[0]?.tenant).toBe('globex');
  });

  it('answers 404 on a host that is no tenant', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v2/services/queries/troc_client_tenant',
      tenant: 'nobody',
    });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Unknown tenant' });
  });
});

describe('POST /api/v1/auth/methods (no token)', () => {
  it.each(['acme', 'globex'])('lists the login methods of %s with labels', async (tenant) => {
    const response = await server.request({ method: 'POST', path: '/api/v1/auth/methods', tenant });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ method: 'BasicAuth', label: 'Username and password' }]);
  });

  it('answers 404 on a host that is no tenant', async () => {
    const response = await server.request({
      method: 'POST',
      path: '/api/v1/auth/methods',
      tenant: 'nobody',
    });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/v2/services/images/{image_id} (no token)', () => {
  it.each(['acme', 'globex'])('serves every image of %s with its type', async (tenant) => {
    const { images } = await tenantJson(tenant);
    for (const [id, file] of Object.entries(images)) {
      const response = await server.request({ path: `/api/v2/services/images/${id}`, tenant });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.text).toBe(await readFile(path.join(server.configDir, tenant, file), 'utf8'));
    }
  });

  it('the two tenants serve different logos under the same id', async () => {
    const [acme, globex] = await Promise.all(
      ['acme', 'globex'].map((tenant) =>
        server.request({ path: '/api/v2/services/images/logo', tenant }),
      ),
    );
    expect(acme?.status).toBe(200);
    expect(acme?.text).not.toBe(globex?.text);
  });

  it.each([
    ['globex', 'slide-map', 'acme'],
    ['globex', 'slide-basket', 'acme'],
    ['acme', 'slide-growth', 'globex'],
  ])("%s's image %s is 404 on %s", async (owner, id, other) => {
    const own = await server.request({ path: `/api/v2/services/images/${id}`, tenant: owner });
    expect(own.status).toBe(200);
    const response = await server.request({ path: `/api/v2/services/images/${id}`, tenant: other });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Image not found' });
  });

  it.each(['..%2Fglobex%2Fimages%2Flogo.svg', 'constructor', '__proto__', 'missing'])(
    'an image id %s that is no key of images is 404',
    async (id) => {
      const response = await server.request({
        path: `/api/v2/services/images/${id}`,
        tenant: 'acme',
      });
      expect(response.status).toBe(404);
    },
  );

  it('nothing is served on a host that is no tenant', async () => {
    const response = await server.request({
      path: '/api/v2/services/images/logo',
      tenant: 'nobody',
    });
    expect(response.status).toBe(404);
  });
});

describe('images with a path that leaves the tenant folder', () => {
  it.each(['../globex/images/logo.svg', '../../package.json', '/etc/hostname', 'images'])(
    'an image entry %s is 404',
    async (relative) => {
      const loaded = await loadConfigDir(server.configDir);
      const acme = loaded.tenants.get('acme') as TenantConfig;
      const settings = acme.tenant?.value as { images: Record<string, string> };
      const edited: TenantConfig = {
        ...acme,
        tenant: acme.tenant && {
          ...acme.tenant,
          value: { ...settings, images: { ...settings.images, escape: relative } },
        },
      };
      const config: LoadedConfig = { ...loaded, tenants: new Map([['acme', edited]]) };
      const app = Fastify();
      registerTenantHook(app, () => config);
      await app.register(tenantRoutes, {});
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const logo = await request(port, { path: '/api/v2/services/images/logo', tenant: 'acme' });
        expect(logo.status).toBe(200);
        const escape = await request(port, {
          path: '/api/v2/services/images/escape',
          tenant: 'acme',
        });
        expect(escape.status).toBe(404);
        expect(escape.json).toEqual({ message: 'Image not found' });
      } finally {
        await app.close();
      }
    },
  );
});
