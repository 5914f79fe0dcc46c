import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder name of the default data directory, at the repository root (git-ignored). */
export const DEFAULT_DATA_DIR_NAME = '.navigator';

/** The repository root: two levels above this file (server/data/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The directory holding generated data such as `demo.duckdb`: `NAVIGATOR_DATA` when set and
 * not blank (a relative value is taken from `root`), else `.navigator/` under `root`.
 */
export function resolveDataDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
  root: string = REPO_ROOT,
): string {
  const configured = env.NAVIGATOR_DATA?.trim();
  return path.resolve(root, configured ? configured : DEFAULT_DATA_DIR_NAME);
}
