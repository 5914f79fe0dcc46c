import { describe, expect, it } from 'vitest';
import type { LayoutItem, Widget } from '../../schemas/generated/index.ts';
import {
  baseAfterRead,
  changedItems,
  layoutMoves,
  rebaseLayout,
  mergeServerLayout,
  newItemSize,
  sameLayout,
  splitCells,
  unfoldLayout,
} from './layout-draft.ts';

const w = (extra: Partial<Widget> = {}): Widget => ({ title: 't', classbase: 'chart', ...extra });

const stored: LayoutItem[] = [
  { i: 'a', x: 0, y: 0, w: 6, h: 4, minW: 2 },
  { i: 'b', x: 6, y: 0, w: 6, h: 4 },
  { i: 'parent', x: 0, y: 4, w: 6, h: 3 },
  { i: 'child', x: 6, y: 4, w: 6, h: 3 },
];
const widgets: Record<string, Widget> = {
  a: w(),
  b: w(),
  parent: w({ params: { widgets: [{ widget_id: 'child' }] } }),
  child: w(),
};

describe('unfoldLayout', () => {
  it('moves a plain item and keeps every other item as it was', () => {
    const grid = [
      { i: 'a', x: 6, y: 0, w: 6, h: 4 },
      { i: 'b', x: 0, y: 0, w: 6, h: 4 },
      { i: 'parent', x: 0, y: 4, w: 12, h: 3 },
    ];
    const result = unfoldLayout(grid, stored, widgets, 12);
    expect(result).toEqual([
      { i: 'a', x: 6, y: 0, w: 6, h: 4, minW: 2 },
      { i: 'b', x: 0, y: 0, w: 6, h: 4 },
      stored[2],
      stored[3],
    ]);
    expect(result[2]).toBe(stored[2]);
  });

  it('moves nested children with their folded parent', () => {
    const grid = [
      { i: 'a', x: 0, y: 3, w: 6, h: 4 },
      { i: 'b', x: 6, y: 3, w: 6, h: 4 },
      { i: 'parent', x: 0, y: 0, w: 12, h: 3 },
    ];
    const result = unfoldLayout(grid, stored, widgets, 12);
    expect(result.map(({ i, x, y }) => [i, x, y])).toEqual([
      ['a', 0, 3],
      ['b', 6, 3],
      ['parent', 0, 0],
      ['child', 6, 0],
    ]);
  });

  it('resizes a plain item', () => {
    const grid = [{ i: 'b', x: 6, y: 0, w: 3, h: 6 }];
    expect(unfoldLayout(grid, stored, widgets, 12)[1]).toEqual({ i: 'b', x: 6, y: 0, w: 3, h: 6 });
  });

  // The folded cell of parent + child is x 0, y 4, w 12, h 3 (a row: 6 and 6).
  it.each([
    [
      'taller: both get the new height',
      { x: 0, y: 4, w: 12, h: 5 },
      [
        ['parent', 0, 4, 6, 5],
        ['child', 6, 4, 6, 5],
      ],
    ],
    [
      'narrower: the width is shared in proportion',
      { x: 0, y: 4, w: 8, h: 3 },
      [
        ['parent', 0, 4, 4, 3],
        ['child', 4, 4, 4, 3],
      ],
    ],
    [
      'an odd width: the earlier part takes the rounding',
      { x: 2, y: 4, w: 7, h: 3 },
      [
        ['parent', 2, 4, 4, 3],
        ['child', 6, 4, 3, 3],
      ],
    ],
    [
      'moved and resized at once',
      { x: 1, y: 0, w: 10, h: 4 },
      [
        ['parent', 1, 0, 5, 4],
        ['child', 6, 0, 5, 4],
      ],
    ],
  ])('resizes a folded parent with its child: %s', (_name, cell, expected) => {
    const grid = [{ i: 'parent', ...cell }];
    const result = unfoldLayout(grid, stored, widgets, 12);
    expect(
      result
        .filter((item) => item.i === 'parent' || item.i === 'child')
        .map(({ i, x, y, w, h }) => [i, x, y, w, h]),
    ).toEqual(expected);
    // Other items and keys are kept.
    expect(result[0]).toBe(stored[0]);
  });

  it('a column group shares a new height in reading order', () => {
    const column: LayoutItem[] = [
      { i: 'top', x: 0, y: 0, w: 6, h: 2, minH: 1 },
      { i: 'below', x: 0, y: 2, w: 6, h: 4 },
    ];
    const group = { top: w(), below: w({ params: { widgetParent: 'top' } }) };
    const result = unfoldLayout([{ i: 'top', x: 0, y: 0, w: 4, h: 9 }], column, group, 12);
    expect(result).toEqual([
      { i: 'top', x: 0, y: 0, w: 4, h: 3, minH: 1 },
      { i: 'below', x: 0, y: 3, w: 4, h: 6 },
    ]);
  });
});

