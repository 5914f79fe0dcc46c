/**
 * The demo's config directory: `npm start` without a config serves a copy of config-samples/
 * made once into the data directory as a git repository of its own, so builder saves become
 * commits there (History works) and never dirty the project's checkout.
 *
 * A newer Navigator brings newer samples (new dashboards, queries, translations). The copy
 * keeps a branch, {@link SAMPLES_BRANCH}, holding the samples as they were last brought in;
 * each start commits the current samples onto it and merges it into the served branch, so git's
 * three-way merge keeps the user's own edits and adds what the new samples changed. A merge
 * that conflicts is undone and reported: the user's config is never overwritten.
 */
import { cp, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GitMissingError, git, runGit } from './git-run.ts';

/** Folder of the data directory holding the demo's config repository. */
export const DEMO_CONFIG_DIR_NAME = 'demo-config';

/** Branch of the demo's config repository holding config-samples/ as last brought in. */
export const SAMPLES_BRANCH = 'config-samples';

/** Message of the demo config's first commit (an install of before the samples branch). */
const FIRST_COMMIT_MESSAGE = 'Demo config copied from config-samples/';

/** Message of the merge that brings in newer samples. */
export const SAMPLES_MERGE_MESSAGE = 'Brought in the config-samples/ of this Navigator version';

/** `<dataDir>/demo-config/`, copied from `samplesDir` and committed the first time. */
export async function ensureDemoConfig(
  samplesDir: string,
  dataDir: string,
  log: (line: string) => void,
): Promise<string> {
  const dir = path.join(dataDir, DEMO_CONFIG_DIR_NAME);
  if (await exists(dir)) {
    try {
      await bringInSamples(samplesDir, dir, log);
    } catch (error) {
      // Serving the config as it is beats not starting: the message says what went wrong.
      log(`demo config: config-samples/ changes not brought in: ${(error as Error).message}`);
    }
    return dir;
  }
  // Built next to its place and renamed in: a crash never leaves half a copy to be served.
  const building = `${dir}.${process.pid}.building`;
  await rm(building, { recursive: true, force: true });
  await cp(samplesDir, building, { recursive: true });
  try {
    await git(building, ['init', '--quiet', '--initial-branch=main']);
    await git(building, ['add', '-A']);
    await git(building, ['commit', '--quiet', '--no-verify', '-m', FIRST_COMMIT_MESSAGE]);
    await git(building, ['branch', SAMPLES_BRANCH]);
  } catch (error) {
    // Without git the demo still runs; saves then just rewrite the files, as without git.
    if (!(error instanceof GitMissingError)) throw error;
    await rm(path.join(building, '.git'), { recursive: true, force: true });
  }
  await rename(building, dir);
  log(`copied config-samples/ to ${dir} (the demo's own config repository)`);
  return dir;
}

/**
 * Commits `samplesDir` onto the samples branch when it changed and merges that branch into the
 * served one. Returns what happened, for the log and the tests.
 */
export async function bringInSamples(
  samplesDir: string,
  dir: string,
  log: (line: string) => void,
): Promise<'no-git' | 'unchanged' | 'merged' | 'conflict'> {
  if (!(await exists(path.join(dir, '.git')))) return 'no-git';
  const base = await samplesBase(dir);
  if (!base) {
    log(`demo config: ${dir} has no ${SAMPLES_BRANCH} branch; newer samples are not brought in`);
    return 'no-git';
  }
  const tree = await treeOf(dir, samplesDir);
  if ((await git(dir, ['rev-parse', `${base}^{tree}`])).trim() !== tree) {
    const commit = (
      await git(dir, [
        'commit-tree',
        tree,
        '-p',
        base,
        '-m',
        'config-samples/ of a newer Navigator',
      ])
    ).trim();
    await git(dir, ['update-ref', `refs/heads/${SAMPLES_BRANCH}`, commit]);
  }
  const merged = await runGit(dir, ['merge-base', '--is-ancestor', SAMPLES_BRANCH, 'HEAD']);
  if (merged.code === 0) return 'unchanged';
  const result = await runGit(dir, [
    'merge',
    '--no-edit',
    '-m',
    SAMPLES_MERGE_MESSAGE,
    SAMPLES_BRANCH,
  ]);
  if (result.code === 0) {
    log(`demo config: brought in the changes of config-samples/ (${dir})`);
    return 'merged';
  }
  const conflicted = (await runGit(dir, ['diff', '--name-only', '--diff-filter=U'])).stdout
    .split('\n')
    .filter(Boolean);
  await runGit(dir, ['merge', '--abort']);
  log(
    `demo config: config-samples/ changes conflict with your edits in ${conflicted.join(', ') || 'some files'}; ` +
      `your config is kept as it is (to merge by hand: git -C ${dir} merge ${SAMPLES_BRANCH})`,
  );
  return 'conflict';
}

/**
 * The samples branch; a copy made before it existed gets it at its first commit (that commit
 * is the samples as they were copied), or undefined when the history does not start so.
 */
async function samplesBase(dir: string): Promise<string | undefined> {
  const branch = await runGit(dir, [
    'rev-parse',
    '--verify',
    '--quiet',
    `refs/heads/${SAMPLES_BRANCH}`,
  ]);
  if (branch.code === 0) return SAMPLES_BRANCH;
  const roots = (await git(dir, ['rev-list', '--max-parents=0', 'HEAD'])).trim().split('\n');
  const root = roots.length === 1 ? roots[0] : undefined;
  if (!root) return undefined;
  const message = (await git(dir, ['log', '-1', '--format=%s', root])).trim();
  if (message !== FIRST_COMMIT_MESSAGE) return undefined;
  await git(dir, ['branch', SAMPLES_BRANCH, root]);
  return SAMPLES_BRANCH;
}

/** The git tree of `samplesDir`'s files, written into `dir`'s object store (its index untouched). */
async function treeOf(dir: string, samplesDir: string): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'navigator-samples-index-'));
  const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
  try {
    const repo = ['--git-dir', path.join(dir, '.git'), '--work-tree', samplesDir];
    await git(samplesDir, [...repo, 'add', '-A'], { env });
    return (await git(samplesDir, [...repo, 'write-tree'], { env })).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
