/**
 * The validator every builder form uses: @rjsf/validator-ajv8 holding all of our schemas under
 * their `$id`s (like schemas/index.ts createValidator), so a form schema that still points into
 * another file validates the same way the server and the CLI do.
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { schemaFiles, schemaId, schemas } from '../../schemas/index.ts';
import type { JsonSchema } from './bundle-schema.ts';
import { transformErrors } from './error-messages.ts';

/** The shared rjsf validator (ajv 8, all errors, formats, every project schema registered). */
export const formValidator = customizeValidator({
  ajvOptionsOverrides: { allErrors: true, strict: false },
  extenderFn: (ajv) => {
    for (const file of schemaFiles) {
      if (!ajv.getSchema(schemaId(file))) ajv.addSchema(schemas[file] as object, schemaId(file));
    }
    return ajv;
  },
});

/** The readable validation errors of `data` against a bundled form schema (empty when valid). */
export function formErrors(schema: JsonSchema, data: unknown): RJSFValidationError[] {
  const { errors } = formValidator.validateFormData(data, schema, undefined, transformErrors);
  return errors;
}

/** The same errors as an rjsf ErrorSchema (`{field: {__errors: [...]}}`), for `extraErrors`. */
export function formErrorSchema(schema: JsonSchema, data: unknown): ErrorSchema {
  return formValidator.validateFormData(data, schema, undefined, transformErrors).errorSchema;
}
