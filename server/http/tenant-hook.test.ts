import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tests/support/server-process.ts';
import type { LoadedConfig } from '../config/config-types.ts';
import { loadConfigDir } from '../config/load-config.ts';
import { defaultTenantId, tenantForHost } from './tenant-hook.ts';

let config: LoadedConfig;

beforeAll(async () => {
  config = await loadConfigDir(path.join(ROOT, 'config-samples'));
});

describe('tenantForHost', () => {
  it.each([
    ['acme.localhost:8080', 'acme'],
    ['GLOBEX.localhost', 'globex'],
    ['globex.example.com', 'globex'],
    ['localhost:8080', 'acme'],
    ['127.0.0.1:8080', 'acme'],
    ['nobody.localhost', undefined],
    [undefined, 'acme'],
  ])('%s → %s', (host, tenant) => {
    expect(tenantForHost(config, host)?.id).toBe(tenant);
  });
});

describe('tenantForHost across config versions', () => {
  it('follows a reloaded config: a tenant added there, and its default', () => {
    const acme = config.tenants.get('acme');
    const globex = config.tenants.get('globex');
    if (!acme || !globex) throw new Error('demo tenants missing');
    expect(tenantForHost(config, 'initech.localhost')).toBeUndefined();
    const reloaded: LoadedConfig = {
      ...config,
      tenants: new Map([
        ['acme', { ...acme, tenant: undefined }],
        ['globex', globex],
        ['initech', { ...acme, id: 'initech', tenant: undefined }],
      ]),
    };
    expect(tenantForHost(reloaded, 'initech.localhost')?.id).toBe('initech');
    // No tenant is marked default any more (acme lost its tenant.json): none on localhost.
    expect(tenantForHost(reloaded, 'localhost:8080')).toBeUndefined();
    expect(tenantForHost(config, 'initech.localhost')).toBeUndefined();
    expect(tenantForHost(config, 'localhost:8080')?.id).toBe('acme');
  });
});

describe('defaultTenantId', () => {
  it('is the tenant marked default', () => {
    expect(defaultTenantId(config)).toBe('acme');
  });

  it('is the only tenant when there is one, and none among several unmarked', () => {
    const globex = config.tenants.get('globex');
    if (!globex) throw new Error('globex missing');
    expect(defaultTenantId({ ...config, tenants: new Map([['globex', globex]]) })).toBe('globex');
    const unmarked = { ...globex, tenant: undefined };
    expect(
      defaultTenantId({
        ...config,
        tenants: new Map([
          ['globex', unmarked],
          ['other', { ...unmarked, id: 'other' }],
        ]),
      }),
    ).toBeUndefined();
  });
});
