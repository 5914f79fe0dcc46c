import { describe, expect, it } from 'vitest';
import { DATE_CONDITION_KEYS, resolveConditionDates } from './condition-dates';
import type { DateContext } from './date-context';

const context: DateContext = {
  today: '2024-05-20',
  operationalDate: '2024-03-10',
  operationalVariables: { season_start: '2024-02-01' },
};

describe('resolveConditionDates', () => {
  it('resolves firstdate, lastdate and filterdate, strings and arrays alike', () => {
    const conditions = {
      firstdate: 'FDOFM',
      lastdate: 'CURRENT_DATE',
      filterdate: ['season_start', 'LDOPM', null, 7],
      where_cond: { order_date: 'FDOM', store: 'season_start' },
      fields: ['store_id'],
    };
    const snapshot = structuredClone(conditions);
    expect(resolveConditionDates(conditions, context)).toEqual({
      ok: true,
      conditions: {
        firstdate: '2024-02-25',
        lastdate: '2024-03-10',
        filterdate: ['2024-02-01', '2024-02-29', null, 7],
        // Only the date keys are resolved: where_cond values are data.
        where_cond: { order_date: 'FDOM', store: 'season_start' },
        fields: ['store_id'],
      },
    });
    expect(conditions).toEqual(snapshot);
  });

  it('adds no keys and keeps non-string values', () => {
    expect(resolveConditionDates({ lastdate: null, grouping: ['a'] }, context)).toEqual({
      ok: true,
      conditions: { lastdate: null, grouping: ['a'] },
    });
  });

  it.each([
    [{ firstdate: '2024-02-30', lastdate: 'NOW' }, 'firstdate', '2024-02-30'],
    [{ firstdate: 'FDOM', filterdate: ['2024-01-01', '2023-02-29'] }, 'filterdate', '2023-02-29'],
  ])('fails on an impossible date in %j', (conditions, key, value) => {
    expect(resolveConditionDates(conditions, context)).toEqual({
      ok: false,
      key,
      value,
      error: `Invalid date '${value}'`,
    });
  });

  it('names the three date keys', () => {
    expect(DATE_CONDITION_KEYS).toEqual(['firstdate', 'lastdate', 'filterdate']);
  });
});
