import { describe, expect, it } from 'vitest';
import { diffSummary } from './diff-message';
import { entityOfPath, semanticDiff, type FileRevisionPair } from './semantic-diff';

const dash = (widgets: Record<string, unknown>, layout: unknown[], extra = {}) =>
  JSON.stringify({ dashboard_id: 'sales-overview', title: 'Sales', widgets, layout, ...extra });
/** A layout box as the diff reports it (without the widget id). */
const at = (x: number) => ({ x, y: 0, w: 4, h: 2 });
const box = (i: string, x: number, y = 0) => ({ i, x, y, w: 4, h: 2 });

const cases: Array<{ name: string; pairs: FileRevisionPair[]; details: unknown; summary: string }> =
  [
    {
      name: 'a widget title and three widgets moved',
      pairs: [
        {
          relPath: 'acme/dashboards/sales-overview.json',
          before: dash({ daily_revenue: { title: { en: 'Revenue' } }, a: {}, b: {} }, [
            box('daily_revenue', 0),
            box('a', 4),
            box('b', 8),
          ]),
          after: dash({ daily_revenue: { title: { en: 'Income' } }, a: {}, b: {} }, [
            box('daily_revenue', 4),
            box('a', 8),
            box('b', 0),
          ]),
        },
      ],
      details: [
        { type: 'field', widget: 'daily_revenue', path: 'title.en', from: 'Revenue', to: 'Income' },
        { type: 'widget-moved', widget: 'daily_revenue', from: at(0), to: at(4) },
        { type: 'widget-moved', widget: 'a', from: at(4), to: at(8) },
        { type: 'widget-moved', widget: 'b', from: at(8), to: at(0) },
      ],
      summary: 'sales-overview: widget daily_revenue title, layout of 3 widgets',
    },
    {
      name: 'a widget added and one removed, a dashboard field changed',
      pairs: [
        {
          relPath: 'acme/dashboards/sales-overview.json',
          before: dash({ old: { type: 'kpi' } }, [box('old', 0)]),
          after: dash({ fresh: { type: 'kpi' } }, [box('fresh', 0)], { description: 'new' }),
        },
      ],
      details: [
        { type: 'widget-removed', widget: 'old' },
        { type: 'widget-added', widget: 'fresh' },
        { type: 'field', path: 'description', to: 'new' },
      ],
      summary: 'sales-overview: widget old removed, widget fresh added, description',
    },
    {
      name: 'a saved query added and another one’s SQL changed',
      pairs: [
        { relPath: 'acme/queries/new_q.json', after: '{"slug":"new_q"}' },
        { relPath: 'acme/queries/new_q.sql', after: 'select 1' },
        { relPath: 'acme/queries/old_q.sql', before: 'select 1', after: 'select 2' },
      ],
      details: [],
      summary: 'new_q: query added; old_q: SQL',
    },
    {
      name: 'a program removed; unchanged files left out',
      pairs: [
        { relPath: 'acme/programs/retail.json', before: '{}' },
        { relPath: 'acme/tenant.json', before: '{"a":1}', after: '{"a":1}' },
      ],
      details: [],
      summary: 'retail: program removed',
    },
    {
      name: 'a filter of tenant.json changed from one value to another',
      pairs: [
        {
          relPath: 'acme/tenant.json',
          before: '{"filters":{"region":{"default":"north"}}}',
          after: '{"filters":{"region":{"default":"south"}}}',
        },
      ],
      details: [{ type: 'field', path: 'filters.region.default', from: 'north', to: 'south' }],
      summary: 'acme/tenant: filters',
    },
  ];

describe('semanticDiff', () => {
  it.each(cases)('$name', ({ pairs, details, summary }) => {
    const diff = semanticDiff(pairs);
    expect(diffSummary(diff)).toBe(summary);
    if ((details as unknown[]).length > 0) expect(diff[0]?.details).toEqual(details);
  });

  it.each([
    ['acme/dashboards/x.json', { tenant: 'acme', kind: 'dashboard', id: 'x' }],
    ['acme/queries/q.sql', { tenant: 'acme', kind: 'query', id: 'q' }],
    ['acme/users.json', { tenant: 'acme', kind: 'users', id: 'users' }],
    ['acme/images/logo.svg', { tenant: 'acme', kind: 'file', id: 'images/logo.svg' }],
  ])('%s is %o', (relPath, expected) => {
    expect(entityOfPath(relPath)).toEqual(expected);
  });

  it('says "no changes" for nothing', () => {
    expect(diffSummary(semanticDiff([]))).toBe('no changes');
  });
});
