import { describe, expect, it } from 'vitest';
import {
  decodeBackslashEscapes,
  decodeUnicodeEscapes,
  readNames,
  readStrings,
} from './sql-names.ts';
import { significantTokens, tokenizeSql } from './sql-tokens.ts';

describe('U& tokens', () => {
  it.each([
    ['U&"\\0067lobex".secrets', 'quoted-identifier', 'U&"\\0067lobex"'],
    ['u&"a""b" x', 'quoted-identifier', 'u&"a""b"'],
    ["U&'\\0041' x", 'string', "U&'\\0041'"],
  ])('%j starts with one %s token', (sql, kind, text) => {
    expect(tokenizeSql(sql)[0]).toMatchObject({ kind, text });
  });

  it('reads a word ending in u followed by & as a word and an operator', () => {
    expect(tokenizeSql('nu&"x"').map((token) => token.kind)).toEqual([
      'word',
      'symbol',
      'quoted-identifier',
    ]);
  });
});

describe('readNames', () => {
  it.each([
    ['SELECT * FROM "query"(1)', 'query', 3, '('],
    ['SELECT * FROM "QUERY_TABLE"(1)', 'query_table', 3, '('],
    ['SELECT * FROM U&"\\0071uery"(1)', 'query', 3, '('],
    ['SELECT * FROM U&"\\+000071uery"(1)', 'query', 3, '('],
    ['SELECT * FROM U&"q!0075ery" UESCAPE \'!\' (1)', 'query', 3, '('],
    ['SELECT * FROM U&"q!0075ery" /* c */ uescape \'!\'(1)', 'query', 3, '('],
    ['SELECT * FROM U&"\\0067lobex".secrets', 'globex', 3, '.'],
    ['SELECT * FROM "pg_read_file"(1)', 'pg_read_file', 3, '('],
    ['SELECT "a""b" FROM t', 'a"b', 1, 'FROM'],
  ])('%j names %j', (sql, name, index, following) => {
    const tokens = significantTokens(sql);
    const named = readNames(tokens).find((item) => item.index === index);
    expect(named?.name).toBe(name);
    expect(tokens[named?.next ?? -1]?.text).toBe(following);
  });

  it('does not read the UESCAPE word as a name', () => {
    const names = readNames(significantTokens('SELECT U&"x!0041" UESCAPE \'!\' FROM t'));
    expect(names.map((item) => item.name)).toEqual(['select', 'xa', 'from', 't']);
  });
});

describe('readStrings', () => {
  it.each([
    ["SELECT 'it''s'", "it's"],
    ["SELECT E'glo\\x62ex.stores'", 'globex.stores'],
    ["SELECT E'\\147lobex\\u002Estores\\n'", 'globex.stores\n'],
    ["SELECT U&'\\0067lobex.stores'", 'globex.stores'],
    ["SELECT U&'!0067lobex.stores' UESCAPE '!'", 'globex.stores'],
    ['SELECT $$globex.stores$$', 'globex.stores'],
    ['SELECT $q$globex.stores$q$', 'globex.stores'],
  ])('%j holds %j', (sql, text) => {
    expect(readStrings(significantTokens(sql))).toEqual([text]);
  });
});

describe('escape decoders', () => {
  it.each([
    ['\\0067lobex', '\\', 'globex'],
    ['\\+01F600!', '\\', '\u{1F600}!'],
    ['a\\\\b', '\\', 'a\\b'],
    ['!0041!!', '!', 'A!'],
    ['\\00zz', '\\', '\\00zz'],
    ['\\D83D\\DE00', '\\', '\u{1F600}'],
  ])('unicode %j (escape %j) → %j', (body, escape, text) => {
    expect(decodeUnicodeEscapes(body, escape)).toBe(text);
  });

  it.each([
    ['\\x41\\102\\u0043\\U00000044', 'ABCD'],
    ["a\\tb\\\\c\\'d", "a\tb\\c'd"],
    ["x''y", "x'y"],
  ])('backslash %j → %j', (body, text) => {
    expect(decodeBackslashEscapes(body)).toBe(text);
  });
});
