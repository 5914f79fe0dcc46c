import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { columnTotals } from './table-columns.ts';

/**
 * Paging and grouping of the table (pqgrid's `pageModel` and `groupModel`), as pure functions
 * over rows already sorted: grouping keeps the sort inside each group, paging slices the
 * grouped list.
 */

/** pqgrid's `pageModel` as the table honours it: local paging, `rPP` rows per page. */
export interface PageModel {
  rPP: number;
  rPPOptions: number[];
}

/** pqgrid's `groupModel` as the table honours it. */
export interface GroupModel {
  /** Group columns, outermost first. */
  dataIndx: string[];
  /** Whether groups of each level start collapsed (missing levels: expanded). */
  collapsed: boolean[];
  /** Subtotal rows per group (default true when the table has totals). */
  summary: boolean;
}

const DEFAULT_RPP_OPTIONS = [10, 20, 50, 100];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 1
    ? Math.floor(number)
    : undefined;
}

/** Reads `pageModel`; undefined unless `type` is 'local' (or 'remote', served as local). */
export function readPageModel(value: unknown): PageModel | undefined {
  if (!isRecord(value)) return undefined;
  if (value.type !== 'local' && value.type !== 'remote') return undefined;
  const options = Array.isArray(value.rPPOptions)
    ? value.rPPOptions.map(positiveInt).filter((n): n is number => n !== undefined)
    : [];
  const rPP = positiveInt(value.rPP) ?? options[0] ?? DEFAULT_RPP_OPTIONS[1]!;
  const list = options.length > 0 ? options : DEFAULT_RPP_OPTIONS;
  const rPPOptions = [...new Set([...list, rPP])].sort((a, b) => a - b);
  return { rPP, rPPOptions };
}

/** Reads `groupModel`; undefined unless `on` is true and some column is named. */
export function readGroupModel(value: unknown): GroupModel | undefined {
  if (!isRecord(value) || value.on !== true) return undefined;
  const raw = typeof value.dataIndx === 'string' ? [value.dataIndx] : value.dataIndx;
  const dataIndx = Array.isArray(raw)
    ? raw.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
  if (dataIndx.length === 0) return undefined;
  const collapsed = Array.isArray(value.collapsed)
    ? value.collapsed.map((item) => item === true)
    : [];
  return { dataIndx, collapsed, summary: value.summary !== false };
}

/** One line the grid draws: a data row, or a group's header or subtotal row. */
export type GridItem =
  | { kind: 'row'; row: DataRow; key: string }
  | {
      kind: 'group';
      key: string;
      level: number;
      field: string;
      value: unknown;
      count: number;
      collapsed: boolean;
    }
  | { kind: 'summary'; key: string; level: number; totals: Record<string, number> };

function groupLabel(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The rows under group headers, groups in their key's order (numbers and digit runs as
 * numbers), rows in their given (sorted) order inside each group. A collapsed group (its key in
 * `collapsed`, or its level collapsed by default and not in `expanded`) shows its header only.
 * With `totals` fields each expanded group ends with a subtotal row.
 */
export function groupRows(
  rows: readonly DataRow[],
  model: GroupModel,
  state: { toggled: ReadonlySet<string> },
  totals: readonly string[],
  locale?: string,
): GridItem[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const items: GridItem[] = [];
  const walk = (part: readonly DataRow[], level: number, path: string) => {
    const field = model.dataIndx[level];
    if (field === undefined) {
      part.forEach((row, index) => items.push({ kind: 'row', row, key: `${path}#${index}` }));
      return;
    }
    const groups = new Map<string, { value: unknown; rows: DataRow[] }>();
    for (const row of part) {
      const label = groupLabel(row[field]);
      const group = groups.get(label);
      if (group) group.rows.push(row);
      else groups.set(label, { value: row[field], rows: [row] });
    }
    const ordered = [...groups.entries()].sort(([a], [b]) =>
      a === '' || b === '' ? (a === b ? 0 : a === '' ? 1 : -1) : collator.compare(a, b),
    );
    for (const [label, group] of ordered) {
      const key = `${path}\u0000${label}`;
      const collapsed = (model.collapsed[level] === true) !== state.toggled.has(key);
      items.push({
        kind: 'group',
        key,
        level,
        field,
        value: group.value,
        count: group.rows.length,
        collapsed,
      });
      if (collapsed) continue;
      walk(group.rows, level + 1, key);
      if (model.summary && totals.length > 0) {
        items.push({
          kind: 'summary',
          key: `${key}\u0000Σ`,
          level,
          totals: columnTotals(group.rows, totals) ?? {},
        });
      }
    }
  };
  walk(rows, 0, '');
  return items;
}

/** The plain rows as grid items. */
export function rowItems(rows: readonly DataRow[]): GridItem[] {
  return rows.map((row, index) => ({ kind: 'row', row, key: String(index) }));
}

/** One page of the items: page numbers from 1, clamped to the pages there are. */
export function pageSlice<Item>(
  items: readonly Item[],
  page: number,
  rPP: number,
): { items: Item[]; page: number; pageCount: number; first: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / rPP));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const first = (current - 1) * rPP;
  return { items: items.slice(first, first + rPP), page: current, pageCount, first };
}
