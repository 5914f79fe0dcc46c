import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PLACEHOLDERS,
  findPlaceholders,
  isBuiltInPlaceholder,
  placeholderNames,
} from './sql-placeholders.ts';

const names = (sql: string): string[] => findPlaceholders(sql).map((p) => p.name);

describe('findPlaceholders', () => {
  it.each([
    ['plain', 'SELECT * FROM t WHERE a = {store_id}', ['store_id']],
    [
      'several',
      'SELECT {fields} FROM t {where_cond} AND d >= {firstdate}',
      ['fields', 'where_cond', 'firstdate'],
    ],
    ['repeated', 'SELECT {a}, {a}', ['a', 'a']],
    ['adjacent', '{a}{b}', ['a', 'b']],
    ['digits and underscores', 'x = {_p1} + {2x}', ['_p1', '2x']],
    ['no placeholders', 'SELECT 1', []],
    ['empty braces', 'SELECT {} , { }', []],
    ['non-word inside', 'SELECT {a-b}, {a b}, {a.b}', []],
    ['JSON literal without quotes', 'SELECT {"k": 1}', []],
    ['nested brace', 'SELECT {{a}}', ['a']],
    ['unclosed brace', 'SELECT {abc', []],
    ['single-quoted string', "WHERE a = '{not_me}' AND b = {me}", ['me']],
    ['doubled quote escape', "WHERE a = 'it''s {not_me}' AND b = {me}", ['me']],
    ['JSON in a string literal', `SELECT '{"a": {"b": 1}}'::json, {me}`, ['me']],
    ['E-string with backslash quote', "WHERE a = E'x\\' {not_me}' AND {me}", ['me']],
    ['backslash in plain string ends at quote', "WHERE a = 'x\\' AND {me} = 1", ['me']],
    ['double-quoted identifier', 'SELECT "{not_me}" FROM t WHERE {me}', ['me']],
    ['line comment', 'SELECT 1 -- {not_me}\nWHERE {me}', ['me']],
    ['line comment at end', 'SELECT {me} -- {not_me}', ['me']],
    ['block comment', 'SELECT /* {not_me} */ {me}', ['me']],
    ['multi-line block comment', 'SELECT /*\n{not_me}\n*/ {me}', ['me']],
    ['nested block comment', 'SELECT /* a /* {x} */ {y} */ {me}', ['me']],
    ['unterminated comment', 'SELECT {me} /* {not_me}', ['me']],
    ['unterminated string', "SELECT {me}, '{not_me}", ['me']],
    ['dollar-quoted string', 'SELECT $$ {not_me} $$, {me}', ['me']],
    ['tagged dollar quote', 'SELECT $fn$ {not_me} $$ {still_not} $fn$, {me}', ['me']],
    ['positional parameter is not a dollar quote', 'WHERE a = $1 AND b = {me} AND c = $2', ['me']],
    ['minus is not a comment', 'SELECT {a} - {b}', ['a', 'b']],
    ['slash is not a comment', 'SELECT {a} / {b}', ['a', 'b']],
  ])('%s', (_label, sql, expected) => {
    expect(names(sql)).toEqual(expected);
  });

  it('reports offsets, lengths and 1-based line/column of the opening brace', () => {
    const sql =
      "SELECT *\n  FROM t -- {x}\n WHERE a = '{y}'\n   AND b = {store_id} AND c IN ({ids})";
    expect(findPlaceholders(sql)).toEqual([
      { name: 'store_id', offset: sql.indexOf('{store_id}'), length: 10, line: 4, column: 12 },
      { name: 'ids', offset: sql.indexOf('{ids}'), length: 5, line: 4, column: 33 },
    ]);
  });

  it('counts lines inside skipped strings and comments', () => {
    const sql = "SELECT '\n\n' /*\n*/ --\n{p}";
    expect(findPlaceholders(sql)).toEqual([
      { name: 'p', offset: sql.length - 3, length: 3, line: 5, column: 1 },
    ]);
  });

  it('counts CRLF line ends as one line', () => {
    const sql = 'SELECT 1\r\nWHERE a = {p}';
    expect(findPlaceholders(sql)[0]).toMatchObject({ line: 2, column: 11 });
  });
});

describe('placeholderNames', () => {
  it('lists distinct names in first-use order', () => {
    expect(placeholderNames('{b} {a} {b} {where_cond}')).toEqual(['b', 'a', 'where_cond']);
  });
});

describe('built-in placeholders', () => {
  it('are the ones the query engine fills', () => {
    expect([...BUILT_IN_PLACEHOLDERS].sort()).toEqual([
      'and_cond',
      'fields',
      'filter',
      'filterdate',
      'firstdate',
      'lastdate',
      'where_cond',
    ]);
  });

  it.each([
    ['where_cond', true],
    ['filterdate', true],
    ['store_id', false],
    ['where', false],
  ])('isBuiltInPlaceholder(%s) = %s', (name, expected) => {
    expect(isBuiltInPlaceholder(name)).toBe(expected);
  });
});
