import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../config/config-types.ts';
import {
  addWidget,
  applyLayout,
  cloneTitle,
  titleForId,
  newWidgetId,
  parseLayoutSave,
  placeNewItem,
  widgetOfPayload,
} from './dashboard-edit.ts';

const dashboard: JsonObject = {
  dashboard_id: 'd',
  name: 'D',
  widgets: { a: { title: 'A', classbase: 'card' }, b: { title: 'B', classbase: 'chart' } },
  layout: [
    { i: 'a', x: 0, y: 0, w: 3, h: 2, minW: 2 },
    { i: 'b', x: 3, y: 0, w: 9, h: 4 },
  ],
};

describe('parseLayoutSave', () => {
  it.each([
    ['not an object', 'x', 'layout'],
    ['no list', { layout: {} }, 'layout'],
    ['unknown id', { layout: [{ i: 'zz', x: 0, y: 0, w: 1, h: 1 }] }, 'layout.0.i'],
    [
      'twice',
      {
        layout: [
          { i: 'a', x: 0, y: 0, w: 1, h: 1 },
          { i: 'a', x: 1, y: 0, w: 1, h: 1 },
        ],
      },
      'layout.1.i',
    ],
    ['negative x', { layout: [{ i: 'a', x: -1, y: 0, w: 1, h: 1 }] }, 'layout.0'],
    ['zero width', { layout: [{ i: 'a', x: 0, y: 0, w: 0, h: 1 }] }, 'layout.0'],
    ['fraction', { layout: [{ i: 'a', x: 0.5, y: 0, w: 1, h: 1 }] }, 'layout.0'],
    ['past the grid', { layout: [{ i: 'a', x: 10, y: 0, w: 3, h: 1 }] }, 'layout.0'],
  ])('refuses %s, naming %s', (_name, body, field) => {
    const parsed = parseLayoutSave(body, dashboard, 12);
    expect('issues' in parsed && parsed.issues[0]?.field).toBe(field);
  });

  it('accepts items of the dashboard', () => {
    const parsed = parseLayoutSave(
      { layout: [{ i: 'b', x: 0, y: 2, w: 12, h: 4, extra: 1 }] },
      dashboard,
      12,
    );
    expect(parsed).toEqual({ moves: [{ i: 'b', x: 0, y: 2, w: 12, h: 4 }] });
  });
});

describe('applyLayout', () => {
  it('changes only the moved item, keeping its other keys and the order', () => {
    const result = applyLayout(dashboard, [
      { i: 'b', x: 3, y: 0, w: 9, h: 4 },
      { i: 'a', x: 0, y: 1, w: 3, h: 2 },
    ]);
    const layout = result.layout as JsonObject[];
    expect(layout).toEqual([
      { i: 'a', x: 0, y: 1, w: 3, h: 2, minW: 2 },
      { i: 'b', x: 3, y: 0, w: 9, h: 4 },
    ]);
    // Unchanged items are the very same objects: nothing about them is rewritten.
    expect(layout[1]).toBe((dashboard.layout as JsonObject[])[1]);
  });

  it('keeps widgets the save leaves out and places widgets that had no item', () => {
    const unplaced = { ...dashboard, layout: [(dashboard.layout as JsonObject[])[0]] };
    const result = applyLayout(unplaced, [{ i: 'b', x: 0, y: 2, w: 4, h: 2 }]);
    expect(result.layout).toEqual([
      { i: 'a', x: 0, y: 0, w: 3, h: 2, minW: 2 },
      { i: 'b', x: 0, y: 2, w: 4, h: 2 },
    ]);
  });
});

describe('newWidgetId', () => {
  it.each([
    ['Revenue by month', [], 'revenue_by_month'],
    ['Revenue by month', ['revenue_by_month'], 'revenue_by_month_2'],
    ['Revenue by month', ['revenue_by_month', 'revenue_by_month_2'], 'revenue_by_month_3'],
    ['Ventas por región', [], 'ventas_por_region'],
    ['  ', [], 'chart'],
    ['Temperature', [], 'w_temperature'],
    ['%%%', [], 'chart'],
    ['x'.repeat(60), [], 'x'.repeat(40)],
  ])('%s with %j taken → %s', (title, taken, expected) => {
    expect(newWidgetId(title, 'chart', new Set(taken))).toBe(expected);
  });
});

describe('cloneTitle', () => {
  it.each([
    ['Revenue', 'Revenue (copy)'],
    ['A title of exactly thirty char', 'A title of exactly thir (copy)'],
    ['', 'Widget (copy)'],
    [undefined, 'Widget (copy)'],
  ])('%s → %s', (title, expected) => {
    expect(cloneTitle(title)).toBe(expected);
    expect(cloneTitle(title).length).toBeLessThanOrEqual(30);
  });

  it('a translated title gets the suffix in each language, within 30 characters', () => {
    expect(
      cloneTitle({ en: 'Brand Mix', es: 'Mezcla de marcas', pt: 'Participação por categoria' }),
    ).toEqual({
      en: 'Brand Mix (copy)',
      es: 'Mezcla de marcas (copia)',
      pt: 'Participação por categ (cópia)',
    });
  });

  it.each([
    ['Revenue', 'Revenue'],
    [{ en: 'Brand Mix', es: 'Mezcla de marcas' }, 'Brand Mix'],
    [{ es: 'Mezcla' }, ''],
    [42, ''],
  ])('titleForId(%j) is %j', (title, expected) => {
    expect(titleForId(title)).toBe(expected);
  });
});

describe('placeNewItem', () => {
  it.each([
    ['below everything by default', undefined, { x: 0, y: 4, w: 6, h: 4 }],
    ['at the hinted place', { x: 6, y: 1, w: 3, h: 2 }, { x: 6, y: 1, w: 3, h: 2 }],
    ['clamped into the grid', { x: 10, w: 6 }, { x: 0, y: 4, w: 6, h: 4 }],
    ['never wider than the grid', { w: 20 }, { x: 0, y: 4, w: 12, h: 4 }],
  ])('%s', (_name, hint, expected) => {
    expect(placeNewItem(dashboard, hint, 12, { w: 6, h: 4 })).toEqual(expected);
  });

  it('keeps a clone under its source column with its minimum size', () => {
    expect(placeNewItem(dashboard, undefined, 12, { w: 9, h: 4, minW: 2 }, 3)).toEqual({
      x: 3,
      y: 4,
      w: 9,
      h: 4,
      minW: 2,
    });
  });
});

describe('widgetOfPayload and addWidget', () => {
  it('drops identity fields and hints, and appends widget and item', () => {
    const widget = widgetOfPayload({
      uid: 'x',
      widget_id: 'x',
      dashboard_id: 'other',
      user_id: 9,
      temp: true,
      title: 'New',
      classbase: 'chart',
      layout: { x: 1 },
      clone_of: 'a',
      url: null,
    });
    expect(widget).toEqual({ title: 'New', classbase: 'chart' });
    const result = addWidget(dashboard, 'new', widget, { x: 0, y: 4, w: 6, h: 4 });
    expect(Object.keys(result.widgets as JsonObject)).toEqual(['a', 'b', 'new']);
    expect((result.layout as JsonObject[]).at(-1)).toEqual({ i: 'new', x: 0, y: 4, w: 6, h: 4 });
  });
});
