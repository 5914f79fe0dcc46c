import type { CSSProperties } from 'react';
import styles from './Table.module.css';
import type { TableColumn } from './table-columns.ts';

/** Class names of a cell: alignment, frozen, and the shadow edge of the last frozen column. */
export function cellClass(column: TableColumn, lastFrozen: boolean): string {
  return [
    styles.cell,
    column.align === 'right' ? styles.right : column.align === 'center' ? styles.center : '',
    column.frozen ? styles.frozen : '',
    lastFrozen ? styles.lastFrozen : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A frozen cell's sticky offset. */
export function cellStyle(column: TableColumn): CSSProperties | undefined {
  return column.frozen ? { left: column.left } : undefined;
}

/** The grid's columns: frozen ones fixed (their sticky offsets must hold), the rest grow. */
export function gridTemplate(columns: readonly TableColumn[]): string {
  return columns
    .map((column) => (column.frozen ? `${column.width}px` : `minmax(${column.width}px, 1fr)`))
    .join(' ');
}

/** Index of the last frozen column, or -1. */
export function lastFrozenIndex(columns: readonly TableColumn[]): number {
  return columns.reduce((last, column, index) => (column.frozen ? index : last), -1);
}
