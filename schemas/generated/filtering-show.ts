/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { FilterItem } from './filter-item';
/**
 * Filter panel definition of a program, module, dashboard or widget: basic filters (with geography filters, the items with a hierarchy level) and advanced filters. Filtering is shown only if allowed and this exists.
 */
export interface FilteringShow {
  /**
   * Basic filters by id; the 'date' entry is the date-range filter.
   */
  filtering?: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^\w+$".
     */
    [k: string]: FilterItem;
  };
  /**
   * Advanced filters by id, shown in the collapsible Advanced filters section.
   */
  filteringadv?: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^\w+$".
     */
    [k: string]: FilterItem;
  };
  /**
   * When true the panel's unapplied choices survive closing it and show again when it reopens on the same dashboard (app-shell §4: the panel state is reset when destroyed unless told otherwise). Any Apply replaces them.
   */
  keepState?: boolean;
}
