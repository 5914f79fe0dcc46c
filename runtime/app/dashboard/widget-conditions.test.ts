import { describe, expect, it } from 'vitest';
import type { Conditions } from '../../../schemas/generated/index.ts';
import { requestConditions } from './widget-conditions.ts';

const dashboard = {
  firstdate: 'FDOM',
  lastdate: 'CURRENT_DATE',
  store: { fields: ['store_id'] },
  where: { territory_id: 1 },
};

describe('requestConditions', () => {
  it('dashboard conditions without the store definition, where folded into where_cond', () => {
    expect(requestConditions({ dashboard, widget: {} })).toEqual({
      firstdate: 'FDOM',
      lastdate: 'CURRENT_DATE',
      where_cond: { territory_id: 1 },
    });
  });

  it('widget conditions over the dashboard, params.addConditions over both', () => {
    expect(
      requestConditions({
        dashboard,
        widget: {
          conditions: { lastdate: '2026-01-31', where_cond: { region_id: 2 } },
          params: { addConditions: { querylimit: 10, where_cond: { region_id: 3 } } },
        },
      }),
    ).toEqual({
      firstdate: 'FDOM',
      lastdate: '2026-01-31',
      querylimit: 10,
      where_cond: { territory_id: 1, region_id: 3 },
    });
  });

  it('the filter panel wins; its nulls are dropped; addFilterConditions joins it', () => {
    // The dashboard's `where` is the owner's saved panel state: an Apply replaces it whole.
    expect(
      requestConditions({
        dashboard,
        widget: {
          conditions: { where_cond: { region_id: 2 } },
          params: { addFilterConditions: { platform: 'Online' } },
        },
        filter: { firstdate: '2026-02-01', where_cond: { region_id: 5, store_id: null } },
      }),
    ).toEqual({
      firstdate: '2026-02-01',
      lastdate: 'CURRENT_DATE',
      where_cond: { region_id: 5, platform: 'Online' },
    });
  });

  it.each<[string, Conditions | null | undefined, Conditions]>([
    [
      "no session layer: the dashboard's and the panel's where apply",
      undefined,
      { firstdate: '2026-11-01', where_cond: { district_id: 3, region_id: 5 } },
    ],
    [
      "the type's user layer replaces the panel's where, dates kept",
      { where_cond: { user_email: 'super@acme-retail.example' } },
      { firstdate: '2026-11-01', where_cond: { user_email: 'super@acme-retail.example' } },
    ],
    ['an empty user layer: no where from the panel either', {}, { firstdate: '2026-11-01' }],
  ])('session conditions: %s', (_name, session, expected) => {
    expect(
      requestConditions({
        widget: {},
        dashboard: { where_cond: { district_id: 3 } },
        filter: { firstdate: '2026-11-01', where_cond: { region_id: 5 } },
        session,
      }),
    ).toEqual(expected);
  });

  it("session conditions drop the geography's roll-up (hlevel, qry_options) with its where", () => {
    expect(
      requestConditions({
        widget: {},
        filter: {
          firstdate: '2026-11-01',
          hlevel: 'region_id',
          qry_options: { hierarchy: true },
          where_cond: { region_id: 5 },
        } as unknown as Conditions,
        session: { where_cond: { user_email: 'a@b.example' } },
      }),
    ).toEqual({ firstdate: '2026-11-01', where_cond: { user_email: 'a@b.example' } });
  });

  it("session conditions keep the widget's own where and addConditions", () => {
    expect(
      requestConditions({
        widget: {
          conditions: { where_cond: { table_name: 'store_visits' } },
          params: { addConditions: { where_cond: { source: 'form' } } },
        },
        filter: { where_cond: { region_id: 5 } },
        session: { where_cond: { user_email: 'a@b.example' } },
      }),
    ).toEqual({
      where_cond: { table_name: 'store_visits', source: 'form', user_email: 'a@b.example' },
    });
  });

  it.each<[string, { where_cond?: Record<string, number> }]>([
    ['a panel that applied nothing', {}],
    ['a panel with a region', { where_cond: { region_id: 5 } }],
  ])('keeps the dashboard where_cond but drops its saved where and date under %s', (_n, filter) => {
    const saved = {
      where_cond: { platform: 'Online' },
      where: { territory_id: 1 },
      date: { period: 'mtd' as const, firstdate: '2026-01-01', lastdate: '2026-01-10' },
    };
    const result = requestConditions({ dashboard: saved, widget: {}, filter });
    expect(result.where_cond).toEqual({ platform: 'Online', ...filter.where_cond });
    expect(result).not.toHaveProperty('date');
  });

  it('params.filtered_by keeps only the listed panel columns', () => {
    expect(
      requestConditions({
        widget: { params: { filtered_by: ['region_id'] } },
        filter: { where_cond: { region_id: 5, 'store_id|': 9 } },
      }),
    ).toEqual({ where_cond: { region_id: 5 } });
  });

  it('query_slug.preserve_conditions: the widget keeps its own keys', () => {
    expect(
      requestConditions({
        widget: {
          query_slug: { slug: 'x', preserve_conditions: true },
          conditions: { firstdate: '2025-01-01', where_cond: { region_id: 2 } },
        },
        filter: { firstdate: '2026-02-01', where_cond: { region_id: 5, district_id: 7 } },
      }),
    ).toEqual({ firstdate: '2025-01-01', where_cond: { region_id: 2, district_id: 7 } });
  });

  it.each<[string, Parameters<typeof requestConditions>[0], unknown]>([
    [
      'without the flag no panel_keys go along',
      {
        widget: { query_slug: { slug: 'x' } },
        filter: { where_cond: { region_id: 5 } },
      },
      undefined,
    ],
    [
      "the panel's and the dashboard's where keys, not the widget's own",
      {
        dashboard,
        widget: {
          query_slug: { slug: 'x', conditional_filtering: true },
          conditions: { where_cond: { brand: 'Acme' } },
          params: { addConditions: { where_cond: { category: 'Snacks' } } },
        },
        filter: { where_cond: { region_id: 5, 'store_id!': [1, 2] } },
      },
      ['region_id', 'store_id!'],
    ],
    [
      "a key both set wins with the panel's value but stays the widget's own",
      {
        widget: {
          query_slug: { slug: 'x', conditional_filtering: true },
          conditions: { where_cond: { region_id: 2 } },
        },
        filter: { where_cond: { region_id: 5, district_id: 7 } },
      },
      ['district_id'],
    ],
    [
      'no where from the panel: no panel_keys',
      {
        widget: { query_slug: { slug: 'x', conditional_filtering: true } },
        filter: { firstdate: '2026-02-01' },
      },
      undefined,
    ],
    [
      "the dashboard's saved panel state before the panel applied",
      { dashboard, widget: { query_slug: { slug: 'x', conditional_filtering: true } } },
      ['territory_id'],
    ],
  ])('query_slug.conditional_filtering: %s', (_name, layers, expected) => {
    const result = requestConditions(layers);
    expect(result.panel_keys).toEqual(expected);
    // The where entries themselves still go: the server decides which the query declares.
    expect(Object.keys(result.where_cond ?? {})).toEqual(
      expect.arrayContaining((expected as string[] | undefined) ?? []),
    );
  });

  it('region_name becomes region for a widget whose where_definition has only region', () => {
    expect(
      requestConditions({
        widget: { where_definition: ['region'] },
        filter: { where_cond: { region_name: 'West' } },
      }),
    ).toEqual({ where_cond: { region: 'West' } });
  });

  it('nothing at all gives empty conditions', () => {
    expect(requestConditions({ widget: {} })).toEqual({});
  });

  it.each<[string, Record<string, unknown> | undefined, unknown]>([
    [
      'a widget calendar travels as fiscalMonth',
      { fiscalMonth: { weeks: '5,4,4,5,4,4,5,4,4,5,4,4' } },
      { weeks: '5,4,4,5,4,4,5,4,4,5,4,4' },
    ],
    ['none without one', {}, undefined],
  ])('%s', (_name, params, expected) => {
    const result = requestConditions({
      widget: { params } as never,
      filter: { firstdate: 'FDOFM' },
    });
    expect(result.fiscalMonth).toEqual(expected);
    expect(result.firstdate).toBe('FDOFM');
  });

  it.each<[string, Parameters<typeof requestConditions>[0]['widget']['params'], unknown]>([
    ['no route params without routeConditions', {}, { lastdate: '2026-01-31' }],
    [
      'routeConditions true copies every route parameter',
      { routeConditions: true },
      { lastdate: '2026-01-31', program: 'walmart', store_id: '12' },
    ],
    [
      'routeConditions lists the parameters copied; missing ones send nothing',
      { routeConditions: ['store_id', 'absent'] },
      { lastdate: '2026-01-31', store_id: '12' },
    ],
    [
      'routeWhereConditions copies into where_cond; addConditions still wins',
      { routeWhereConditions: ['store_id'], addConditions: { where_cond: { store_id: 5 } } },
      { lastdate: '2026-01-31', where_cond: { store_id: 5 } },
    ],
    [
      'routeWhereConditions true copies every route parameter into where_cond',
      { routeWhereConditions: true },
      { lastdate: '2026-01-31', where_cond: { program: 'walmart', store_id: '12' } },
    ],
  ])('%s', (_name, params, expected) => {
    expect(
      requestConditions({
        widget: { conditions: { lastdate: '2026-01-31' }, params },
        route: { program: 'walmart', store_id: '12', module: '' },
      }),
    ).toEqual(expected);
  });

  it('params.filterdateArray sends the range as filterdate [first, last]', () => {
    const widget = { params: { filterdateArray: true } };
    expect(requestConditions({ dashboard, widget })).toEqual({
      filterdate: ['FDOM', 'CURRENT_DATE'],
      where_cond: { territory_id: 1 },
    });
    expect(requestConditions({ widget })).toEqual({});
  });
});

