import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../config/config-types.ts';
import { createCompiledSlugMemo, MAX_MEMO_KEY_LENGTH, memoKey } from './compiled-slug-memo.ts';

/** Distinct tenant config objects (the memo only uses their identity). */
const tenantConfig = (id: string) => ({ id }) as unknown as TenantConfig;

describe('memoKey', () => {
  it.each([
    ['a Date', [new Date(0)]],
    ['NaN', [{ top_n: Number.NaN }]],
    ['Infinity', [[Number.POSITIVE_INFINITY]]],
    ['-0', [{ top_n: -0 }]],
    ['undefined inside an object', [{ where: undefined }]],
    ['a function', [{ f: () => 1 }]],
    ['a class instance', [new Map()]],
    ['a bigint', [{ n: 1n }]],
    ['a text past the limit', ['x'.repeat(MAX_MEMO_KEY_LENGTH)]],
  ])('refuses %s (not plain JSON, or too long)', (_name, parts) => {
    expect(memoKey(parts)).toBeUndefined();
  });

  it('refuses nesting deeper than 32 levels', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect(memoKey([deep])).toBeUndefined();
  });

  it.each([
    ['an absent part from null', [undefined], [null]],
    ['a number from its text', [{ top_n: 3 }], [{ top_n: '3' }]],
    ['parts in another position', ['a', 'b'], ['b', 'a']],
    ['one part from two', [['a', 'b']], ['a', 'b']],
    ['different fixed filters', ['slug', {}, { region_id: 3 }], ['slug', {}, { region_id: 4 }]],
  ])('tells %s', (_name, a, b) => {
    const keyA = memoKey(a);
    const keyB = memoKey(b);
    expect(keyA).toBeDefined();
    expect(keyB).toBeDefined();
    expect(keyA).not.toBe(keyB);
  });

  it('gives equal plain values the same key', () => {
    const conditions = () => ({ firstdate: '2025-11-15', where_cond: { region_id: [1, 2] } });
    expect(memoKey(['slug', conditions(), null])).toBe(memoKey(['slug', conditions(), null]));
  });
});

describe('createCompiledSlugMemo', () => {
  it('answers only for the same tenant config, key and dependencies', () => {
    const memo = createCompiledSlugMemo<string>();
    const acme = tenantConfig('acme');
    const datasource = {};
    memo.set(acme, 'k', [datasource, 'sql'], 'compiled');
    expect(memo.get(acme, 'k', [datasource, 'sql'])).toBe('compiled');
    expect(memo.get(tenantConfig('acme'), 'k', [datasource, 'sql'])).toBeUndefined();
    expect(memo.get(acme, 'other', [datasource, 'sql'])).toBeUndefined();
    expect(memo.get(acme, 'k', [{}, 'sql'])).toBeUndefined();
  });

  it('forgets an entry once a dependency changed', () => {
    const memo = createCompiledSlugMemo<string>();
    const acme = tenantConfig('acme');
    const before = {};
    memo.set(acme, 'k', [before], 'compiled');
    expect(memo.get(acme, 'k', [{}])).toBeUndefined();
    expect(memo.get(acme, 'k', [before])).toBeUndefined();
  });

  it('keeps at most maxEntries per tenant config, least recently used out first', () => {
    const memo = createCompiledSlugMemo<string>(2);
    const acme = tenantConfig('acme');
    const globex = tenantConfig('globex');
    memo.set(acme, 'a', [], 'A');
    memo.set(acme, 'b', [], 'B');
    memo.set(globex, 'a', [], 'GA');
    expect(memo.get(acme, 'a', [])).toBe('A');
    memo.set(acme, 'c', [], 'C');
    expect(memo.get(acme, 'b', [])).toBeUndefined();
    expect(memo.get(acme, 'a', [])).toBe('A');
    expect(memo.get(acme, 'c', [])).toBe('C');
    expect(memo.get(globex, 'a', [])).toBe('GA');
  });
});
