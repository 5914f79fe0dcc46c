/**
 * The rewards leaderboard: people ranked by points (most first; equal points share a place,
 * the next place skips: 1, 2, 2, 4), each with their badges, cut to params.rewards.limit.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';

export type RewardsParams = NonNullable<WidgetParams['rewards']>;

export interface RewardsEntry {
  rank: number;
  name: string;
  subtitle: string;
  points: number;
  badges: string[];
  row: DataRow;
}

/** Places shown when params.rewards.limit is not set. */
export const DEFAULT_LIMIT = 10;

/** A badges cell as a list: an array, or text separated by commas (or semicolons). */
export function badgesOf(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(/[,;]/)
      : [];
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

function pointsOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** The board of `rows`. */
export function leaderboard(rows: readonly DataRow[], params: RewardsParams): RewardsEntry[] {
  const entries = rows.map((row) => ({
    rank: 0,
    name: String(row[params.name_field] ?? ''),
    subtitle: params.subtitle_field ? String(row[params.subtitle_field] ?? '') : '',
    points: pointsOf(row[params.points_field]),
    badges: params.badges_field ? badgesOf(row[params.badges_field]) : [],
    row,
  }));
  entries.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    entry.rank = previous && previous.points === entry.points ? previous.rank : index + 1;
  });
  return entries.slice(0, params.limit ?? DEFAULT_LIMIT);
}
