import { describe, expect, it } from 'vitest';
import { applyFactor, cardDelta, goalProgress, toNumber } from './card-values.ts';

describe('toNumber', () => {
  it.each<[unknown, number | undefined]>([
    [4412723.19, 4412723.19],
    ['27406', 27406],
    [' 1.5 ', 1.5],
    ['', undefined],
    [null, undefined],
    ['n/a', undefined],
    [true, undefined],
    [Number.NaN, undefined],
  ])('%j → %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it('reads bigints', () => {
    expect(toNumber(10n)).toBe(10);
  });
});

describe('cardDelta', () => {
  it.each<[number | undefined, number | undefined, ReturnType<typeof cardDelta>]>([
    [110, 100, { change: 10, ratio: 0.1, direction: 'up' }],
    [90, 100, { change: -10, ratio: -0.1, direction: 'down' }],
    [100, 100, { change: 0, ratio: 0, direction: 'flat' }],
    // A negative base: going from -50 to -25 is an improvement of 50%.
    [-25, -50, { change: 25, ratio: 0.5, direction: 'up' }],
    [5, 0, { change: 5, ratio: undefined, direction: 'up' }],
    [undefined, 100, undefined],
    [100, undefined, undefined],
  ])('%j vs %j', (value, previous, expected) => {
    expect(cardDelta(value, previous)).toEqual(expected);
  });
});

describe('goalProgress', () => {
  it.each<[number | undefined, number | undefined, ReturnType<typeof goalProgress>]>([
    [0.1883, 0.22, { ratio: 0.1883 / 0.22, fill: (0.1883 / 0.22) * 100, reached: false }],
    [0.22, 0.22, { ratio: 1, fill: 100, reached: true }],
    [300, 200, { ratio: 1.5, fill: 100, reached: true }],
    [-10, 100, { ratio: -0.1, fill: 0, reached: false }],
    [10, 0, undefined],
    [undefined, 10, undefined],
    [10, undefined, undefined],
  ])('%j towards %j', (value, goal, expected) => {
    expect(goalProgress(value, goal)).toEqual(expected);
  });
});

describe('applyFactor', () => {
  it.each([
    [200, 0, 200],
    [200, 10, 220],
    [200, -50, 100],
    [200, 2.5, 205],
    [200, -100, 0],
  ])('%d with factor %d%% → %d', (value, factor, expected) => {
    expect(applyFactor(value, factor)).toBeCloseTo(expected, 10);
  });
});
