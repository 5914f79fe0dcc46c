/**
 * Fits a table's columns to the width of its cell, so the column a table is about is always
 * in view (issue 25: "Top Stores" never showed Revenue without scrolling sideways): the sort
 * column, else the first measure, must be visible next to the key column. Text columns give
 * up width first (their cells end in an ellipsis and keep the full text in their tooltip),
 * then the measure moves next to the key, and the key column pins left so scrolling keeps it.
 */
import type { TableColumn } from './table-columns.ts';

/** The narrowest a shortened text column gets: a dozen letters. */
export const MIN_TEXT_WIDTH = 96;
/** The narrowest the key column gets. */
export const MIN_KEY_WIDTH = 120;

/** What the fitted table shows in view, for tests and the header's data attributes. */
export interface FittedColumns {
  columns: TableColumn[];
  /** The column kept in view: the sort column, else the first measure. */
  focus: string | undefined;
}

/** The first numeric column that is not the key: the measure a table is about by default. */
function firstMeasure(columns: readonly TableColumn[]): TableColumn | undefined {
  return columns.slice(1).find((column) => column.kind === 'number' && column.format);
}

function withOffsets(columns: TableColumn[]): TableColumn[] {
  let left = 0;
  return columns.map((column) => {
    const placed = { ...column, left: column.frozen ? left : 0 };
    if (column.frozen) left += column.width;
    return placed;
  });
}

/**
 * Columns fitted into `width` pixels with `sortField` (or the first measure) in view. Columns
 * that fit keep their estimated widths; a configured freeze is kept.
 */
export function fitColumns(
  columns: readonly TableColumn[],
  width: number,
  sortField: string | undefined,
): FittedColumns {
  const focusColumn = columns.find((column) => column.field === sortField) ?? firstMeasure(columns);
  const focus = focusColumn?.field;
  const [key] = columns;
  const sum = (list: readonly TableColumn[]) => list.reduce((total, c) => total + c.width, 0);
  if (!key || !focusColumn || key === focusColumn || sum(columns) <= width) {
    return { columns: [...columns], focus };
  }
  let fitted = columns.map((column) => ({ ...column }));
  const focusIndex = () => fitted.findIndex((column) => column.field === focus);
  const upToFocus = () => fitted.slice(0, focusIndex() + 1);
  // Text columns left of the measure give up width first, the key last.
  for (const column of fitted.slice(1, focusIndex())) {
    if (sum(upToFocus()) <= width) break;
    if (column.kind !== 'text') continue;
    column.width = Math.max(MIN_TEXT_WIDTH, column.width - (sum(upToFocus()) - width));
  }
  const first = fitted[0]!;
  if (sum(upToFocus()) > width) {
    first.width = Math.max(MIN_KEY_WIDTH, first.width - (sum(upToFocus()) - width));
  }
  if (sum(upToFocus()) > width) {
    // Still out of view: the measure moves next to the key.
    const moved = fitted[focusIndex()]!;
    fitted = [first, moved, ...fitted.slice(1).filter((column) => column !== moved)];
  }
  // The key stays at the left while the rest scrolls (its row's name stays in view).
  if (sum(fitted) > width) fitted[0] = { ...fitted[0]!, frozen: true };
  return { columns: withOffsets(fitted), focus };
}
