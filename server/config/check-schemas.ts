/** Schema checks: every JSON file against the schema of its kind (schemas/). */
import type { ErrorObject } from 'ajv';
import { validateEntity, type SchemaFile } from '../../schemas/index.ts';
import type { ConfigFile, Problem } from './config-types.ts';
import { describeAjvErrors } from './ajv-issues.ts';
import { SCHEMA_OF_KIND } from './check-identity.ts';
import { problemAt } from './problems.ts';

/** Validates data against a schema file, returning ajv's errors. */
export type SchemaValidator = (schemaFile: SchemaFile, data: unknown) => ErrorObject[];

/** Problems of each parsed JSON file against its schema. */
export function checkSchemas(
  files: readonly ConfigFile[],
  validate: SchemaValidator = validateEntity,
): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    if (file.kind === 'sql' || !file.json || file.json.syntaxError) continue;
    const schemaFile = `${SCHEMA_OF_KIND[file.kind]}.schema.json` as SchemaFile;
    const data = file.json.value;
    for (const issue of describeAjvErrors(validate(schemaFile, data), data)) {
      problems.push(problemAt(file, issue.pointer, issue.message, 'schema', { key: issue.atKey }));
    }
  }
  return problems;
}
