/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { LocalizedText } from './localized-text';
/**
 * A fixed option: a bare value, or a value with its label.
 *
 * This interface was referenced by `FilterItem`'s JSON-Schema
 * via the `definition` "option".
 */
export type FilterOption =
  | (string | number | boolean)
  | {
      /**
       * Value sent in the conditions.
       */
      value: string | number | boolean;
      /**
       * Text shown for the option.
       */
      label?: string;
    };
/**
 * A date-range picker period. mtd is the default: any change snaps the range to the start of that month through the chosen end.
 *
 * This interface was referenced by `FilterItem`'s JSON-Schema
 * via the `definition` "period".
 */
export type Period =
  | 'daily'
  | 'weekly'
  | 'current_week'
  | 'current_all_week'
  | 'mtd'
  | 'monthly'
  | 'fullMonth'
  | 'fullMonthLast'
  | 'fiscalMonth'
  | 'fullFiscalMonthLast'
  | 'yearly'
  | 'custom'
  | 'quarter'
  | 'quarterFM'
  | 'halfYear'
  | 'halfYearFM'
  | 'year'
  | 'yearFM';
/**
 * Comparison range: prev (the previous period) or all (from the start of the year of the first date to the last date).
 *
 * This interface was referenced by `FilterItem`'s JSON-Schema
 * via the `definition` "rangeCompare".
 */
export type RangeCompare = 'prev' | 'all';

/**
 * One filter of the dashboard filter panel (an entry of filtering_show.filtering or filteringadv). Options come from the item's slug query, or else from the program's store query {program_slug}_stores; items with a hierarchy level are geography filters.
 */
export interface FilterItem {
  /**
   * Filter id: the column the selection filters on (the where_cond key), e.g. region_id. Equals the key of the filtering map.
   */
  id?: string;
  /**
   * Label field: the column whose text is shown for each option, e.g. region_name.
   */
  value?: string;
  /**
   * Display name of the filter in the panel and its chip (a string or {en, es, pt}).
   */
  name?: LocalizedText;
  /**
   * Control: date (date-range picker), label (read-only text), radio, checkbox (a switch enabling the selects listed in enabled), select.
   */
  type?: 'date' | 'label' | 'radio' | 'checkbox' | 'select';
  /**
   * Position of the filter in the panel (ascending).
   */
  order?: number;
  /**
   * Extra CSS class names for the filter's container.
   */
  class?: string;
  /**
   * When true the filter is skipped when the panel builds the where conditions: it only narrows the options of later filters.
   */
  jump?: boolean;
  /**
   * Saved query (of the same tenant) the options are loaded from, instead of the program's store query.
   */
  slug?: string;
  /**
   * Geography level (1 = top). Selecting a level clears all later levels and narrows their options to rows matching the earlier selections.
   */
  hierarchy?: number;
  /**
   * For a checkbox: pipe-separated ids of the selects it enables (and clears when switched off), e.g. 'brand_id|category_id'.
   */
  enabled?: string;
  /**
   * How selected values are sent: string gives strings, number gives numbers. Without it, arrays whose first item is numeric become numbers and single numeric values integers.
   */
  format?: 'string' | 'number';
  /**
   * OR: with multiple selection the where_cond key gets a trailing pipe.
   */
  operator?: 'OR';
  /**
   * Fixed options, used instead of query rows.
   */
  options?: FilterOption[];
  /**
   * Initially selected value (or values, with multiple).
   */
  selected?: string | number | boolean | null | (string | number | boolean)[];
  /**
   * When true the control is shown disabled (e.g. until its checkbox enables it).
   */
  disabled?: boolean;
  /**
   * special: the select is fed by the item's own options and slug only, never by the store query.
   */
  mode?: 'special';
  /**
   * When true options are sorted by their label text instead of their value.
   */
  orderText?: boolean;
  /**
   * Allow selecting several options.
   */
  multiple?: boolean;
  /**
   * Most values a multiple select (or free tags) takes; at the limit the control says 'A maximum of {max} items can be selected.'. Without it there is no limit.
   */
  max?: number;
  /**
   * Settings of a date filter.
   */
  params?: DateFilterParams;
}
/**
 * Settings of a date filter (filtering.date.params).
 *
 * This interface was referenced by `FilterItem`'s JSON-Schema
 * via the `definition` "dateParams".
 */
export interface DateFilterParams {
  /**
   * Initial period.
   */
  period?: Period;
  /**
   * Calendar options.
   */
  picker?: {
    /**
     * Calendar locale options.
     */
    locale?: {
      /**
       * First day of the week, 0 = Sunday (default) to 6 = Saturday.
       */
      firstDayOfWeek?: number;
    };
  };
  /**
   * How many months back PREVIOUS_MONTH_CUSTOM goes.
   */
  customMonth?: number;
  /**
   * Offer the comparison period.
   */
  comparison?: boolean;
  /**
   * Default comparison range.
   */
  rangeCompare?: RangeCompare;
}
