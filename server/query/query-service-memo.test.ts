/**
 * The query service remembers compiled slugs (compiled-slug-memo.ts): a repeat call answers
 * with the same compilation, and anything a compilation depends on compiles again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '../config/config-types.ts';
import { duckdbEngine, testUser, type TestEngine } from './engine-test-support.ts';

let engine: TestEngine;
let clock = new Date('2026-11-20T15:00:00Z');
const viewer = testUser();
const SLUG = 'retail_top_stores';

beforeAll(async () => {
  engine = await duckdbEngine({ now: () => clock });
});

afterAll(async () => {
  await engine.close();
});

/** Compiles SLUG on acme (or `tenant`) with no operational date, so CURRENT_DATE is today. */
const compile = (
  options: {
    tenant?: TenantConfig;
    conditions?: Record<string, unknown>;
    user?: ReturnType<typeof testUser>;
  } = {},
) =>
  engine.service.compileSlug({
    tenant: options.tenant ?? engine.tenant('acme'),
    slug: SLUG,
    user: options.user ?? viewer,
    conditions: options.conditions ?? { top_n: 5 },
    operationalVariables: {},
  });

/** acme with the saved query's SQL edited (as a save or reload would: a new TenantConfig). */
function acmeWithSql(edit: (sql: string) => string): TenantConfig {
  const acme = engine.tenant('acme');
  const entity = acme.queries.get(SLUG);
  if (!entity?.sql) throw new Error(`${SLUG} has no .sql`);
  const queries = new Map(acme.queries);
  queries.set(SLUG, { ...entity, sql: edit(entity.sql) });
  return { ...acme, queries };
}

describe('compiled slugs are remembered', () => {
  it('answers the same call with the same compilation', async () => {
    const first = await compile();
    expect(await compile()).toBe(first);
    expect(await compile({ conditions: { top_n: 5 } })).toBe(first);
  });

  it('compiles other conditions again, each under its own cache key', async () => {
    const five = await compile();
    const six = await compile({ conditions: { top_n: 6 } });
    expect(six).not.toBe(five);
    expect(six.compiled.params).toContain(6);
    expect(six.cacheKey).not.toBe(five.cacheKey);
  });

  it('gives conditions written in another order the same cache key', async () => {
    const a = await compile({ conditions: { top_n: 7, where_cond: { platform: 'Online' } } });
    const b = await compile({ conditions: { where_cond: { platform: 'Online' }, top_n: 7 } });
    expect(b.cacheKey).toBe(a.cacheKey);
  });

  it("keeps users' fixed filters apart", async () => {
    const open = await compile();
    const region3 = await compile({ user: testUser({ filtering_fixed: { region_id: 3 } }) });
    const region4 = await compile({ user: testUser({ filtering_fixed: { region_id: 4 } }) });
    expect(region3).not.toBe(open);
    expect(region3.compiled.params).toContain(3);
    expect(region4.compiled.params).toContain(4);
    expect(new Set([open.cacheKey, region3.cacheKey, region4.cacheKey]).size).toBe(3);
    expect(await compile({ user: testUser({ filtering_fixed: { region_id: 3 } }) })).toBe(region3);
  });

  it('compiles again once the day changes (date tokens resolve against today)', async () => {
    const today = await compile();
    expect(today.compiled.params).toContain('2026-11-20');
    clock = new Date('2026-11-21T15:00:00Z');
    try {
      const tomorrow = await compile();
      expect(tomorrow.compiled.params).toContain('2026-11-21');
      expect(tomorrow.cacheKey).not.toBe(today.cacheKey);
    } finally {
      clock = new Date('2026-11-20T15:00:00Z');
    }
  });

  it('compiles again after the saved query is edited, under a new cache key', async () => {
    const before = await compile();
    const edited = acmeWithSql((sql) => sql.replace(/LIMIT/i, '/* edited */ LIMIT'));
    const after = await compile({ tenant: edited });
    expect(after).not.toBe(before);
    expect(after.compiled.sql).toContain('/* edited */');
    expect(after.cacheKey).not.toBe(before.cacheKey);
  });

  it('compiles again when the query entity is swapped in place', async () => {
    const acme = engine.tenant('acme');
    const entity = acme.queries.get(SLUG);
    if (!entity) throw new Error(`${SLUG} missing`);
    const before = await compile();
    const original = entity.value;
    entity.value = { ...original, is_cached: false };
    try {
      const after = await compile();
      expect(after).not.toBe(before);
      expect(after.query.is_cached).toBe(false);
    } finally {
      entity.value = original;
    }
  });

  it('never shares a compilation between tenants', async () => {
    const acme = await compile();
    const globex = await engine.service.compileSlug({
      tenant: engine.tenant('globex'),
      slug: SLUG,
      user: testUser({ tenant: 'globex' }),
      conditions: { top_n: 5 },
      operationalVariables: {},
    });
    expect(globex).not.toBe(acme);
    expect(globex.cacheKey.startsWith('globex:')).toBe(true);
    expect(acme.cacheKey.startsWith('acme:')).toBe(true);
  });
});
