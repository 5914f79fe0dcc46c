import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';

export type VideoTvParams = NonNullable<WidgetParams['videoTv']>;

/** One clip of the playlist, its address checked. */
export interface PlaylistItem {
  href: string;
  title: string;
  /** Seconds after which the next clip starts even before this one ends (undefined: at its end). */
  duration?: number;
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function secondsOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * The clips to play: params.videoTv.items when there are any, else one per query row (the url,
 * title and duration columns). `check` turns an address into the one to load, or undefined
 * when it may not load (this site or the tenant's content origins only): those are counted in
 * `blocked` and left out, so a bad entry never stops the wall screen.
 */
export function playlistOf(
  params: VideoTvParams,
  rows: readonly DataRow[],
  check: (url: string) => string | undefined,
): { items: PlaylistItem[]; blocked: number } {
  const sources =
    params.items && params.items.length > 0
      ? params.items.map((item) => ({
          url: item.url,
          title: item.title,
          duration: item.duration,
        }))
      : rows.map((row) => ({
          url: row[params.url_field ?? 'url'],
          title: params.title_field ? row[params.title_field] : '',
          duration: params.duration_field ? row[params.duration_field] : undefined,
        }));
  const items: PlaylistItem[] = [];
  let blocked = 0;
  for (const source of sources) {
    const url = textOf(source.url);
    if (url === '') continue;
    const href = check(url);
    if (href === undefined) {
      blocked += 1;
      continue;
    }
    items.push({ href, title: textOf(source.title), duration: secondsOf(source.duration) });
  }
  return { items, blocked };
}

/** The clip `step` places after `index` (negative: before), wrapping around the playlist. */
export function advance(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** Which way a key moves the playlist: → and PageDown next, ← and PageUp back (remotes send those). */
export function keyStep(key: string): 1 | -1 | 0 {
  if (key === 'ArrowRight' || key === 'PageDown' || key === 'MediaTrackNext') return 1;
  if (key === 'ArrowLeft' || key === 'PageUp' || key === 'MediaTrackPrevious') return -1;
  return 0;
}
