/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * One row of the Widget Filtering dialog. A rule counts only if its field is set and it has a value; the value is coerced to dataType. Operator <> or NOT IN appends '!' to the where_cond key, union OR appends '|'. The operators offered depend on dataType.
 */
export type FilterRule = {
  /**
   * Column the rule filters on (an output column of the widget's query).
   */
  field?: string;
  /**
   * Value compared with the column; for range, the two dates; for IN and NOT IN, use valueIn.
   */
  value?: string | number | boolean | null | (string | number | boolean | null)[];
  /**
   * Values for the IN and NOT IN operators.
   *
   * Items: One accepted (or excluded) value.
   */
  valueIn?: (string | number)[];
  /**
   * Comparison: == for all types, != for date and boolean, <> for non-date non-boolean, > and < for int, float and date, IN and NOT IN for int and float, range for date, LIKE and ILIKE for string.
   */
  operator?: '==' | '!=' | '<>' | '>' | '<' | 'IN' | 'NOT IN' | 'range' | 'LIKE' | 'ILIKE';
  /**
   * How the rule joins the others: AND (default) or OR (adds the '|' suffix to the key).
   */
  union?: 'AND' | 'OR';
  /**
   * Type the value is coerced to: string, int and float (numbers), boolean (true from 'true'), date.
   */
  dataType?: 'string' | 'int' | 'boolean' | 'float' | 'date';
};
