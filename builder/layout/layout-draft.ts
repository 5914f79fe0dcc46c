/**
 * The draft layout of a dashboard being edited: what the grid reports after a drag or a
 * resize, turned back into the dashboard's own layout items. The grid shows nested children
 * folded into their parent's cell (runtime/app/dashboard/grid-plan.ts), so moving a parent
 * moves its children with it. Pure, so the rules are tested without a browser.
 */
import type { LayoutItem, Widget } from '../../schemas/generated/index.ts';
import { planGrid } from '../../runtime/app/dashboard/grid-plan.ts';

/** A grid item as react-grid-layout reports it (it adds its own flags). */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Same place and size. */
function samePlace(a: GridItem, b: GridItem): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

/**
 * The dashboard's layout after the grid moved or resized its items. Items keep their order
 * and other keys (minW, static); an item whose place did not change is returned as it was.
 * A folded parent moves its children by the same offset; its size stays (the cell is shared).
 */
export function unfoldLayout(
  grid: readonly GridItem[],
  stored: readonly LayoutItem[],
  widgets: Record<string, Widget>,
  cols: number,
): LayoutItem[] {
  const plan = planGrid(stored, widgets, [], cols);
  const folded = new Map(plan.layout.map((item) => [item.i, item]));
  const moved = new Map(grid.map((item) => [item.i, item]));
  return stored.map((item) => {
    const parent = plan.parentOf[item.i] ?? (plan.nested[item.i] ? item.i : undefined);
    if (parent !== undefined) {
      const before = folded.get(parent);
      const after = moved.get(parent);
      if (!before || !after) return item;
      const dx = after.x - before.x;
      const dy = after.y - before.y;
      if (dx === 0 && dy === 0) return item;
      return { ...item, x: Math.max(0, item.x + dx), y: Math.max(0, item.y + dy) };
    }
    const after = moved.get(item.i);
    if (!after || samePlace(after, item)) return item;
    return { ...item, x: after.x, y: after.y, w: after.w, h: after.h };
  });
}

/** Whether two layouts place every widget the same (order and other keys aside). */
export function sameLayout(a: readonly GridItem[], b: readonly GridItem[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((item) => [item.i, item]));
  return a.every((item) => {
    const other = byId.get(item.i);
    return other !== undefined && samePlace(item, other);
  });
}

/** What a layout save sends: `{i, x, y, w, h}` per item. */
export function layoutMoves(layout: readonly GridItem[]): GridItem[] {
  return layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}

/**
 * The draft after the server placed new widgets: the draft's own items, plus the server's
 * items for widgets the draft does not have yet (a widget just added), minus items of
 * widgets that are gone.
 */
export function mergeServerLayout(
  draft: readonly LayoutItem[],
  server: readonly LayoutItem[],
): LayoutItem[] {
  const known = new Set(server.map((item) => item.i));
  const drafted = new Set(draft.map((item) => item.i));
  return [
    ...draft.filter((item) => known.has(item.i)),
    ...server.filter((item) => !drafted.has(item.i)),
  ];
}

/** The draft's items placed differently from `base` (or missing there): what a save sends. */
export function changedItems(
  draft: readonly LayoutItem[],
  base: readonly LayoutItem[],
): LayoutItem[] {
  const byId = new Map(base.map((item) => [item.i, item]));
  return draft.filter((item) => {
    const before = byId.get(item.i);
    return !before || !samePlace(item, before);
  });
}

/**
 * The draft moved onto a newer server layout (after a refused stale save): the server's
 * items, with the places the user changed since `base` (what they loaded) put back on top.
 * Someone else's changes to other widgets are kept.
 */
export function rebaseLayout(
  draft: readonly LayoutItem[],
  base: readonly LayoutItem[],
  current: readonly LayoutItem[],
): LayoutItem[] {
  const mine = new Map(changedItems(draft, base).map((item) => [item.i, item]));
  const placed = current.map((item) => {
    const moved = mine.get(item.i);
    return moved ? { ...item, x: moved.x, y: moved.y, w: moved.w, h: moved.h } : item;
  });
  const known = new Set(current.map((item) => item.i));
  return [...placed, ...[...mine.values()].filter((item) => !known.has(item.i))];
}

/** Size a new widget of a type starts with, in grid columns and rows. */
export function newItemSize(type: string): { w: number; h: number } {
  switch (type) {
    case 'card':
      return { w: 3, h: 2 };
    case 'table':
    case 'report':
      return { w: 12, h: 5 };
    case 'markdown':
    case 'image':
    case 'placeholder':
      return { w: 4, h: 4 };
    default:
      return { w: 6, h: 4 };
  }
}

/** What the edit mode knew of the dashboard, and what a re-read of it brings. */
export interface VersionSeen {
  /** The version the next layout save claims to start from. */
  base: string;
  /** Version and layout of the dashboard as last read. */
  seenVersion: string;
  seenLayout: readonly GridItem[];
  /** Version and layout of the dashboard as just read again. */
  version: string;
  layout: readonly GridItem[];
}

/**
 * The base version after the dashboard was read again. A new version whose layout is the one
 * already seen changed only widgets (their settings, help text or filters, saved from the
 * toolbar while editing): a layout save cannot undo that (it writes places only), so it
 * becomes the base instead of making the user's next save look stale. A new version that
 * moved places keeps the old base, so that save is refused (409) and the user decides; so
 * does a base that was already behind what was seen.
 */
export function baseAfterRead({
  base,
  seenVersion,
  seenLayout,
  version,
  layout,
}: VersionSeen): string {
  if (version === seenVersion || base !== seenVersion) return base;
  return sameLayout(seenLayout, layout) ? version : base;
}
