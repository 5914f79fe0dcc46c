import Ajv, { type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { schemaFiles, schemaId, schemas, type SchemaFile } from './registry.ts';

export {
  SCHEMA_BASE_URL,
  isSchemaFile,
  schemaFiles,
  schemaId,
  schemas,
  type SchemaFile,
} from './registry.ts';

/**
 * A fresh ajv instance (draft-07, all errors, ajv-formats) holding every schema under its `$id`.
 * `strict: false` because builder hints (uiSchema-like keywords) may sit in schemas and must not
 * throw. Compile once and reuse: compiling is the slow part.
 */
export function createValidator(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const file of schemaFiles) ajv.addSchema(schemas[file] as SchemaObject, schemaId(file));
  return ajv;
}

let sharedValidator: Ajv | undefined;

/** The compiled validate function of a schema file, from a process-wide shared ajv. */
export function getValidateFunction(schemaFile: SchemaFile): ValidateFunction {
  sharedValidator ??= createValidator();
  const validate = sharedValidator.getSchema(schemaId(schemaFile));
  if (!validate) throw new Error(`Schema not registered: ${schemaFile}`);
  return validate;
}

/**
 * Validates data against a schema file and returns ajv's errors (`instancePath` is a JSON
 * pointer into `data`); an empty list means valid.
 */
export function validateEntity(schemaFile: SchemaFile, data: unknown): ErrorObject[] {
  const validate = getValidateFunction(schemaFile);
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
