import { describe, expect, it } from 'vitest';
import { INITIAL_SPLIT_PERCENT, splitPercentAt } from './useSplitPane.ts';

describe('splitPercentAt', () => {
  it('starts at 60 percent', () => {
    expect(INITIAL_SPLIT_PERCENT).toBe(60);
  });

  it.each([
    [500, 100, 1000, 40],
    [100, 100, 1000, 15],
    [1100, 100, 1000, 85],
    [300, 0, 0, 60],
  ])('pointer at %d in a box from %d, %d px high → %d %%', (y, top, height, percent) => {
    expect(splitPercentAt(y, top, height)).toBe(percent);
  });
});
