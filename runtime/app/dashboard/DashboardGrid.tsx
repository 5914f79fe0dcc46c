import ReactGridLayout, { useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LayoutItem, Widget } from '../../../schemas/generated/index.ts';
import { tempSourceOf } from '../widget-container/drilldown.ts';
import { collapseLayout, planGrid, stackLayout, type TempPlacement } from './grid-plan.ts';
import { LazyWidget } from './LazyWidget.tsx';

/** Grid columns when the dashboard does not say. */
export const DEFAULT_COLS = 12;
/** Row height in pixels when attributes.rowHeight is not set. */
export const DEFAULT_ROW_HEIGHT = 80;
/** Below this width the grid stacks its widgets in one column. */
export const STACK_BELOW_PX = 720;
/** Space between widgets, in pixels. */
const MARGIN = [16, 16] as const;
/** In edit mode a widget moves by its toolbar or the editor's handle... */
const EDIT_HANDLE = '.nav-widget-toolbar, .nav-edit-handle';
/** ...but not from the buttons and menus on them. */
const EDIT_CANCEL = 'button, a, input, [role="menu"]';

/**
 * Edit mode of the grid (builder/layout): items move by their toolbar and resize from their
 * corner. Absent for viewers, so the read-only grid does no extra work.
 */
export interface GridEditing {
  /** The grid's items after a drag or a resize (folded, as placed). */
  onChange: (layout: readonly LayoutItem[]) => void;
  /** Drawn above each item's widget (the drag handle and the item's edit actions). */
  renderItem?: (id: string) => ReactNode;
  /**
   * Shown above the grid while it is too narrow to edit (it stacks its widgets in one column
   * there, which is not the saved layout): why nothing can be dragged.
   */
  narrowNotice?: ReactNode;
}

/** Props of {@link DashboardGrid}. */
export interface DashboardGridProps {
  layout: readonly LayoutItem[];
  /** Saved widgets by id. */
  widgets: Record<string, Widget>;
  temp: { top: readonly Widget[]; bottom: readonly Widget[] };
  collapsed: ReadonlySet<string>;
  cols?: number;
  rowHeight?: number;
  edit?: GridEditing;
}

/**
 * A dashboard's widgets on react-grid-layout: the layout of its JSON (12 columns, rows of
 * attributes.rowHeight), read-only, nested children folded into their parent and temporary
 * widgets placed next to their source. Widgets below the fold render when scrolled to.
 * Memoized: the page around it renders again for things the grid does not show (the
 * module's dashboard list arriving, the filter header), and each grid render goes through
 * every cell's drag and resize wrappers.
 */
export const DashboardGrid = memo(function DashboardGrid({
  layout,
  widgets,
  temp,
  collapsed,
  cols = DEFAULT_COLS,
  rowHeight = DEFAULT_ROW_HEIGHT,
  edit,
}: DashboardGridProps) {
  // Measured before the grid mounts: laid out at a guessed width first, every widget would
  // render, size its chart and lay out its toolbar twice once the real width came.
  const { width, containerRef, mounted } = useContainerWidth({
    initialWidth: 1200,
    measureBeforeMount: true,
  });
  // The grid's cells (every widget's drag and resize wrappers and its placeholder) mount as a
  // transition, rendered in slices: mounted with the width measurement, they were one task
  // of the page's first render.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (mounted) startTransition(() => setShown(true));
  }, [mounted]);
  const all = useMemo(() => {
    const map: Record<string, Widget> = { ...widgets };
    for (const widget of [...temp.top, ...temp.bottom]) {
      if (widget.widget_id) map[widget.widget_id] = widget;
    }
    return map;
  }, [widgets, temp]);
  const plan = useMemo(() => {
    const placements: TempPlacement[] = [
      ...temp.top.map((w) => ({ id: w.widget_id ?? '', source: tempSourceOf(w), top: true })),
      ...temp.bottom.map((w) => ({ id: w.widget_id ?? '', source: tempSourceOf(w), top: false })),
    ];
    return planGrid(layout, all, placements, cols);
  }, [all, cols, layout, temp]);
  const placed = useMemo(() => {
    const collapsedLayout = collapseLayout(plan.layout, collapsed);
    return width < STACK_BELOW_PX ? stackLayout(collapsedLayout, cols) : collapsedLayout;
  }, [collapsed, cols, plan.layout, width]);
  // A stacked (narrow) grid is not the saved layout: it is never edited.
  const editing = edit !== undefined && width >= STACK_BELOW_PX;
  const onStop = editing ? (next: readonly LayoutItem[]) => edit.onChange(next) : undefined;

  return (
    <div
      ref={containerRef}
      className="nav-dashboard-grid"
      data-testid="dashboard-grid"
      data-editing={editing ? 'true' : undefined}
    >
      {mounted && edit !== undefined && !editing && edit.narrowNotice}
      {mounted && shown && (
        <ReactGridLayout
          width={width}
          layout={placed}
          gridConfig={{ cols, rowHeight, margin: MARGIN, containerPadding: [0, 0] }}
          dragConfig={
            editing
              ? { enabled: true, handle: EDIT_HANDLE, cancel: EDIT_CANCEL }
              : { enabled: false }
          }
          resizeConfig={{ enabled: editing }}
          onDragStop={onStop}
          onResizeStop={onStop}
        >
          {placed.map((item) => {
            const widget = all[item.i];
            return (
              <div key={item.i} className="nav-grid-item" data-grid-item={item.i}>
                {editing && edit.renderItem?.(item.i)}
                {widget && <LazyWidget widget={widget} arrangement={plan.nested[item.i]} />}
              </div>
            );
          })}
        </ReactGridLayout>
      )}
    </div>
  );
});
