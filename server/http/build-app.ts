import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';
import { tenantFromHost } from '../tenant/resolve-tenant.ts';

/** Everything the HTTP layer needs; built once at start by `startServer`. */
export interface AppOptions {
  config: LoadedConfig;
  /** Built front end (`dist/`); when missing only the API is served. */
  distDir?: string;
  dataDir: string;
  logger?: boolean;
}

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * Builds the Fastify app: the public tenant calls of app-shell §7 (tenant branding and
 * images, which the login page needs before anyone has a token), a health check, and the
 * built single-page app with client-side routing.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const known = new Set(config.tenants.keys());
  const defaultTenant =
    [...config.tenants.values()].find((t) => tenantSettings(t).default === true)?.id ??
    (config.tenants.size === 1 ? [...known][0] : undefined);

  const tenantOf = (request: FastifyRequest) => {
    const id = tenantFromHost(request.headers.host, known, defaultTenant);
    return id === undefined ? undefined : { id, config: config.tenants.get(id) };
  };

  app.get('/api/health', async () => ({
    status: 'ok',
    tenants: [...known].sort(),
    defaultTenant: defaultTenant ?? null,
    dataDir: options.dataDir,
  }));

  app.post('/api/v2/services/queries/troc_client_tenant', async (request, reply) => {
    const tenant = tenantOf(request);
    if (!tenant?.config) return reply.code(404).send({ message: 'Unknown tenant' });
    const t = tenantSettings(tenant.config);
    return [
      {
        tenant: tenant.id,
        name: t.name,
        providers: t.providers ?? ['BasicAuth'],
        slideshow: t.slideshow ?? [],
        branding: t.branding ?? {},
        timezone: t.timezone ?? 'America/New_York',
        locale: t.locale ?? 'en',
      },
    ];
  });

  app.get<{ Params: { image_id: string } }>(
    '/api/v2/services/images/:image_id',
    async (request, reply) => {
      const tenant = tenantOf(request);
      const images = tenant?.config ? (tenantSettings(tenant.config).images ?? {}) : {};
      const relative = Object.hasOwn(images, request.params.image_id)
        ? images[request.params.image_id]
        : undefined;
      if (!tenant?.config || !relative) return reply.code(404).send({ message: 'Image not found' });
      const tenantDir = path.resolve(tenant.config.dir);
      const file = path.resolve(tenantDir, relative);
      // An image path in config can never reach outside its tenant's folder.
      if (!file.startsWith(tenantDir + path.sep))
        return reply.code(404).send({ message: 'Image not found' });
      const body = await readFile(file).catch(() => undefined);
      if (!body) return reply.code(404).send({ message: 'Image not found' });
      return reply
        .header(
          'content-type',
          IMAGE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        )
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );

  app.all('/api/*', async (request, reply) =>
    reply
      .code(404)
      .send({ message: `No such API route: ${request.method} ${request.url.split('?')[0]}` }),
  );

  if (options.distDir && existsSync(path.join(options.distDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: options.distDir, wildcard: false });
    // Client-side routes (/login, /{program}/{module}, ...) all load the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send({ message: 'Not found' });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}
