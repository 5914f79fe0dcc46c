/**
 * An rjsf validator (`ValidatorType`) that needs no `eval`: @rjsf/validator-ajv8 compiles every
 * schema with `new Function`, which the app's Content-Security-Policy refuses. Validation runs
 * through {@link SchemaInterpreter}, whose ajv-style errors go through rjsf's own ajv8 error
 * processing (titles, error schema, customValidate), so forms read exactly as before.
 */
import type {
  CustomValidator,
  ErrorTransformer,
  FormContextType,
  RJSFSchema,
  StrictRJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
// This module of the ajv8 package only shapes errors; it imports no ajv code.
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import type { SchemaInterpreter } from './schema-interpreter.ts';

/** rjsf's `ValidatorType` over a {@link SchemaInterpreter}. */
export class InterpretingValidator<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = Record<string, unknown>,
> implements ValidatorType<T, S, F> {
  constructor(private readonly interpreter: SchemaInterpreter) {}

  /** ajv-style errors of `formData` (none: `errors` undefined); a broken schema is reported. */
  rawValidation<Result = ErrorObject>(
    schema: S,
    formData?: T,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = this.interpreter.errors(schema as object, formData);
      return { errors: errors.length > 0 ? (errors as Result[]) : undefined };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  /** The form's errors and error schema, after `transformErrors` and `customValidate`. */
  validateFormData(
    formData: T | undefined,
    schema: S,
    customValidate?: CustomValidator<T, S, F>,
    transformErrors?: ErrorTransformer<T, S, F>,
    uiSchema?: UiSchema<T, S, F>,
  ): ValidationData<T> {
    return processRawValidationErrors<T, S, F>(
      this,
      this.rawValidation<ErrorObject>(schema, formData),
      formData,
      schema,
      customValidate,
      transformErrors,
      uiSchema,
    );
  }

  /** Whether `formData` matches `schema` (a part of `rootSchema`); false for a broken schema. */
  isValid(schema: S, formData: T | undefined, rootSchema: S): boolean {
    try {
      return this.interpreter.isValid(schema as object, formData, rootSchema as object);
    } catch (error) {
      console.warn('Error encountered validating with schema:', error);
      return false;
    }
  }

  /** Drops the prepared copies of the schemas seen so far. */
  reset(): void {
    this.interpreter.reset();
  }
}