describe('splitCells', () => {
  it.each([
    ['even', [6, 6], 12, [6, 6]],
    ['in proportion', [7, 5], 6, [4, 2]],
    ['remainders to the largest fraction', [1, 1, 1], 7, [3, 2, 2]],
    ['at least one cell each', [10, 1], 3, [2, 1]],
    ['fewer cells than parts: one each', [3, 3, 3], 2, [1, 1, 1]],
    ['zero sizes share evenly', [0, 0], 4, [2, 2]],
    ['nothing to split', [], 5, []],
  ])('%s', (_name, sizes, total, expected) => {
    expect(splitCells(sizes, total)).toEqual(expected);
  });
});

describe('sameLayout', () => {
  it.each([
    ['same places, other order', [stored[1]!, stored[0]!], [stored[0]!, stored[1]!], true],
    ['one moved', [{ ...stored[0]!, y: 1 }], [stored[0]!], false],
    ['one more', [stored[0]!], [stored[0]!, stored[1]!], false],
    ['one replaced', [stored[0]!], [stored[1]!], false],
  ])('%s → %s', (_name, a, b, expected) => {
    expect(sameLayout(a, b)).toBe(expected);
  });
});

describe('layoutMoves', () => {
  it('sends place and size only', () => {
    expect(layoutMoves([{ ...stored[0]!, moved: true } as LayoutItem])).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 4 },
    ]);
  });
});

describe('mergeServerLayout', () => {
  it('keeps the draft, adds new server items, drops removed widgets', () => {
    const draft = [{ ...stored[0]!, y: 9 }, stored[1]!];
    const server = [stored[0]!, { i: 'new', x: 0, y: 7, w: 6, h: 4 }];
    expect(mergeServerLayout(draft, server)).toEqual([draft[0], server[1]]);
  });
});

describe('newItemSize', () => {
  it.each([
    ['card', { w: 3, h: 2 }],
    ['chart', { w: 6, h: 4 }],
    ['table', { w: 12, h: 5 }],
    ['markdown', { w: 4, h: 4 }],
    ['unknown', { w: 6, h: 4 }],
  ])('%s → %j', (type, size) => {
    expect(newItemSize(type)).toEqual(size);
  });
});

describe('changedItems and rebaseLayout', () => {
  const base = stored.slice(0, 2);
  const draft = [{ ...stored[0]!, y: 5 }, stored[1]!];
  const current = [stored[0]!, { ...stored[1]!, h: 9 }];

  it('sends only what the user moved', () => {
    expect(changedItems(draft, base)).toEqual([draft[0]]);
    expect(changedItems(base, base)).toEqual([]);
  });

  it("keeps someone else's change and puts the user's moves on top", () => {
    expect(rebaseLayout(draft, base, current)).toEqual([
      { ...stored[0]!, y: 5 },
      { ...stored[1]!, h: 9 },
    ]);
  });
});

describe('baseAfterRead', () => {
  const moved = stored.map((item) => (item.i === 'a' ? { ...item, x: 6 } : item));
  const added = [...stored, { i: 'new', x: 0, y: 7, w: 6, h: 4 }];
  it.each([
    ['the same version: the base stays', 'v1', 'v1', stored, 'v1', stored, 'v1'],
    [
      'a widget saved, places unchanged: the new version',
      'v1',
      'v1',
      stored,
      'v2',
      [...stored],
      'v2',
    ],
    [
      'places moved meanwhile: the base stays (the save is stale)',
      'v1',
      'v1',
      stored,
      'v2',
      moved,
      'v1',
    ],
    ['a widget placed meanwhile: the base stays', 'v1', 'v1', stored, 'v2', added, 'v1'],
    ['a base already behind what was seen stays behind', 'v0', 'v1', stored, 'v2', stored, 'v0'],
    ['our own save set the base to the new version already', 'v2', 'v1', stored, 'v2', moved, 'v2'],
  ] as const)('%s', (_case, base, seenVersion, seenLayout, version, layout, expected) => {
    expect(baseAfterRead({ base, seenVersion, seenLayout, version, layout })).toBe(expected);
  });
});
