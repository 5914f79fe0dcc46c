import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder name of the default data directory, at the repository root (git-ignored). */
export const DEFAULT_DATA_DIR_NAME = '.navigator';

/** The repository root: two levels above this file (server/data/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The directory holding generated data such as each tenant's `<tenant>/demo.duckdb`: `NAVIGATOR_DATA` when set and
 * not blank (a relative value is taken from `root`), else `.navigator/` under `root`.
 */
export function resolveDataDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
  root: string = REPO_ROOT,
): string {
  const configured = env.NAVIGATOR_DATA?.trim();
  return path.resolve(root, configured ? configured : DEFAULT_DATA_DIR_NAME);
}

/**
 * The data directory of one tenant, `<dataDir>/<tenant>/`: the tenant's DuckDB datasources
 * resolve their `path` from here and may not leave it. Throws RangeError for a tenant id that
 * is not one folder name.
 */
export function tenantDataDir(dataDir: string, tenant: string): string {
  if (tenant === '' || tenant === '.' || tenant === '..' || /[/\\\0]/.test(tenant)) {
    throw new RangeError(`"${tenant}" cannot name a folder of the data directory`);
  }
  return path.resolve(dataDir, tenant);
}
