/**
 * Cache-Control for the front-end build. Vite names every file under `assets/` after a hash
 * of its content, so a browser may keep those for a year without asking again: a new build
 * gives new names. Everything else (index.html, which names the current assets, and the
 * un-hashed public files) is revalidated on each use, so a deploy shows at the next load.
 * Without this every reload re-asked for each script (304s, one round trip per file) before
 * the app could start.
 */
import path from 'node:path';

export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the build at `distDir`, by its absolute path. */
export function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(path.resolve(distDir), path.resolve(filePath));
  const [folder, ...rest] = relative.split(path.sep);
  return folder === 'assets' && rest.length > 0 ? IMMUTABLE_ASSET : REVALIDATE;
}
