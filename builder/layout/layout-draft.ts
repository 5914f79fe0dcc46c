/**
 * The draft layout of a dashboard being edited: what the grid reports after a drag or a
 * resize, turned back into the dashboard's own layout items. The grid shows nested children
 * folded into their parent's cell (runtime/app/dashboard/grid-plan.ts), so moving a parent
 * moves its children with it and resizing it resizes them. Pure, so the rules are tested
 * without a browser.
 */
import type { LayoutItem, Widget } from '../../schemas/generated/index.ts';
import { planGrid, type NestedArrangement } from '../../runtime/app/dashboard/grid-plan.ts';

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
 * Splits `total` grid cells between parts of the given sizes in proportion, each part at
 * least one cell, the parts summing to exactly `total` (largest remainders get the cells
 * rounding left over, the earlier part on a tie). With fewer cells than parts, each gets one.
 */
export function splitCells(sizes: readonly number[], total: number): number[] {
  if (sizes.length === 0) return [];
  const cells = Math.max(total, sizes.length);
  const sum = sizes.reduce((acc, size) => acc + Math.max(size, 0), 0);
  const shares = sizes.map((size) =>
    sum > 0 ? (Math.max(size, 0) / sum) * cells : cells / sizes.length,
  );
  const split = shares.map((share) => Math.max(1, Math.floor(share)));
  let left = cells - split.reduce((acc, part) => acc + part, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left -= 1) {
    split[byRemainder[k]!.index]! += 1;
  }
  // A part raised to one cell takes it from the largest others.
  while (left < 0) {
    const largest = split.indexOf(Math.max(...split));
    split[largest]! -= 1;
    left += 1;
  }
  return split;
}

/**
 * Where a folded parent and its children go when the grid resized their shared cell to
 * `cell`: side by side (or stacked, per the arrangement) in reading order, sharing the cell
 * in proportion to their former sizes.
 */
function resizedGroup(arrangement: NestedArrangement, cell: GridItem): Map<string, GridItem> {
  const row = arrangement.direction === 'row';
  const split = splitCells(
    arrangement.parts.map((part) => part.size),
    row ? cell.w : cell.h,
  );
  const places = new Map<string, GridItem>();
  let offset = 0;
  arrangement.parts.forEach((part, index) => {
    const size = split[index] ?? 1;
    places.set(
      part.id,
      row
        ? { i: part.id, x: cell.x + offset, y: cell.y, w: size, h: cell.h }
        : { i: part.id, x: cell.x, y: cell.y + offset, w: cell.w, h: size },
    );
    offset += size;
  });
  return places;
}

/**
 * The dashboard's layout after the grid moved or resized its items. Items keep their order
 * and other keys (minW, static); an item whose place did not change is returned as it was.
 * A folded parent moves its children by the same offset; a resized one shares its new cell
 * with them in proportion to their sizes (resizedGroup).
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
  const resized = new Map<string, GridItem>();
  for (const [parent, arrangement] of Object.entries(plan.nested)) {
    const before = folded.get(parent);
    const after = moved.get(parent);
    if (!before || !after || (after.w === before.w && after.h === before.h)) continue;
    for (const [id, place] of resizedGroup(arrangement, after)) resized.set(id, place);
  }
  return stored.map((item) => {
    const place = resized.get(item.i);
    if (place) return samePlace(place, item) ? item : { ...item, ...place };
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
