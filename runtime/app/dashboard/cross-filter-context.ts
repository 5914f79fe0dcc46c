/**
 * What a dashboard offers its widgets for cross-filtering (the select table): the applied
 * filter selections and setting one of them, as the filter bar's chips do. Absent on share
 * pages and dashboards without a filter bar: there is nothing to publish into.
 */
import { createContext } from 'react';
import type { FilterSelections } from '../../core/index.ts';

/** The value of {@link CrossFilterContext}. */
export interface CrossFilterContextValue {
  /** Applied selections by filter id (the user's fixed values in). */
  selections: FilterSelections;
  /** The ids of the dashboard's filters (the date filter left out): what may be published. */
  filterIds: readonly string[];
  /** Applies one filter's value (undefined removes it); false: no filter with that id. */
  set(id: string, value: unknown): boolean;
}

export const CrossFilterContext = createContext<CrossFilterContextValue | undefined>(undefined);
