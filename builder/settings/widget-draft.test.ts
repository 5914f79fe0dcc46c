import { describe, expect, it } from 'vitest';
import type { Widget } from '../../schemas/generated/index.ts';
import {
  DIALOG_FIELDS,
  DRAWER_FIELDS,
  hasChanges,
  previewRemountKey,
  REMOUNT_ON_PARAMS,
  resetForNewSlug,
  savePayload,
  shouldLookUpColumns,
  widgetPath,
  withoutUndefined,
} from './widget-draft.ts';

const chart: Widget = {
  title: 'Sales by region',
  classbase: 'chart',
  dashboard_id: 'sales-overview',
  widget_id: 'by_region',
  query_slug: { slug: 'retail_sales_daily' },
  conditions: { fields: ['region'] },
  format_definition: { revenue: 'money' },
  params: {
    graph: {
      type: 'bar',
      xkey: 'region',
      ykey: ['revenue'],
      yline: 'units',
      series: [{ field: 'revenue' }],
    },
    card: { cards: [{ field: 'revenue' }] },
    hideToolbar: false,
  },
};

describe('shouldLookUpColumns', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['sales', false],
    ['     x', false],
    ['retail', true],
    ['retail_sales_daily', true],
  ] as const)('%j → %s', (slug, expected) => {
    expect(shouldLookUpColumns(slug)).toBe(expected);
  });
});

describe('hasChanges', () => {
  it.each([
    ['the same widget', chart, false],
    ['keys in another order', { ...chart, params: { hideToolbar: false, ...chart.params } }, false],
    ['an undefined member added', { ...chart, description: undefined }, false],
    ['a new title', { ...chart, title: 'Sales' }, true],
    ['an axis change', { ...chart, params: { ...chart.params, graph: { type: 'line' } } }, true],
    ['a cleared description', { ...chart, description: 'Help' }, true],
  ] as const)('%s → %s', (_name, draft, expected) => {
    expect(hasChanges(chart, draft as Widget)).toBe(expected);
  });

  it('ignores fields the save does not send', () => {
    expect(hasChanges(chart, { ...chart, widget_name: 'x' }, DRAWER_FIELDS)).toBe(false);
    expect(hasChanges(chart, { ...chart, widget_name: 'x' }, DIALOG_FIELDS)).toBe(true);
  });
});

describe('resetForNewSlug', () => {
  it('drops format_definition, conditions, card cards, graph series and axis keys', () => {
    expect(resetForNewSlug(chart)).toEqual({
      title: 'Sales by region',
      classbase: 'chart',
      dashboard_id: 'sales-overview',
      widget_id: 'by_region',
      query_slug: { slug: 'retail_sales_daily' },
      params: { graph: { type: 'bar' }, card: { cards: [] }, hideToolbar: false },
    });
  });

  it('leaves a widget without params without params', () => {
    expect(resetForNewSlug({ title: 't', classbase: 'grid', conditions: {} })).toEqual({
      title: 't',
      classbase: 'grid',
    });
  });

  it('does not change its input', () => {
    const copy = structuredClone(chart);
    resetForNewSlug(chart);
    expect(chart).toEqual(copy);
  });
});

describe('savePayload', () => {
  it('sends the drawer fields, null for a cleared one, and the dashboard id', () => {
    const draft: Widget = { ...chart, title: 'New', format_definition: undefined };
    expect(savePayload(chart, draft, DRAWER_FIELDS)).toEqual({
      title: 'New',
      conditions: chart.conditions,
      format_definition: null,
      query_slug: chart.query_slug,
      params: chart.params,
      dashboard_id: 'sales-overview',
    });
  });

  it('sends only the dialog fields from the dialog', () => {
    const body = savePayload(
      chart,
      { ...chart, widget_name: 'tpl', url: 'https://x' },
      DIALOG_FIELDS,
    );
    expect(Object.keys(body).sort()).toEqual(
      ['conditions', 'dashboard_id', 'params', 'query_slug', 'title', 'widget_name'].sort(),
    );
  });

  it('strips undefined members inside values', () => {
    const draft = { ...chart, params: { graph: { type: 'bar', xkey: undefined } } } as Widget;
    expect(savePayload(chart, draft, ['params'])).toEqual({
      params: { graph: { type: 'bar' } },
      dashboard_id: 'sales-overview',
    });
  });
});

describe('widgetPath and withoutUndefined', () => {
  it.each([
    [{ dashboard_id: 'sales-overview', widget_id: 'kpi' }, '/api/v2/widgets/sales-overview/kpi'],
    [{ uid: 'a b/c', widget_id: 'c' }, '/api/v2/widgets/a%20b/c'],
  ] as const)('%j → %s', (widget, path) => {
    expect(widgetPath(widget)).toBe(path);
  });

  it('removes undefined at any depth and keeps null', () => {
    expect(
      withoutUndefined({ a: undefined, b: { c: undefined, d: null }, e: [{ f: undefined }] }),
    ).toEqual({
      b: { d: null },
      e: [{}],
    });
  });
});

describe('previewRemountKey (widget-layer §4)', () => {
  const bar = { graph: { type: 'bar', xkey: 'region' } };
  const line = { graph: { type: 'line', xkey: 'region' } };
  const reordered = { graph: { xkey: 'region', type: 'bar' } };
  it.each<[string, string, [string | undefined, object], [string | undefined, object], boolean]>([
    ['a chart (echarts) remounts on a params change', 'chart', ['', bar], ['', line], true],
    ['a photo feed remounts on a params change', 'photoFeed', ['', bar], ['', line], true],
    ['a table is updated in place', 'table', ['', bar], ['', line], false],
    [
      'equal params in another key order keep the chart',
      'chart',
      ['', bar],
      ['', reordered],
      false,
    ],
    [
      'a new url remounts an iframe',
      'iframe',
      ['https://a.example/', {}],
      ['https://b.example/', {}],
      true,
    ],
    ['a new url remounts an image', 'image', ['/a.png', bar], ['/b.png', bar], true],
    ['the same url keeps the image', 'image', ['/a.png', bar], ['/a.png', line], false],
  ])('%s', (_name, type, [urlA, paramsA], [urlB, paramsB], remounts) => {
    const before = previewRemountKey(type, urlA, paramsA);
    const after = previewRemountKey(type, urlB, paramsB);
    expect(before !== after).toBe(remounts);
  });

  it('names types of the registry', async () => {
    const { widgetRegistry } = await import('../../widgets/registry.ts');
    const types = new Set(widgetRegistry.types().map((definition) => definition.type));
    for (const type of REMOUNT_ON_PARAMS) expect(types.has(type), type).toBe(true);
  });
});
