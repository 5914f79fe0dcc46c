/** Building problems that point at the exact line and column of a value. */
import type { ConfigFile, Problem } from './config-types.ts';
import { findPointerTarget, positionAt, stringCharOffset } from './json-document.ts';

/** Where in the pointed value a problem should point. */
export interface ProblemAnchor {
  /** Point at the property name instead of its value (unknown or duplicate keys). */
  key?: boolean;
  /** For string values: point at this character of the decoded string. */
  charIndex?: number;
}

/**
 * A problem about the value at `pointer` in `file`. When the pointer does not exist in the
 * file (a missing property, a default), it points at the nearest existing ancestor.
 */
export function problemAt(
  file: ConfigFile,
  pointer: string,
  message: string,
  rule: string,
  anchor: ProblemAnchor = {},
): Problem {
  const tree = file.json?.tree;
  let offset = 0;
  if (tree) {
    const target = findPointerTarget(tree, pointer);
    if (anchor.key && target.keyNode) {
      offset = target.keyNode.offset;
    } else if (anchor.charIndex !== undefined && target.exact && target.node.type === 'string') {
      offset = stringCharOffset(file.text, target.node, anchor.charIndex);
    } else {
      offset = target.node.offset;
    }
  }
  return { file: file.relPath, ...positionAt(file.lineStarts, offset), pointer, message, rule };
}

/** A problem at a character offset of a file (SQL files, syntax errors). */
export function problemAtOffset(
  file: ConfigFile,
  offset: number,
  pointer: string,
  message: string,
  rule: string,
): Problem {
  return { file: file.relPath, ...positionAt(file.lineStarts, offset), pointer, message, rule };
}

/** A problem about a path that has no usable content (missing or misplaced files). */
export function problemAtPath(relPath: string, message: string, rule: string): Problem {
  return { file: relPath, line: 1, column: 1, pointer: '', message, rule };
}

/** Orders problems by file, line, column, and drops exact duplicates. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.file}\0${p.line}\0${p.column}\0${p.pointer}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column,
  );
}

/** Short, readable rendering of a value for messages (`42`, `"abc"`, `{…}`). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[…] (${value.length} items)`;
  if (value !== null && typeof value === 'object') return '{…}';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
}
