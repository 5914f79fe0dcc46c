import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_LIMIT, pageViews, recordPageView } from './page-analytics.ts';

describe('page analytics', () => {
  it('records route changes, not repeats, and keeps the last 50', () => {
    expect(recordPageView('/', 1)).toEqual({ path: '/', at: 1 });
    expect(recordPageView('/', 2)).toBeUndefined();
    recordPageView('/retail', 3);
    expect(pageViews()).toEqual([
      { path: '/', at: 1 },
      { path: '/retail', at: 3 },
    ]);
    for (let i = 0; i < PAGE_VIEW_LIMIT + 10; i += 1) recordPageView(`/p${i}`, 10 + i);
    const views = pageViews();
    expect(views).toHaveLength(PAGE_VIEW_LIMIT);
    expect(views.at(-1)).toEqual({ path: `/p${PAGE_VIEW_LIMIT + 9}`, at: PAGE_VIEW_LIMIT + 19 });
    expect(views[0]).toEqual({ path: '/p10', at: 20 });
  });
});
