import { describe, expect, it } from 'vitest';
import { cardGrid, hasRoomForDescription } from './card-layout.ts';

describe('cardGrid', () => {
  it.each([
    // count, width, height → columns, rows, card height
    [4, 1180, 130, { columns: 4, rows: 1, cardHeight: 130 }],
    [4, 560, 300, { columns: 2, rows: 2, cardHeight: 145 }],
    [5, 760, 300, { columns: 3, rows: 2, cardHeight: 145 }],
    [4, 180, 600, { columns: 1, rows: 4, cardHeight: 142 }],
    [1, 280, 128, { columns: 1, rows: 1, cardHeight: 128 }],
    [3, 100, 50, { columns: 1, rows: 3, cardHeight: 104 }],
    [0, 400, 200, { columns: 1, rows: 1, cardHeight: 200 }],
    // Too short for two rows: narrower cards in one row (the e-commerce Digital KPIs).
    [4, 692, 140, { columns: 4, rows: 1, cardHeight: 140 }],
    [4, 560, 140, { columns: 2, rows: 2, cardHeight: 104 }],
  ])('%d cards in %d×%d', (count, width, height, expected) => {
    expect(cardGrid(count, width, height)).toEqual(expected);
  });
});

describe('hasRoomForDescription', () => {
  it.each([
    [131, false, false],
    [132, false, true],
    [149, true, false],
    [150, true, true],
  ])('%d px, goal %s → %s', (height, goal, expected) => {
    expect(hasRoomForDescription(height, goal)).toBe(expected);
  });
});
