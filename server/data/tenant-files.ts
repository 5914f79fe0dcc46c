/**
 * Where a tenant's DuckDB datasource file is: its `path` is relative to the tenant's data
 * directory, `<dataDir>/<tenant>/`, and must stay inside it after symlinks are resolved, and
 * that folder may not be (or contain, or sit inside) another tenant's. With one file per
 * tenant, no SQL on a tenant's datasource can reach another tenant's rows.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { realPathOf } from './data-file.ts';
import { tenantDataDir } from './data-dir.ts';

/** The path a DuckDB datasource reads when its file names none. */
export const DEFAULT_DUCKDB_PATH = 'demo.duckdb';

/** A tenant's DuckDB file, or why the datasource may not read it. */
export type TenantFile =
  | {
      readonly ok: true;
      /** The file as configured, resolved in the tenant's data directory. */
      readonly file: string;
      /** Its real path (symlinks resolved). */
      readonly real: string;
      /**
       * What makes two paths the same file: device and inode when the file exists (hard links
       * too), else its real path.
       */
      readonly identity: string;
    }
  | { readonly ok: false; readonly problem: string };

/** Whether `inner` is `outer` or lies inside it (both absolute, normalised). */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return (
    relative === '' ||
    (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative))
  );
}

/**
 * Resolves `relative` (a datasource's `path`) for `tenant`. `otherTenants` are the config's
 * other tenant ids: a tenant folder that is another's (through a symlink) is refused. Problems
 * name the tenant and the configured path, never an absolute path.
 */
export function resolveTenantFile(
  dataDir: string,
  tenant: string,
  relative: string = DEFAULT_DUCKDB_PATH,
  otherTenants: Iterable<string> = [],
): TenantFile {
  let tenantDir: string;
  try {
    tenantDir = tenantDataDir(dataDir, tenant);
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  const leaves = `path "${relative}" leaves the data directory of tenant "${tenant}"`;
  if (path.isAbsolute(relative)) return { ok: false, problem: leaves };
  const file = path.resolve(tenantDir, relative);
  if (file === tenantDir || !isInside(file, tenantDir)) return { ok: false, problem: leaves };
  const realTenant = realPathOf(tenantDir);
  const real = realPathOf(file);
  if (real === realTenant || !isInside(real, realTenant)) {
    return { ok: false, problem: `${leaves} through a symbolic link` };
  }
  for (const other of otherTenants) {
    if (other === tenant) continue;
    let realOther: string;
    try {
      realOther = realPathOf(tenantDataDir(dataDir, other));
    } catch {
      continue;
    }
    if (isInside(realTenant, realOther) || isInside(realOther, realTenant)) {
      return {
        ok: false,
        problem: `the data directory of tenant "${tenant}" overlaps that of tenant "${other}" (a symbolic link?): each tenant needs a folder of its own`,
      };
    }
  }
  return { ok: true, file, real, identity: fileIdentity(real) };
}

function fileIdentity(real: string): string {
  try {
    const info = statSync(real);
    return `inode:${info.dev}:${info.ino}`;
  } catch {
    return `path:${real}`;
  }
}
