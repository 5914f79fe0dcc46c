/**
 * useCrossFilter: a widget publishes a filter to its dashboard's other widgets (Superset's
 * cross-filters, Metabase's click-to-filter). The value becomes the dashboard filter `field`:
 * the filter bar shows it as a chip (× removes it), `?f=` keeps it, the date filter and the
 * user's fixed filters combine with it as with any panel filter (fixed ones always win). A type
 * that publishes declares `publishedFilter` in its definition, so its own query runs without
 * the filter and every row stays selectable.
 */
import { useCallback, useContext, useMemo } from 'react';
import { crossFilterValues, toggleCrossFilter } from '../core/index.ts';
import { CrossFilterContext } from '../app/dashboard/cross-filter-context.ts';

/** What {@link useCrossFilter} returns. */
export interface CrossFilter {
  /** The published values, as text ([] when none). */
  values: string[];
  /** False on share pages and on dashboards without a filter named `field`. */
  available: boolean;
  /** A click on a row holding `value`: selects it, or unselects it when it was selected. */
  toggle(value: unknown): void;
}

/** The dashboard filter `field` as a widget's selection (single or multiple values). */
export function useCrossFilter(field: string | undefined, multiple: boolean): CrossFilter {
  const context = useContext(CrossFilterContext);
  const selection = field ? context?.selections[field] : undefined;
  const text = JSON.stringify(crossFilterValues(selection));
  const values = useMemo(() => JSON.parse(text) as string[], [text]);
  const available = Boolean(field && context?.filterIds.includes(field));
  const toggle = useCallback(
    (value: unknown) => {
      if (!field || !context) return;
      context.set(field, toggleCrossFilter(selection, value, multiple));
    },
    [field, context, selection, multiple],
  );
  return { values, available, toggle };
}

/**
 * The dashboard's side of useCrossFilter, for stories and tests of a publishing type (the
 * dashboard view provides the real one from its filter bar).
 */
export const CrossFilterProvider = CrossFilterContext.Provider;
export type { CrossFilterContextValue } from '../app/dashboard/cross-filter-context.ts';
