import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Throws when `dataDir` is `configDir` or lies inside it: generated data never goes into the
 * config directory ops keep in git. Symlinks are resolved, also for folders not made yet.
 */
export function assertOutsideConfigDir(dataDir: string, configDir: string | undefined): void {
  if (configDir === undefined) return;
  const data = realPathOf(dataDir);
  const config = realPathOf(configDir);
  const relative = path.relative(config, data);
  const inside =
    relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
  if (inside) {
    throw new Error(
      `Refusing to write demo data to ${dataDir}: it is inside the config directory ${configDir}. ` +
        'Generated data must live outside the config; set NAVIGATOR_DATA to another directory.',
    );
  }
}

/**
 * The real path of `target`, resolving symlinks of the longest part that exists (so a path
 * not made yet still resolves through a symlinked folder above it).
 */
export function realPathOf(target: string): string {
  const absolute = path.resolve(target);
  const missing: string[] = [];
  let existing = absolute;
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(realpathSync(existing), ...missing);
}

/**
 * A fresh name for the temp file a build writes before renaming it to `finalPath`: the pid
 * tells whether its builder still runs, the random part keeps two builds of one process apart.
 */
export function buildTempPath(finalPath: string, pid: number = process.pid): string {
  return `${finalPath}.${pid}.${randomBytes(4).toString('hex')}.tmp`;
}

/** Removes a DuckDB file and its write-ahead log, if present. */
export async function removeDatabaseFiles(file: string): Promise<void> {
  await rm(file, { force: true });
  await rm(`${file}.wal`, { force: true });
}

/**
 * Removes temp files of builds that were killed (their process is gone), so a crash never
 * leaves junk behind for long. Builds still running in other processes are left alone.
 */
export async function removeAbandonedBuilds(finalPath: string): Promise<void> {
  const directory = path.dirname(finalPath);
  const prefix = `${path.basename(finalPath)}.`;
  const pattern = /^(\d+)\.[0-9a-f]+\.tmp(\.wal)?$/;
  for (const name of await readdir(directory)) {
    if (!name.startsWith(prefix)) continue;
    const match = pattern.exec(name.slice(prefix.length));
    if (match && !isProcessAlive(Number(match[1]))) {
      await rm(path.join(directory, name), { force: true });
    }
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
