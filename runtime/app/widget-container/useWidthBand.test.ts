import { describe, expect, it } from 'vitest';
import { widthBand } from './useWidthBand.ts';

describe('widthBand', () => {
  it.each([
    [0, -1],
    [120, 0],
    [399.5, 0],
    [400, 1],
    [559, 1],
    [560, 2],
    [1400, 2],
  ])('width %d is in band %d of [400, 560]', (width, band) => {
    expect(widthBand(width, [400, 560])).toBe(band);
  });
});
