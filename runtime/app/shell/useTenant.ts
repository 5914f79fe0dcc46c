import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { ApiError } from '../api/client.ts';
import { fetchTenant, tenantOfHost } from '../api/endpoints.ts';
import type { TenantInfo } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { bootstrapLoad, inlineImage } from './bootstrap.ts';
import { forgetStoredTenant, sameTenant, storedTenant, storeTenant } from './tenant-cache.ts';

/** State of this host's tenant. */
export interface TenantState {
  tenant: TenantInfo | undefined;
  loading: boolean;
  /** The host is no tenant (404, or an empty answer). */
  missing: boolean;
}

/**
 * What the login page shows when the tenant call fails for any reason but "no such tenant"
 * (app-shell §7: the failure is ignored): the default logo and background, BasicAuth.
 */
export function defaultTenant(hostname: string): TenantInfo {
  return {
    tenant: tenantOfHost(hostname),
    providers: ['BasicAuth'],
    slideshow: [],
    branding: {},
    timezone: 'America/New_York',
    locale: 'en',
  };
}

/** SWR key of the tenant call (one per page load). */
export const TENANT_KEY = 'tenant';

/** This host's tenant as the last visit stored it: read from storage once per load. */
let lastVisit: { tenant: TenantInfo | undefined } | undefined;
function lastVisitTenant(): TenantInfo | undefined {
  lastVisit ??= { tenant: storedTenant(tenantOfHost(window.location.hostname)) };
  return lastVisit.tenant;
}

/**
 * The tenant of the last visit (tenant-cache.ts) into the navigator store, before the first
 * render: the shell's first frame has the tenant's colour, not the default's.
 */
export function restoreStoredTenant(): void {
  const tenant = lastVisitTenant();
  if (!tenant) return;
  navigatorStore.tenant = tenant;
  navigatorStore.tenantProviders = tenant.providers;
}

/**
 * The tenant call: the host's tenant, or null when it is none (an empty answer). With a
 * session the shell's bootstrap call brings the same answer (bootstrap.ts): it is taken
 * instead, and the call made only when that one failed.
 */
async function loadTenant(): Promise<TenantInfo | null> {
  const boot = await bootstrapLoad();
  const tenant = boot?.tenant ?? (await fetchTenant());
  if (!tenant) forgetStoredTenant();
  return tenant ?? null;
}

/**
 * This host's tenant (public call, once per page load), kept in `navigatorStore.tenant` as
 * app-shell §3 lists. The last visit's answer shows meanwhile; the store changes only when
 * the answer differs. Failures other than "no such tenant" are ignored: the default tenant
 * ({@link defaultTenant}) shows. A 404 is the server saying this host is no tenant; its login
 * would be refused too, so the page says so instead of offering a form that cannot work.
 */
export function useTenant(): TenantState {
  const [stored] = useState(lastVisitTenant);
  const { data, error, isLoading } = useSWR(TENANT_KEY, loadTenant, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    fallbackData: stored,
  });
  const notFound = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    navigatorStore.client = tenantOfHost(window.location.hostname);
    if (!data) return;
    if (!sameTenant(navigatorStore.tenant, data)) {
      navigatorStore.tenant = data;
      navigatorStore.tenantProviders = data.providers;
    }
    // Written only when the answer differs: the same tenant costs no storage write per load.
    if (!sameTenant(stored, data)) storeTenant(data);
  }, [data, stored]);
  useEffect(() => {
    if (notFound) forgetStoredTenant();
  }, [notFound]);
  // A failure that is not "no such tenant" is ignored: the page goes on with the defaults.
  const failed = error !== undefined && !notFound;
  const tenant = data ?? (failed ? defaultTenant(window.location.hostname) : undefined);
  const missing = data === null || notFound || (!isLoading && !error && tenant === undefined);
  return { tenant, loading: isLoading && tenant === undefined, missing };
}

/**
 * URL of a tenant image id: the data URL the bootstrap answer inlined (the logo, when small:
 * the header shows it with the shell, without a request), else the image call's.
 */
export function imageUrl(imageId: string): string {
  return inlineImage(imageId) ?? `/api/v2/services/images/${encodeURIComponent(imageId)}`;
}
