import type { FastifyInstance } from 'fastify';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type HttpResponse } from '../../tests/support/http.ts';
import { ROOT } from '../../tests/support/server-process.ts';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import { buildApp } from './build-app.ts';
import { contentSecurityPolicy, originsFromEnv, safeOrigins } from './security-headers.ts';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const strict = directives(contentSecurityPolicy(undefined));

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", 'blob:']],
  ])('without settings, %s is %j', (name, sources) => {
    expect(strict.get(name)).toEqual(sources);
  });

  it('never allows inline script or eval', () => {
    expect(strict.get('script-src')).not.toContain("'unsafe-inline'");
    expect(strict.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it.each([
    ['frame_ancestors', 'frame-ancestors'],
    ['content_origins', 'img-src'],
    ['content_origins', 'connect-src'],
    ['content_origins', 'media-src'],
    ['frame_origins', 'frame-src'],
  ] as const)('tenant %s adds its origins to %s', (setting, name) => {
    const policy = directives(contentSecurityPolicy({ [setting]: ['https://a.example:8443'] }));
    expect(policy.get(name)).toContain('https://a.example:8443');
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('adds the build allow-list of frame origins to frame-src only', () => {
    const policy = directives(contentSecurityPolicy({}, ['https://bi.example']));
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://bi.example']);
    expect(policy.get('img-src')).not.toContain('https://bi.example');
  });

  it.each([
    'https://a.example; script-src *',
    "'unsafe-inline'",
    'https://a.example/path',
    '*',
    'javascript:alert(1)',
    'https://A.example',
  ])('drops %j, which is no plain origin', (origin) => {
    expect(safeOrigins([origin])).toEqual([]);
    const policy = contentSecurityPolicy({ content_origins: [origin] });
    expect(policy.split(';')).toHaveLength(13);
    expect(directives(policy).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
  });

  it.each([
    [
      'https://bi.example, http://grafana.local:3000/d/x',
      ['https://bi.example', 'http://grafana.local:3000'],
    ],
    ['ftp://x.example not-a-url', []],
    [undefined, []],
  ])('reads the origins of the env list %j', (value, origins) => {
    expect(originsFromEnv(value)).toEqual(origins);
  });
});

describe('security headers on the real server', () => {
  let app: FastifyInstance;
  let port: number;
  let configDir: string;
  let distDir: string;

  beforeAll(async () => {
    configDir = await mkdtemp(path.join(tmpdir(), 'navigator-csp-config-'));
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const tenantFile = path.join(configDir, 'globex', 'tenant.json');
    const tenant = JSON.parse(await readFile(tenantFile, 'utf8')) as Record<string, unknown>;
    tenant.security = {
      frame_ancestors: ['https://intranet.globex.example'],
      content_origins: ['https://data.globex.example'],
      frame_origins: ['https://bi.globex.example'],
    };
    await writeFile(tenantFile, JSON.stringify(tenant, null, 2));
    distDir = await mkdtemp(path.join(tmpdir(), 'navigator-csp-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(path.join(distDir, 'assets', 'app.js'), 'export {};');
    app = await buildApp({
      configDir,
      dataDir: await sharedTestDataDir(),
      distDir,
      env: { VITE_NAVIGATOR_FRAME_ORIGINS: 'https://grafana.example' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await app?.close();
    await rm(configDir, { recursive: true, force: true });
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (tenant: string | undefined, url: string, method = 'GET'): Promise<HttpResponse> =>
    request(port, { method, path: url, tenant });

  it.each([
    ['acme', '/'],
    ['acme', '/login'],
    ['acme', '/retail/sales?dashboard=sales_overview'],
    ['acme', '/no/such/page'],
    ['acme', '/assets/app.js'],
    ['acme', '/api/health'],
    ['acme', '/api/v1/user/session'],
    ['acme', '/api/no-such-route'],
    ['nobody', '/'],
    [undefined, '/login'],
  ])(
    '%s %s carries the strict policy, nosniff, a referrer policy and SAMEORIGIN',
    async (tenant, url) => {
      const response = await get(tenant, url);
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'self'", 'https://grafana.example']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('serves the app shell for client routes with the policy (an HTML page)', async () => {
    const response = await get('acme', '/retail/sales');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/text\/html/);
  });

  it("follows the tenant's security settings on its host", async () => {
    const response = await get('globex', '/login');
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://intranet.globex.example']);
    expect(policy.get('img-src')).toContain('https://data.globex.example');
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://data.globex.example']);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://bi.globex.example',
      'https://grafana.example',
    ]);
    // Other sites may frame globex: X-Frame-Options would forbid them, so it is left out.
    expect(response.headers['x-frame-options']).toBeUndefined();
    // acme's answer on the same server is untouched by globex's settings.
    const acme = directives(
      String((await get('acme', '/login')).headers['content-security-policy']),
    );
    expect(acme.get('img-src')).not.toContain('https://data.globex.example');
  });

  it('tells the client what its widgets may load (tenant call)', async () => {
    const response = await request(port, {
      method: 'POST',
      path: '/api/v2/services/queries/troc_client_tenant',
      tenant: 'globex',
    });
    expect((response.json as { security: unknown }[])[0]?.security).toEqual({
      content_origins: ['https://data.globex.example'],
      frame_origins: ['https://bi.globex.example'],
    });
  });
});
