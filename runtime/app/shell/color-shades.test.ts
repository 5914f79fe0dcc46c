import { describe, expect, it } from 'vitest';
import { colorShades, DEFAULT_PRIMARY, parseHex } from './color-shades.ts';

describe('brand colour shades', () => {
  it.each([
    ['#d4380d', [212, 56, 13]],
    ['0b7a75', [11, 122, 117]],
    ['#fff', [255, 255, 255]],
    ['red', undefined],
    ['#12345', undefined],
  ])('parseHex(%s) → %j', (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it('has ten shades, the colour itself at index 6, lighter before and darker after', () => {
    const shades = colorShades('#d4380d');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#d4380d');
    const lightness = shades.map((s) => (parseHex(s) ?? [0, 0, 0]).reduce((a, b) => a + b, 0));
    for (let i = 1; i < lightness.length; i += 1) {
      expect(lightness[i]).toBeLessThan(lightness[i - 1] as number);
    }
  });

  it('falls back to the default colour', () => {
    expect(colorShades(undefined)[6]).toBe(DEFAULT_PRIMARY);
    expect(colorShades('not a colour')[6]).toBe(DEFAULT_PRIMARY);
  });
});
