/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A table or column name as the datasource has it.
 *
 * This interface was referenced by `QueryNotebook`'s JSON-Schema
 * via the `definition` "identifier".
 */
export type Identifier = string;
/**
 * An output column name.
 *
 * This interface was referenced by `QueryNotebook`'s JSON-Schema
 * via the `definition` "alias".
 */
export type Alias = string;

/**
 * A query built without SQL in the queries builder (pick a table, join along declared relations, filter, summarize, sort, limit). Saved with the saved query (its `builder` property), so it opens back in the builder; the server compiles it into the query's SQL, with every filter value a declared, bound parameter.
 */
export interface QueryNotebook {
  /**
   * The starting table.
   */
  table: Identifier;
  /**
   * Tables joined to the starting table, each along a relation declared in the datasource file (its `relations`).
   */
  joins?: {
    /**
     * The joined table.
     */
    table: Identifier;
    /**
     * left keeps rows without a match; inner drops them.
     */
    type?: 'left' | 'inner';
    /**
     * The join columns: a column of a table already in the query equal to a column of the joined table.
     */
    on: {
      /**
       * A column of a table already in the query.
       */
      left: ColumnRef;
      /**
       * The matching column of the joined table.
       */
      right: ColumnRef;
    };
  }[];
  /**
   * Columns returned as they are (ignored when the query summarizes: then the group-bys and aggregates are the columns).
   */
  columns?: ColumnRef[];
  /**
   * Conditions every row must meet (all of them).
   */
  filters?: Filter[];
  /**
   * Summarize by these columns; a date column may be truncated to a grain.
   */
  group_by?: {
    /**
     * The column to group by.
     */
    column: ColumnRef;
    /**
     * For a date column: summarize by day, week, month, quarter or year.
     */
    grain?: 'day' | 'week' | 'month' | 'quarter' | 'year';
    /**
     * Output column name (default: the column's name, plus _grain when truncated).
     */
    as?: Alias;
  }[];
  /**
   * Summaries computed per group (or over all rows when there is no group-by).
   */
  aggregates?: {
    /**
     * count counts rows (no column); the others need a column.
     */
    fn: 'count' | 'count_distinct' | 'sum' | 'avg' | 'min' | 'max';
    /**
     * The column summarized (not for count).
     */
    column?: ColumnRef;
    /**
     * Output column name.
     */
    as: Alias;
  }[];
  /**
   * Sort by output columns (their names as returned).
   */
  order_by?: {
    /**
     * An output column name.
     */
    column: Alias;
    /**
     * Sort direction.
     */
    direction?: 'asc' | 'desc';
  }[];
  /**
   * Most rows returned.
   */
  limit?: number;
}
/**
 * A column of a table of the query.
 *
 * This interface was referenced by `QueryNotebook`'s JSON-Schema
 * via the `definition` "columnRef".
 */
export interface ColumnRef {
  /**
   * The table.
   */
  table: Identifier;
  /**
   * The column.
   */
  column: Identifier;
}
/**
 * One condition. The value(s) become declared parameters of the saved query, bound at run time and editable in its parameter form.
 *
 * This interface was referenced by `QueryNotebook`'s JSON-Schema
 * via the `definition` "filter".
 */
export interface Filter {
  /**
   * The column the condition is on.
   */
  column: ColumnRef;
  /**
   * Operator; which ones apply depends on the column's type (text, number, date, boolean).
   */
  op:
    | '='
    | '!='
    | '>'
    | '>='
    | '<'
    | '<='
    | 'between'
    | 'in'
    | 'contains'
    | 'starts_with'
    | 'is_null'
    | 'not_null';
  /**
   * The value (the first bound for between); a date may be YYYY-MM-DD or a date token.
   */
  value?: string | number | boolean;
  /**
   * The second bound of between.
   */
  value2?: string | number;
  /**
   * The values of in.
   *
   * @minItems 1
   * @maxItems 100
   */
  values?: (string | number)[];
}
