/**
 * A tenant's data folder, `<config>/<tenant>/data/`: files a chart spec names by a relative
 * `data.url` ("data/cars.json", as in the official vega-lite examples). Each tenant has its own;
 * a path resolves only to a regular file inside that tenant's folder after symlinks are
 * resolved, so one tenant's charts can never read another tenant's (or any server) file.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
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
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  // Video TV clips.
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
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

/** One file of a tenant's data folder, as the download widget lists it. */
export interface DataFileEntry {
  /** `/`-separated path below the data folder (what GET /api/v2/tenant-files/data/ takes). */
  path: string;
  size: number;
  /** Last change, ISO 8601. */
  modified: string;
}

/** At most this many files are listed (a data folder is for a handful of files). */
export const DATA_LISTING_LIMIT = 1000;

/**
 * The regular files below `folder` (a `/`-separated path in the data folder, '' for all of it)
 * of the tenant whose config folder is `tenantDir`, sorted by path, or undefined when that
 * folder is not there or leaves the data folder. Hidden entries (`.name`) and anything a
 * symbolic link reaches outside the tenant's data folder are left out, as
 * {@link resolveDataFile} refuses to serve them.
 */
export function listDataFiles(tenantDir: string, folder: string): DataFileEntry[] | undefined {
  if (folder.includes('\0') || folder.includes('\\') || path.posix.isAbsolute(folder)) {
    return undefined;
  }
  const parts = folder.split('/').filter((part) => part !== '');
  if (parts.some((part) => part === '..')) return undefined;
  let realRoot: string;
  let start: string;
  try {
    realRoot = realpathSync(path.resolve(tenantDir, TENANT_DATA_FOLDER));
    start = realpathSync(path.resolve(realRoot, ...parts));
  } catch {
    return undefined;
  }
  if (!isInside(start, realRoot) || !statSync(start).isDirectory()) return undefined;
  const entries: DataFileEntry[] = [];
  const visit = (dir: string, prefix: string, depth: number): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.') || entries.length >= DATA_LISTING_LIMIT) continue;
      const relative = prefix === '' ? name : `${prefix}/${name}`;
      let real: string;
      try {
        real = realpathSync(path.join(dir, name));
      } catch {
        continue;
      }
      if (real === realRoot || !isInside(real, realRoot)) continue;
      const stat = statSync(real);
      if (stat.isDirectory() && depth < 8) visit(real, relative, depth + 1);
      else if (stat.isFile()) {
        entries.push({ path: relative, size: stat.size, modified: stat.mtime.toISOString() });
      }
    }
  };
  visit(start, parts.join('/'), 0);
  return entries;
}
