/**
 * The semantic diff between two revisions of a config directory held in git (the directory
 * may be a sub-folder of the repository, as in a pull request of a project keeping its
 * config next to its code): `navigator diff` prints it and the builder's History shows it.
 */
import { semanticDiff, type EntityDiff } from '../../runtime/core/config-diff/semantic-diff.ts';
import { runGit, git } from './git-run.ts';

/** `rev2` undefined: the work tree. `files` limits the diff to those paths. */
export async function revisionDiff(
  dir: string,
  rev1: string,
  rev2: string | undefined,
  files: readonly string[] = [],
): Promise<EntityDiff[]> {
  rev1 = await parentOrEmptyTree(dir, rev1);
  for (const rev of [rev1, rev2]) {
    if (rev === undefined || rev === EMPTY_TREE) continue;
    const ok = await runGit(dir, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    if (ok.code !== 0) throw new RangeError(`"${rev}" names no commit of ${dir}`);
  }
  const args = ['diff', '--name-only', '--no-renames', '--relative', rev1];
  if (rev2 !== undefined) args.push(rev2);
  const changed = (await git(dir, [...args, '--', ...files])).split('\n').filter((l) => l !== '');
  const pairs = await Promise.all(
    changed.map(async (relPath) => ({
      relPath,
      before: await textAt(dir, rev1, relPath),
      after:
        rev2 === undefined ? await workTreeText(dir, relPath) : await textAt(dir, rev2, relPath),
    })),
  );
  return semanticDiff(pairs);
}

/** Git's tree with nothing in it: what a repository's first commit is compared with. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/**
 * `rev` itself, or the empty tree when `rev` is `X^` and X is a first commit: the commit that
 * created a file then diffs as "added", not as nothing.
 */
async function parentOrEmptyTree(dir: string, rev: string): Promise<string> {
  if (!rev.endsWith('^')) return rev;
  const parent = await runGit(dir, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  if (parent.code === 0) return rev;
  const base = await runGit(dir, [
    'rev-parse',
    '--verify',
    '--quiet',
    `${rev.slice(0, -1)}^{commit}`,
  ]);
  return base.code === 0 ? EMPTY_TREE : rev;
}

async function textAt(dir: string, rev: string, relPath: string): Promise<string | undefined> {
  // `./` makes the path relative to `dir`, not to the repository's root.
  const out = await runGit(dir, ['show', `${rev}:./${relPath}`]);
  return out.code === 0 ? out.stdout : undefined;
}

async function workTreeText(dir: string, relPath: string): Promise<string | undefined> {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  return readFile(path.join(dir, ...relPath.split('/')), 'utf8').catch(() => undefined);
}
