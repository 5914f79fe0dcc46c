/**
 * The config directory as a git work tree: every builder save becomes one commit by the
 * signed-in user; with a remote (`NAVIGATOR_CONFIG_REMOTE`, a bare repository's path or URL)
 * the commit is pushed, and a push that lost a race fetches, rebases and retries — or, when
 * the other change touched the same file, is undone and reported as a conflict (409).
 * `sync()` brings the work tree to the remote's head (the store validates before serving).
 * A directory that is not the root of its own repository (config-samples/ inside the
 * project's checkout) is never committed to.
 */
import { appendFile, mkdir, readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { GitMissingError, git, runGit, type GitAuthor } from './git-run.ts';
import { ConfigConflictError, type CommitInfo } from './store-errors.ts';

export type { CommitInfo } from './store-errors.ts';

export interface ConfigRepo {
  readonly dir: string;
  readonly remote: string | undefined;
  readonly branch: string;
  /** Commits `files` (added, changed or removed) as `author`; undefined when nothing changed. */
  commit(
    files: readonly string[],
    author: GitAuthor | undefined,
    message: string,
  ): Promise<string | undefined>;
  /**
   * Pushes HEAD; on a lost race fetches, rebases and retries. A rebase that conflicts drops
   * the local commit (work tree back to the remote's head) and throws ConfigConflictError.
   * Resolves with the files other nodes changed that this push brought in.
   */
  publish(files: readonly string[]): Promise<string[]>;
  /** Fetches and moves the work tree to the remote's head; the files that changed. */
  sync(): Promise<{ changed: string[]; rev: string }>;
  head(): Promise<string>;
  /** Commits touching any of `files` (newest first). */
  history(files: readonly string[], limit: number): Promise<CommitInfo[]>;
  commitInfo(rev: string): Promise<CommitInfo | undefined>;
  /** Text of `file` at `rev`, undefined when absent there. */
  fileAt(rev: string, file: string): Promise<string | undefined>;
  /** Files that differ between two revisions (`rev2` undefined: the work tree). */
  changedFiles(rev1: string, rev2?: string): Promise<string[]>;
  /** Full hash of a revision, undefined when it names none. */
  resolve(rev: string): Promise<string | undefined>;
}

export interface OpenRepoOptions {
  remote?: string;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/** Hidden files the store writes that must never be committed. */
const EXCLUDES = ['/.navigator-journal/', '.*.tmp', '.*.staged'];
const RETRIES = 5;

/**
 * The repository of `dir` when `dir` is its root (an empty or missing `dir` with a remote is
 * cloned first); undefined when git is missing or `dir` is not the root of a repository.
 */
export async function openConfigRepo(
  dir: string,
  options: OpenRepoOptions,
): Promise<ConfigRepo | undefined> {
  const remote = options.remote?.trim() || undefined;
  try {
    if (remote && (await isEmptyDir(dir))) {
      await git(path.dirname(dir), ['clone', '--quiet', remote, dir]);
      options.log.info({ dir, remote }, 'config directory cloned from the config remote');
    }
    if (await isEmptyDir(dir)) return undefined;
    const top = await runGit(dir, ['rev-parse', '--show-toplevel']);
    if (top.code !== 0 || (await realpath(top.stdout.trim())) !== (await realpath(dir))) {
      if (remote) {
        options.log.warn(
          { dir, remote },
          'NAVIGATOR_CONFIG_REMOTE ignored: the config directory is not the root of its own git repository',
        );
      }
      return undefined;
    }
  } catch (error) {
    if (error instanceof GitMissingError) {
      if (remote)
        options.log.warn({ remote }, 'NAVIGATOR_CONFIG_REMOTE ignored: git is not installed');
      return undefined;
    }
    throw error;
  }
  await excludeStoreFiles(dir);
  const branch = (await runGit(dir, ['symbolic-ref', '--short', 'HEAD'])).stdout.trim() || 'main';
  if (remote) {
    const current = await runGit(dir, ['remote', 'get-url', 'origin']);
    if (current.code !== 0) await git(dir, ['remote', 'add', 'origin', remote]);
    else if (current.stdout.trim() !== remote)
      await git(dir, ['remote', 'set-url', 'origin', remote]);
  }
  return new GitConfigRepo(dir, remote, branch);
}

class GitConfigRepo implements ConfigRepo {
  constructor(
    readonly dir: string,
    readonly remote: string | undefined,
    readonly branch: string,
  ) {}

  private run(args: readonly string[], author?: GitAuthor) {
    return git(this.dir, args, { author });
  }

  async commit(files: readonly string[], author: GitAuthor | undefined, message: string) {
    await this.run(['add', '-A', '--', ...files]);
    const staged = await runGit(this.dir, ['diff', '--cached', '--quiet', '--', ...files]);
    if (staged.code === 0) return undefined;
    await this.run(['commit', '--quiet', '--no-verify', '-m', message, '--', ...files], author);
    return this.head();
  }

  async publish(files: readonly string[]): Promise<string[]> {
    if (!this.remote) return [];
    const before = await this.head();
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const push = await runGit(this.dir, [
        'push',
        '--quiet',
        'origin',
        `HEAD:refs/heads/${this.branch}`,
      ]);
      if (push.code === 0) {
        // What the rebases brought in besides this save: the store reloads those files.
        const mine = new Set(files);
        const brought = attempt === 0 ? [] : await this.changedFiles(before, 'HEAD');
        return brought.filter((f) => !mine.has(f));
      }
      await this.run(['fetch', '--quiet', 'origin', this.branch]);
      const rebase = await runGit(this.dir, ['rebase', '--quiet', `origin/${this.branch}`]);
      if (rebase.code !== 0) {
        await runGit(this.dir, ['rebase', '--abort']);
        const other = (await this.history(files, 1, `HEAD..origin/${this.branch}`))[0];
        await this.run(['reset', '--quiet', '--hard', `origin/${this.branch}`]);
        throw new ConfigConflictError([...files], other);
      }
    }
    throw new Error(`could not push the config change to ${this.remote} after ${RETRIES} attempts`);
  }

  async sync(): Promise<{ changed: string[]; rev: string }> {
    const before = await this.head().catch(() => '');
    if (!this.remote) return { changed: [], rev: before };
    await this.run(['fetch', '--quiet', 'origin']);
    const target = await this.resolve(`origin/${this.branch}`);
    if (!target || target === before) return { changed: [], rev: before };
    const changed = before ? await this.changedFiles(before, target) : [];
    // Every local commit was pushed (or undone) when it was made: the remote's head is the truth.
    await this.run(['reset', '--quiet', '--hard', target]);
    return { changed, rev: target };
  }

  async head(): Promise<string> {
    return (await this.run(['rev-parse', 'HEAD'])).trim();
  }

  async resolve(rev: string): Promise<string | undefined> {
    const result = await runGit(this.dir, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    return result.code === 0 ? result.stdout.trim() : undefined;
  }

  async history(files: readonly string[], limit: number, range = 'HEAD'): Promise<CommitInfo[]> {
    const out = await runGit(this.dir, [
      'log',
      `-n${limit}`,
      '--name-only',
      `--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1f`,
      range,
      '--',
      ...files,
    ]);
    return out.code === 0 ? parseLog(out.stdout) : [];
  }

  async commitInfo(rev: string): Promise<CommitInfo | undefined> {
    const out = await runGit(this.dir, [
      'show',
      '--name-only',
      `--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1f`,
      rev,
      '--',
    ]);
    return out.code === 0 ? parseLog(out.stdout)[0] : undefined;
  }

  async fileAt(rev: string, file: string): Promise<string | undefined> {
    const out = await runGit(this.dir, ['show', `${rev}:${file}`]);
    return out.code === 0 ? out.stdout : undefined;
  }

  async changedFiles(rev1: string, rev2?: string): Promise<string[]> {
    const args = ['diff', '--name-only', '--no-renames', rev1];
    if (rev2) args.push(rev2);
    return (await this.run(args)).split('\n').filter((l) => l !== '');
  }
}

function parseLog(text: string): CommitInfo[] {
  return text
    .split('\x1e')
    .filter((chunk) => chunk.trim() !== '')
    .map((chunk) => {
      const [rev = '', author = '', email = '', date = '', message = '', rest = ''] =
        chunk.split('\x1f');
      return {
        rev,
        author,
        email,
        date,
        message,
        files: rest.split('\n').filter((l) => l.trim() !== ''),
      };
    });
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Adds the store's own hidden files to `.git/info/exclude` once. */
async function excludeStoreFiles(dir: string): Promise<void> {
  const gitDir = (await git(dir, ['rev-parse', '--absolute-git-dir'])).trim();
  const file = path.join(gitDir, 'info', 'exclude');
  const current = await readFile(file, 'utf8').catch(() => '');
  const missing = EXCLUDES.filter((line) => !current.split('\n').includes(line));
  if (missing.length === 0) return;
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(
    file,
    `${current === '' || current.endsWith('\n') ? '' : '\n'}${missing.join('\n')}\n`,
  );
}
