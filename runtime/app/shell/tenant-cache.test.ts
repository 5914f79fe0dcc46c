import { describe, expect, it } from 'vitest';
import { createLocalDb } from '../api/local-db.ts';
import { MemoryStorage } from '../api/memory-storage.ts';
import type { TenantInfo } from '../api/types.ts';
import { forgetStoredTenant, sameTenant, storedTenant, storeTenant } from './tenant-cache.ts';

function memoryDb() {
  const storage = new MemoryStorage();
  return { db: createLocalDb('test', () => storage), storage };
}

const ACME: TenantInfo = {
  tenant: 'acme',
  name: 'Acme Retail',
  providers: ['BasicAuth'],
  slideshow: [],
  branding: { primary_color: '#0b7285' },
  timezone: 'America/New_York',
  locale: 'en',
};

describe('tenant cache', () => {
  it('gives back the stored tenant of this host', () => {
    const { db } = memoryDb();
    expect(storedTenant('acme', db)).toBeUndefined();
    storeTenant(ACME, db);
    expect(storedTenant('acme', db)).toEqual(ACME);
    forgetStoredTenant(db);
    expect(storedTenant('acme', db)).toBeUndefined();
  });

  it.each([
    ['another host’s tenant', { ...ACME, tenant: 'globex' }],
    ['no branding', { ...ACME, branding: null }],
    ['no providers list', { ...ACME, providers: 'BasicAuth' }],
    ['no slideshow list', { ...ACME, slideshow: undefined }],
    ['not an object', 'acme'],
  ])('ignores a stored value with %s', (_name, value) => {
    const { storage, db } = memoryDb();
    storage.setItem('test.tenant', JSON.stringify(value));
    expect(storedTenant('acme', db)).toBeUndefined();
  });

  it('ignores a stored value that is not JSON', () => {
    const { storage, db } = memoryDb();
    storage.setItem('test.tenant', '{not json');
    expect(storedTenant('acme', db)).toBeUndefined();
  });

  it.each([
    ['the same object', ACME, ACME, true],
    ['an equal answer', ACME, { ...ACME, branding: { ...ACME.branding } }, true],
    ['a new colour', ACME, { ...ACME, branding: { primary_color: '#c92a2a' } }, false],
    ['none and one', undefined, ACME, false],
    ['none and none', undefined, undefined, true],
  ])('sameTenant: %s → %s', (_name, a, b, expected) => {
    expect(sameTenant(a, b)).toBe(expected);
  });
});
