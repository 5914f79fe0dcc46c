/**
 * This host's tenant as the last visit saw it, in the browser's local database: the app
 * starts with its branding, theme colour, locale and fiscal calendar at once, and the tenant
 * call (still made on every load, useTenant.ts) only replaces it when it changed. Without it
 * every load drew the shell in the default colour and then again, the whole tree, in the
 * tenant's. Tenant information is public (the login page shows it) and the local database is
 * per host, so per tenant.
 */
import { localDb, type LocalDb } from '../api/local-db.ts';
import type { TenantInfo } from '../api/types.ts';

const TENANT_CACHE_KEY = 'tenant';

/** The stored tenant of `client` (this host's), if one is stored and has the tenant shape. */
export function storedTenant(client: string, db: LocalDb = localDb): TenantInfo | undefined {
  const stored = db.get<Partial<TenantInfo>>(TENANT_CACHE_KEY);
  if (
    !stored ||
    typeof stored !== 'object' ||
    stored.tenant !== client ||
    typeof stored.branding !== 'object' ||
    stored.branding === null ||
    !Array.isArray(stored.providers) ||
    !Array.isArray(stored.slideshow)
  ) {
    return undefined;
  }
  return stored as TenantInfo;
}

/** Keeps `tenant` for the next load. */
export function storeTenant(tenant: TenantInfo, db: LocalDb = localDb): void {
  db.set(TENANT_CACHE_KEY, tenant);
}

/** Forgets the stored tenant (the host is no tenant any more). */
export function forgetStoredTenant(db: LocalDb = localDb): void {
  db.remove(TENANT_CACHE_KEY);
}

/** Whether two tenant answers say the same (the stored one need not be replaced). */
export function sameTenant(a: TenantInfo | undefined, b: TenantInfo | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}
