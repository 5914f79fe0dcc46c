/**
 * Errors of config writes. Each carries the HTTP status the API answers with, so routes map
 * them without guessing.
 */
import type { Problem } from './config-types.ts';

/** The entity changed since the client read it, or a create found it already there: 409. */
export class StaleWriteError extends Error {
  readonly statusCode = 409;
  /** The version on disk now (undefined: the file does not exist). */
  readonly currentVersion: string | undefined;

  constructor(message: string, currentVersion: string | undefined) {
    super(message);
    this.name = 'StaleWriteError';
    this.currentVersion = currentVersion;
  }
}

/** The new content fails its schema or a cross-reference check: 400, file untouched. */
export class InvalidEntityError extends Error {
  readonly statusCode = 400;
  /** Every problem, pointing into the file as it would have been written. */
  readonly problems: Problem[];

  constructor(problems: Problem[], message = describeProblems(problems)) {
    super(message);
    this.name = 'InvalidEntityError';
    this.problems = problems;
  }
}

/** The tenant or the entity to update or remove does not exist: 404. */
export class EntityNotFoundError extends Error {
  readonly statusCode = 404;

  constructor(message: string) {
    super(message);
    this.name = 'EntityNotFoundError';
  }
}

/** `file /pointer: message` for each problem, joined with `; `. */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file} ${p.pointer || '/'}: ${p.message}`).join('; ');
}

/** The config directory does not validate, so the store cannot start serving it. */
export class InvalidConfigError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in the config directory:\n` +
        problems.map(formatProblem).join('\n'),
    );
    this.name = 'InvalidConfigError';
    this.problems = problems;
  }
}

/** `file:line:column  /pointer  message`, the way `navigator validate` prints a problem. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${problem.message}`;
}

/** One commit of the config repository, as History and a conflict show it. */
export interface CommitInfo {
  rev: string;
  author: string;
  email: string;
  /** ISO 8601 author date. */
  date: string;
  message: string;
  /** Files the commit touched, relative to the config directory. */
  files: string[];
}

/**
 * The config remote got a change of the same file first (another node's save): this save was
 * undone (the file is the remote's again) and is answered 409 with that other change.
 */
export class ConfigConflictError extends StaleWriteError {
  constructor(
    readonly files: string[],
    readonly other: CommitInfo | undefined,
  ) {
    super(
      `${files.join(', ')} changed in the config repository meanwhile${other ? ` (${other.rev.slice(0, 8)} by ${other.author}: ${other.message})` : ''}; reload and save again`,
      undefined,
    );
    this.name = 'ConfigConflictError';
  }
}
