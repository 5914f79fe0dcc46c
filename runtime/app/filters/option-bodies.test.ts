import { describe, expect, it } from 'vitest';
import type { PanelItem } from './filter-setup.ts';
import {
  campaignUidOf,
  slugQueryBody,
  storeDefinition,
  storeQueryBody,
  type StoreOwner,
} from './option-bodies.ts';

const store = (fields: string[]) => ({ conditions: { store: { fields } } });

describe('storeDefinition: dashboard, else route, else program (AS7.14)', () => {
  it.each<[string, StoreOwner, StoreOwner, StoreOwner, unknown]>([
    ['dashboard first', store(['d']), store(['r']), store(['p']), { fields: ['d'] }],
    ['route next', { conditions: {} }, store(['r']), store(['p']), { fields: ['r'] }],
    ['program last', undefined, { conditions: null }, store(['p']), { fields: ['p'] }],
    ['none', undefined, undefined, { conditions: { store: 'x' } }, {}],
  ])('%s', (_name, dashboard, route, program, expected) => {
    expect(storeDefinition({ dashboard, route, program })).toEqual(expected);
  });
});

describe('storeQueryBody: where_cond from passed conditions and filtering_fixed (AS7.15)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    [
      'fixed only',
      { fields: ['region_id'] },
      { region_id: [3] },
      { fields: ['region_id'], where_cond: { region_id: [3] } },
    ],
    ['passed only', { where_cond: { is_active: true } }, {}, { where_cond: { is_active: true } }],
    [
      'fixed wins over passed; where is an alias',
      { where: { region_id: 9, brand: 'x' } },
      { region_id: [3, 4] },
      { where_cond: { region_id: [3, 4], brand: 'x' } },
    ],
  ])('%s', (_name, definition, fixed, expected) => {
    expect(storeQueryBody(definition, fixed)).toEqual(expected);
  });
});

const items: PanelItem[] = [
  { id: 'date', type: 'date' },
  { id: 'platform', type: 'radio', options: ['Online'], format: 'string' },
  { id: 'switch', type: 'checkbox', enabled: 'brand|category', jump: true },
  { id: 'brand', slug: 'retail_brands', multiple: true, format: 'string' },
  { id: 'category', slug: 'retail_categories', format: 'string' },
  { id: 'territory_id', hierarchy: 1 },
  { id: 'region_id', hierarchy: 2, multiple: true },
];
const item = (id: string) => items.find((one) => one.id === id) as PanelItem;

describe('slugQueryBody: relevant conditions and campaign_uid (AS7.18)', () => {
  it.each<[string, string, Record<string, unknown>, Record<string, unknown>]>([
    ['nothing selected: no where_cond', 'brand', { date: 'x' }, {}],
    [
      'brand: the geography and the filters before it',
      'brand',
      {
        platform: 'Online',
        switch: true,
        brand: ['Lumina'],
        category: 'Tea',
        region_id: ['3', '4'],
      },
      { where_cond: { platform: 'Online', region_id: [3, 4] } },
    ],
    [
      'category: the brand too',
      'category',
      { brand: ['Lumina'], territory_id: '1', category: 'Tea' },
      { where_cond: { brand: ['Lumina'], territory_id: 1 } },
    ],
  ])('%s (%s)', (_name, id, selections, expected) => {
    expect(slugQueryBody({ items, item: item(id), selections, campaignUid: undefined })).toEqual(
      expected,
    );
  });

  it('leaves out a filter its switch turned off', () => {
    const off = items.map((one) => (one.id === 'brand' ? { ...one, disabled: true } : one));
    expect(
      slugQueryBody({
        items: off,
        item: item('category'),
        selections: { brand: ['Lumina'] },
        campaignUid: undefined,
      }),
    ).toEqual({});
  });

  it('sends campaign_uid when known', () => {
    expect(
      slugQueryBody({ items, item: item('brand'), selections: {}, campaignUid: 'c-42' }),
    ).toEqual({ campaign_uid: 'c-42' });
  });
});

describe('campaignUidOf', () => {
  it.each<[string, StoreOwner, string | undefined]>([
    ['?campaign_uid=abc', { conditions: { campaign_uid: 'zzz' } }, 'abc'],
    ['', { conditions: { campaign_uid: 7 } }, '7'],
    ['?fgzip', { conditions: {} }, undefined],
  ])('%s', (search, dashboard, expected) => {
    expect(campaignUidOf(search, dashboard)).toBe(expected);
  });
});
