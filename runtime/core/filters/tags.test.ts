import { describe, expect, it } from 'vitest';
import { addTag, isTagKeyCode, TAG_KEY_CODES, type AddTagResult } from './tags';

describe('addTag', () => {
  it.each<[string, string[], string | null | undefined, AddTagResult]>([
    ['adds a trimmed tag', ['a'], '  b  ', { tags: ['a', 'b'] }],
    ['adds to an empty list', [], 'x', { tags: ['x'] }],
    [
      'refuses a duplicate',
      ['a', 'b'],
      'b',
      { tags: ['a', 'b'], error: 'That tag is already in use.' },
    ],
    [
      'refuses a duplicate after trimming',
      ['a'],
      ' a ',
      { tags: ['a'], error: 'That tag is already in use.' },
    ],
    ['is case-sensitive', ['a'], 'A', { tags: ['a', 'A'] }],
    ['ignores empty text', ['a'], '', { tags: ['a'] }],
    ['ignores blank text', ['a'], '   ', { tags: ['a'] }],
    ['ignores null', ['a'], null, { tags: ['a'] }],
    ['ignores undefined', [], undefined, { tags: [] }],
    ['keeps inner spaces and commas', [], 'new york, ny', { tags: ['new york, ny'] }],
  ])('%s', (_name, tags, raw, expected) => {
    const before = [...tags];
    expect(addTag(tags, raw)).toEqual(expected);
    expect(tags).toEqual(before);
  });
});

describe('isTagKeyCode', () => {
  it('lists Enter, comma and Tab', () => {
    expect([...TAG_KEY_CODES]).toEqual([13, 188, 9]);
  });

  it.each([
    [13, true],
    [188, true],
    [9, true],
    [32, false],
    [27, false],
    [0, false],
  ])('%d → %s', (code, expected) => {
    expect(isTagKeyCode(code)).toBe(expected);
  });
});
