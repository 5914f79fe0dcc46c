import { describe, expect, it } from 'vitest';
import { lastPage, nextSort, pageBody, pagePath } from './server-page.ts';

describe('server-side table page requests', () => {
  it('sends the window, the sort and the non-empty filters as contains matches', () => {
    expect(
      pageBody({
        pageIndex: 2,
        pageSize: 25,
        sort: { column: 'revenue', direction: 'desc' },
        filters: { brand: ' Acme ', category: '  ' },
      }),
    ).toEqual({
      offset: 50,
      limit: 25,
      sort: { column: 'revenue', direction: 'desc' },
      filters: [{ column: 'brand', op: 'contains', value: 'Acme' }],
    });
    expect(pageBody({ pageIndex: 0, pageSize: 10, filters: {} })).toEqual({
      offset: 0,
      limit: 10,
      filters: [],
    });
  });

  it.each([
    [undefined, 'a', { column: 'a', direction: 'asc' }],
    [{ column: 'a', direction: 'asc' as const }, 'a', { column: 'a', direction: 'desc' }],
    [{ column: 'a', direction: 'desc' as const }, 'a', undefined],
    [{ column: 'a', direction: 'desc' as const }, 'b', { column: 'b', direction: 'asc' }],
  ])('a click on %s sorted by %s gives %s', (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });

  it('counts pages and encodes the slug', () => {
    expect(lastPage(0, 25)).toBe(0);
    expect(lastPage(25, 25)).toBe(0);
    expect(lastPage(26, 25)).toBe(1);
    expect(pagePath('a b')).toBe('/api/v2/services/queries/a%20b/page');
  });
});
