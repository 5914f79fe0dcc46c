import { describe, expect, it } from 'vitest';
import { conditionsKey } from '../../core/index.ts';
import type { Widget } from '../../../schemas/generated/index.ts';
import { GRID_TOP_MIN_PX, plannedQueries } from './prefetch-plan.ts';
import { requestConditions } from './widget-conditions.ts';

/** A chart widget with the fields the plan reads. */
function chart(id: string, extra: Partial<Widget> = {}): Widget {
  return { widget_id: id, title: id, classbase: 'chart', ...extra };
}

const widgets: Record<string, Widget> = {
  kpi: chart('kpi', { query_slug: { slug: 'sales_kpis' } }),
  twin: chart('twin', { query_slug: { slug: 'sales_kpis' } }),
  trend: chart('trend', {
    query_slug: { slug: 'sales_daily' },
    conditions: { lastdate: '2026-01-31' },
  }),
  note: chart('note'),
  below: chart('below', { query_slug: { slug: 'sales_by_store' } }),
};

const dashboard = {
  dashboard_id: 'overview',
  conditions: { firstdate: 'FDOY', lastdate: 'CURRENT_DATE' },
  attributes: { rowHeight: 80 },
  widgets,
  layout: [
    { i: 'below', x: 0, y: 20, w: 12, h: 4 },
    { i: 'kpi', x: 0, y: 0, w: 6, h: 3 },
    { i: 'twin', x: 6, y: 0, w: 6, h: 3 },
    { i: 'trend', x: 0, y: 3, w: 12, h: 4 },
    { i: 'note', x: 0, y: 7, w: 12, h: 2 },
  ],
};

const noFilters = { whereCondition: {}, filterDate: {} };

/** The key a widget container computes for `id` (useWidgetData's). */
function containerKey(id: string, filter?: Parameters<typeof requestConditions>[0]['filter']) {
  const widget = widgets[id] as Widget;
  const conditions = requestConditions({ dashboard: dashboard.conditions, widget, filter });
  return conditionsKey(widget.query_slug?.slug ?? '', conditions);
}

describe('plannedQueries', () => {
  it('plans the first screen in layout order, one request per key, none without a slug', () => {
    const planned = plannedQueries(dashboard, noFilters, GRID_TOP_MIN_PX + 1000);
    expect(planned.map((query) => query.key)).toEqual([containerKey('kpi'), containerKey('trend')]);
    expect(planned[1]).toMatchObject({
      slug: 'sales_daily',
      conditions: { firstdate: 'FDOY', lastdate: '2026-01-31' },
    });
  });

  it.each([
    ['a short screen stops before the second row', 200, ['kpi']],
    ['a tall screen reaches the widget far below', 20 * 96, ['kpi', 'trend', 'below']],
  ])('%s', (_name, gridPx, ids) => {
    const planned = plannedQueries(dashboard, noFilters, GRID_TOP_MIN_PX + gridPx);
    expect(planned.map((query) => query.key)).toEqual(ids.map((id) => containerKey(id)));
  });

  it('a child shown with its parent’s rows (shareData) is not asked for', () => {
    const parent = chart('kpi', {
      query_slug: { slug: 'sales_kpis' },
      params: { widgets: [{ widget_id: 'trend', shareData: true }] },
    });
    const own = chart('kpi', {
      query_slug: { slug: 'sales_kpis' },
      params: { widgets: [{ widget_id: 'trend' }] },
    });
    const screen = GRID_TOP_MIN_PX + 1000;
    const ids = (kpi: Widget) =>
      plannedQueries({ ...dashboard, widgets: { ...widgets, kpi } }, noFilters, screen).map(
        (query) => query.slug,
      );
    expect(ids(parent)).toEqual(['sales_kpis']);
    expect(ids(own)).toEqual(['sales_kpis', 'sales_daily']);
  });

  it('asks with the filter panel selection, as the containers do', () => {
    const filters = {
      whereCondition: { overview: { region: 'North' } },
      filterDate: { trend: { firstdate: '2026-01-01' } },
    };
    const planned = plannedQueries(dashboard, filters, GRID_TOP_MIN_PX + 400);
    expect(planned.map((query) => query.key)).toEqual([
      containerKey('kpi', { where_cond: { region: 'North' } }),
      containerKey('trend', { firstdate: '2026-01-01', where_cond: { region: 'North' } }),
    ]);
  });
});
