import Ajv, { type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import conditions from './conditions.schema.json' with { type: 'json' };
import dashboard from './dashboard.schema.json' with { type: 'json' };
import datasource from './datasource.schema.json' with { type: 'json' };
import drilldown from './drilldown.schema.json' with { type: 'json' };
import filterItem from './filter-item.schema.json' with { type: 'json' };
import filterRule from './filter-rule.schema.json' with { type: 'json' };
import filterState from './filter-state.schema.json' with { type: 'json' };
import filteringShow from './filtering-show.schema.json' with { type: 'json' };
import fiscalMonth from './fiscal-month.schema.json' with { type: 'json' };
import layoutItem from './layout-item.schema.json' with { type: 'json' };
import localizedText from './localized-text.schema.json' with { type: 'json' };
import logPayload from './log-payload.schema.json' with { type: 'json' };
import moduleSchema from './module.schema.json' with { type: 'json' };
import parameter from './parameter.schema.json' with { type: 'json' };
import program from './program.schema.json' with { type: 'json' };
import savedQuery from './saved-query.schema.json' with { type: 'json' };
import sessionPayload from './session-payload.schema.json' with { type: 'json' };
import tenant from './tenant.schema.json' with { type: 'json' };
import user from './user.schema.json' with { type: 'json' };
import users from './users.schema.json' with { type: 'json' };
import widgetParams from './widget-params.schema.json' with { type: 'json' };
import widget from './widget.schema.json' with { type: 'json' };

/** Base of every schema's `$id`; relative `$ref`s between schema files resolve against it. */
export const SCHEMA_BASE_URL = 'https://navigator.dev/schemas/';

/**
 * Every schema, by file name. Imported statically so the same module works under Node (server,
 * CLI) and in the browser bundle (builder forms).
 */
export const schemas = {
  'conditions.schema.json': conditions,
  'dashboard.schema.json': dashboard,
  'datasource.schema.json': datasource,
  'drilldown.schema.json': drilldown,
  'filter-item.schema.json': filterItem,
  'filter-rule.schema.json': filterRule,
  'filter-state.schema.json': filterState,
  'filtering-show.schema.json': filteringShow,
  'fiscal-month.schema.json': fiscalMonth,
  'layout-item.schema.json': layoutItem,
  'localized-text.schema.json': localizedText,
  'log-payload.schema.json': logPayload,
  'module.schema.json': moduleSchema,
  'parameter.schema.json': parameter,
  'program.schema.json': program,
  'saved-query.schema.json': savedQuery,
  'session-payload.schema.json': sessionPayload,
  'tenant.schema.json': tenant,
  'user.schema.json': user,
  'users.schema.json': users,
  'widget-params.schema.json': widgetParams,
  'widget.schema.json': widget,
} as const satisfies Record<string, SchemaObject>;

/** File name of one of the project's schemas, e.g. `'dashboard.schema.json'`. */
export type SchemaFile = keyof typeof schemas;

/** The schema file names, sorted. */
export const schemaFiles = Object.keys(schemas).sort() as SchemaFile[];

/** Tells whether a string names one of the project's schema files. */
export function isSchemaFile(name: string): name is SchemaFile {
  return Object.hasOwn(schemas, name);
}

/** The `$id` of a schema file (`https://navigator.dev/schemas/<file>`). */
export function schemaId(file: SchemaFile): string {
  return `${SCHEMA_BASE_URL}${file}`;
}

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
