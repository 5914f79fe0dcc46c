/** How `navigator validate` prints problems: one greppable, editor-linkable line each. */
import path from 'node:path';
import type { Problem } from '../config/config-types.ts';

/**
 * `file:line:column  /pointer  message`, with the file relative to `cwd` so terminals, editors
 * and CI annotate it. The whole-file pointer `''` prints as `/`.
 */
export function formatProblemLine(problem: Problem, configDir: string, cwd: string): string {
  const file = displayPath(path.join(configDir, ...problem.file.split('/')), cwd);
  return `${file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${problem.message}`;
}

/** A path relative to `cwd` with `/` separators (absolute when it lies outside `cwd`'s drive). */
export function displayPath(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  if (relative === '') return '.';
  if (path.isAbsolute(relative)) return relative;
  return relative.split(path.sep).join('/');
}

/** `3 problems in 2 files`, or `<dir>: 14 files, no problems`. */
export function formatSummary(
  problems: readonly Problem[],
  fileCount: number,
  dirLabel: string,
): string {
  if (problems.length === 0) return `${dirLabel}: ${plural(fileCount, 'file')}, no problems`;
  const files = new Set(problems.map((p) => p.file)).size;
  return `${plural(problems.length, 'problem')} in ${plural(files, 'file')}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
