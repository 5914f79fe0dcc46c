/** `$id` of the widget params schema, which the builder's validator holds every schema under. */
export const WIDGET_PARAMS_SCHEMA_ID = 'https://navigator.dev/schemas/widget-params.schema.json';

/** A `$ref` into the widget params schema: `paramsRef('/properties/card')`. */
export function paramsRef(pointer: string): { $ref: string } {
  return { $ref: `${WIDGET_PARAMS_SCHEMA_ID}#${pointer}` };
}
