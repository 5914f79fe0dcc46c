/** A single value a filter selection or a where_cond entry can hold. */
export type FilterScalar = string | number | boolean;

/**
 * A where_cond value (see spec conditions-semantics, "where_cond syntax"): a scalar
 * (`k = v`), null (`k IS NULL`), a list (`IN`, or `BETWEEN` for two dates on a date column)
 * or an `[operator, value]` pair.
 */
export type WhereCondValue = FilterScalar | null | FilterScalar[];

/** A where_cond map: column name, optionally suffixed with `!`, `|` or `~`, to its value. */
export type WhereCond = Record<string, WhereCondValue>;

/** The filter item types of a filtering_show setup; items without a type are selects. */
export type FilterItemType = 'date' | 'label' | 'radio' | 'checkbox' | 'select';

/**
 * The fields of a filter item (an entry of filtering_show.filtering or .filteringadv) that the
 * filter logic reads. Items carry more (name, order, options...); they pass through untouched.
 */
export interface FilterItem {
  /** The filter id, which is also its where_cond column and its filtering_fixed key. */
  id: string;
  type?: FilterItemType;
  /** Geography level: 1 is the top; higher numbers are deeper. */
  hierarchy?: number;
  /** Pipe-separated ids of the selects a checkbox switch enables. */
  enabled?: string;
  /** How selected values are typed: 'string' or 'number'; unset guesses from the values. */
  format?: string;
  /** 'OR' joins a multiple selection into the where_cond OR group. */
  operator?: string;
  disabled?: boolean;
  /** When true the filter only narrows later filters' options; it never enters where_cond. */
  jump?: boolean;
}

/** The panel's current selection per filter id, as the inputs hold them. */
export type FilterSelections = Record<string, unknown>;
