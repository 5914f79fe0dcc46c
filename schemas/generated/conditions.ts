/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { Period, RangeCompare } from './filter-item';
import type { FiscalMonth, IsoDate } from './fiscal-month';
/**
 * Column names as a list or as one comma-separated string.
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "columnList".
 */
export type ColumnList = string[] | string;
/**
 * A system date variable, resolved against the program's operational date (else today).
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "dateToken".
 */
export type DateToken =
  | 'NOW'
  | 'CURRENT_DATE'
  | 'ENTRY_DATE'
  | 'YESTERDAY'
  | 'PREVIOUS_MONTH'
  | 'PREVIOUS_MONTH_CUSTOM'
  | 'FDOW'
  | 'LDOW'
  | 'FDOPW'
  | 'LDOPW'
  | 'FDOM'
  | 'LDOM'
  | 'FDOPM'
  | 'LDOPM'
  | 'FDOFM'
  | 'LDOFM'
  | 'FDOFFM'
  | 'LDOFFM'
  | 'FDOFMQ'
  | 'LDOFMQ'
  | 'FDOY'
  | 'LDOY'
  | 'FDOPY'
  | 'LDOPY';
/**
 * A literal YYYY-MM-DD date, a date token, or the name of an operational variable of the program.
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "dateValue".
 */
export type DateValue = IsoDate | DateToken | string;
/**
 * One value of a where-filter; null or 'null' means IS NULL, '!null' IS NOT NULL.
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "whereScalar".
 */
export type WhereScalar = string | number | boolean | null;
/**
 * A value (k = v), a list (k IN (...); [op, v] with op one of = <> != > < >= <= LIKE ILIKE; two dates on a date column give BETWEEN).
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "whereValue".
 */
export type WhereValue = WhereScalar | WhereScalar[];
/**
 * Roll-up below the deepest selected level L: null_rolldown (every lower level IS NULL), select_child (the level below L IS NOT NULL, deeper IS NULL), select_children (as select_child, grandchild left free), select_stores (the last level IS NOT NULL).
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "hlevel".
 */
export type HierarchyLevelMode =
  'null_rolldown' | 'select_child' | 'select_children' | 'select_stores' | null;

/**
 * Conditions of a widget, dashboard or saved query: which columns, groups, order, date range and where-filters a slug runs with. Merge order: saved query defaults < widget < request < the user's fixed filters. Any other key is either a typed parameter declared in the query's cond_definition or an extra where_cond entry.
 */
export interface Conditions {
  /**
   * Output columns (list or comma-separated string); 'x as y' renames, 'agg(col) AS alias' aggregates with sum, avg, min, max, count or count distinct. Empty means *.
   */
  fields?: ColumnList;
  /**
   * GROUP BY columns (list or comma-separated string).
   */
  grouping?: ColumnList;
  /**
   * ORDER BY items, 'col' or 'col DESC' (list or comma-separated string).
   */
  ordering?: ColumnList;
  /**
   * Single date (or date token) bound into {filterdate} when the SQL has it; a [first, last] list (params.filterdateArray) is read as firstdate and lastdate.
   */
  filterdate?: DateValue | DateValue[];
  /**
   * Start of the date range (date or date token), bound into {firstdate} when the SQL has it.
   */
  firstdate?: DateValue;
  /**
   * End of the date range (date or date token), bound into {lastdate} when the SQL has it.
   */
  lastdate?: DateValue;
  /**
   * Where-filters: column key (optionally suffixed ! negate, | OR group, ~ starts-with) to value.
   */
  where_cond?: WhereCond;
  /**
   * Alias of where_cond.
   */
  where?: WhereCond;
  /**
   * Alias of where_cond.
   */
  filter?: WhereCond;
  /**
   * Hierarchy roll-up applied below the deepest selected geography level.
   */
  hlevel?: HierarchyLevelMode;
  /**
   * Date selection of the filter panel's date filter.
   */
  date?: DateSelection;
  /**
   * Hierarchy roll-up options, as flags.
   */
  qry_options?: QueryOptions;
  /**
   * LIMIT of the query.
   */
  querylimit?: number;
  /**
   * OFFSET of the query (used only with querylimit).
   */
  _offset?: number;
  /**
   * Date column the date filter applies to.
   */
  fdate?: string;
  /**
   * The widget's own fiscal calendar (its params.fiscalMonth): fiscal date tokens (FDOFM...) resolve on it instead of the program's. A calendar that cannot be built is a 400.
   */
  fiscalMonth?: FiscalMonth;
  /**
   * Extra options of the filter panel passed along with the conditions (opaque).
   */
  filter_options?: {
    [k: string]: unknown;
  };
  /**
   * Sent for a widget with query_slug.conditional_filtering: the where_cond keys that came from the filter panel (not from the widget itself). The server leaves out those whose column the query does not declare (an output column, or a table column where the SQL has {where_cond}/{and_cond}/{filter}) instead of answering 400; the user's fixed filters apply after this and are never left out.
   */
  panel_keys?: string[];
  /**
   * True when these conditions fetch the comparison period (previous or year-to-date) rather than the selected one.
   */
  isComparison?: boolean;
  /**
   * True when the date range was picked by hand (custom period) rather than from a preset.
   */
  customDate?: boolean;
  [k: string]: unknown;
}
/**
 * Where-filter map. A key is a column name with at most one suffix: ! (negate), | (join the OR group), ~ (starts with, ILIKE). All other entries are ANDed.
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "whereCond".
 */
export interface WhereCond {
  /**
   * This interface was referenced by `WhereCond`'s JSON-Schema definition
   * via the `patternProperty` "^\w+[!|~]?$".
   */
  [k: string]: WhereValue;
}
/**
 * Hierarchy roll-up flags, an alternative to hlevel ('true' strings are accepted as true).
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "qryOptions".
 */
export interface QueryOptions {
  /**
   * Every level below the deepest selected one IS NULL.
   */
  null_rolldown?: boolean | string;
  /**
   * The level just below the selected one IS NOT NULL, deeper levels IS NULL.
   */
  select_child?: boolean | string;
  /**
   * As select_child, ordered by child and grandchild, the grandchild level left free.
   */
  select_children?: boolean | string;
  /**
   * The last hierarchy level IS NOT NULL.
   */
  select_stores?: boolean | string;
}
/**
 * What the date filter holds: the period and the chosen range.
 *
 * This interface was referenced by `Conditions`'s JSON-Schema
 * via the `definition` "dateSelection".
 */
export interface DateSelection {
  /**
   * Selected period preset.
   */
  period?: Period;
  /**
   * Start of the range.
   */
  firstdate?: DateValue;
  /**
   * End of the range.
   */
  lastdate?: DateValue;
  /**
   * Single selected date (daily period).
   */
  filterdate?: DateValue;
  /**
   * Whether the comparison period is shown too.
   */
  comparison?: boolean;
  /**
   * Comparison range: prev (previous period) or all (year to date).
   */
  rangeCompare?: RangeCompare;
}
