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
