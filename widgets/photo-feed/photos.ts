/**
 * The pictures of a photo feed or gallery: one per row of the query whose image column holds
 * an address the tenant allows for images (this site or security.content_origins), with its
 * caption, title and date. Shared by widgets/photo-feed and widgets/photo-gallery.
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';
import { dayAndTime } from '../timeline/timeline-model.ts';

export type PhotosParams = NonNullable<WidgetParams['photos']>;

export interface Photo {
  href: string;
  caption: string;
  title: string;
  date: string;
  row: DataRow;
}

/** A date cell as 'YYYY-MM-DD HH:MM' (or as written when it holds no date). */
export function shortDate(value: unknown): string {
  const when = dayAndTime(value);
  if (!when) return textOf(value);
  return when.time ? `${when.day} ${when.time}` : when.day;
}

/** Pictures the feed adds per scroll when params.photos.page_size is not set. */
export const DEFAULT_PAGE_SIZE = 6;

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The rows' pictures in the query's order; `check` turns an address into the one to load, or
 * undefined when it may not load (those rows are counted in `blocked`).
 */
export function photosOf(
  rows: readonly DataRow[],
  params: PhotosParams,
  check: (url: string) => string | undefined,
): { photos: Photo[]; blocked: number } {
  const photos: Photo[] = [];
  let blocked = 0;
  for (const row of rows) {
    const url = textOf(row[params.image_field]).trim();
    if (url === '') continue;
    const href = check(url);
    if (href === undefined) {
      blocked += 1;
      continue;
    }
    photos.push({
      href,
      caption: params.caption_field ? textOf(row[params.caption_field]) : '',
      title: params.title_field ? textOf(row[params.title_field]) : '',
      date: params.date_field ? shortDate(row[params.date_field]) : '',
      row,
    });
  }
  return { photos, blocked };
}

/** The index after moving `step` from `index` in a list of `count`, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count === 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Pictures per feed page: params.photos.page_size, else {@link DEFAULT_PAGE_SIZE}. */
export function pageSizeOf(params: Pick<PhotosParams, 'page_size'> | undefined): number {
  return params?.page_size ?? DEFAULT_PAGE_SIZE;
}

/** How many feed pictures to show after `pages` pages of `size`. */
export function shownCount(pages: number, size: number, total: number): number {
  return Math.min(total, Math.max(1, pages) * size);
}
