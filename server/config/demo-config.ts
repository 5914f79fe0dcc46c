/**
 * The demo's config directory: `npm start` without a config serves a copy of config-samples/
 * made once into the data directory as a git repository of its own, so builder saves become
 * commits there (History works) and never dirty the project's checkout.
 */
import { cp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { GitMissingError, git } from './git-run.ts';

/** Folder of the data directory holding the demo's config repository. */
export const DEMO_CONFIG_DIR_NAME = 'demo-config';

/** `<dataDir>/demo-config/`, copied from `samplesDir` and committed the first time. */
export async function ensureDemoConfig(
  samplesDir: string,
  dataDir: string,
  log: (line: string) => void,
): Promise<string> {
  const dir = path.join(dataDir, DEMO_CONFIG_DIR_NAME);
  if (await exists(dir)) return dir;
  // Built next to its place and renamed in: a crash never leaves half a copy to be served.
  const building = `${dir}.${process.pid}.building`;
  await rm(building, { recursive: true, force: true });
  await cp(samplesDir, building, { recursive: true });
  try {
    await git(building, ['init', '--quiet', '--initial-branch=main']);
    await git(building, ['add', '-A']);
    await git(building, [
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      'Demo config copied from config-samples/',
    ]);
  } catch (error) {
    // Without git the demo still runs; saves then just rewrite the files, as without git.
    if (!(error instanceof GitMissingError)) throw error;
    await rm(path.join(building, '.git'), { recursive: true, force: true });
  }
  await rename(building, dir);
  log(`copied config-samples/ to ${dir} (the demo's own config repository)`);
  return dir;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
