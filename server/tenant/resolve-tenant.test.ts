import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './resolve-tenant.ts';

const known = new Set(['acme', 'globex']);

describe('tenantFromHost', () => {
  it.each([
    ['acme.localhost:8080', 'acme'],
    ['globex.localhost', 'globex'],
    ['ACME.example.com', 'acme'],
    ['localhost:8080', 'acme'],
    ['127.0.0.1:8080', 'acme'],
    ['[::1]:8080', 'acme'],
    ['unknown.localhost', undefined],
    [undefined, 'acme'],
  ])('%s → %s', (host, tenant) => {
    expect(tenantFromHost(host, known, 'acme')).toBe(tenant);
  });

  it('has no tenant when nothing matches and there is no default', () => {
    expect(tenantFromHost('localhost', known, undefined)).toBeUndefined();
  });
});
