import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonDepthExceeds', () => {
  it.each([
    ['flat object', '{"a":1}', 1, false],
    ['empty', '', 1, false],
    ['scalar', '42', 0, false],
    ['exactly the limit', nested(64), 64, false],
    ['one past the limit', nested(65), 64, true],
    ['objects count too', '{"a":{"b":{"c":1}}}', 2, true],
    ['siblings do not add up', '[[1],[2],[3],{"a":4}]', 2, false],
    ['brackets in strings do not count', '{"a":"[[[[{{{{"}', 1, false],
    ['escaped quotes stay in the string', '{"a":"\\"[[[["}', 1, false],
    ['escaped backslash ends before the quote', '["\\\\", [[1]]]', 2, true],
    ['10k deep', nested(10_000), 64, true],
  ])('%s', (_name, text, max, expected) => {
    expect(jsonDepthExceeds(text, max)).toBe(expected);
  });
});
