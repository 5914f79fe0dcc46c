import { describe, expect, it } from 'vitest';
import type { LayoutItem, Widget } from '../../../schemas/generated/index.ts';
import { childIdsOf, collapseLayout, planGrid, stackLayout } from './grid-plan.ts';

const w = (params: Widget['params'] = {}): Widget => ({ title: 't', classbase: 'chart', params });

const layout: LayoutItem[] = [
  { i: 'a', x: 0, y: 0, w: 6, h: 4 },
  { i: 'b', x: 6, y: 0, w: 6, h: 4 },
  { i: 'c', x: 0, y: 4, w: 12, h: 5 },
];
const widgets = { a: w(), b: w(), c: w() };

const at = (plan: { layout: LayoutItem[] }, id: string) => {
  const item = plan.layout.find((i) => i.i === id);
  return item && [item.x, item.y, item.w, item.h];
};

describe('planGrid without extras', () => {
  it('keeps the layout and drops items of unknown widgets', () => {
    const plan = planGrid([...layout, { i: 'ghost', x: 0, y: 9, w: 1, h: 1 }], widgets);
    expect(plan.layout).toEqual(layout);
    expect(plan.nested).toEqual({});
  });

  it('never changes the given layout', () => {
    const copy = structuredClone(layout);
    planGrid(layout, widgets, [{ id: 'temp-1', source: 'a', top: true }]);
    expect(layout).toEqual(copy);
  });
});

describe('nested child widgets', () => {
  it('a child beside its parent: the parent spans both cells, split in a row', () => {
    const plan = planGrid(layout, {
      a: w({ widgets: [{ widget_id: 'b', shareData: true }] }),
      b: w(),
      c: w(),
    });
    expect(at(plan, 'a')).toEqual([0, 0, 12, 4]);
    expect(at(plan, 'b')).toBeUndefined();
    expect(plan.parentOf).toEqual({ b: 'a' });
    expect(plan.nested.a).toEqual({
      direction: 'row',
      parts: [
        { id: 'a', size: 6 },
        { id: 'b', size: 6 },
      ],
    });
  });

  it('a child below its parent (named by widgetParent): split in a column', () => {
    const plan = planGrid(layout, { a: w(), b: w(), c: w({ widgetParent: 'a' }) });
    expect(at(plan, 'a')).toEqual([0, 0, 12, 9]);
    expect(plan.nested.a).toEqual({
      direction: 'column',
      parts: [
        { id: 'a', size: 4 },
        { id: 'c', size: 5 },
      ],
    });
  });

  it.each([
    ['a row needs a cell per part in width', { widgets: [{ widget_id: 'b' }] }, {}, [2, 1]],
    ['a column needs a cell per part in height', {}, { widgetParent: 'a' }, [1, 2]],
  ])('the folded cell keeps its parts drawable when resized: %s', (_name, a, c, expected) => {
    const item = planGrid(layout, { a: w(a), b: w(), c: w(c) }).layout.find((i) => i.i === 'a');
    expect([item?.minW, item?.minH]).toEqual(expected);
  });

  const folded = { a: w({ widgets: [{ widget_id: 'b' }] }), b: w(), c: w() };
  it.each<[string, Record<string, Widget>, string, Partial<LayoutItem>, (number | undefined)[]]>([
    [
      'a plain item keeps them (the grid stops a resize there)',
      widgets,
      'b',
      { maxW: 8, maxH: 6 },
      [6, 4, 8, 6],
    ],
    ['a saved size above them is drawn at them', widgets, 'c', { maxW: 8, maxH: 3 }, [8, 3, 8, 3]],
    ['never below the minimum', widgets, 'c', { maxW: 2, minW: 4 }, [4, 5, 2, undefined]],
    ['a folded cell never cuts off a part', folded, 'a', { maxW: 8, maxH: 6 }, [12, 4, 12, 6]],
  ])('maxW and maxH: %s', (_name, all, id, bounds, expected) => {
    const bounded = layout.map((i) => (i.i === id ? { ...i, ...bounds } : i));
    const item = planGrid(bounded, all).layout.find((i) => i.i === id);
    expect([item?.w, item?.h, item?.maxW, item?.maxH]).toEqual(expected);
  });

  it('childIdsOf ignores self references and unknown ids', () => {
    expect(
      childIdsOf('a', { a: w({ widgets: [{ widget_id: 'a' }, { widget_id: 'zz' }] }) }),
    ).toEqual([]);
  });
});

describe('temporary widgets', () => {
  it('below the source, with its size; the rest moves down', () => {
    const plan = planGrid(layout, widgets, [{ id: 't1', source: 'a', top: false }]);
    expect(at(plan, 't1')).toEqual([0, 4, 6, 4]);
    expect(at(plan, 'a')).toEqual([0, 0, 6, 4]);
    expect(at(plan, 'c')).toEqual([0, 8, 12, 5]);
  });

  it('several below the same source keep the order they were added in', () => {
    const plan = planGrid(layout, widgets, [
      { id: 't1', source: 'b', top: false },
      { id: 't2', source: 'b', top: false },
    ]);
    expect(at(plan, 't1')).toEqual([6, 4, 6, 4]);
    expect(at(plan, 't2')).toEqual([6, 8, 6, 4]);
    expect(at(plan, 'c')).toEqual([0, 12, 12, 5]);
  });

  it('top: above the source, which moves down', () => {
    const plan = planGrid(layout, widgets, [
      { id: 't1', source: 'c', top: true },
      { id: 't2', source: 'c', top: true },
    ]);
    expect(at(plan, 't1')).toEqual([0, 4, 12, 5]);
    expect(at(plan, 't2')).toEqual([0, 9, 12, 5]);
    expect(at(plan, 'c')).toEqual([0, 14, 12, 5]);
  });

  it('a source nested in a parent: placed next to the parent', () => {
    const plan = planGrid(layout, { a: w({ widgets: [{ widget_id: 'b' }] }), b: w(), c: w() }, [
      { id: 't1', source: 'b', top: false },
    ]);
    expect(at(plan, 't1')).toEqual([0, 4, 12, 4]);
  });

  it('no source on the grid: full width at the top or the bottom', () => {
    const plan = planGrid(layout, widgets, [
      { id: 'up', source: undefined, top: true },
      { id: 'down', source: 'gone', top: false },
    ]);
    expect(at(plan, 'up')).toEqual([0, 0, 12, 4]);
    expect(at(plan, 'a')).toEqual([0, 4, 6, 4]);
    expect(at(plan, 'down')).toEqual([0, 13, 12, 4]);
  });
});

describe('stackLayout', () => {
  it('full width, in reading order, heights kept', () => {
    expect(stackLayout(layout, 12).map((i) => [i.i, i.x, i.y, i.w, i.h])).toEqual([
      ['a', 0, 0, 12, 4],
      ['b', 0, 4, 12, 4],
      ['c', 0, 8, 12, 5],
    ]);
  });
});

describe('collapseLayout', () => {
  it('gives collapsed widgets one row', () => {
    expect(at({ layout: collapseLayout(layout, new Set(['b'])) }, 'b')).toEqual([6, 0, 6, 1]);
    expect(at({ layout: collapseLayout(layout, new Set(['b'])) }, 'a')).toEqual([0, 0, 6, 4]);
  });
});
