/**
 * Prints JSON exactly as `prettier --write` (this repository's .prettierrc, parser json)
 * prints `JSON.stringify(value, null, 2)`: config files are prettier-formatted in git, so a
 * save from the server must produce the same bytes, or the first save of a hand-formatted
 * file would rewrite lines nobody changed.
 *
 * prettier's rules for that input, reproduced here:
 * - a non-empty object is always expanded (JSON.stringify put a newline after its `{`);
 * - an array stays on one line when it holds no expanded value and fits in the print width
 *   (counting the `,` that follows it on the line); otherwise one element per line;
 * - an array of two or more arrays that each hold two or more elements is always expanded;
 * - an array of numbers that does not fit is filled: as many numbers per line as fit.
 */

/** prettier's `printWidth` in .prettierrc.json. */
export const PRINT_WIDTH = 100;

const INDENT = '  ';

/** The file text for a JSON value: prettier-formatted, 2-space indent, final newline. */
export function formatJson(value: unknown): string {
  return `${printValue(value, 0, 0, 0)}\n`;
}

/**
 * Prints `value` whose first character sits at `column`, at nesting `depth`, followed on its
 * line by `trailing` more characters (the `,` after it) before the next line break.
 */
function printValue(value: unknown, depth: number, column: number, trailing: number): string {
  if (Array.isArray(value)) return printArray(value, depth, column, trailing);
  if (isObject(value)) return printObject(value, depth);
  return printScalar(value);
}

function printObject(value: Record<string, unknown>, depth: number): string {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const pad = INDENT.repeat(depth + 1);
  const lines = entries.map(([key, item], index) => {
    const prefix = `${pad}${JSON.stringify(key)}: `;
    const trailing = index < entries.length - 1 ? 1 : 0;
    return prefix + printValue(item, depth + 1, stringWidth(prefix), trailing);
  });
  return `{\n${lines.join(',\n')}\n${INDENT.repeat(depth)}}`;
}

function printArray(value: unknown[], depth: number, column: number, trailing: number): string {
  if (value.length === 0) return '[]';
  if (!mustExpand(value)) {
    const flat = printFlat(value);
    if (column + stringWidth(flat) + trailing <= PRINT_WIDTH) return flat;
  }
  const pad = INDENT.repeat(depth + 1);
  const close = `\n${INDENT.repeat(depth)}]`;
  if (value.every(isNumber)) return `[\n${fillNumbers(value, pad)}${close}`;
  const lines = value.map(
    (item, index) =>
      pad + printValue(item, depth + 1, pad.length, index < value.length - 1 ? 1 : 0),
  );
  return `[\n${lines.join(',\n')}${close}`;
}

/** Numbers packed as prettier's `fill` does: the next one joins the line while it fits. */
function fillNumbers(value: unknown[], pad: string): string {
  const parts = value.map(
    (item, index) => printScalar(item) + (index < value.length - 1 ? ',' : ''),
  );
  let text = pad + (parts[0] ?? '');
  let column = stringWidth(text);
  for (const part of parts.slice(1)) {
    const width = stringWidth(part);
    if (column + 1 + width <= PRINT_WIDTH) {
      text += ` ${part}`;
      column += 1 + width;
    } else {
      text += `\n${pad}${part}`;
      column = pad.length + width;
    }
  }
  return text;
}

/** An array prettier never puts on one line: it holds an expanded value, or is a matrix. */
function mustExpand(value: unknown[]): boolean {
  if (value.some(hasLineBreak)) return true;
  return (
    value.length > 1 && value.every((item) => Array.isArray(item) && (item as unknown[]).length > 1)
  );
}

function hasLineBreak(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && mustExpand(value);
  return isObject(value) && Object.values(value).some((v) => v !== undefined);
}

/** One-line form of a value that holds no expanded value. */
function printFlat(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(printFlat).join(', ')}]`;
  if (isObject(value)) return '{}';
  return printScalar(value);
}

function printScalar(value: unknown): string {
  // JSON.stringify's own rules: NaN and Infinity become null, -0 becomes 0.
  return JSON.stringify(value) ?? 'null';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number';
}

/**
 * Display width as prettier measures it: East Asian wide and full-width characters and emoji
 * count 2, combining marks 0, everything else 1.
 */
export function stringWidth(text: string): number {
  // eslint-disable-next-line no-control-regex -- plain ASCII is by far the common case.
  if (/^[\x00-\x7f]*$/.test(text)) return text.length;
  let width = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    width += isWide(char.codePointAt(0) ?? 0) || /\p{Extended_Pictographic}/u.test(char) ? 2 : 1;
  }
  return width;
}

const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

function isWide(codePoint: number): boolean {
  return WIDE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}
