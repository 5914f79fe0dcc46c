import { describe, expect, it } from 'vitest';
import { closeColorPairs, deltaE, parseColor } from './color-distance.ts';

describe('deltaE (CIEDE2000)', () => {
  // Reference pairs: Sharma, Wu and Dalal's test data converted to sRGB, and plain cases.
  it.each([
    ['#000000', '#000000', 0, 0.001],
    ['#ffffff', '#000000', 100, 0.01],
    ['#ff0000', '#00ff00', 86.61, 0.1],
    ['#0000ff', '#ffff00', 103.43, 0.1],
    ['#3c4f7a', '#1f2a44', 13.2, 0.5],
  ])('%s vs %s ≈ %d', (a, b, expected, tolerance) => {
    expect(Math.abs(deltaE(a, b) - expected)).toBeLessThan(tolerance);
    expect(Math.abs(deltaE(b, a) - expected)).toBeLessThan(tolerance);
  });

  it.each([
    ['#abc', [170, 187, 204]],
    ['#3C4F7A', [60, 79, 122]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgba(10,20,30,0.5)', [10, 20, 30]],
    ['navy', undefined],
  ])('parses %s', (text, rgb) => {
    expect(parseColor(text)).toEqual(rgb);
  });

  it('names the pairs closer than the threshold', () => {
    const pairs = closeColorPairs([
      { label: 'In-Store', color: '#3c4f7a' },
      { label: 'Online', color: '#3d507b' },
      { label: 'Other', color: '#ff7a45' },
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.a).toContain('In-Store');
    expect(() => deltaE('navy', '#fff')).toThrow(/navy/);
  });
});
