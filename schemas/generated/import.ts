/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A saved import ({tenant}/imports/{name}.json), made with the data integrator: how the columns of an uploaded file or of a saved query's result map onto a declared table, so the same import can be re-run. Re-running it is idempotent when the table declares a key.
 */
export interface Import {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Import name: the file name.
   */
  name: string;
  /**
   * What the import brings in.
   */
  description?: string;
  /**
   * The declared table (tables/{table}.json) the rows go to.
   */
  table: string;
  /**
   * Where rows come from: an uploaded file (default), or the result of a saved query of the tenant.
   */
  source?: {
    /**
     * Saved query whose rows are imported.
     */
    query_slug?: string;
  };
  /**
   * append adds rows (a row with a stored key replaces it); replace empties the table first (super users only).
   */
  mode?: 'append' | 'replace';
  /**
   * One entry per table column that is filled: from a source column (with transforms) or with a fixed value. Source columns that no entry names are left out.
   *
   * @minItems 1
   */
  mapping: ColumnMapping[];
}
/**
 * How one table column is filled: from a source column (`from`) or with a fixed `value`, exactly one of the two.
 *
 * This interface was referenced by `Import`'s JSON-Schema
 * via the `definition` "columnMapping".
 */
export interface ColumnMapping {
  /**
   * The table column.
   */
  column: string;
  /**
   * The source column (file header or query column).
   */
  from?: string;
  /**
   * A fixed value for every row instead of a source column.
   */
  value?: string | number | boolean;
  /**
   * Applied in order to the source value before it is coerced to the column's type: trim, upper, lower, decimal_comma ("1.234,5" → 1234.5), strip_currency ("$ 1,234.50" → 1234.50), empty_to_null.
   */
  transform?: ('trim' | 'upper' | 'lower' | 'decimal_comma' | 'strip_currency' | 'empty_to_null')[];
  /**
   * The source's date layout for a date or date-time column, e.g. DD/MM/YYYY or MM/DD/YYYY HH:mm (tokens YYYY, MM, DD, HH, mm, ss); the value is stored as ISO.
   */
  date_format?: string;
}
