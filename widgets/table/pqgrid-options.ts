import { localizeText } from '../../runtime/core/format/localized-text.ts';
import type { SortState } from './sort-rows.ts';
import { readGroupModel, readPageModel, type GroupModel, type PageModel } from './grid-model.ts';

/**
 * The part of `params.pqgrid` (the legacy ParamQuery grid options) the table honours:
 * - `columns` (or pqgrid's `colModel`): `[{field | dataIndx, title, hidden, width, align,
 *   format}]`; `title` is a string or translations `{en, es, pt}` like every config title. When set, only these columns show, in this order; `format` is a format name
 *   (money, percent, …) overriding format_definition. Columns the rows lack are skipped.
 * - `hiddenColumns`: column names never shown.
 * - `freezeCols`: how many leading columns stay put while scrolling sideways.
 * - `totals`: columns summed in a totals row under the rows.
 * - `sortModel.sorter[0]` `{dataIndx, dir: 'up' | 'down'}` or `sort` `{field, direction:
 *   'asc' | 'desc'}`: the initial sort. `sortable: false` turns click-to-sort off.
 * Not honoured: `pageSize` and paging (the table scrolls through every row instead),
 * `groupBy`, editing, filters inside the grid.
 */
export interface PqgridOptions {
  columns: PqgridColumn[] | undefined;
  hidden: string[];
  freezeCols: number;
  totals: string[];
  sort: SortState | undefined;
  sortable: boolean;
  pageModel: PageModel | undefined;
  groupModel: GroupModel | undefined;
}

/** One configured column. */
export interface PqgridColumn {
  field: string;
  title?: string;
  hidden?: boolean;
  width?: number;
  align?: 'left' | 'center' | 'right';
  format?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function readColumn(value: unknown, locale: string | undefined): PqgridColumn | undefined {
  if (!isRecord(value)) return undefined;
  const field = typeof value.field === 'string' ? value.field : value.dataIndx;
  if (typeof field !== 'string' || field === '') return undefined;
  const column: PqgridColumn = { field };
  const title = value.title;
  if (typeof title === 'string') column.title = title;
  else if (isRecord(title) && typeof title.en === 'string') {
    column.title = localizeText(title as { en: string }, locale);
  }
  if (value.hidden === true) column.hidden = true;
  const width = typeof value.width === 'string' ? Number.parseFloat(value.width) : value.width;
  if (typeof width === 'number' && Number.isFinite(width) && width > 0) column.width = width;
  if (value.align === 'left' || value.align === 'center' || value.align === 'right') {
    column.align = value.align;
  }
  if (typeof value.format === 'string') column.format = value.format;
  return column;
}

function readSort(pqgrid: Record<string, unknown>): SortState | undefined {
  const model = pqgrid.sortModel;
  if (isRecord(model) && Array.isArray(model.sorter)) {
    const [first] = model.sorter as unknown[];
    if (isRecord(first) && typeof first.dataIndx === 'string') {
      return { field: first.dataIndx, direction: first.dir === 'down' ? 'desc' : 'asc' };
    }
  }
  const sort = pqgrid.sort;
  if (isRecord(sort) && typeof sort.field === 'string') {
    return { field: sort.field, direction: sort.direction === 'desc' ? 'desc' : 'asc' };
  }
  return undefined;
}

/**
 * Reads `params.pqgrid`, ignoring what it cannot use (the object is free-form); column titles
 * in the reader's `locale`.
 */
export function readPqgridOptions(pqgrid: unknown, locale?: string): PqgridOptions {
  const options = isRecord(pqgrid) ? pqgrid : {};
  const list = Array.isArray(options.columns) ? options.columns : options.colModel;
  const columns = Array.isArray(list)
    ? list
        .map((item) => readColumn(item, locale))
        .filter((column): column is PqgridColumn => column !== undefined)
    : undefined;
  const freeze = options.freezeCols;
  return {
    columns: columns && columns.length > 0 ? columns : undefined,
    hidden: strings(options.hiddenColumns),
    freezeCols: typeof freeze === 'number' && freeze > 0 ? Math.floor(freeze) : 0,
    totals: strings(options.totals),
    sort: readSort(options),
    sortable: options.sortable !== false,
    pageModel: readPageModel(options.pageModel),
    groupModel: readGroupModel(options.groupModel),
  };
}
