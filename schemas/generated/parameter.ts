/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
/**
 * Type of a query parameter or of a cond_definition key.
 *
 * This interface was referenced by `Parameter`'s JSON-Schema
 * via the `definition` "parameterType".
 */
export type ParameterType = 'string' | 'number' | 'integer' | 'date' | 'float';

/**
 * A typed {name} placeholder of a saved query's SQL. Its value is always bound, never pasted into the SQL text.
 */
export interface Parameter {
  /**
   * Keyword used as {name} in the SQL: word characters only. Required ('You must specify a keyword'); read-only once the parameter exists.
   */
  name: string;
  /**
   * Default value bound when the request's conditions do not set this parameter.
   */
  value?: string | number | boolean | null;
  /**
   * How the value is coerced before binding: number and integer are parsed as integers, float as a decimal, date as YYYY-MM-DD or a date token.
   */
  type?: ParameterType;
  /**
   * Position of the parameter in the parameter form.
   */
  index?: number;
}