// conditions-semantics: a fiscal calendar per program or widget. The panel's picker works on
// the program's calendar (here the default, FY2026 P10 2026-10-25..11-21); a widget with its
// own (fiscal year from April: P8 2026-10-18..11-14, P9 11-15..12-19) gets the selection
// restated on its fiscal months.
describe("the panel's fiscal selection on a widget's own calendar", () => {
  const APRIL = { range: { initial: '2018-04-01', end: '2030-12-31' } };
  const panel = (period: string, firstdate: string, lastdate: string): Conditions =>
    ({
      firstdate,
      lastdate,
      date: { period, firstdate, lastdate, comparison: false },
    }) as Conditions;

  it.each<[string, Record<string, unknown>, Conditions, string, string]>([
    [
      'a fiscal month to date starts on the widget month',
      { fiscalMonth: APRIL },
      panel('fiscalMonth', '2026-10-25', '2026-11-10'),
      '2026-10-18',
      '2026-11-10',
    ],
    [
      'a whole fiscal month spans the widget months it touches',
      { fiscalMonth: APRIL },
      panel('fiscalMonth', '2026-10-25', '2026-11-21'),
      '2026-10-18',
      '2026-12-19',
    ],
    [
      'a calendar month is no fiscal selection: kept',
      { fiscalMonth: APRIL },
      panel('mtd', '2026-11-01', '2026-11-10'),
      '2026-11-01',
      '2026-11-10',
    ],
    [
      'a widget without a calendar keeps the panel dates',
      {},
      panel('fiscalMonth', '2026-10-25', '2026-11-10'),
      '2026-10-25',
      '2026-11-10',
    ],
  ])('%s', (_name, params, filter, first, last) => {
    const result = requestConditions({ widget: { params }, filter, calendar: null });
    expect([result.firstdate, result.lastdate]).toEqual([first, last]);
    expect(result.date).toMatchObject({ firstdate: first, lastdate: last });
  });

  it('the panel state lastSelected (the filter changed last) never reaches a widget query', () => {
    const dashboard = { lastSelected: 'district', where_cond: { region_id: 2 } } as Conditions;
    const result = requestConditions({ dashboard, widget: {}, filter: {} });
    expect(result).toEqual({ where_cond: { region_id: 2 } });
  });
});
