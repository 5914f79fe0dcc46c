import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantSettings } from '../config/tenant-settings.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { SUPPORTED_AUTH_METHODS, tenantAuthMethods } from '../auth/auth-service.ts';
import type { TenantConfig } from '../config/config-types.ts';
import type { AppContext } from '../http/context.ts';

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** What the login page shows for each login method. */
const METHOD_LABELS: Record<string, string> = { BasicAuth: 'Username and password' };

/** One entry of `POST /api/v1/auth/methods`. */
export interface AuthMethodInfo {
  /** Value to send as the x-auth-method header of `POST /api/v1/login`. */
  method: string;
  /** Text of the login page's button or heading for it. */
  label: string;
}

export const IMAGE_NOT_FOUND = 'Image not found';

/** The tenant call's one item (its answer is `[tenantAnswer(tenant)]`). */
export function tenantAnswer(tenant: TenantConfig) {
  const t = tenantSettings(tenant);
  return {
    tenant: tenant.id,
    name: t.name,
    providers: t.providers ?? ['BasicAuth'],
    slideshow: t.slideshow ?? [],
    branding: t.branding ?? {},
    timezone: t.timezone ?? 'America/New_York',
    locale: t.locale ?? 'en',
    // The date filter's fiscal pickers need the tenant's calendar (programs may override it).
    ...(t.fiscalMonth && { fiscalMonth: t.fiscalMonth }),
    // What charts, image and iframe widgets may load besides the app (the page's CSP allows
    // the same): they refuse anything else with a clear message instead of a blocked load.
    security: {
      content_origins: t.security?.content_origins ?? [],
      frame_origins: t.security?.frame_origins ?? [],
    },
  };
}

/** A tenant image: its bytes and content type. */
export interface TenantImage {
  body: Buffer;
  type: string;
}

/**
 * The image `imageId` of the tenant's config (branding logo, slides), or undefined when the
 * tenant has none by that id or its file cannot be read. A path in config never reaches
 * outside its tenant's folder.
 */
export async function readTenantImage(
  tenant: TenantConfig,
  imageId: string,
): Promise<TenantImage | undefined> {
  const images = tenantSettings(tenant).images ?? {};
  const relative = Object.hasOwn(images, imageId) ? images[imageId] : undefined;
  if (!relative) return undefined;
  const tenantDir = path.resolve(tenant.dir);
  const file = path.resolve(tenantDir, relative);
  if (!file.startsWith(tenantDir + path.sep)) return undefined;
  const body = await readFile(file).catch(() => undefined);
  if (!body) return undefined;
  return {
    body,
    type: IMAGE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
  };
}

/**
 * The public calls of the login page (app-shell §7), answered without a token for the tenant of
 * the Host header: `POST /api/v2/services/queries/troc_client_tenant` (branding, providers,
 * slideshow), `POST /api/v1/auth/methods` (`AuthMethodInfo[]`) and
 * `GET /api/v2/services/images/{image_id}` (the tenant's logo and slides). An unknown host is
 * 404; one tenant's image ids mean nothing on another tenant's host.
 */
export async function tenantRoutes(app: FastifyInstance, _ctx: Partial<AppContext>): Promise<void> {
  app.post('/api/v2/services/queries/troc_client_tenant', async (request, reply) => {
    const tenant = request.tenant;
    if (!tenant) return reply.code(404).send({ message: AUTH_MESSAGES.unknownTenant });
    return [tenantAnswer(tenant)];
  });

  app.post('/api/v1/auth/methods', async (request, reply) => {
    const tenant = request.tenant;
    if (!tenant) return reply.code(404).send({ message: AUTH_MESSAGES.unknownTenant });
    return tenantAuthMethods(tenant)
      .filter((method) => (SUPPORTED_AUTH_METHODS as readonly string[]).includes(method))
      .map((method): AuthMethodInfo => ({ method, label: METHOD_LABELS[method] ?? method }));
  });

  app.get<{ Params: { image_id: string } }>(
    '/api/v2/services/images/:image_id',
    async (request, reply) => {
      const tenant = request.tenant;
      const image = tenant ? await readTenantImage(tenant, request.params.image_id) : undefined;
      if (!image) return reply.code(404).send({ message: IMAGE_NOT_FOUND });
      return reply
        .header('content-type', image.type)
        .header('cache-control', 'public, max-age=300')
        .send(image.body);
    },
  );
}
