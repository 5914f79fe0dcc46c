/**
 * Tenants never share a DuckDB file: a file holds one tenant's data, and that is what keeps
 * one tenant's SQL away from another's rows. Each DuckDB datasource's `path` is resolved in its
 * tenant's data directory (`<dataDir>/<tenant>/`, symlinks resolved, hard links by inode); a
 * file two tenants resolve to, or a path that leaves its tenant's folder, is a problem on the
 * datasource file.
 */
import { DEFAULT_DUCKDB_PATH, resolveTenantFile, type TenantFile } from '../data/tenant-files.ts';
import type { ConfigFile, LoadedConfig, Problem } from './config-types.ts';
import { objectOf, stringOf } from './check-helpers.ts';
import { problemAt } from './problems.ts';

/** One DuckDB datasource and the file it resolves to. */
export interface DuckDbFileUse {
  readonly tenant: string;
  /** The datasource file. */
  readonly file: ConfigFile;
  /** Its `path` as written (or the default). */
  readonly path: string;
  readonly resolved: TenantFile;
}

/**
 * Problems of `uses`: a path that cannot be used, and every file more than one tenant resolves
 * to (reported on each of those datasources, naming the other tenants).
 */
export function duckDbFileProblems(uses: readonly DuckDbFileUse[]): Problem[] {
  const problems: Problem[] = [];
  const byFile = new Map<string, DuckDbFileUse[]>();
  for (const use of uses) {
    if (!use.resolved.ok) {
      problems.push(problemAt(use.file, '/path', use.resolved.problem, 'duckdb-path'));
      continue;
    }
    const same = byFile.get(use.resolved.identity) ?? [];
    same.push(use);
    byFile.set(use.resolved.identity, same);
  }
  for (const same of byFile.values()) {
    const tenants = [...new Set(same.map((use) => use.tenant))];
    if (tenants.length < 2) continue;
    for (const use of same) {
      const others = same
        .filter((other) => other.tenant !== use.tenant)
        .map((other) => `tenant "${other.tenant}" (${other.file.relPath})`);
      problems.push(
        problemAt(
          use.file,
          '/path',
          `tenant "${use.tenant}" shares the DuckDB file "${use.path}" with ${others.join(', ')}: each tenant needs a file of its own`,
          'shared-duckdb-file',
        ),
      );
    }
  }
  return problems;
}

/** Every DuckDB datasource of `loaded`, with its file resolved in `dataDir`. */
export function duckDbFileUses(loaded: LoadedConfig, dataDir: string): DuckDbFileUse[] {
  const uses: DuckDbFileUse[] = [];
  const tenantIds = [...loaded.tenants.keys()];
  for (const tenant of loaded.tenants.values()) {
    for (const entity of tenant.datasources.values()) {
      const value = objectOf(entity.value);
      if ((stringOf(value.type) ?? 'duckdb') !== 'duckdb') continue;
      const path = stringOf(value.path) ?? DEFAULT_DUCKDB_PATH;
      const resolved = resolveTenantFile(dataDir, tenant.id, path, tenantIds);
      uses.push({ tenant: tenant.id, file: entity.file, path, resolved });
    }
  }
  return uses;
}

/** The DuckDB-file problems of `loaded` with its data in `dataDir`. */
export function checkDuckDbFiles(loaded: LoadedConfig, dataDir: string): Problem[] {
  return duckDbFileProblems(duckDbFileUses(loaded, dataDir));
}
