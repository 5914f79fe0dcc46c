import { describe, expect, it } from 'vitest';
import { checkContentUrl } from '../../runtime/widget-sdk/data.ts';
import { advance, keyStep, playlistOf } from './playlist.ts';

const PAGE = 'https://acme.example/retail/widget_gallery';
const check = (url: string) => {
  const result = checkContentUrl(url, PAGE, ['https://cdn.acme.example'], 'data');
  return result.ok ? result.href : undefined;
};

describe('playlistOf', () => {
  it('plays params.items, resolved against the page, with their titles and durations', () => {
    const { items, blocked } = playlistOf(
      {
        items: [
          { url: '/api/v2/tenant-files/data/videos/clip-1.webm', title: 'Deals', duration: 5 },
          { url: 'https://cdn.acme.example/news.mp4' },
        ],
        url_field: 'ignored',
      },
      [{ ignored: '/other.webm' }],
      check,
    );
    expect(blocked).toBe(0);
    expect(items).toEqual([
      {
        href: 'https://acme.example/api/v2/tenant-files/data/videos/clip-1.webm',
        title: 'Deals',
        duration: 5,
      },
      { href: 'https://cdn.acme.example/news.mp4', title: '', duration: undefined },
    ]);
  });

  it('without items, one clip per query row from the named columns', () => {
    const rows = [
      { clip: '/v/a.webm', name: 'A', secs: '12' },
      { clip: '', name: 'empty url: skipped' },
      { clip: '/v/b.webm', name: 'B', secs: 'x' },
    ];
    const { items } = playlistOf(
      { url_field: 'clip', title_field: 'name', duration_field: 'secs' },
      rows,
      check,
    );
    expect(items.map((item) => [item.href, item.title, item.duration])).toEqual([
      ['https://acme.example/v/a.webm', 'A', 12],
      ['https://acme.example/v/b.webm', 'B', undefined],
    ]);
  });

  it.each([
    ['another origin', 'https://evil.example/x.webm'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:video/webm;base64,AAAA'],
    ['file:', 'file:///etc/passwd'],
  ])('leaves out %s and counts it as blocked', (_, url) => {
    const { items, blocked } = playlistOf({ items: [{ url }, { url: '/ok.webm' }] }, [], check);
    expect(blocked).toBe(1);
    expect(items.map((item) => item.href)).toEqual(['https://acme.example/ok.webm']);
  });

  it('the default url column is `url`', () => {
    expect(playlistOf({}, [{ url: '/a.webm' }], check).items).toHaveLength(1);
  });
});

describe('advance', () => {
  it.each([
    [0, 1, 3, 1],
    [1, 1, 3, 2],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [2, -1, 3, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
    [5, 1, 3, 0],
  ])('from %i by %i of %i is %i', (index, step, length, next) => {
    expect(advance(index, step, length)).toBe(next);
  });

  it.each([
    ['ArrowRight', 1],
    ['PageDown', 1],
    ['MediaTrackNext', 1],
    ['ArrowLeft', -1],
    ['PageUp', -1],
    ['MediaTrackPrevious', -1],
    ['Enter', 0],
  ] as const)('key %s steps %i', (key, step) => {
    expect(keyStep(key)).toBe(step);
  });
});
