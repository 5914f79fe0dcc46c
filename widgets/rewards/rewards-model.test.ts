import { describe, expect, it } from 'vitest';
import { badgesOf, leaderboard } from './rewards-model.ts';

const params = { name_field: 'name', points_field: 'points', badges_field: 'badges' };

describe('leaderboard', () => {
  it('ranks by points, ties sharing a place, and cuts to the limit', () => {
    const board = leaderboard(
      [
        { name: 'Cy', points: 300 },
        { name: 'Al', points: '900' },
        { name: 'Bo', points: 300 },
        { name: 'Di', points: 100 },
        { name: 'Ed', points: null },
      ],
      { ...params, limit: 4 },
    );
    expect(board.map((entry) => [entry.rank, entry.name, entry.points])).toEqual([
      [1, 'Al', 900],
      [2, 'Bo', 300],
      [2, 'Cy', 300],
      [4, 'Di', 100],
    ]);
  });

  it('shows ten places by default, with subtitles', () => {
    const rows = Array.from({ length: 15 }, (_, i) => ({ name: `P${i}`, points: i, store: 'S' }));
    const board = leaderboard(rows, { ...params, subtitle_field: 'store' });
    expect(board).toHaveLength(10);
    expect(board[0]).toMatchObject({ name: 'P14', subtitle: 'S', rank: 1 });
  });

  it.each([
    ['Top seller, Five stars', ['Top seller', 'Five stars']],
    ['a; b ;', ['a', 'b']],
    [
      ['x', 'y'],
      ['x', 'y'],
    ],
    ['', []],
    [null, []],
  ])('reads badges %j', (value, badges) => {
    expect(badgesOf(value)).toEqual(badges);
  });
});
