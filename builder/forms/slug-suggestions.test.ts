import { describe, expect, it } from 'vitest';
import { slugSuggestionsPath, suggestedSlugs } from './slug-suggestions.ts';

describe('slug suggestions', () => {
  it.each([
    ['retail', '/api/v2/queries/?provider=db&program_slug=retail'],
    ['a b&c', '/api/v2/queries/?provider=db&program_slug=a+b%26c'],
  ])('asks for the queries of %s', (program, path) => {
    expect(slugSuggestionsPath(program)).toBe(path);
  });

  it.each([
    [[], []],
    [
      [{ query_slug: 'sales_by_day' }, { query_slug: 'kpis' }, { query_slug: 'sales_by_day' }],
      ['kpis', 'sales_by_day'],
    ],
    [[{ query_slug: '' }, { other: 1 }, null, { query_slug: 7 }, { query_slug: 'x' }], ['x']],
  ])('keeps distinct slugs, sorted: %j', (items, slugs) => {
    expect(suggestedSlugs(items)).toEqual(slugs);
  });
});
