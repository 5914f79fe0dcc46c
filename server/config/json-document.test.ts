import { describe, expect, it } from 'vitest';
import {
  computeLineStarts,
  findPointerTarget,
  parseJsonDocument,
  positionAt,
  stringCharOffset,
} from './json-document.ts';
import { decodePointer, getAtPointer, joinPointer } from './json-pointer.ts';

describe('parseJsonDocument syntax errors', () => {
  it.each([
    [
      'trailing comma in object',
      '{\n  "a": 1,\n}\n',
      2,
      9,
      'invalid JSON: trailing comma is not allowed',
    ],
    [
      'trailing comma in array',
      '{"a": [1, 2,\n]}',
      1,
      12,
      'invalid JSON: trailing comma is not allowed',
    ],
    ['line comment', '{\n  // note\n  "a": 1\n}', 2, 3, 'invalid JSON: comments are not allowed'],
    ['block comment', '{"a": /* x */ 1}', 1, 7, 'invalid JSON: comments are not allowed'],
    ['missing colon', '{\n  "a" 1\n}', 2, 7, 'invalid JSON: ":" expected after the property name'],
    [
      'missing comma',
      '{\n  "a": 1\n  "b": 2\n}',
      3,
      3,
      'invalid JSON: "," expected between values',
    ],
    [
      'single quotes',
      "{'a': 1}",
      1,
      2,
      'invalid JSON: strings and property names need double quotes',
    ],
    ['unterminated object', '{\n  "a": 1\n', 3, 1, 'invalid JSON: unexpected end of file'],
    ['empty file', '', 1, 1, 'invalid JSON: the file is empty'],
    ['blank file', '\n\n', 1, 1, 'invalid JSON: the file is empty'],
    ['two values', '{}\n{}', 2, 1, 'invalid JSON: unexpected content after the JSON value'],
    [
      'raw tab in string',
      '{"a": "x\ty"}',
      1,
      7,
      'invalid JSON: control character in string (use an escape such as \\n or \\t)',
    ],
    ['bad escape', '{"a": "\\q"}', 1, 7, 'invalid JSON: invalid escape in string'],
    ['bare word', '{"a": yes}', 1, 7, 'invalid JSON: unexpected "yes"'],
  ])('%s', (_label, text, line, column, message) => {
    const doc = parseJsonDocument(text);
    expect(doc.value).toBeUndefined();
    expect(doc.syntaxError).toMatchObject({ line, column, message });
  });

  it('parses valid JSON and keeps the tree', () => {
    const doc = parseJsonDocument('{"a": [1, {"b": "c"}]}');
    expect(doc.syntaxError).toBeUndefined();
    expect(doc.value).toEqual({ a: [1, { b: 'c' }] });
    expect(doc.tree?.type).toBe('object');
  });

  it('accepts a leading BOM and keeps columns counting it', () => {
    const doc = parseJsonDocument('\ufeff{"a": 1,}');
    expect(doc.syntaxError).toMatchObject({ line: 1, column: 9 });
    expect(parseJsonDocument('\ufeff{"a": 1}').value).toEqual({ a: 1 });
  });

  it('reports duplicate keys at the second occurrence', () => {
    const doc = parseJsonDocument('{\n  "w": {\n    "x": 1,\n    "x": 2\n  }\n}');
    expect(doc.value).toEqual({ w: { x: 2 } });
    expect(doc.duplicateKeys).toEqual([
      { objectPointer: '/w', key: 'x', line: 4, column: 5, first: { line: 3, column: 5 } },
    ]);
  });
});

describe('positions', () => {
  it.each([
    ['a\nbc\r\nd\re', [0, 2, 6, 8]],
    ['', [0]],
    ['\n', [0, 1]],
  ])('line starts of %j', (text, starts) => {
    expect(computeLineStarts(text)).toEqual(starts);
  });

  it.each([
    [0, 1, 1],
    [1, 1, 2],
    [2, 2, 1],
    [4, 2, 3],
    [6, 3, 1],
    [9, 4, 2],
  ])('offset %d is line %d column %d', (offset, line, column) => {
    expect(positionAt(computeLineStarts('a\nbc\r\nd\re!'), offset)).toEqual({ line, column });
  });
});

describe('findPointerTarget', () => {
  const text = '{\n  "a": [10, {"b~c": {"d/e": true}}],\n  "k": "v"\n}';
  const tree = parseJsonDocument(text).tree!;

  it.each([
    ['', 0, true],
    ['/a', text.indexOf('['), true],
    ['/a/0', text.indexOf('10'), true],
    ['/a/1/b~0c', text.indexOf('{"d'), true],
    ['/a/1/b~0c/d~1e', text.indexOf('true'), true],
    ['/k', text.indexOf('"v"'), true],
    ['/a/7', text.indexOf('['), false],
    ['/a/x', text.indexOf('['), false],
    ['/missing/deeper', 0, false],
  ])('%s', (pointer, offset, exact) => {
    const target = findPointerTarget(tree, pointer);
    expect(target.node.offset).toBe(offset);
    expect(target.exact).toBe(exact);
  });

  it('gives the key node of an object member', () => {
    expect(findPointerTarget(tree, '/k').keyNode?.offset).toBe(text.indexOf('"k"'));
  });
});

describe('stringCharOffset', () => {
  it.each([
    ['plain', '{"s": "ab{p}"}', 2],
    ['after \\n escape', '{"s": "a\\nb{p}"}', 3],
    ['after \\u escape', '{"s": "\\u00e9{p}"}', 1],
    ['after escaped quote', '{"s": "\\"{p}"}', 1],
  ])('%s', (_label, text, index) => {
    const node = findPointerTarget(parseJsonDocument(text).tree!, '/s').node;
    expect(text.slice(stringCharOffset(text, node, index))).toMatch(/^\{p\}/);
  });
});

describe('json pointers', () => {
  it.each([
    ['', []],
    ['/a', ['a']],
    ['/a~1b/c~0d/0', ['a/b', 'c~d', '0']],
  ])('decodes %j', (pointer, segments) => {
    expect(decodePointer(pointer)).toEqual(segments);
  });

  it('joins and escapes segments', () => {
    expect(joinPointer('/widgets', 'a/b', 'c~d', 0)).toBe('/widgets/a~1b/c~0d/0');
  });

  it('reads values at pointers', () => {
    const value = { a: [1, { 'b/c': 2 }] };
    expect(getAtPointer(value, '/a/1/b~1c')).toBe(2);
    expect(getAtPointer(value, '/a/5')).toBeUndefined();
    expect(getAtPointer(value, '/a/0/x')).toBeUndefined();
    expect(getAtPointer(value, '/toString')).toBeUndefined();
  });
});
