import { describe, expect, it } from 'vitest';
import { filterConditionsFor } from './filter-conditions.ts';

const state = {
  whereCondition: {
    'sales-overview': { territory_id: 1, region_id: 2 },
    kpi_revenue: { region_id: 3 },
  },
  filterDate: { 'sales-overview': { firstdate: '2026-01-01', lastdate: '2026-01-31' } },
};

describe('filterConditionsFor', () => {
  it('dashboard-wide entries under the widget ones', () => {
    expect(filterConditionsFor(state, ['sales-overview', 'kpi_revenue'])).toEqual({
      firstdate: '2026-01-01',
      lastdate: '2026-01-31',
      where_cond: { territory_id: 1, region_id: 3 },
    });
  });

  it('dates only', () => {
    expect(
      filterConditionsFor({ whereCondition: {}, filterDate: state.filterDate }, ['sales-overview']),
    ).toEqual({ firstdate: '2026-01-01', lastdate: '2026-01-31' });
  });

  it('nothing selected gives undefined', () => {
    expect(filterConditionsFor(state, ['other', undefined])).toBeUndefined();
  });

  it('an Apply that cleared every filter gives empty conditions, not undefined', () => {
    const cleared = {
      whereCondition: { d: {} },
      filterDate: {},
      whereConditionNull: { d: { region_id: null } },
    };
    expect(filterConditionsFor(cleared, ['d'])).toEqual({});
    expect(filterConditionsFor(cleared, ['other'])).toBeUndefined();
  });
});
