import { stat, readdir } from 'node:fs/promises';
import path from 'node:path';

const SOURCE_DIRS = ['runtime', 'widgets', 'builder', 'schemas'];
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json'];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * True when `dist/` is missing or older than any front-end source, so `npm start` rebuilds
 * only when something changed (a second start is instant).
 */
export async function frontEndIsStale(root: string, distDir: string): Promise<boolean> {
  const built = await newestMtime(path.join(distDir, 'index.html'));
  if (built === 0) return true;
  const sources = await Promise.all(
    [...SOURCE_DIRS, ...SOURCE_FILES].map((name) => newestMtime(path.join(root, name))),
  );
  return Math.max(...sources) > built;
}

/** What Vite's build answers: its output per bundle (the benchmark reads the chunks). */
export type FrontEndBuild = Awaited<ReturnType<typeof import('vite').build>>;

/**
 * Builds the viewer app with Vite into `distDir` (Vite is loaded only when a build is due),
 * always React's production build: Vite builds in development mode when NODE_ENV says so, and
 * a server started by a test runner (NODE_ENV 'test') or a shell with another NODE_ENV would
 * otherwise ship a bundle half again as large and several times slower. The benchmarks build
 * through here too, so they measure what `navigator start` serves.
 */
export async function buildFrontEnd(
  root: string,
  distDir: string,
  logLevel: 'warn' | 'error' = 'warn',
): Promise<FrontEndBuild> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel,
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
