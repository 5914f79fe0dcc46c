import { beforeEach, describe, expect, it } from 'vitest';
import type { Widget } from '../../../schemas/generated/index.ts';
import { clearProgramFilters } from '../stores/filtering-store.ts';
import type { DashboardDetail } from './dashboard-api.ts';
import { plannedQueries } from './prefetch-plan.ts';
import { seededPlan } from './prefetch-seed.ts';

const kpi: Widget = {
  widget_id: 'kpi',
  title: 'KPI',
  classbase: 'chart',
  query_slug: { slug: 'sales_kpis' },
};

/** A dashboard whose panel shows a region filter; `saved` is the owner's saved state. */
function dashboard(id: string, saved: Record<string, unknown> = {}): DashboardDetail {
  return {
    dashboard_id: id,
    program_slug: 'retail',
    allow_filtering: true,
    filtering_show: { filtering: { region_id: { id: 'region_id', format: 'number' } } },
    conditions: { firstdate: 'FDOY', lastdate: 'CURRENT_DATE', ...saved },
    widgets: { kpi },
    layout: [{ i: 'kpi', x: 0, y: 0, w: 6, h: 3 }],
  } as unknown as DashboardDetail;
}

const context = (urlParam: string | null, programSlug = 'retail') => ({
  programSlug,
  program: undefined,
  route: undefined,
  urlParam,
});

/** The planned request's conditions, serialized. */
const planned = (queries: { conditions: unknown }[]) => JSON.stringify(queries[0]?.conditions);

describe('seededPlan', () => {
  beforeEach(() => clearProgramFilters('other'));

  it.each<[string, string, string | null, Record<string, unknown>, RegExp]>([
    ['the ?f= filters', 'url', '{"region_id":"3"}', {}, /"region_id":3/],
    [
      'the owner saved filters',
      'saved',
      null,
      { where: { 'region_id|': [7] } },
      /"region_id":\[?7/,
    ],
  ])('plans the queries with %s applied', (_name, id, urlParam, saved, expected) => {
    const detail = dashboard(id, saved);
    const unfiltered = plannedQueries(detail, { whereCondition: {}, filterDate: {} }, 2000);
    expect(planned(unfiltered)).not.toMatch(expected);
    const queries = seededPlan(detail, context(urlParam), 2000);
    expect(planned(queries)).toMatch(expected);
    expect(queries[0]?.key).not.toBe(unfiltered[0]?.key);
  });

  it('does not seed a dashboard of another program than the address', () => {
    const queries = seededPlan(dashboard('foreign'), context('{"region_id":"3"}', 'hr'), 2000);
    expect(planned(queries)).not.toMatch(/"region_id"/);
  });
});
