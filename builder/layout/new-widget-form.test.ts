import { describe, expect, it } from 'vitest';
import { formErrors } from '../forms/index.ts';
import { newWidgetPayload, newWidgetSchema } from './new-widget-form.ts';

const labels = { title: 'Title', query: 'Saved query' };

describe('newWidgetSchema', () => {
  it('asks a data widget for a title and one of the saved queries', () => {
    const schema = newWidgetSchema({ needsData: true }, ['a_query', 'b_query'], labels);
    expect(schema.required).toEqual(['title', 'query_slug']);
    expect(formErrors(schema, { title: 'Revenue', query_slug: { slug: 'a_query' } })).toEqual([]);
  });

  it.each([
    ['no title', { query_slug: { slug: 'a_query' } }, 'title'],
    [
      'a title over 30 characters',
      { title: 'x'.repeat(31), query_slug: { slug: 'a_query' } },
      'title',
    ],
    ['no saved query', { title: 'Revenue' }, 'query_slug'],
    [
      'an unknown saved query',
      { title: 'Revenue', query_slug: { slug: 'nope' } },
      'query_slug.slug',
    ],
  ])('refuses %s', (_name, value, property) => {
    const schema = newWidgetSchema({ needsData: true }, ['a_query', 'b_query'], labels);
    const errors = formErrors(schema, value);
    // rjsf names a missing required property without the leading dot.
    expect(errors.map((e) => (e.property ?? '').replace(/^\./, ''))).toContain(property);
  });

  it('asks a static widget for a title only', () => {
    const schema = newWidgetSchema({ needsData: false }, ['a_query'], labels);
    expect(Object.keys(schema.properties as object)).toEqual(['title']);
    expect(formErrors(schema, { title: 'Notes' })).toEqual([]);
  });
});

describe('newWidgetPayload', () => {
  it.each([
    [
      'a chart on a saved query, with the type defaults',
      { type: 'chart', needsData: true, defaults: { graph: { type: 'bar' as const } } },
      { title: ' Revenue ', query_slug: { slug: 'a_query' } },
      {
        title: 'Revenue',
        classbase: 'chart',
        query_slug: { slug: 'a_query' },
        params: { graph: { type: 'bar' } },
        layout: { w: 6, h: 4 },
      },
    ],
    [
      'a static type, no query even if one was picked',
      { type: 'markdown', needsData: false, defaults: {} },
      { title: 'Notes', query_slug: { slug: 'a_query' } },
      { title: 'Notes', classbase: 'markdown', layout: { w: 4, h: 4 } },
    ],
  ])('%s', (_name, type, value, expected) => {
    expect(newWidgetPayload(type, value)).toEqual(expected);
  });
});
