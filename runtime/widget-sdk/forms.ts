/**
 * The validator a widget's @rjsf form needs: rjsf's own (@rjsf/validator-ajv8) compiles schemas
 * with `new Function`, which the app's Content-Security-Policy refuses; this one interprets the
 * schema, as every builder form does (builder/forms/interpreting-validator.ts).
 */
import { InterpretingValidator } from '../../builder/forms/interpreting-validator.ts';
import { SchemaInterpreter } from '../../builder/forms/schema-interpreter.ts';

/** A fresh rjsf validator for self-contained schemas (no `$ref` into other files). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rjsf's forms are typed `any`
export function createFormValidator(): InterpretingValidator<any> {
  return new InterpretingValidator(new SchemaInterpreter({}));
}
