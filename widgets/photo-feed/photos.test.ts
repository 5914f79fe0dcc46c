import { describe, expect, it } from 'vitest';
import { pageSizeOf, photosOf, shortDate, shownCount, wrapIndex } from './photos.ts';

describe('photos', () => {
  it('keeps rows with an allowed picture, in query order, and counts the blocked', () => {
    const { photos, blocked } = photosOf(
      [
        { url: '/a.svg', caption: 'Front', store: 'Acme 1', at: '2026-11-14' },
        { url: 'javascript:alert(1)', caption: 'bad' },
        { url: '', caption: 'none' },
        { url: '/b.svg', caption: null },
      ],
      { image_field: 'url', caption_field: 'caption', title_field: 'store', date_field: 'at' },
      (url) => (url.startsWith('/') ? `http://x${url}` : undefined),
    );
    expect(photos.map((photo) => [photo.href, photo.caption, photo.title, photo.date])).toEqual([
      ['http://x/a.svg', 'Front', 'Acme 1', '2026-11-14'],
      ['http://x/b.svg', '', '', ''],
    ]);
    expect(blocked).toBe(1);
  });

  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [0, 1, 0, 0],
  ])('moves from %d by %d in %d to %d', (index, step, count, next) => {
    expect(wrapIndex(index, step, count)).toBe(next);
  });

  it.each([
    [1, 6, 96, 6],
    [3, 6, 96, 18],
    [20, 6, 96, 96],
    [0, 6, 4, 4],
  ])('after %d pages of %d of %d shows %d', (pages, size, total, shown) => {
    expect(shownCount(pages, size, total)).toBe(shown);
  });
});

describe('pageSizeOf', () => {
  it('reads params.photos.page_size, six by default', () => {
    expect(pageSizeOf({ page_size: 4 })).toBe(4);
    expect(pageSizeOf({})).toBe(6);
    expect(pageSizeOf(undefined)).toBe(6);
  });
});

describe('shortDate', () => {
  it.each([
    ['2026-11-14T14:00:00.000', '2026-11-14 14:00'],
    ['2026-11-14', '2026-11-14'],
    ['yesterday', 'yesterday'],
    [null, ''],
  ])('shows %j as %j', (value, text) => {
    expect(shortDate(value)).toBe(text);
  });
});
