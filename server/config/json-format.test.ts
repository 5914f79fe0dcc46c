import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { formatJson, stringWidth } from './json-format.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../config-samples');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // A tenant's data/ folder holds data files as their sources publish them, not config.
    if (statSync(file).isDirectory()) return name === 'data' ? [] : jsonFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

/** What `prettier --write` (this repo's .prettierrc) makes of JSON.stringify's output. */
async function prettierJson(value: unknown): Promise<string> {
  return format(JSON.stringify(value, null, 2), {
    parser: 'json',
    printWidth: 100,
    singleQuote: true,
    trailingComma: 'all',
  });
}

/** A small seeded generator (deterministic cases, no Math.random). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const words = ['a', 'region_id', 'Région', '日本語', 'x'.repeat(28), '😀', 'q"uote', 'tab\t'];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const value = (depth: number): unknown => {
    const roll = next();
    if (depth > 4 || roll < 0.35) {
      const kind = next();
      if (kind < 0.3) return Math.floor(next() * 200000) - 1000;
      if (kind < 0.4) return Math.round(next() * 1e6) / 1000;
      if (kind < 0.5) return next() < 0.5;
      if (kind < 0.55) return null;
      return pick(words).repeat(1 + Math.floor(next() * 3));
    }
    if (roll < 0.65) {
      const length = Math.floor(next() * (next() < 0.2 ? 40 : 6));
      const kind = next();
      return Array.from({ length }, () =>
        kind < 0.3
          ? Math.floor(next() * 100000)
          : kind < 0.5
            ? [Math.floor(next() * 9), Math.floor(next() * 9)]
            : value(depth + 1),
      );
    }
    const object: Record<string, unknown> = {};
    const size = Math.floor(next() * 5);
    for (let i = 0; i < size; i++) object[`${pick(words).slice(0, 12)}${i}`] = value(depth + 1);
    return object;
  };
  return value;
}

describe('formatJson', () => {
  it.each(jsonFiles(SAMPLES).map((file) => [path.relative(SAMPLES, file), file]))(
    'reprints %s byte for byte',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(formatJson(JSON.parse(text))).toBe(text);
    },
  );

  it.each([
    ['short number list', { a: [1, 2, 3] }],
    [
      'matrix',
      {
        b: [
          [1, 2],
          [3, 4],
        ],
      },
    ],
    ['list of single-item lists', { c: [[1], [2]] }],
    ['empty containers', { d: [{}], e: [[]], f: {} }],
    ['object inside a list', { g: [{ x: 1 }] }],
    ['long number list (filled)', { n: Array.from({ length: 40 }, (_, i) => i * 1000) }],
    ['long string list', { s: Array.from({ length: 12 }, (_, i) => `item${i}`) }],
    [
      'matrix inside a list',
      {
        k: [
          [
            [1, 2],
            [3, 4],
          ],
        ],
      },
    ],
    ['wide characters', { u: ['日本語テキスト'.repeat(6), 'é'] }],
    ['line exactly at the width', { key: ['a'.repeat(40), 'b'.repeat(45)] }],
  ])('matches prettier: %s', async (_name, value) => {
    expect(formatJson(value)).toBe(await prettierJson(value));
  });

  it('matches prettier on 300 generated documents', async () => {
    const value = generator(20261121);
    for (let i = 0; i < 300; i++) {
      const doc = value(0);
      expect(formatJson(doc)).toBe(await prettierJson(doc));
    }
  });

  it('ends with one newline and indents by two spaces', () => {
    expect(formatJson({ a: { b: 1 } })).toBe('{\n  "a": {\n    "b": 1\n  }\n}\n');
  });
});

describe('stringWidth', () => {
  it.each([
    ['abc', 3],
    ['é', 1],
    ['e\u0301', 1],
    ['日本', 4],
    ['😀', 2],
  ])('%j is %i columns wide', (text, width) => {
    expect(stringWidth(text)).toBe(width);
  });
});
