import { describe, expect, it } from 'vitest';
import type { PanelItem } from './filter-setup.ts';
import { fixedLabels, fixedWhere, panelOptions } from './panel-options.ts';

const items: PanelItem[] = [
  { id: 'territory_id', value: 'territory_name', hierarchy: 1 },
  { id: 'region_id', value: 'region_name', hierarchy: 2 },
  { id: 'brand', slug: 'retail_brands' },
  { id: 'platform', type: 'radio', options: ['Online', { value: 'Store', label: 'In-Store' }] },
];
const stores = [
  { territory_id: 1, territory_name: 'East', region_id: 3, region_name: 'Mid-Atlantic' },
  { territory_id: 1, territory_name: 'East', region_id: 4, region_name: 'New England' },
  { territory_id: 2, territory_name: 'West', region_id: 7, region_name: 'Pacific' },
];
const rows = {
  'retail.stores': stores,
  'retail.retail_brands.retail_sales': [{ brand: 'Lumina' }, { brand: 'Nimbus' }],
};
const values = (list: { value: string }[] | undefined) => list?.map((option) => option.value);

describe('panelOptions', () => {
  it.each<[string, Record<string, unknown>, unknown, Record<string, string[]>]>([
    ['nothing selected', {}, undefined, { territory_id: ['1', '2'], region_id: ['3', '4', '7'] }],
    [
      'a territory narrows regions',
      { territory_id: '1' },
      undefined,
      { territory_id: ['1', '2'], region_id: ['3', '4'] },
    ],
    [
      'a fixed list restricts',
      {},
      { region_id: [3, 7] },
      { territory_id: ['1', '2'], region_id: ['3', '7'] },
    ],
  ])('%s', (_name, selections, fixed, expected) => {
    const options = panelOptions({
      items,
      selections,
      rows,
      program: 'retail',
      module: 'retail_sales',
      filteringFixed: fixed,
    });
    expect(values(options.territory_id)).toEqual(expected.territory_id);
    expect(values(options.region_id)).toEqual(expected.region_id);
    expect(values(options.brand)).toEqual(['Lumina', 'Nimbus']);
    expect(options.platform).toEqual([
      { value: 'Online', label: 'Online' },
      { value: 'Store', label: 'In-Store' },
    ]);
  });
});

describe('fixed labels and store where', () => {
  const options = panelOptions({
    items,
    selections: {},
    rows,
    program: 'retail',
    module: undefined,
    filteringFixed: undefined,
  });
  it.each<[unknown, Record<string, string>, Record<string, unknown>]>([
    [{ region_id: 3 }, { region_id: 'Mid-Atlantic' }, { region_id: 3 }],
    ['{"region_id":99}', { region_id: '99' }, { region_id: 99 }],
    [{ region_id: [3, 4] }, {}, { region_id: [3, 4] }],
    [{ market_id: 1 }, {}, {}],
  ])('%j', (fixed, labels, where) => {
    expect(fixedLabels(items, options, fixed)).toEqual(labels);
    expect(fixedWhere(items, fixed)).toEqual(where);
  });
});
