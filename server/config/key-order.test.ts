import { describe, expect, it } from 'vitest';
import { orderEntityKeys } from './key-order.ts';

const keys = (value: unknown): string[] => Object.keys(value as object);

describe('orderEntityKeys', () => {
  it('puts a new file in schema order, $schema first, unknown keys after in given order', () => {
    const ordered = orderEntityKeys(
      {
        widgets: {
          zeta: { classbase: 'markdown', title: 'Z' },
          alpha: { title: 'A', classbase: 'card' },
        },
        layout: [],
        name: 'N',
        $schema: '../../../schemas/dashboard.schema.json',
        dashboard_id: 'd',
      },
      undefined,
      'dashboard.schema.json',
    );
    expect(keys(ordered)).toEqual(['$schema', 'dashboard_id', 'name', 'widgets', 'layout']);
    const widgets = ordered.widgets as Record<string, unknown>;
    // Widget ids are map keys: their order is the author's, not alphabetical.
    expect(keys(widgets)).toEqual(['zeta', 'alpha']);
    // Inside a widget the schema order applies (title before classbase).
    expect(keys(widgets.zeta)).toEqual(['title', 'classbase']);
  });

  it('keeps the order the file already has, even when it is not the schema order', () => {
    const previous = { name: 'N', dashboard_id: 'd', layout: [], widgets: {} };
    const ordered = orderEntityKeys(
      { dashboard_id: 'd', name: 'M', widgets: {}, layout: [] },
      previous,
      'dashboard.schema.json',
    );
    expect(keys(ordered)).toEqual(['name', 'dashboard_id', 'layout', 'widgets']);
  });

  it.each([
    // new key, previous keys, expected
    [
      'description',
      ['title', 'classbase', 'query_slug'],
      ['title', 'description', 'classbase', 'query_slug'],
    ],
    ['uid', ['title', 'classbase'], ['uid', 'title', 'classbase']],
    ['dataExtra', ['title', 'classbase'], ['title', 'classbase', 'dataExtra']],
    ['not_in_schema', ['title', 'classbase'], ['title', 'classbase', 'not_in_schema']],
  ])('inserts new key %s after its schema predecessor', (key, previousKeys, expected) => {
    const previous = Object.fromEntries(previousKeys.map((k) => [k, 'x']));
    const value = { [key]: 'y', ...previous };
    const ordered = orderEntityKeys(
      { dashboard_id: 'd', widgets: { w: value } },
      { dashboard_id: 'd', widgets: { w: previous } },
      'dashboard.schema.json',
    );
    expect(keys((ordered.widgets as Record<string, unknown>).w)).toEqual(expected);
  });

  it('follows $ref into other schema files (widget params, conditions)', () => {
    const ordered = orderEntityKeys(
      {
        query_slug: 'q',
        program_slug: 'p',
        conditions: { lastdate: 'CURRENT_DATE', firstdate: 'FDOM', fields: ['a'] },
        params: [{ type: 'integer', name: 'store_id' }],
      },
      undefined,
      'saved-query.schema.json',
    );
    expect(keys(ordered)).toEqual(['query_slug', 'params', 'conditions', 'program_slug']);
    expect(keys((ordered.params as unknown[])[0])).toEqual(['name', 'type']);
    expect(keys(ordered.conditions)).toEqual(['fields', 'firstdate', 'lastdate']);
  });

  it('moves $schema to the front of a file', () => {
    const ordered = orderEntityKeys(
      { query_slug: 'q', $schema: 's', program_slug: 'p' },
      { query_slug: 'q', program_slug: 'p', $schema: 's' },
      'saved-query.schema.json',
    );
    expect(keys(ordered)[0]).toBe('$schema');
  });
});
