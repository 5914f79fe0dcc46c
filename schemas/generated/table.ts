/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * A table people write to ({tenant}/tables/{name}.json): created in the tenant's write store on start and migrated additively (new columns are added; removing a column or changing its type is refused). Dashboards read it through the tenant's `writes` datasource like any other table.
 */
export interface Table {
  /**
   * Path to this schema, relative to the file, for editor completion.
   */
  $schema?: string;
  /**
   * Table name: the file name, and the SQL table name in the write store.
   */
  name: string;
  /**
   * What the table holds.
   */
  description?: string;
  /**
   * The columns as a JSON Schema of one row: each property is a column (type string, number, integer or boolean; format date or date-time for a string makes a DATE or TIMESTAMP column). Rows are validated against it before anything is written.
   */
  columns: {
    /**
     * Always object: a row.
     */
    type?: 'object';
    /**
     * Column name (lower case letters, digits and _, starting with a letter) → column schema.
     */
    properties: {
      /**
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^[a-z][a-z0-9_]{0,62}$".
       */
      [k: string]: Column;
    };
    /**
     * Columns every row must give (NOT NULL).
     */
    required?: string[];
  };
  /**
   * Columns whose values identify a row: writing a row with the key of an existing row replaces it, so re-running an import is idempotent.
   *
   * @minItems 1
   */
  key?: string[];
  /**
   * Who may write rows: "user" (every signed-in user of the tenant, e.g. for a form), "super" (super users); superusers always may. Replacing a table's rows (mode replace) needs a super user or a superuser whatever this says.
   */
  write_roles?: ('user' | 'super')[];
  /**
   * Most rows one write may carry; a larger write is refused with 413 before anything is parsed into the table.
   */
  max_rows_per_write?: number;
}
/**
 * One column: its type and the limits a value must respect.
 *
 * This interface was referenced by `Table`'s JSON-Schema
 * via the `definition` "column".
 */
export interface Column {
  /**
   * Value type.
   */
  type: 'string' | 'number' | 'integer' | 'boolean';
  /**
   * string only: date (DATE column) or date-time (TIMESTAMP column).
   */
  format?: 'date' | 'date-time';
  /**
   * Label shown in forms and previews.
   */
  title?: string;
  /**
   * Help text for people entering values.
   */
  description?: string;
  /**
   * The only values allowed.
   *
   * @minItems 1
   */
  enum?: unknown[];
  /**
   * number/integer: smallest value.
   */
  minimum?: number;
  /**
   * number/integer: largest value.
   */
  maximum?: number;
  /**
   * string: fewest characters.
   */
  minLength?: number;
  /**
   * string: most characters.
   */
  maxLength?: number;
  /**
   * string: regular expression a value must match.
   */
  pattern?: string;
}
