import { describe, expect, it } from 'vitest';
import { createRateWindow } from './rate-window.ts';

describe('createRateWindow', () => {
  it.each([
    // [calls at these ms, the answer of the last one]
    ['under the limit', [0, 1000], 0],
    ['at the limit', [0, 1000, 2000], 0],
    ['one over, early in the window', [0, 1000, 2000, 3000], 57],
    ['one over, the oldest about to leave', [0, 1000, 2000, 59_500], 1],
    ['the oldest has left the window', [0, 1000, 2000, 60_001], 0],
  ])('%s', (_name, times, expected) => {
    const window = createRateWindow({ max: 3, windowMs: 60_000 });
    const answers = times.map((t) => window.take('acme\0u1', t));
    expect(answers.at(-1)).toBe(expected);
    window.close();
  });

  it('a refused call is not counted, and keys do not share a budget', () => {
    const window = createRateWindow({ max: 1, windowMs: 60_000 });
    expect(window.take('acme\0u1', 0)).toBe(0);
    expect(window.take('acme\0u1', 30_000)).toBe(30);
    expect(window.take('acme\0u1', 60_001)).toBe(0);
    expect(window.take('globex\0u1', 60_001)).toBe(0);
    window.close();
  });
});
