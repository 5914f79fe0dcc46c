import { describe, expect, it } from 'vitest';
import {
  draftFromSaved,
  newQueryDraft,
  parseParameterValue,
  previewPayload,
  removeParameter,
  saveModeOf,
  savePayload,
  builtInPlaceholdersOf,
  sqlParameterNames,
  undeclaredParameters,
  upsertParameter,
} from './query-draft.ts';

describe('newQueryDraft', () => {
  it('starts with troc_new_query, provider db, program_id 1 and default caching', () => {
    expect(newQueryDraft()).toMatchObject({
      query_slug: 'troc_new_query',
      provider: 'db',
      program_id: 1,
      query_raw: '',
      params: [],
      cache_refresh: null,
      cache_timeout: null,
    });
  });
});

describe('sqlParameterNames', () => {
  it.each([
    ['SELECT * FROM t WHERE a = {a}', ['a']],
    ['SELECT {a}, {b_2}, {a}', ['a', 'b_2']],
    ['SELECT * FROM t {where_cond} AND d BETWEEN {firstdate} AND {lastdate}', []],
    ['SELECT \'{quoted}\' AS x, "{ident}" FROM t WHERE x = {real}', ['real']],
    ['SELECT 1 -- {commented}\nWHERE y = {y} /* {block} */', ['y']],
    ['SELECT {not-a-word} , { spaced }', []],
  ])('%j → %j', (sql, names) => {
    expect(sqlParameterNames(sql)).toEqual(names);
  });

  it.each([
    [
      'SELECT * FROM t WHERE d BETWEEN {firstdate} AND {lastdate} {and_cond}',
      ['firstdate', 'lastdate', 'and_cond'],
    ],
    ['SELECT {a} FROM t {where_cond} -- {firstdate}', ['where_cond']],
    ['SELECT {a}', []],
  ])('built-in placeholders of %j → %j', (sql, names) => {
    expect(builtInPlaceholdersOf(sql)).toEqual(names);
  });

  it('lists the placeholders without a parameter', () => {
    const draft = { query_raw: 'SELECT {a}, {b}', params: [{ name: 'a' }] };
    expect(undeclaredParameters(draft)).toEqual(['b']);
  });
});

describe('saveModeOf', () => {
  it.each([
    [undefined, 'troc_new_query', 'create'],
    ['retail_kpis', 'retail_kpis', 'update'],
    ['retail_kpis', 'retail_kpis_v2', 'create'],
  ] as const)('loaded %s, slug %s → %s', (loaded, slug, mode) => {
    expect(saveModeOf(loaded, slug)).toBe(mode);
  });
});

describe('parameters', () => {
  it.each([
    ['integer', '42', 42],
    ['number', '7.9', 7],
    ['float', '7.5', 7.5],
    ['string', '007', '007'],
    ['date', 'FDOM', 'FDOM'],
    ['integer', 'abc', 'abc'],
    ['integer', '', ''],
  ] as const)('a %s typed as %j is %j', (type, text, value) => {
    expect(parseParameterValue(type, text)).toBe(value);
  });

  it('adds at the end, updates by name in place and renumbers index', () => {
    let params = upsertParameter([], { name: 'a', type: 'integer', value: '1' });
    params = upsertParameter(params, { name: 'b', value: 'x' });
    params = upsertParameter(params, { name: 'a', type: 'integer', value: '5' });
    expect(params).toEqual([
      { name: 'a', type: 'integer', value: 5, index: 0 },
      { name: 'b', type: 'string', value: 'x', index: 1 },
    ]);
    expect(removeParameter(params, 'a')).toEqual([
      { name: 'b', type: 'string', value: 'x', index: 0 },
    ]);
  });
});

describe('payloads', () => {
  const draft = {
    ...newQueryDraft(),
    query_slug: 'region_stores',
    query_raw: 'SELECT * FROM stores WHERE region_id = {region}',
    params: [{ name: 'region', type: 'integer' as const, value: 2 }],
    conditions: { firstdate: 'FDOM', fields: ['a'] },
  };

  it('saves the slug object with its SQL, params and cond_definition', () => {
    expect(savePayload(draft)).toEqual({
      query_slug: 'region_stores',
      provider: 'db',
      program_id: 1,
      is_cached: true,
      cache_refresh: null,
      cache_timeout: null,
      conditions: { firstdate: 'FDOM', fields: ['a'] },
      query_raw: 'SELECT * FROM stores WHERE region_id = {region}',
      params: [{ name: 'region', type: 'integer', value: 2, index: 0 }],
      cond_definition: { region: 'integer' },
    });
  });

  it('leaves out empty SQL and the list’s transport keys', () => {
    const loaded = draftFromSaved({ query_slug: 'x', version: 'v1', $schema: 's', query_raw: '' });
    const payload = savePayload(loaded);
    expect(payload).not.toHaveProperty('query_raw');
    expect(payload).not.toHaveProperty('version');
    expect(payload).not.toHaveProperty('$schema');
  });

  it('previews the SQL with its datasource, parameter values and dates', () => {
    expect(previewPayload({ ...draft, source: 'demo' })).toEqual({
      query_raw: draft.query_raw,
      _datasource: 'demo',
      params: [{ name: 'region', type: 'integer', value: 2 }],
      firstdate: 'FDOM',
    });
  });
});
