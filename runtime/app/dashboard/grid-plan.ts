/**
 * What the dashboard grid places: the dashboard's layout with nested child widgets folded
 * into their parent's cell and temporary widgets (clones, drilldowns) inserted next to the
 * widget they came from. Pure, so the placement rules are tested without a browser.
 */
import type { LayoutItem, Widget } from '../../../schemas/generated/index.ts';

/** How a parent widget splits its cell between itself and its nested children. */
export interface NestedArrangement {
  /** 'row' when the children sit beside the parent in the layout, else 'column'. */
  direction: 'row' | 'column';
  /** The parent and its children in reading order, with their share of the cell. */
  parts: { id: string; size: number }[];
}

/** A temporary widget to place: its id, the widget it came from, above or below it. */
export interface TempPlacement {
  id: string;
  source: string | undefined;
  top: boolean;
}

/** Result of planGrid. */
export interface GridPlan {
  layout: LayoutItem[];
  /** Parent widget id → how its cell is shared with its children. */
  nested: Record<string, NestedArrangement>;
  /** Child widget id → its parent (children get no grid item of their own). */
  parentOf: Record<string, string>;
}

/** The children a widget nests: its params.widgets, and widgets naming it as widgetParent. */
export function childIdsOf(parentId: string, widgets: Record<string, Widget>): string[] {
  const parent = widgets[parentId];
  const ids = new Set<string>();
  for (const child of parent?.params?.widgets ?? []) {
    if (child.widget_id !== parentId && widgets[child.widget_id]) ids.add(child.widget_id);
  }
  for (const [id, widget] of Object.entries(widgets)) {
    if (id !== parentId && widget.params?.widgetParent === parentId) ids.add(id);
  }
  return [...ids];
}

function overlapsVertically(a: LayoutItem, b: LayoutItem): boolean {
  return a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * A layout item drawn within its maxW/maxH (the grid only enforces them on resize): a saved
 * size above the maximum is drawn at the maximum, never below the item's minimum.
 */
function withinBounds(item: LayoutItem): LayoutItem {
  const w = Math.max(Math.min(item.w, item.maxW ?? item.w), item.minW ?? 1);
  const h = Math.max(Math.min(item.h, item.maxH ?? item.h), item.minH ?? 1);
  return { ...item, w, h };
}

/** Folds nested children into their parent's cell: the parent spans both cells. */
function foldChildren(
  layout: LayoutItem[],
  widgets: Record<string, Widget>,
): Pick<GridPlan, 'nested' | 'parentOf'> & { items: LayoutItem[] } {
  const byId = new Map(layout.map((item) => [item.i, item]));
  const parentOf: Record<string, string> = {};
  const nested: Record<string, NestedArrangement> = {};
  for (const item of layout) {
    if (parentOf[item.i]) continue;
    const children = childIdsOf(item.i, widgets)
      .filter((id) => !parentOf[id] && id !== item.i)
      .map((id) => byId.get(id))
      .filter((child): child is LayoutItem => child !== undefined);
    if (children.length === 0) continue;
    for (const child of children) parentOf[child.i] = item.i;
    const cells = [item, ...children];
    const direction = children.every((c) => overlapsVertically(c, item)) ? 'row' : 'column';
    const sorted = [...cells].sort((a, b) => (direction === 'row' ? a.x - b.x : a.y - b.y));
    nested[item.i] = {
      direction,
      parts: sorted.map((c) => ({ id: c.i, size: direction === 'row' ? c.w : c.h })),
    };
  }
  const items = layout
    .filter((item) => !parentOf[item.i])
    .map((item) => {
      const arrangement = nested[item.i];
      if (!arrangement) return withinBounds(item);
      const cells = arrangement.parts.map((p) => byId.get(p.id)).filter((c) => c !== undefined);
      const x = Math.min(...cells.map((c) => c.x));
      const y = Math.min(...cells.map((c) => c.y));
      const right = Math.max(...cells.map((c) => c.x + c.w));
      const bottom = Math.max(...cells.map((c) => c.y + c.h));
      // The editor shares a resized cell between the parts: each needs one grid cell at least.
      const parts = arrangement.parts.length;
      const row = arrangement.direction === 'row';
      return {
        ...item,
        x,
        y,
        w: right - x,
        h: bottom - y,
        minW: Math.max(item.minW ?? 1, row ? parts : 1),
        minH: Math.max(item.minH ?? 1, row ? 1 : parts),
        // The folded cell spans its parts: its maxW/maxH never cut one off.
        maxW: item.maxW === undefined ? undefined : Math.max(item.maxW, right - x),
        maxH: item.maxH === undefined ? undefined : Math.max(item.maxH, bottom - y),
      };
    });
  return { items, nested, parentOf };
}

/** Moves every item from row `fromY` down by `rows`, except `keep`. */
function shiftDown(items: LayoutItem[], fromY: number, rows: number, keep?: LayoutItem): void {
  for (const item of items) if (item !== keep && item.y >= fromY) item.y += rows;
}

/**
 * The grid items of a dashboard: its layout with nested children folded into their parent,
 * then each temporary widget inserted with its source's width and height, directly below
 * the source (in the order added) or, for `top`, directly above it. Items further down move
 * down to make room. A temporary widget whose source is not on the grid goes to the top or
 * the bottom of the dashboard across its full width.
 */
export function planGrid(
  layout: readonly LayoutItem[],
  widgets: Record<string, Widget>,
  temps: readonly TempPlacement[] = [],
  cols = 12,
): GridPlan {
  const known = layout.filter((item) => widgets[item.i] !== undefined);
  const { items, nested, parentOf } = foldChildren(known, widgets);
  const belowCursor = new Map<string, number>();
  const aboveCursor = new Map<string, number>();
  for (const temp of temps) {
    const sourceId = temp.source && (parentOf[temp.source] ?? temp.source);
    const source = sourceId ? items.find((item) => item.i === sourceId) : undefined;
    if (!source) {
      const h = 4;
      const y = temp.top ? 0 : Math.max(0, ...items.map((item) => item.y + item.h));
      if (temp.top) shiftDown(items, 0, h);
      items.push({ i: temp.id, x: 0, y, w: cols, h });
      continue;
    }
    const h = Math.max(source.h, 2);
    if (temp.top) {
      const y = aboveCursor.get(source.i) ?? source.y;
      shiftDown(items, y, h);
      items.push({ i: temp.id, x: source.x, y, w: source.w, h });
      aboveCursor.set(source.i, y + h);
    } else {
      const y = belowCursor.get(source.i) ?? source.y + source.h;
      shiftDown(items, y, h, source);
      items.push({ i: temp.id, x: source.x, y, w: source.w, h });
      belowCursor.set(source.i, y + h);
    }
  }
  return { layout: items, nested, parentOf };
}

/**
 * A layout for narrow screens: every item full width, one under the other in reading order
 * (top to bottom, then left to right), heights kept.
 */
export function stackLayout(layout: readonly LayoutItem[], cols: number): LayoutItem[] {
  let y = 0;
  return [...layout]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const stacked = { ...item, x: 0, y, w: cols };
      y += item.h;
      return stacked;
    });
}

/** Collapsed widgets keep one row: just their toolbar. */
export function collapseLayout(
  layout: readonly LayoutItem[],
  collapsed: ReadonlySet<string>,
): LayoutItem[] {
  return layout.map((item) => (collapsed.has(item.i) ? { ...item, h: 1, minH: undefined } : item));
}
