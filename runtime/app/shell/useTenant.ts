import { useEffect } from 'react';
import useSWR from 'swr';
import { ApiError } from '../api/client.ts';
import { fetchTenant, tenantOfHost } from '../api/endpoints.ts';
import type { TenantInfo } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';

/** State of this host's tenant. */
export interface TenantState {
  tenant: TenantInfo | undefined;
  loading: boolean;
  /** The host is no tenant (404, or an empty answer). */
  missing: boolean;
}

/** SWR key of the tenant call (one per page load). */
export const TENANT_KEY = 'tenant';

/**
 * This host's tenant (public call, once per page load), kept in `navigatorStore.tenant` as
 * app-shell §3 lists. Failures other than "no such tenant" are ignored (defaults apply).
 */
export function useTenant(): TenantState {
  const { data, error, isLoading } = useSWR(TENANT_KEY, () => fetchTenant(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    navigatorStore.client = tenantOfHost(window.location.hostname);
    if (data) {
      navigatorStore.tenant = data;
      navigatorStore.tenantProviders = data.providers;
    }
  }, [data]);
  const missing =
    (!isLoading && !error && data === undefined) ||
    (error instanceof ApiError && error.status === 404);
  return { tenant: data, loading: isLoading, missing };
}

/** URL of a tenant image id. */
export function imageUrl(imageId: string): string {
  return `/api/v2/services/images/${encodeURIComponent(imageId)}`;
}
