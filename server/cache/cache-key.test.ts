import { describe, expect, it } from 'vitest';
import { cacheKey, MAX_PLAIN_KEY_LENGTH, stableJson, type CacheKeyParts } from './cache-key.ts';

const base: CacheKeyParts = {
  tenant: 'acme',
  slug: 'retail_sales',
  conditions: '{"firstdate":"2026-10-01","where_cond":{"region_id":3}}',
  datasource: 'demo',
  restrictions: { region_id: 3 },
};

describe('cacheKey', () => {
  it('starts with the readable tenant, slug and datasource', () => {
    expect(cacheKey(base).startsWith('acme:retail_sales:demo:')).toBe(true);
  });

  it.each<[string, Partial<CacheKeyParts>]>([
    ['tenant', { tenant: 'globex' }],
    ['slug', { slug: 'retail_sales_by_region' }],
    ['conditions', { conditions: '{"firstdate":"2026-10-02"}' }],
    ['datasource', { datasource: 'warehouse' }],
    ['restrictions', { restrictions: { region_id: 4 } }],
    ['no restrictions', { restrictions: undefined }],
    ['version', { version: 'W/"2"' }],
  ])('changes with the %s', (_name, change) => {
    expect(cacheKey({ ...base, ...change })).not.toBe(cacheKey(base));
  });

  it.each<[string, unknown, unknown]>([
    ['key order of restrictions', { a: 1, b: { d: 2, c: 3 } }, { b: { c: 3, d: 2 }, a: 1 }],
    ['undefined and empty restrictions', undefined, {}],
    ['null and empty restrictions', null, {}],
  ])('does not change with the %s', (_name, left, right) => {
    expect(cacheKey({ ...base, restrictions: left })).toBe(
      cacheKey({ ...base, restrictions: right }),
    );
  });

  it('keeps names apart even when they contain the separator', () => {
    const left = cacheKey({ ...base, tenant: 'a:b', slug: 'c' });
    const right = cacheKey({ ...base, tenant: 'a', slug: 'b:c' });
    expect(left).not.toBe(right);
  });

  it('hashes long conditions with SHA-256 and keeps the key short and distinct', () => {
    const long = (value: number) =>
      cacheKey({ ...base, conditions: JSON.stringify({ store_id: Array(500).fill(value) }) });
    expect(long(1)).toMatch(/^acme:retail_sales:demo:#[0-9a-f]{64}$/);
    expect(long(1)).toBe(long(1));
    expect(long(1)).not.toBe(long(2));
    expect(cacheKey(base).length).toBeLessThanOrEqual(MAX_PLAIN_KEY_LENGTH);
  });

  it.each(['tenant', 'slug'] as const)('refuses a key without its %s', (part) => {
    expect(() => cacheKey({ ...base, [part]: '' })).toThrow(`cacheKey: ${part} is required`);
  });
});

describe('stableJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(stableJson({ b: [{ z: 1, y: 2 }], a: null })).toBe('{"a":null,"b":[{"y":2,"z":1}]}');
  });
});
