/**
 * Strict JSON parsing that keeps positions: config files are plain JSON (no comments, no
 * trailing commas), and every problem found later must point at a line and column, so the
 * syntax tree is kept next to the parsed value.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { decodePointer } from './json-pointer.ts';

/** 1-based line and column (UTF-16 code units). */
export interface Position {
  line: number;
  column: number;
}

/** A syntax error of a JSON text. */
export interface JsonSyntaxError extends Position {
  offset: number;
  message: string;
}

/** A key that appears twice in the same object (JSON.parse silently keeps the last one). */
export interface DuplicateKey extends Position {
  /** JSON pointer of the object holding the key. */
  objectPointer: string;
  key: string;
  first: Position;
}

/** A parsed JSON text with its syntax tree and line index. */
export interface JsonDocument {
  text: string;
  /** The parsed value; `undefined` when the text has a syntax error. */
  value: unknown;
  /** Syntax tree (jsonc-parser), present when the text parsed. */
  tree: Node | undefined;
  /** The first syntax error; later ones are usually consequences of it. */
  syntaxError: JsonSyntaxError | undefined;
  duplicateKeys: DuplicateKey[];
  /** Offsets at which each line starts. */
  lineStarts: number[];
}

/** Offsets where each line of `text` starts (`\n`, `\r\n` and lone `\r` end lines). */
export function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10) {
      starts.push(i + 1);
    }
  }
  return starts;
}

/** 1-based line and column of `offset`, given the line index of the text. */
export function positionAt(lineStarts: readonly number[], offset: number): Position {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
}

/** Parses `text` as strict JSON, keeping the tree, the first error and duplicate keys. */
export function parseJsonDocument(text: string): JsonDocument {
  const lineStarts = computeLineStarts(text);
  // A leading BOM is legal for editors but not for JSON.parse; positions still count it.
  const body = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  const errors: ParseError[] = [];
  const tree = parseTree(body, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first) {
    const { offset, message } = describeSyntaxError(body, first);
    return {
      text,
      value: undefined,
      tree: undefined,
      syntaxError: { offset, message, ...positionAt(lineStarts, offset) },
      duplicateKeys: [],
      lineStarts,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    // jsonc-parser accepted something JSON.parse rejects; use JSON.parse's offset if it gives one.
    const text0 = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(text0);
    const offset = at?.[1] ? Number(at[1]) : 0;
    return {
      text,
      value: undefined,
      tree: undefined,
      syntaxError: { offset, message: `invalid JSON: ${text0}`, ...positionAt(lineStarts, offset) },
      duplicateKeys: [],
      lineStarts,
    };
  }
  return {
    text,
    value,
    tree,
    syntaxError: undefined,
    duplicateKeys: tree ? findDuplicateKeys(tree, lineStarts) : [],
    lineStarts,
  };
}

/** Turns a jsonc-parser error into a message a person fixing the file understands. */
function describeSyntaxError(text: string, error: ParseError): { offset: number; message: string } {
  const code = printParseErrorCode(error.error);
  const at = text[error.offset];
  if (code === 'InvalidCommentToken')
    return { offset: error.offset, message: 'invalid JSON: comments are not allowed' };
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && (at === '}' || at === ']')) {
    const comma = previousNonSpace(text, error.offset);
    if (comma !== -1 && text[comma] === ',') {
      return { offset: comma, message: 'invalid JSON: trailing comma is not allowed' };
    }
  }
  if (error.offset >= text.length || (code === 'ValueExpected' && error.length === 0)) {
    if (text.trim() === '') return { offset: 0, message: 'invalid JSON: the file is empty' };
    return {
      offset: Math.min(error.offset, text.length),
      message: 'invalid JSON: unexpected end of file',
    };
  }
  const messages: Record<string, string> = {
    InvalidSymbol:
      at === "'"
        ? 'strings and property names need double quotes'
        : `unexpected ${JSON.stringify(text.slice(error.offset, error.offset + Math.max(1, error.length)))}`,
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'property name in double quotes expected',
    ValueExpected: 'value expected',
    ColonExpected: '":" expected after the property name',
    CommaExpected: '"," expected between values',
    CloseBraceExpected: '"}" or "," expected',
    CloseBracketExpected: '"]" or "," expected',
    EndOfFileExpected: 'unexpected content after the JSON value',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid \\u escape in string',
    InvalidEscapeCharacter: 'invalid escape in string',
    InvalidCharacter: 'control character in string (use an escape such as \\n or \\t)',
  };
  return { offset: error.offset, message: `invalid JSON: ${messages[code] ?? code}` };
}

function previousNonSpace(text: string, offset: number): number {
  let k = offset - 1;
  while (k >= 0 && /\s/.test(text[k] ?? '')) k--;
  return k;
}

function findDuplicateKeys(root: Node, lineStarts: readonly number[]): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const walk = (node: Node, pointer: string): void => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const prop of node.children ?? []) {
        const keyNode = prop.children?.[0];
        const valueNode = prop.children?.[1];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        const earlier = seen.get(key);
        if (earlier) {
          found.push({
            objectPointer: pointer,
            key,
            first: positionAt(lineStarts, earlier.offset),
            ...positionAt(lineStarts, keyNode.offset),
          });
        } else {
          seen.set(key, keyNode);
        }
        if (valueNode) walk(valueNode, `${pointer}/${escapeSegment(key)}`);
      }
    } else if (node.type === 'array') {
      node.children?.forEach((child, index) => walk(child, `${pointer}/${index}`));
    }
  };
  walk(root, '');
  return found;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** What a pointer resolves to in the tree: the value node, and the key node for properties. */
export interface PointerTarget {
  /** The node of the deepest existing value on the pointer's path. */
  node: Node;
  /** The property-name node when the value found is an object member. */
  keyNode: Node | undefined;
  /** Whether the whole pointer resolved (false: `node` is the nearest existing ancestor). */
  exact: boolean;
}

/** Resolves a JSON pointer in a syntax tree, stopping at the nearest existing ancestor. */
export function findPointerTarget(tree: Node, pointer: string): PointerTarget {
  let node = tree;
  let keyNode: Node | undefined;
  for (const segment of decodePointer(pointer)) {
    let next: Node | undefined;
    let nextKey: Node | undefined;
    if (node.type === 'object') {
      // The last occurrence wins, as in JSON.parse.
      for (const prop of node.children ?? []) {
        if (prop.children?.[0]?.value === segment) {
          nextKey = prop.children[0];
          next = prop.children[1];
        }
      }
    } else if (node.type === 'array' && /^(0|[1-9]\d*)$/.test(segment)) {
      next = node.children?.[Number(segment)];
    }
    if (!next) return { node, keyNode, exact: false };
    node = next;
    keyNode = nextKey;
  }
  return { node, keyNode, exact: true };
}

/**
 * Offset in the JSON text of character `index` of the decoded string held by `node`, so a
 * problem inside a long string (a `{param}` in `query_raw`) points at the exact spot.
 */
export function stringCharOffset(text: string, node: Node, index: number): number {
  let raw = node.offset + 1;
  const end = node.offset + node.length - 1;
  for (let decoded = 0; decoded < index && raw < end; decoded++) {
    if (text[raw] === '\\') raw += text[raw + 1] === 'u' ? 6 : 2;
    else raw++;
  }
  return raw;
}
