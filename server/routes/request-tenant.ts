import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { HttpError } from '../auth/http-error.ts';
import type { TenantConfig } from '../config/config-types.ts';
import type { ConfigStore } from '../http/context.ts';

/**
 * The request's tenant as the config store holds it now (a save or an outside edit since the
 * request arrived is seen).
 * @throws HttpError 404 when the Host names no tenant.
 */
export function liveTenant(request: FastifyRequest, store: ConfigStore): TenantConfig {
  const tenant = request.tenant && (store.tenant(request.tenant.id) ?? request.tenant);
  if (!tenant) throw new HttpError(404, AUTH_MESSAGES.unknownTenant);
  return tenant;
}

/** A query-string parameter as one string (the first when repeated), or undefined. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/**
 * A required query-string parameter.
 * @throws HttpError 400 naming it when it is missing.
 */
export function requireQueryParam(request: FastifyRequest, name: string): string {
  const value = queryParam(request, name);
  if (value === undefined) throw new HttpError(400, `Missing query parameter "${name}".`);
  return value;
}
