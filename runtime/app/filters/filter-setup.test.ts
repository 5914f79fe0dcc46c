import { describe, expect, it } from 'vitest';
import { dashboardFilterSetup, dateItem, type FilteringSources } from './filter-setup.ts';

const show = {
  filtering: {
    date: { id: 'date', type: 'date', order: 0 },
    region_id: { id: 'region_id', hierarchy: 2, order: 11 },
    territory_id: { id: 'territory_id', hierarchy: 1, order: 10 },
    platform: { type: 'radio', order: 1 },
  },
  filteringadv: { product_id: { id: 'product_id', order: 20 } },
};

const ids = (items: { id: string }[] | undefined) => items?.map((item) => item.id);

describe('dashboardFilterSetup', () => {
  it.each<[string, FilteringSources, boolean]>([
    [
      'allowed by the dashboard',
      { dashboard: { allow_filtering: true, filtering_show: show } },
      true,
    ],
    ['allowed by the program', { program: { allow_filtering: true, filtering_show: show } }, true],
    [
      'the dashboard forbids what the program allows',
      {
        dashboard: { allow_filtering: false },
        program: { allow_filtering: true, filtering_show: show },
      },
      false,
    ],
    ['no filters anywhere', { dashboard: { allow_filtering: true, filtering_show: {} } }, false],
    ['filters but nothing allows them', { dashboard: { filtering_show: show } }, false],
  ])('%s', (_name, sources, shown) => {
    expect(dashboardFilterSetup(sources) !== undefined).toBe(shown);
  });

  it('orders items and splits basic, geography and advanced', () => {
    const setup = dashboardFilterSetup({
      dashboard: { allow_filtering: true, filtering_show: show },
    });
    expect(ids(setup?.items)).toEqual([
      'date',
      'platform',
      'territory_id',
      'region_id',
      'product_id',
    ]);
    expect(ids(setup?.basic)).toEqual(['date', 'platform']);
    expect(ids(setup?.geography)).toEqual(['territory_id', 'region_id']);
    expect(ids(setup?.advanced)).toEqual(['product_id']);
    expect(setup && dateItem(setup)?.id).toBe('date');
  });

  it('a dashboard without advanced or geography filters has empty sections', () => {
    const setup = dashboardFilterSetup({
      dashboard: { allow_filtering: true, filtering_show: { filtering: { brand: { order: 1 } } } },
    });
    expect(setup?.geography).toEqual([]);
    expect(setup?.advanced).toEqual([]);
    expect(ids(setup?.basic)).toEqual(['brand']);
  });
});
