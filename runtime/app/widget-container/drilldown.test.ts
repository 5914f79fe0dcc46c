import { createProxy } from 'proxy-compare';
import { proxy, snapshot } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import type { Conditions, Drilldown, Widget } from '../../../schemas/generated/index.ts';
import {
  cloneWidget,
  drilldownConditions,
  drilldownWhere,
  drilldownWidget,
  plainCopy,
  tempSourceOf,
} from './drilldown.ts';

const source: Widget = {
  uid: 'sales-overview/region_revenue',
  widget_id: 'region_revenue',
  dashboard_id: 'sales-overview',
  user_id: 2,
  title: 'Revenue by Region',
  classbase: 'chart',
  query_slug: { slug: 'retail_sales_by_region' },
  params: { graph: { type: 'bar', xkey: 'region_name', ykey: 'revenue' } },
};

const districts: Drilldown = {
  title: 'Districts of the region',
  params: {
    query: { slug: 'retail_sales_by_district' },
    graph: { type: 'horizontal-bar', xkey: 'district_name', ykey: 'revenue' },
  },
  clear: true,
  extendConditions: true,
  removeFields: ['fields', 'grouping', 'ordering'],
  dataExtra: { where_cond: ['region_id'], classbase: 'chart' },
};

const row = { region_id: 3, region_name: 'Southeast', revenue: 1200 };
const sourceConditions = {
  firstdate: '2026-01-01',
  lastdate: '2026-01-31',
  fields: ['region_name'],
  grouping: ['region_name'],
  where_cond: { territory_id: 1 },
};

describe('drilldownWhere', () => {
  it.each([
    ['a list of columns', { where_cond: ['region_id'] }, { region_id: 3 }],
    ['a map of key → column', { where_cond: { 'region_id|': 'region_id' } }, { 'region_id|': 3 }],
    ['nothing: the source x column', undefined, { region_name: 'Southeast' }],
    ['a column the row lacks', { where_cond: ['store_id'] }, {}],
  ])('%s', (_name, dataExtra, expected) => {
    expect(drilldownWhere({ ...districts, dataExtra }, row, source)).toEqual(expected);
  });
});

describe('drilldownConditions', () => {
  it('extends the source conditions, removes removeFields, adds the row values', () => {
    expect(drilldownConditions(districts, row, source, sourceConditions)).toEqual({
      firstdate: '2026-01-01',
      lastdate: '2026-01-31',
      where_cond: { territory_id: 1, region_id: 3 },
    });
  });

  it('without extendConditions starts from nothing', () => {
    expect(
      drilldownConditions({ ...districts, extendConditions: false }, row, source, sourceConditions),
    ).toEqual({ where_cond: { region_id: 3 } });
  });

  it('extends by default (the schema default of extendConditions is true)', () => {
    const { extendConditions: _unset, ...byDefault } = districts;
    expect(drilldownConditions(byDefault, row, source, sourceConditions)).toEqual(
      drilldownConditions(districts, row, source, sourceConditions),
    );
  });

  it.each([
    ['a plain key', { territory_id: 1, store_id: 9 }, { store_id: 9, region_id: 3 }],
    ['a negated key', { 'territory_id!': 1, store_id: 9 }, { store_id: 9, region_id: 3 }],
    ['an OR key', { 'territory_id|': 1, 'store_id|': 9 }, { 'store_id|': 9, region_id: 3 }],
  ])('removeFields drops where entries on the column: %s', (_name, where, expected) => {
    const drilldown = { ...districts, removeFields: ['grouping', 'territory_id'] };
    const conditions = { ...sourceConditions, where_cond: where };
    expect(drilldownConditions(drilldown, row, source, conditions)).toEqual({
      firstdate: '2026-01-01',
      lastdate: '2026-01-31',
      fields: ['region_name'],
      where_cond: expected,
    });
  });

  it('never changes the source conditions', () => {
    const before = structuredClone(sourceConditions);
    drilldownConditions(districts, row, source, sourceConditions);
    expect(sourceConditions).toEqual(before);
  });
});

describe('drilldownWidget', () => {
  it('is a temporary widget running the drilldown slug', () => {
    const widget = drilldownWidget({
      source,
      sourceConditions,
      drilldown: districts,
      row,
      id: 'temp-x',
    });
    expect(widget).toMatchObject({
      widget_id: 'temp-x',
      uid: 'sales-overview/temp-x',
      dashboard_id: 'sales-overview',
      title: 'Districts of the region',
      classbase: 'chart',
      query_slug: { slug: 'retail_sales_by_district' },
      temp: true,
      conditions: { where_cond: { territory_id: 1, region_id: 3 } },
    });
    expect(widget.params?.graph?.xkey).toBe('district_name');
    expect(tempSourceOf(widget)).toBe('region_revenue');
  });

  it('generates ids the server treats as temporary', () => {
    const a = drilldownWidget({ source, sourceConditions, drilldown: districts, row });
    const b = drilldownWidget({ source, sourceConditions, drilldown: districts, row });
    expect(a.widget_id).toMatch(/^temp/);
    expect(a.widget_id).not.toBe(b.widget_id);
  });
});

describe('cloneWidget', () => {
  it('copies the widget as a temporary one', () => {
    const clone = cloneWidget(source);
    expect(clone.widget_id).toMatch(/^temp-clone-region_revenue-/);
    expect(clone.temp).toBe(true);
    expect(clone.query_slug).toEqual(source.query_slug);
    expect(clone.params).toEqual(source.params);
    expect(clone.params).not.toBe(source.params);
    expect(tempSourceOf(clone)).toBe('region_revenue');
  });
});

/** What a component reads through useSnapshot: a store snapshot behind proxy-compare's proxy. */
function asRendered<T extends object>(value: T): T {
  const store = proxy(structuredClone(value));
  return createProxy(snapshot(store), new WeakMap(), new WeakMap(), new WeakMap()) as T;
}

describe('inputs read from a store snapshot (proxies structuredClone refuses)', () => {
  const filtered: Conditions = {
    ...sourceConditions,
    date: { period: 'custom', firstdate: '2026-01-01', lastdate: '2026-01-31' },
  };

  it('the premise: structuredClone throws on such a value', () => {
    expect(() => structuredClone(asRendered(filtered))).toThrow();
  });

  it.each([
    [
      'the source conditions',
      () => drilldownConditions(districts, row, source, asRendered(filtered)),
    ],
    [
      'a temporary source widget',
      () =>
        drilldownWidget({
          source: asRendered(source),
          sourceConditions: filtered,
          drilldown: districts,
          row,
        }),
    ],
    [
      'the drilldown entry',
      () =>
        drilldownWidget({
          source,
          sourceConditions: filtered,
          drilldown: asRendered(districts),
          row,
        }),
    ],
    ['a widget to clone', () => cloneWidget(asRendered(source))],
  ])('%s: copied as plain data', (_name, make) => {
    const made = make();
    expect(() => structuredClone(made)).not.toThrow();
  });

  it('keeps the date of a filtered source', () => {
    expect(drilldownConditions(districts, row, source, asRendered(filtered)).date).toEqual(
      filtered.date,
    );
  });
});

describe('plainCopy', () => {
  it.each([
    ['an object', { a: [1, { b: 'c' }] }],
    ['a list', [1, 'two', null]],
    ['a text', 'x'],
    ['undefined', undefined],
  ])('%s: equal, not the same object', (_name, value) => {
    const copy = plainCopy(value);
    expect(copy).toEqual(value);
    if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value);
  });
});
