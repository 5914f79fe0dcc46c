/**
 * The validator every builder form uses: an rjsf validator that interprets JSON Schema instead
 * of compiling it (the Content-Security-Policy forbids eval, and ajv compiles with
 * `new Function`), holding all of our schemas under their `$id`s so a form schema that still
 * points into another file validates the same way the server and the CLI do with ajv.
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { schemaFiles, schemaId, schemas } from '../../schemas/registry.ts';
import type { JsonSchema } from './bundle-schema.ts';
import { transformErrors } from './error-messages.ts';
import { InterpretingValidator } from './interpreting-validator.ts';
import { SchemaInterpreter } from './schema-interpreter.ts';

/** Every project schema by its `$id`. */
const projectSchemas = Object.fromEntries(
  schemaFiles.map((file) => [schemaId(file), schemas[file] as object]),
);

/** The shared rjsf validator (all errors, formats, every project schema registered). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rjsf's forms are typed `any`
export const formValidator = new InterpretingValidator<any>(new SchemaInterpreter(projectSchemas));

/** The readable validation errors of `data` against a bundled form schema (empty when valid). */
export function formErrors(schema: JsonSchema, data: unknown): RJSFValidationError[] {
  const { errors } = formValidator.validateFormData(data, schema, undefined, transformErrors);
  return errors;
}

/** The same errors as an rjsf ErrorSchema (`{field: {__errors: [...]}}`), for `extraErrors`. */
export function formErrorSchema(schema: JsonSchema, data: unknown): ErrorSchema {
  return formValidator.validateFormData(data, schema, undefined, transformErrors).errorSchema;
}
