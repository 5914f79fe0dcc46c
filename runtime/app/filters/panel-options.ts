/**
 * The options each panel filter offers: fixed options, the store query's rows (hierarchy
 * levels narrowed to the rows matching earlier levels) or the filter's slug rows; a user bound
 * to a list of fixed values sees only those.
 */
import {
  fixedFilterValue,
  hierarchyLevels,
  itemOptions,
  narrowHierarchyOptions,
  parseFilteringFixed,
  readOnlyFixedFilters,
  type FilterOption,
  type FilterSelections,
} from '../../core/index.ts';
import type { OptionRow } from './filter-api.ts';
import type { PanelItem } from './filter-setup.ts';
import { itemSource } from './useOptionRows.ts';

/** Inputs of panelOptions. */
export interface PanelOptionsInput {
  items: readonly PanelItem[];
  selections: FilterSelections;
  rows: Record<string, OptionRow[]>;
  program: string;
  module: string | undefined;
  filteringFixed: unknown;
}

/** Options by filter id. */
export function panelOptions(input: PanelOptionsInput): Record<string, FilterOption[]> {
  const { items, selections, rows, program, module } = input;
  const fixed = parseFilteringFixed(input.filteringFixed);
  const levels = hierarchyLevels(items);
  const narrowedBySource = new Map<string, Record<string, OptionRow[]>>();
  const result: Record<string, FilterOption[]> = {};
  for (const item of items) {
    const source = itemSource(item, program, module);
    let sourceRows: OptionRow[] = source ? (rows[source.cacheKey] ?? []) : [];
    if (source && typeof item.hierarchy === 'number') {
      let narrowed = narrowedBySource.get(source.cacheKey);
      if (!narrowed) {
        narrowed = narrowHierarchyOptions(sourceRows, selections, levels);
        narrowedBySource.set(source.cacheKey, narrowed);
      }
      sourceRows = narrowed[item.id] ?? sourceRows;
    }
    let options = itemOptions(item, sourceRows);
    const bound = fixed[item.id];
    if (Array.isArray(bound)) {
      const allowed = new Set(bound.flat(Infinity).map(String));
      options = options.filter((option) => allowed.has(option.value));
    }
    result[item.id] = options;
  }
  return result;
}

/**
 * The read-only labels of a user's single fixed values, by filter id: the option's text when
 * the options know it, else the value itself.
 */
export function fixedLabels(
  items: readonly PanelItem[],
  options: Record<string, FilterOption[]>,
  filteringFixed: unknown,
): Record<string, string> {
  const fixed = readOnlyFixedFilters(
    items.map((item) => item.id),
    filteringFixed,
  );
  const labels: Record<string, string> = {};
  for (const [id, value] of Object.entries(fixed)) {
    const text = String(fixedFilterValue(value));
    labels[id] = options[id]?.find((option) => option.value === text)?.label ?? text;
  }
  return labels;
}

/** Filters the user's account fixes to a list of values (their options are only those). */
export function fixedListIds(filteringFixed: unknown): Set<string> {
  const fixed = parseFilteringFixed(filteringFixed);
  return new Set(Object.keys(fixed).filter((id) => Array.isArray(fixed[id])));
}

/** The store query's where_cond: the user's fixed values on filters of this setup. */
export function fixedWhere(items: readonly PanelItem[], filteringFixed: unknown): OptionRow {
  const fixed = parseFilteringFixed(filteringFixed);
  const where: OptionRow = {};
  for (const item of items) {
    const raw = fixed[item.id];
    if (raw === undefined || raw === null) continue;
    where[item.id] = Array.isArray(raw) ? raw.flat(Infinity) : raw;
  }
  return where;
}
