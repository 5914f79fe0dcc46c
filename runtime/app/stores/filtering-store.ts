import { proxy } from 'valtio';
import { localDb } from '../api/local-db.ts';

/** Per-key map (a widget id, or a dashboard id for dashboard-wide filters). */
export type ByWidget<T> = Record<string, T>;

/**
 * The filtering store (app-shell §3), each field keyed by the id of whoever filters: a
 * widget's own filters (its rules) by its widget id, the dashboard's filter panel, which
 * every widget of the dashboard reads, by the dashboard id; a widget reads its dashboard's
 * entry, then its own (filterConditionsFor). dataStores holds the filter options loaded from
 * the program's store query by the query's cache key, so panels with one source share them.
 * Also the where-conditions applied, null-conditions, dates, the search counter (one per
 * Apply: "a search is triggered") and hierarchy levels. `program` says whose filters these
 * are, so a program change clears them (app-shell §4).
 */
export interface FilteringState {
  program: string | undefined;
  /** Filter option rows of the store query. */
  dataStores: ByWidget<Record<string, unknown>[]>;
  whereCondition: ByWidget<Record<string, unknown>>;
  whereConditionNull: ByWidget<Record<string, unknown>>;
  filterDate: ByWidget<Record<string, unknown>>;
  filterDateSelect: ByWidget<Record<string, unknown>>;
  search: ByWidget<number>;
  optionHlevel: ByWidget<string>;
  /** The filter panel's selections by filter id as last applied (switches included). */
  panelSelections: ByWidget<Record<string, unknown>>;
}

function emptyFilters(program: string | undefined): FilteringState {
  return {
    program,
    dataStores: {},
    whereCondition: {},
    whereConditionNull: {},
    filterDate: {},
    filterDateSelect: {},
    search: {},
    optionHlevel: {},
    panelSelections: {},
  };
}

/** The filtering store (valtio proxy). */
export const filteringStore = proxy<FilteringState>(emptyFilters(undefined));

/** Local-database key prefix of a program's cached filter rows. */
export function programFilterPrefix(program: string): string {
  return `filters.${program}.`;
}

/**
 * Clears a program's filters: the in-memory state and its cached rows in `dbNavV3`, then marks
 * the store as belonging to `program`.
 */
export function clearProgramFilters(program: string): void {
  Object.assign(filteringStore, emptyFilters(program));
  localDb.clear(programFilterPrefix(program));
}
