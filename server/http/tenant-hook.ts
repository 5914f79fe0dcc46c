import type { FastifyInstance } from 'fastify';
import type { LoadedConfig, TenantConfig } from '../config/config-types.ts';
import { tenantSettings } from '../config/tenant-settings.ts';
import { tenantFromHost } from '../tenant/resolve-tenant.ts';

/**
 * The tenant served on plain `localhost` or an IP address: the one whose tenant.json says
 * `"default": true`, else the only tenant when there is just one.
 */
export function defaultTenantId(config: LoadedConfig): string | undefined {
  const tenants = [...config.tenants.values()];
  return (
    tenants.find((t) => tenantSettings(t).default === true)?.id ??
    (tenants.length === 1 ? tenants[0]?.id : undefined)
  );
}

/** The tenant a Host header names in this config (undefined: no such tenant). */
export function tenantForHost(
  config: LoadedConfig,
  host: string | undefined,
): TenantConfig | undefined {
  const id = tenantFromHost(host, new Set(config.tenants.keys()), defaultTenantId(config));
  return id === undefined ? undefined : config.tenants.get(id);
}

/**
 * Sets `request.tenant` on every request from its Host header, reading the config through
 * `config()` each time so that a reload (a tenant added or edited) applies at once.
 */
export function registerTenantHook(app: FastifyInstance, config: () => LoadedConfig): void {
  app.decorateRequest('tenant', undefined);
  app.addHook('onRequest', async (request) => {
    request.tenant = tenantForHost(config(), request.headers.host);
  });
}
