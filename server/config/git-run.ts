/**
 * Runs the `git` binary with an argument array (never a shell), in a given work tree. A
 * non-zero exit is returned, not thrown: callers decide what a failed push or rebase means.
 */
import { execFile } from 'node:child_process';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Thrown when the `git` binary is not installed. */
export class GitMissingError extends Error {}

/** Who a commit is by (users.json name and e-mail of the signed-in user). */
export interface GitAuthor {
  name: string;
  email: string;
}

export function runGit(
  cwd: string,
  args: readonly string[],
  options: { author?: GitAuthor; input?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<GitResult> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    // Never ask anything on a terminal; never read the operator's own git config for identity.
    GIT_TERMINAL_PROMPT: '0',
    GIT_COMMITTER_NAME: process.env.NAVIGATOR_GIT_COMMITTER_NAME || 'Navigator',
    GIT_COMMITTER_EMAIL: process.env.NAVIGATOR_GIT_COMMITTER_EMAIL || 'navigator@localhost',
    GIT_AUTHOR_NAME: options.author?.name || 'Navigator',
    GIT_AUTHOR_EMAIL: options.author?.email || 'navigator@localhost',
  };
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      ['-c', 'core.quotepath=off', '-c', 'advice.detachedHead=false', ...args],
      { cwd, env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (code === 'ENOENT') return reject(new GitMissingError('git is not installed'));
        const status = error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0;
        resolve({ code: status, stdout, stderr });
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** Runs git and throws (naming the command and git's message) unless it exits 0. */
export async function git(
  cwd: string,
  args: readonly string[],
  options: { author?: GitAuthor; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const result = await runGit(cwd, args, options);
  if (result.code !== 0) {
    throw new Error(`git ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout;
}
