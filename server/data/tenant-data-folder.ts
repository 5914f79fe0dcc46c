/**
 * A tenant's data folder, `<config>/<tenant>/data/`: files a chart spec names by a relative
 * `data.url` ("data/cars.json", as in the official vega-lite examples). Each tenant has its own;
 * a path resolves only to a regular file inside that tenant's folder after symlinks are
 * resolved, so one tenant's charts can never read another tenant's (or any server) file.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './tenant-files.ts';

/** The folder of a tenant's chart data files, inside the tenant's config folder. */
export const TENANT_DATA_FOLDER = 'data';

/** Content types of the data files charts read, by extension. */
export const DATA_FILE_TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.topojson': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.arrow': 'application/vnd.apache.arrow.file',
  '.parquet': 'application/vnd.apache.parquet',
};

/** The content type of a data file (octet-stream for an extension not listed). */
export function dataFileType(file: string): string {
  return DATA_FILE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The absolute path of `relative` (a `/`-separated path below the data folder) in the data
 * folder of the tenant whose config folder is `tenantDir`, or undefined when it is no regular
 * file there: missing, a folder (no listings), absolute, leaving the folder with `..`, or
 * reaching out of it through a symbolic link.
 */
export function resolveDataFile(tenantDir: string, relative: string): string | undefined {
  if (relative === '' || relative.includes('\0') || relative.includes('\\')) return undefined;
  if (path.posix.isAbsolute(relative) || path.isAbsolute(relative)) return undefined;
  if (relative.split('/').some((part) => part === '..')) return undefined;
  const folder = path.resolve(tenantDir, TENANT_DATA_FOLDER);
  const file = path.resolve(folder, relative);
  if (file === folder || !isInside(file, folder)) return undefined;
  try {
    const realFolder = realpathSync(folder);
    const real = realpathSync(file);
    if (real === realFolder || !isInside(real, realFolder)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}
