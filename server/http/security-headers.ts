/**
 * The security headers of every response (docs/security.md): a strict Content-Security-Policy
 * built per tenant, `X-Content-Type-Options: nosniff`, a Referrer-Policy and, when no other
 * site may frame the app, `X-Frame-Options: SAMEORIGIN`. The policy is what makes author
 * content harmless even if a sanitizer missed something: no inline script, no eval, no
 * plugins, no `<base>` hijack, forms post only to the app, and data, images and frames come
 * only from the app and the origins the tenant's `security` settings list.
 */
import type { FastifyInstance } from 'fastify';
import type { TenantConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';

/** An origin as tenant.schema.json accepts it: nothing that could add a CSP token or directive. */
const ORIGIN =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** A tenant's `security` settings (tenant.json), each an origin list. */
export interface SecuritySettings {
  frame_ancestors?: string[];
  content_origins?: string[];
  frame_origins?: string[];
}

/**
 * The origins of `list` that are plain origins. The schema already refuses anything else; this
 * keeps a policy from ever carrying a `;` or a quote whatever reaches it.
 */
export function safeOrigins(list: readonly string[] | undefined): string[] {
  return [...new Set((list ?? []).filter((origin) => ORIGIN.test(origin)))];
}

/**
 * Origins in a comma- or space-separated environment variable, as plain origins (others are
 * dropped): `VITE_NAVIGATOR_FRAME_ORIGINS`, the build's allow-list of iframe widget origins.
 */
export function originsFromEnv(value: string | undefined): string[] {
  return safeOrigins(
    (value ?? '').split(/[\s,]+/).flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
      } catch {
        return [];
      }
    }),
  );
}

function directive(name: string, sources: readonly string[]): string {
  return `${name} ${sources.join(' ')}`;
}

/**
 * The Content-Security-Policy for a tenant's `security` settings; `frameOrigins` adds origins
 * iframe widgets may show everywhere (the build's allow-list). `style-src 'unsafe-inline'` is
 * there for Mantine's and vega-tooltip's inline styles: styles cannot run script.
 */
export function contentSecurityPolicy(
  security: SecuritySettings | undefined,
  frameOrigins: readonly string[] = [],
): string {
  const content = safeOrigins(security?.content_origins);
  const frames = safeOrigins([...(security?.frame_origins ?? []), ...frameOrigins]);
  const ancestors = safeOrigins(security?.frame_ancestors);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    directive('img-src', ["'self'", 'data:', 'blob:', ...content]),
    // Video TV plays tenant clips from blob: URLs (fetched with the token) or content origins.
    directive('media-src', ["'self'", 'blob:', ...content]),
    "font-src 'self' data:",
    // 'self' covers the /ws/navigator websocket on the same host (ws: and wss:).
    directive('connect-src', ["'self'", ...content]),
    directive('frame-src', ["'self'", ...frames]),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    directive('frame-ancestors', ["'self'", ...ancestors]),
  ].join('; ');
}

/** Every security header of a response on `tenant`'s host (none: the defaults). */
export function securityHeaders(
  tenant: TenantConfig | undefined,
  frameOrigins: readonly string[] = [],
): Record<string, string> {
  const security = tenant ? (tenantSettings(tenant).security as SecuritySettings) : undefined;
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(security, frameOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // X-Frame-Options cannot name other sites; when the tenant lets some frame the app, the
  // policy's frame-ancestors says who (browsers ignore X-Frame-Options when it is present).
  if (safeOrigins(security?.frame_ancestors).length === 0) {
    headers['x-frame-options'] = 'SAMEORIGIN';
  }
  return headers;
}

/**
 * Adds the security headers to every response (pages, assets, API answers, errors, 404s), for
 * the tenant of the request's Host header (the tenant hook runs first). The build's iframe
 * allow-list (`VITE_NAVIGATOR_FRAME_ORIGINS`) is read from the server's environment too.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: NodeJS.ProcessEnv): void {
  const frameOrigins = originsFromEnv(env.VITE_NAVIGATOR_FRAME_ORIGINS);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request.tenant, frameOrigins));
    return payload;
  });
}
