import {
  elementScroll,
  useVirtualizer,
  type Rect,
  type VirtualizerOptions,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import styles from './Table.module.css';
import { fitColumns } from './column-fit.ts';
import { gridTemplate, lastFrozenIndex } from './table-cells.ts';
import type { TableColumn } from './table-columns.ts';
import { BodyRow, GroupRow, HeaderRow, TotalsRow, type RowLayout } from './TableRows.tsx';
import { nextSort, sortRows, type SortState } from './sort-rows.ts';
import { groupRows, pageSlice, rowItems, type GroupModel, type PageModel } from './grid-model.ts';
import { Pager, type PagerTexts } from './Pager.tsx';

const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 36;
/** The footer's height with its top border (Table.module.css). */
const FOOTER_HEIGHT = 29;
/** Room a vertical scrollbar may take from the columns. */
const SCROLLBAR_WIDTH = 16;

/**
 * The scroller's size for the virtualizer without a forced layout: the default observer reads
 * clientWidth/Height in a layout effect, which makes the browser lay out the whole page
 * synchronously once per table on mount. The first size comes from the grid cell's (props,
 * `initialRect`); a ResizeObserver, whose callbacks run after layout, reports the real one.
 */
function observeScrollerRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const targetWindow = instance.targetWindow;
  if (!element || !targetWindow?.ResizeObserver) return undefined;
  const observer = new targetWindow.ResizeObserver(([entry]) => {
    if (!entry) return;
    const { width, height } = entry.contentRect;
    cb({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * Scrolls the scroller, except to where it already is: on mount the virtualizer "scrolls" a
 * new scroller to 0, and `scrollTo` in a layout effect makes the browser lay out the whole
 * page synchronously, once per table, in the middle of the dashboard's first commit.
 */
const scrollScroller: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  const target = offset + (options.adjustments ?? 0);
  if (target === 0 && (instance.scrollOffset ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};

/** What the grid draws; texts come translated from the widget. */
export interface DataTableProps {
  columns: TableColumn[];
  rows: readonly DataRow[];
  locale: string;
  width: number;
  height: number;
  initialSort: SortState | undefined;
  sortable: boolean;
  /** Sums per totals column, or undefined for no totals row. */
  totals: Record<string, number> | undefined;
  /** pqgrid pageModel: one page at a time with a pager; undefined: every row scrolls. */
  pageModel?: PageModel;
  /** pqgrid groupModel: rows under collapsible group headers. */
  groupModel?: GroupModel;
  onRowClick?: (row: DataRow) => void;
  /** Marks selected rows (the select table); undefined: rows are not selectable. */
  isSelected?: (row: DataRow) => boolean;
  /** Several rows may be selected at once. */
  multiselectable?: boolean;
  texts: {
    rowCount: (count: number) => string;
    total: string;
    ascending: string;
    descending: string;
    subtotal: string;
  } & PagerTexts;
}

const NO_TOGGLES: ReadonlySet<string> = new Set();

/**
 * A virtualized grid: only the rows in view (plus a few) are in the DOM, so 100k rows scroll
 * like 100. The header and totals row stick to the top and bottom, frozen columns to the
 * left; header clicks sort (ascending, descending, off). With a group model the sorted rows
 * go under group headers (sorting sorts inside each group); with a page model one page of
 * that list shows at a time, and the page goes back to 1 when the rows or the sort change.
 */
export function DataTable(props: DataTableProps) {
  const { rows, locale, onRowClick, texts } = props;
  const [sort, setSort] = useState<SortState | undefined>(props.initialSort);
  // The cell's width less a vertical scrollbar's: the sort column (or the first measure)
  // must be in view without scrolling sideways (column-fit.ts).
  const fitted = useMemo(
    () => fitColumns(props.columns, props.width - SCROLLBAR_WIDTH, sort?.field),
    [props.columns, props.width, sort?.field],
  );
  const columns = fitted.columns;
  const sortKind = columns.find((column) => column.field === sort?.field)?.kind;
  const sorted = useMemo(
    () => (sort && sortKind ? sortRows(rows, { ...sort, kind: sortKind }, locale) : rows),
    [rows, sort, sortKind, locale],
  );
  const [toggled, setToggled] = useState<ReadonlySet<string>>(NO_TOGGLES);
  const totalFields = useMemo(() => Object.keys(props.totals ?? {}), [props.totals]);
  const { groupModel, pageModel } = props;
  const items = useMemo(
    () =>
      groupModel
        ? groupRows(sorted, groupModel, { toggled }, totalFields, locale)
        : rowItems(sorted),
    [sorted, groupModel, toggled, totalFields, locale],
  );
  const [rPP, setRPP] = useState(pageModel?.rPP ?? 0);
  // The page belongs to the rows and sort it was chosen for: new ones start at page 1.
  const [paging, setPaging] = useState({ page: 1, rows, sort });
  const wantedPage = paging.rows === rows && paging.sort === sort ? paging.page : 1;
  const paged = useMemo(
    () =>
      pageModel ? pageSlice(items, wantedPage, rPP) : { items, page: 1, pageCount: 1, first: 0 },
    [items, pageModel, wantedPage, rPP],
  );
  const visible = paged.items;
  const onToggle = useCallback(
    (key: string) =>
      setToggled((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const layout = useMemo<RowLayout>(
    () => ({
      columns,
      template: gridTemplate(columns),
      lastFrozen: lastFrozenIndex(columns),
      locale,
      focus: fitted.focus,
      sorted: sort?.field,
    }),
    [columns, locale, fitted.focus, sort?.field],
  );
  const onSort = useCallback((field: string) => setSort((current) => nextSort(current, field)), []);
  const headerTexts = useMemo(
    () => ({ ascending: texts.ascending, descending: texts.descending }),
    [texts.ascending, texts.descending],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not run React Compiler, whose memoization this hook's API defeats.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Rows start under the sticky header.
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: props.width, height: Math.max(0, props.height - FOOTER_HEIGHT) },
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollScroller,
  });
  const minWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const goTo = (page: number) => {
    setPaging({ page, rows, sort });
    virtualizer.scrollToOffset(0);
  };
  const changeRPP = (next: number) => {
    setRPP(next);
    goTo(1);
  };

  return (
    <div className={styles.root} style={{ width: props.width, height: props.height }}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="grid"
        aria-multiselectable={props.multiselectable}
        aria-rowcount={items.length + 1}
        aria-colcount={columns.length}
        data-testid="table-scroller"
      >
        <div className={styles.content} style={{ minWidth, width: '100%' }}>
          <HeaderRow
            layout={layout}
            sort={sort}
            sortable={props.sortable}
            onSort={onSort}
            texts={headerTexts}
          />
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((virtual) => {
              const item = visible[virtual.index];
              const top = virtual.start - HEADER_HEIGHT;
              if (item?.kind === 'group') {
                return (
                  <GroupRow
                    key={item.key}
                    layout={layout}
                    groupKey={item.key}
                    label={
                      item.value === null || item.value === undefined ? '' : String(item.value)
                    }
                    count={item.count}
                    level={item.level}
                    collapsed={item.collapsed}
                    top={top}
                    rowIndex={paged.first + virtual.index + 2}
                    onToggle={onToggle}
                  />
                );
              }
              if (item?.kind === 'summary') {
                return (
                  <TotalsRow
                    key={item.key}
                    layout={layout}
                    totals={item.totals}
                    label={texts.subtotal}
                    top={top}
                  />
                );
              }
              const row = item?.row;
              return (
                <BodyRow
                  key={virtual.key}
                  layout={layout}
                  row={row}
                  index={paged.first + virtual.index}
                  top={top}
                  onActivate={onRowClick}
                  selected={props.isSelected && row ? props.isSelected(row) : undefined}
                />
              );
            })}
          </div>
          {props.totals && <TotalsRow layout={layout} totals={props.totals} label={texts.total} />}
        </div>
      </div>
      <div className={styles.footer} data-testid="table-footer">
        <span>{texts.rowCount(sorted.length)}</span>
        {pageModel && (
          <Pager
            page={paged.page}
            pageCount={paged.pageCount}
            rPP={rPP}
            rPPOptions={pageModel.rPPOptions}
            onPage={goTo}
            onRPP={changeRPP}
            texts={texts}
          />
        )}
      </div>
    </div>
  );
}
