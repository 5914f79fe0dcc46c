import type { Tenant } from '../../schemas/generated/index.ts';
import type { FiscalConfigInput } from '../../runtime/core/fiscal/config.ts';
import type { LoadedConfig, TenantConfig } from './config-types.ts';

/**
 * The tenant.json of a tenant folder, typed by its schema. The server only starts on a
 * config that validated, so the schema's shape holds; a missing file reads as `{}`.
 */
export function tenantSettings(tenant: TenantConfig): Partial<Tenant> {
  return (tenant.tenant?.value ?? {}) as Partial<Tenant>;
}

/** Each tenant's fiscal calendar config (tenant.json `fiscalMonth`), keyed by tenant id. */
export function tenantFiscalConfigs(
  loaded: LoadedConfig,
): Record<string, FiscalConfigInput | undefined> {
  const configs: Record<string, FiscalConfigInput | undefined> = {};
  for (const tenant of loaded.tenants.values()) {
    configs[tenant.id] = tenantSettings(tenant).fiscalMonth as FiscalConfigInput | undefined;
  }
  return configs;
}
