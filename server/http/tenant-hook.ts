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

/** Distinct Host headers remembered per config (clients choose them, so the bound matters). */
const MAX_HOSTS = 1000;

/** Per config (a reload or save makes a new one): its tenant ids, default, and hosts seen. */
const hostsByConfig = new WeakMap<
  LoadedConfig,
  { known: Set<string>; defaultId: string | undefined; hosts: Map<string, string | undefined> }
>();

/** The tenant a Host header names in this config (undefined: no such tenant). */
export function tenantForHost(
  config: LoadedConfig,
  host: string | undefined,
): TenantConfig | undefined {
  let memo = hostsByConfig.get(config);
  if (!memo) {
    memo = {
      known: new Set(config.tenants.keys()),
      defaultId: defaultTenantId(config),
      hosts: new Map(),
    };
    hostsByConfig.set(config, memo);
  }
  const text = host ?? '';
  let id = memo.hosts.get(text);
  if (id === undefined && !memo.hosts.has(text)) {
    id = tenantFromHost(host, memo.known, memo.defaultId);
    if (memo.hosts.size < MAX_HOSTS) memo.hosts.set(text, id);
  }
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
