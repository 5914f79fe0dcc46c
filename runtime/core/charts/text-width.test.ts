import { describe, expect, it } from 'vitest';
import { estimateTextWidth, textItemWidth } from './text-width.ts';

describe('estimateTextWidth', () => {
  it.each([
    ['', 10, undefined, 0],
    ['0', 10, undefined, 5.56],
    ['Mil', 10, undefined, 8.33 + 2.22 + 2.22],
    ['$ 15k', 10, undefined, 5.56 + 2.78 + 5.56 + 5.56 + 5],
    ['ó', 10, undefined, 5.56],
    ['中', 10, undefined, 10],
    ['0', 10, 'bold', 5.56 * 1.07],
    ['0', 10, 700, 5.56 * 1.07],
    ['0', 10, 400, 5.56],
  ])('%j at %d px, weight %j → %d px', (text, size, weight, width) => {
    expect(estimateTextWidth(text, size, weight)).toBeCloseTo(width, 5);
  });

  it('is well under vega’s 0.8 em a character for ordinary labels', () => {
    const label = 'Pacific Northwest';
    expect(estimateTextWidth(label, 10)).toBeLessThan(0.8 * label.length * 10 * 0.7);
  });
});

describe('textItemWidth', () => {
  it.each([
    [{}, 'ab', 11 * (0.556 + 0.556)],
    [{ fontSize: 20 }, ' a ', 20 * 0.556],
    [{ fontSize: 0 }, 'abc', 0],
    [{ fontSize: 10 }, null, 0],
    [{ fontSize: '12', fontWeight: 'bold' }, 'a', 12 * 0.556 * 1.07],
  ])('%j, %j → %d', (item, line, width) => {
    expect(textItemWidth(item, line)).toBeCloseTo(width, 5);
  });
});
