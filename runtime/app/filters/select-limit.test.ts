import { describe, expect, it } from 'vitest';
import { selectLimit } from './select-limit.ts';

describe('selectLimit', () => {
  it.each<[unknown, number, number | undefined, boolean]>([
    [undefined, 80, undefined, false],
    [3, 2, 3, false],
    [3, 3, 3, true],
    [1, 1, 1, true],
    [0, 5, undefined, false],
    [2.5, 5, undefined, false],
    ['3', 5, undefined, false],
  ])('max %j with %i values', (max, count, limit, atMax) => {
    expect(selectLimit(max, count)).toEqual({ max: limit, atMax });
  });
});
