/**
 * `validateConfig`: everything `navigator validate` checks in a loaded config directory —
 * reading problems, schemas, identities and cross-references — as one sorted problem list.
 */
import type { LoadedConfig, Problem } from './config-types.ts';
import { checkChartDataFiles } from './check-chart-data.ts';
import { checkDashboards } from './check-dashboards.ts';
import { checkDuckDbFiles } from './check-duckdb-files.ts';
import { checkFilters } from './check-filters.ts';
import { checkIdentity } from './check-identity.ts';
import { checkPrograms } from './check-programs.ts';
import { checkQueries } from './check-queries.ts';
import { checkSchemas, type SchemaValidator } from './check-schemas.ts';
import { checkForms, checkImports, checkTables } from './check-tables.ts';
import { checkDefaultTenant, checkTenantImages, checkUsers } from './check-tenant.ts';
import { loadConfigDir } from './load-config.ts';
import { sortProblems } from './problems.ts';

export type { Problem } from './config-types.ts';

/** Options of {@link validateConfig}. */
export interface ValidateConfigOptions {
  /** Schema validation to use; defaults to the project's schemas (schemas/index.ts). */
  validate?: SchemaValidator;
  /**
   * The data directory the config is served with: DuckDB datasource paths are resolved in it
   * (`<dataDir>/<tenant>/<path>`) to refuse a file two tenants share. Unset: not checked.
   */
  dataDir?: string;
  /**
   * Check that every relative chart `data.url` names a file of its tenant's data folder
   * (check-chart-data.ts). `navigator validate` does; the server does not: a missing data
   * file is its chart's loading error there, not a reason to refuse the dashboard.
   */
  dataFiles?: boolean;
}

/**
 * All problems of a loaded config directory, sorted by file, line and column. Includes the
 * problems found while loading (syntax errors, misplaced files).
 */
export function validateConfig(
  loaded: LoadedConfig,
  options: ValidateConfigOptions = {},
): Problem[] {
  const problems: Problem[] = [
    ...loaded.problems,
    ...checkSchemas(loaded.files, options.validate),
    ...checkIdentity(loaded),
    ...checkDefaultTenant(loaded),
    ...(options.dataDir === undefined ? [] : checkDuckDbFiles(loaded, options.dataDir)),
  ];
  for (const tenant of loaded.tenants.values()) {
    problems.push(
      ...checkTenantImages(tenant),
      ...checkUsers(tenant),
      ...checkPrograms(tenant),
      ...checkDashboards(tenant),
      ...checkQueries(tenant),
      ...checkFilters(tenant),
      ...checkTables(tenant),
      ...checkForms(tenant),
      ...checkImports(tenant),
      ...(options.dataFiles ? checkChartDataFiles(tenant) : []),
    );
  }
  return sortProblems(problems);
}

/** Loads and validates a config directory in one step. */
export async function validateConfigDir(
  dir: string,
  options: ValidateConfigOptions = {},
): Promise<{ loaded: LoadedConfig; problems: Problem[] }> {
  const loaded = await loadConfigDir(dir);
  return { loaded, problems: validateConfig(loaded, options) };
}
