import { beforeEach, describe, expect, it } from 'vitest';
import { filterConditionsFor } from '../dashboard/filter-conditions.ts';
import { clearProgramFilters, filteringStore } from '../stores/filtering-store.ts';
import { applyWidgetRules } from '../widget-container/widget-filter-state.ts';
import {
  appliedPanelState,
  applyPanel,
  commitApplied,
  inferSwitches,
  itemsForSelections,
  savedPanelState,
  urlPanelState,
  withFixedSelections,
} from './filter-commit.ts';
import type { FilterSetup, PanelItem } from './filter-setup.ts';

const items: PanelItem[] = [
  { id: 'date', type: 'date' },
  { id: 'product_filters', type: 'checkbox', enabled: 'brand', jump: true },
  { id: 'brand', format: 'string', disabled: true },
  { id: 'territory_id', hierarchy: 1, format: 'number' },
  { id: 'region_id', hierarchy: 2, format: 'number' },
];
const setup: FilterSetup = {
  items,
  basic: items.slice(0, 3),
  geography: items.slice(3),
  advanced: [],
};
const DATE = { period: 'mtd', firstdate: '2026-11-01', lastdate: '2026-11-14', compare: false };

describe('applyPanel', () => {
  it.each<[string, Record<string, unknown>, unknown, Record<string, unknown>, string[]]>([
    [
      'a selection becomes where_cond, the rest null-conditions',
      { territory_id: '2' },
      undefined,
      { territory_id: 2 },
      ['brand', 'region_id'],
    ],
    [
      'a fixed region beats the selection, from a map or its JSON text',
      { region_id: '5' },
      '{"region_id":3}',
      { region_id: 3 },
      ['brand', 'territory_id'],
    ],
    [
      'a switch never enters where_cond',
      { product_filters: true, brand: 'Acme' },
      undefined,
      { brand: 'Acme' },
      ['territory_id', 'region_id'],
    ],
  ])('%s', (_name, selections, fixed, where, nulls) => {
    const current = itemsForSelections(items, selections);
    const applied = applyPanel({ items: current, selections, date: DATE }, fixed);
    expect(applied.where_cond).toEqual(where);
    expect(applied.whereConditionNull).toEqual(nulls);
    expect(applied.date).toEqual(DATE);
  });
});

describe('switch state', () => {
  it.each<[string, Record<string, unknown>, boolean | undefined, boolean]>([
    ['never touched: config disabled', {}, undefined, true],
    ['switched on', { product_filters: true }, true, false],
    ['switched off', { product_filters: false }, false, true],
    ['not recorded but its select holds a value', { brand: 'Acme' }, true, false],
  ])('%s', (_name, selections, switchValue, brandDisabled) => {
    const inferred = inferSwitches(items, selections);
    expect(inferred.product_filters).toBe(switchValue);
    const brand = itemsForSelections(items, inferred).find((item) => item.id === 'brand');
    expect(brand?.disabled).toBe(brandDisabled);
  });
});

describe('fixed selections', () => {
  it.each<[unknown, unknown]>([
    [{ region_id: 3 }, '3'],
    [{ region_id: [3, 4] }, '9'],
    [null, '9'],
    [{ store_id: 1 }, '9'],
  ])('%j gives region %j', (fixed, region) => {
    expect(withFixedSelections(items, { region_id: '9' }, fixed).region_id).toBe(region);
  });
});

describe('commit and restore', () => {
  beforeEach(() => clearProgramFilters('retail'));

  it('commits one Apply that the widgets read and the panel restores', () => {
    const selections = { product_filters: true, brand: 'Acme', territory_id: '1' };
    const applied = applyPanel(
      { items: itemsForSelections(items, selections), selections, date: DATE },
      undefined,
    );
    commitApplied('d1', applied);
    expect(filterConditionsFor(filteringStore, ['d1', 'w1'])).toMatchObject({
      firstdate: '2026-11-01',
      lastdate: '2026-11-14',
      where_cond: { brand: 'Acme', territory_id: 1 },
    });
    expect(filteringStore.optionHlevel.d1).toBe('territory_id');
    expect(appliedPanelState(setup, 'd1')).toEqual({
      selections: { product_filters: true, brand: 'Acme', territory_id: '1' },
      date: DATE,
    });
    expect(appliedPanelState(setup, 'd2')).toBeUndefined();
  });

  // app-shell §3: the filtering store's maps are keyed by id: the dashboard's panel by the
  // dashboard id (every widget of it reads that entry), a widget's own filters by its widget
  // id (only that widget reads it, on top of the panel's).
  it("keys the panel by dashboard id and a widget's own filters by widget id", () => {
    const selections = { territory_id: '1' };
    commitApplied(
      'd1',
      applyPanel(
        { items: itemsForSelections(items, selections), selections, date: DATE },
        undefined,
      ),
    );
    applyWidgetRules('w1', [{ field: 'state', value: 'FL', operator: '==', dataType: 'string' }]);
    expect(Object.keys(filteringStore.whereCondition).sort()).toEqual(['d1', 'w1']);
    expect(Object.keys(filteringStore.filterDateSelect)).toEqual(['d1']);
    expect(Object.keys(filteringStore.whereConditionNull)).toEqual(['d1']);
    expect(filteringStore.search.d1).toBe(1);
    expect(filterConditionsFor(filteringStore, ['d1', 'w1'])?.where_cond).toEqual({
      territory_id: 1,
      state: 'FL',
    });
    expect(filterConditionsFor(filteringStore, ['d1', 'w2'])).toMatchObject({
      firstdate: '2026-11-01',
      where_cond: { territory_id: 1 },
    });
    expect(filterConditionsFor(filteringStore, ['d2', 'w2'])).toBeUndefined();
  });

  it('an Apply that clears everything still overrides the saved state', () => {
    commitApplied('d1', applyPanel({ items, selections: {} }, undefined));
    expect(filterConditionsFor(filteringStore, ['d1'])).toEqual({});
  });
});

describe('saved and URL state', () => {
  it.each<[string, Record<string, unknown> | undefined, unknown]>([
    ['nothing saved', undefined, undefined],
    ['only dashboard defaults', { firstdate: 'FDOM' }, undefined],
    [
      'a saved where and date',
      {
        where: { 'region_id|': [3, 4] },
        date: {
          period: 'weekly',
          firstdate: '2026-11-01',
          lastdate: '2026-11-07',
          comparison: true,
          rangeCompare: 'all',
        },
      },
      {
        selections: { region_id: ['3', '4'] },
        date: {
          period: 'weekly',
          firstdate: '2026-11-01',
          lastdate: '2026-11-07',
          compare: true,
          rangeCompare: 'all',
        },
      },
    ],
  ])('%s', (_name, conditions, expected) => {
    expect(savedPanelState(setup, conditions)).toEqual(expected);
  });

  it.each<[string, string | null, unknown]>([
    ['no parameter', null, undefined],
    [
      'unknown filters are dropped',
      '{"region_id":"3","ghost":1,"date":"mtd/2026-11-01/2026-11-14"}',
      { selections: { region_id: '3' }, date: DATE },
    ],
  ])('%s', (_name, param, expected) => {
    expect(urlPanelState(setup, param)).toEqual(expected);
  });
});
