/**
 * The tenant is the first label of the host name (`acme.localhost:8080` → `acme`). A host
 * with a single label (`localhost`) or an IP address serves the default tenant, so the demo
 * works on plain localhost. An unknown first label has no tenant (the server answers 404)
 * rather than silently showing another tenant's branding.
 */
export function tenantFromHost(
  host: string | undefined,
  known: ReadonlySet<string>,
  defaultTenant: string | undefined,
): string | undefined {
  const hostname = (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  const labels = hostname.split('.').filter(Boolean);
  const isIp = /^\d+(\.\d+){3}$/.test(hostname) || hostname.includes(':');
  if (labels.length > 1 && !isIp) {
    const first = labels[0] as string;
    return known.has(first) ? first : undefined;
  }
  return defaultTenant;
}
