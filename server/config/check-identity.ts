/**
 * Identity checks: file and folder names are ids (tenant folder, program slug, dashboard id,
 * query slug, datasource name), so they must be valid ids and agree with the id inside the
 * file; and every JSON file names its schema in `"$schema"` for editors.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigFile, ConfigFileKind, LoadedConfig, Problem } from './config-types.ts';
import { stringOf } from './check-helpers.ts';
import { isJsonObject } from './load-config.ts';
import { problemAt, problemAtPath } from './problems.ts';

/** Schema file (without `.schema.json`) of each kind of JSON file. */
export const SCHEMA_OF_KIND: Record<Exclude<ConfigFileKind, 'sql'>, string> = {
  tenant: 'tenant',
  users: 'users',
  datasource: 'datasource',
  program: 'program',
  dashboard: 'dashboard',
  query: 'saved-query',
  table: 'table',
  import: 'import',
};

/** Tenant folder names: the first label of the host name. */
export const TENANT_ID_PATTERN = /^[a-z][a-z0-9-]*$/;

/** The property holding the id a file name must equal, and the pattern of that id. */
const ID_OF_KIND: Partial<Record<ConfigFileKind, { property: string; pattern: RegExp }>> = {
  program: { property: 'program_slug', pattern: /^[a-z][a-z0-9_]*$/ },
  dashboard: { property: 'dashboard_id', pattern: /^[a-z0-9][a-z0-9-]*$/ },
  query: { property: 'query_slug', pattern: /^\w+$/ },
  datasource: { property: 'name', pattern: /^[a-z0-9][a-z0-9_-]*$/ },
  table: { property: 'name', pattern: /^[a-z][a-z0-9_]*$/ },
  import: { property: 'name', pattern: /^[a-z][a-z0-9_-]*$/ },
};

const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Problems of tenant folder names, file names and `"$schema"` references. */
export function checkIdentity(loaded: LoadedConfig): Problem[] {
  const problems: Problem[] = [];
  for (const tenant of loaded.tenants.values()) {
    if (!TENANT_ID_PATTERN.test(tenant.id)) {
      const where = tenant.tenant ? tenant.tenant.file.relPath : tenant.id;
      problems.push(
        problemAtPath(
          where,
          `tenant folder name "${tenant.id}" must match ${TENANT_ID_PATTERN.source} (it is the tenant id and the first host label)`,
          'tenant-id',
        ),
      );
    }
  }
  for (const file of loaded.files) {
    if (file.kind === 'sql' || !isJsonObject(file.json?.value)) continue;
    checkFileName(file, problems);
    checkSchemaReference(file, problems);
  }
  return problems;
}

function checkFileName(file: ConfigFile, problems: Problem[]): void {
  const id = ID_OF_KIND[file.kind];
  if (!id) return;
  if (!id.pattern.test(file.name)) {
    problems.push(
      problemAt(
        file,
        '',
        `file name "${file.name}" must match ${id.pattern.source} (it is the ${id.property})`,
        'file-name',
      ),
    );
  }
  const value = (file.json?.value as Record<string, unknown>)[id.property];
  const inFile = stringOf(value);
  if (inFile !== undefined && inFile !== file.name) {
    problems.push(
      problemAt(
        file,
        `/${id.property}`,
        `must equal the file name "${file.name}" (got "${inFile}")`,
        'file-name',
      ),
    );
  }
}

function checkSchemaReference(file: ConfigFile, problems: Problem[]): void {
  if (file.kind === 'sql') return;
  const expected = `${SCHEMA_OF_KIND[file.kind]}.schema.json`;
  const ref = (file.json?.value as Record<string, unknown>).$schema;
  if (ref === undefined) {
    const suggestion = path
      .relative(path.dirname(file.path), path.join(SCHEMAS_DIR, expected))
      .split(path.sep)
      .join('/');
    problems.push(
      problemAt(file, '', `must start with "$schema": ${JSON.stringify(suggestion)}`, 'schema-ref'),
    );
  } else if (typeof ref === 'string' && path.posix.basename(ref) !== expected) {
    problems.push(
      problemAt(
        file,
        '/$schema',
        `must point to ${expected} (got ${JSON.stringify(ref)})`,
        'schema-ref',
      ),
    );
  }
}
