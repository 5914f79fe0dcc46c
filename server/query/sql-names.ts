/**
 * What a token means rather than how it is spelt: the name a word or quoted identifier stands
 * for, and the text a string literal holds. PostgreSQL reads `"query"`, `"QUERY"`,
 * `U&"\0071uery"` and `U&"q!0075ery" UESCAPE '!'` as identifiers and `E'glo\x62ex.'` as
 * `globex.`; checks that compare names and texts against lists (read-only-sql.ts,
 * schema-scope.ts) read them through here, so a spelling cannot hide a name.
 */
import type { SqlToken } from './sql-tokens.ts';

/** An identifier of a statement, with the index of the token that follows it. */
export interface NamedToken {
  /** Index of the identifier in the significant tokens. */
  index: number;
  token: SqlToken;
  /** The decoded name, lower-cased (DuckDB folds quoted names too; PostgreSQL is stricter). */
  name: string;
  /** The decoded name as written. */
  written: string;
  /** True for a plain word (which may be a keyword); false for a quoted identifier. */
  plain: boolean;
  /** Index of the next significant token after the identifier and any UESCAPE clause. */
  next: number;
}

/** Whether `token` is a `U&"..."` identifier or `U&'...'` string. */
export function isUnicodeEscaped(token: SqlToken): boolean {
  return /^u&/i.test(token.text);
}

/**
 * Every identifier among `tokens` (significant tokens: no spaces or comments), decoded. A
 * `UESCAPE 'c'` clause after a `U&` identifier sets its escape character and is skipped.
 */
export function readNames(tokens: readonly SqlToken[]): NamedToken[] {
  const names: NamedToken[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) continue;
    if (token.kind === 'word') {
      const previous = tokens[index - 1];
      // The UESCAPE word of a clause is part of the identifier or string before it.
      if (previous && isUnicodeEscaped(previous) && /^uescape$/i.test(token.text)) continue;
      names.push({
        index,
        token,
        name: token.text.toLowerCase(),
        written: token.text,
        plain: true,
        next: index + 1,
      });
    } else if (token.kind === 'quoted-identifier') {
      const { escape, next } = uescapeClause(tokens, index);
      const written = quotedIdentifierValue(token, escape);
      names.push({ index, token, name: written.toLowerCase(), written, plain: false, next });
    }
  }
  return names;
}

/**
 * The text of every string literal among `tokens` (significant tokens), decoded: `''`
 * doubling, `E'...'` backslash escapes, `U&'...'` Unicode escapes (with their UESCAPE
 * clause) and `$tag$...$tag$` bodies.
 */
export function readStrings(tokens: readonly SqlToken[]): string[] {
  const strings: string[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'string') return;
    // The escape character of a UESCAPE clause is not a text of the statement.
    const word = tokens[index - 1];
    const owner = tokens[index - 2];
    if (word?.kind === 'word' && /^uescape$/i.test(word.text) && owner && isUnicodeEscaped(owner)) {
      return;
    }
    strings.push(stringValue(token, uescapeClause(tokens, index).escape));
  });
  return strings;
}

/** The escape character a `UESCAPE 'c'` clause after tokens[index] sets, and what follows it. */
function uescapeClause(
  tokens: readonly SqlToken[],
  index: number,
): { escape: string; next: number } {
  const token = tokens[index];
  const word = tokens[index + 1];
  const literal = tokens[index + 2];
  if (
    token &&
    isUnicodeEscaped(token) &&
    word?.kind === 'word' &&
    /^uescape$/i.test(word.text) &&
    literal?.kind === 'string'
  ) {
    return { escape: stringValue(literal, '\\'), next: index + 3 };
  }
  return { escape: '\\', next: index + 1 };
}

/** The name a quoted identifier token stands for (`""` undoubled, U& escapes decoded). */
export function quotedIdentifierValue(token: SqlToken, escape = '\\'): string {
  const unicode = isUnicodeEscaped(token);
  const body = unquote(unicode ? token.text.slice(2) : token.text, '"');
  return unicode ? decodeUnicodeEscapes(body, escape) : body;
}

/** The text a string literal token holds. */
export function stringValue(token: SqlToken, escape = '\\'): string {
  const text = token.text;
  if (text.startsWith('$')) {
    const tag = /^\$[^$]*\$/.exec(text)?.[0] ?? '$$';
    const end =
      text.endsWith(tag) && text.length >= tag.length * 2 ? text.length - tag.length : text.length;
    return text.slice(tag.length, end);
  }
  if (isUnicodeEscaped(token)) return decodeUnicodeEscapes(unquote(text.slice(2), "'"), escape);
  if (/^e'/i.test(text))
    return decodeBackslashEscapes(text.slice(2, text.endsWith("'") ? -1 : undefined));
  return unquote(text, "'");
}

/** The body of a quoted token without its quotes, doubled quotes undoubled. */
function unquote(text: string, quote: string): string {
  const closed = text.length >= 2 && text.endsWith(quote);
  return text.slice(1, closed ? -1 : undefined).replaceAll(quote + quote, quote);
}

/**
 * PostgreSQL's Unicode escapes (`U&` identifiers and strings): `\XXXX` (4 hex digits),
 * `\+XXXXXX` (6 hex digits) and `\\`, with `escape` in place of the backslash. Invalid
 * sequences are kept as written (the database refuses them).
 */
export function decodeUnicodeEscapes(body: string, escape = '\\'): string {
  if (escape.length !== 1) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? '';
    if (ch !== escape) {
      out += ch;
      continue;
    }
    if (body[i + 1] === escape) {
      out += escape;
      i++;
      continue;
    }
    const long = body[i + 1] === '+';
    const digits = body.slice(i + (long ? 2 : 1), i + (long ? 8 : 5));
    const code =
      /^[0-9a-f]+$/i.test(digits) && digits.length === (long ? 6 : 4)
        ? Number.parseInt(digits, 16)
        : undefined;
    if (code === undefined || code > 0x10ffff) {
      out += ch;
      continue;
    }
    out += long ? String.fromCodePoint(code) : String.fromCharCode(code);
    i += long ? 7 : 4;
  }
  return out;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** PostgreSQL's `E'...'` escapes: \b \f \n \r \t, octal, \xHH, \uXXXX, \UXXXXXXXX, \c → c. */
export function decodeBackslashEscapes(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? '';
    if (ch === "'" && body[i + 1] === "'") {
      out += "'";
      i++;
      continue;
    }
    if (ch !== '\\' || i + 1 >= body.length) {
      out += ch;
      continue;
    }
    const next = body[i + 1] ?? '';
    const rest = body.slice(i + 1);
    const numeric =
      /^[0-7]{1,3}/.exec(rest) ??
      /^x([0-9a-fA-F]{1,2})/.exec(rest) ??
      /^u([0-9a-fA-F]{4})/.exec(rest) ??
      /^U([0-9a-fA-F]{8})/.exec(rest);
    if (numeric) {
      const octal = numeric[1] === undefined;
      const code = Number.parseInt(octal ? numeric[0] : (numeric[1] ?? ''), octal ? 8 : 16);
      out += code <= 0x10ffff ? String.fromCodePoint(code) : numeric[0];
      i += numeric[0].length;
      continue;
    }
    out += SIMPLE_ESCAPES[next] ?? next;
    i++;
  }
  return out;
}
