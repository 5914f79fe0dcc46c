import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
} from '@tabler/icons-react';
import { memo, type KeyboardEvent } from 'react';
import { formatValue } from '../../runtime/core/format/format-value.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import styles from './Table.module.css';
import { cellClass, cellStyle } from './table-cells.ts';
import type { TableColumn } from './table-columns.ts';
import type { SortState } from './sort-rows.ts';

/** What a cell without a value shows. */
const MISSING = '—';

/** What every row of one table shares. */
export interface RowLayout {
  columns: readonly TableColumn[];
  template: string;
  lastFrozen: number;
  locale: string;
  /** The column kept in view (column-fit.ts): the sort column, else the first measure. */
  focus?: string;
  /** The sort column, if any. */
  sorted?: string;
}

/** What a header says its column is to tests: the column kept in view, as sort or measure. */
function columnRole(layout: RowLayout, field: string): string | undefined {
  if (field !== layout.focus) return undefined;
  return field === layout.sorted ? 'sort' : 'measure';
}

/** The sticky header: one sort button per column (or plain titles when sorting is off). */
export const HeaderRow = memo(function HeaderRow({
  layout,
  sort,
  sortable,
  onSort,
  texts,
}: {
  layout: RowLayout;
  sort: SortState | undefined;
  sortable: boolean;
  onSort: (field: string) => void;
  texts: { ascending: string; descending: string };
}) {
  return (
    <div
      className={`${styles.row} ${styles.header}`}
      role="row"
      aria-rowindex={1}
      style={{ gridTemplateColumns: layout.template }}
    >
      {layout.columns.map((column, index) => {
        const direction = sort?.field === column.field ? sort.direction : undefined;
        const Icon =
          direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
        const state =
          direction === 'asc' ? texts.ascending : direction === 'desc' ? texts.descending : '';
        return (
          <div
            key={column.field}
            role="columnheader"
            aria-sort={
              direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'
            }
            className={`${cellClass(column, index === layout.lastFrozen)} ${direction ? styles.sorted : ''}`}
            style={cellStyle(column)}
            title={column.title}
            data-column-role={columnRole(layout, column.field)}
          >
            {sortable ? (
              <button
                type="button"
                className={styles.headerButton}
                onClick={() => onSort(column.field)}
                aria-label={state ? `${column.title}, ${state}` : column.title}
              >
                <span className={styles.cellText}>{column.title}</span>
                <Icon size={14} className={styles.sortIcon} aria-hidden />
              </button>
            ) : (
              <span className={styles.cellText}>{column.title}</span>
            )}
          </div>
        );
      })}
    </div>
  );
});

/**
 * One data row. Memoized: while scrolling only rows entering the view render, the ones
 * staying put (same row, same offset) are skipped.
 */
export const BodyRow = memo(function BodyRow({
  layout,
  row,
  index,
  top,
  onActivate,
  selected,
}: {
  layout: RowLayout;
  row: DataRow | undefined;
  index: number;
  top: number;
  onActivate: ((row: DataRow) => void) | undefined;
  /** Selected (a select table's cross-filter); undefined: the table does not select. */
  selected?: boolean;
}) {
  const activate = () => {
    if (row && onActivate) onActivate(row);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      className={[
        styles.row,
        styles.body,
        index % 2 === 1 ? styles.striped : '',
        onActivate ? styles.clickable : '',
        selected ? styles.selected : '',
      ].join(' ')}
      aria-selected={selected}
      style={{ gridTemplateColumns: layout.template, transform: `translateY(${top}px)` }}
      tabIndex={onActivate ? 0 : undefined}
      onClick={onActivate ? activate : undefined}
      onKeyDown={onActivate ? onKeyDown : undefined}
    >
      {layout.columns.map((column, columnIndex) => {
        const value = row?.[column.field];
        // A missing value is not a zero: the number formats would print '$0' for it (a
        // comparison period without that row, a NULL from SQL), so the cell shows a dash.
        const text =
          value === null || value === undefined
            ? MISSING
            : formatValue(value, column.format, layout.locale);
        return (
          <div
            key={column.field}
            role="gridcell"
            className={cellClass(column, columnIndex === layout.lastFrozen)}
            style={cellStyle(column)}
            title={text}
          >
            {text}
          </div>
        );
      })}
    </div>
  );
});

/**
 * The sticky totals row under the rows, or (with `top`) a group's subtotal row among them:
 * sums in their column's format, the label in the first column without a sum.
 */
export function TotalsRow({
  layout,
  totals,
  label,
  top,
}: {
  layout: RowLayout;
  totals: Readonly<Record<string, number>>;
  label: string;
  top?: number;
}) {
  const subtotal = top !== undefined;
  return (
    <div
      className={`${styles.row} ${subtotal ? `${styles.body} ${styles.subtotal}` : styles.totals}`}
      role="row"
      data-testid={subtotal ? 'table-subtotal' : 'table-totals'}
      style={{
        gridTemplateColumns: layout.template,
        transform: subtotal ? `translateY(${top}px)` : undefined,
      }}
    >
      {layout.columns.map((column, index) => {
        const total = totals[column.field];
        const text =
          total !== undefined
            ? formatValue(total, column.format ?? 'number', layout.locale)
            : index === 0
              ? label
              : '';
        return (
          <div
            key={column.field}
            role="gridcell"
            className={cellClass(column, index === layout.lastFrozen)}
            style={cellStyle(column)}
            title={total !== undefined ? text : undefined}
          >
            {text}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A group's header row: the group's value and its row count ("Texas (12)") on a button that
 * collapses or expands the group (Enter or Space on the focused button, or a click).
 */
export const GroupRow = memo(function GroupRow({
  layout,
  groupKey,
  label,
  count,
  level,
  collapsed,
  top,
  rowIndex,
  onToggle,
}: {
  layout: RowLayout;
  groupKey: string;
  label: string;
  count: number;
  level: number;
  collapsed: boolean;
  top: number;
  rowIndex: number;
  onToggle: (key: string) => void;
}) {
  const Icon = collapsed ? IconChevronRight : IconChevronDown;
  const text = `${label === '' ? MISSING : label} (${count.toLocaleString(layout.locale)})`;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-level={level + 1}
      className={`${styles.row} ${styles.body} ${styles.group}`}
      data-testid="table-group"
      style={{ transform: `translateY(${top}px)` }}
    >
      <div role="gridcell" className={styles.groupCell}>
        <button
          type="button"
          className={styles.groupButton}
          style={{ paddingLeft: 6 + level * 16 }}
          aria-expanded={!collapsed}
          onClick={() => onToggle(groupKey)}
        >
          <Icon size={14} aria-hidden />
          <span className={styles.cellText}>{text}</span>
        </button>
      </div>
    </div>
  );
});
