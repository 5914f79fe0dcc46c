import { afterEach, describe, expect, it } from 'vitest';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { withoutPublishedFilter } from './published-filter.ts';

const selectTable: Pick<Widget, 'classbase' | 'params'> = {
  classbase: 'selectTable',
  params: { selectTable: { field: 'region_id' } },
};
const table: Pick<Widget, 'classbase' | 'params'> = { classbase: 'table', params: {} };
const dated = { firstdate: '2026-10-05', lastdate: '2026-10-20' };

describe('withoutPublishedFilter', () => {
  afterEach(() => {
    navigatorStore.user = undefined;
  });

  it.each<[string, Pick<Widget, 'classbase' | 'params'>, Conditions | undefined, unknown]>([
    [
      'the select table drops its own filter, keeps the rest',
      selectTable,
      { ...dated, where_cond: { region_id: 3, brand: 'A' } },
      { ...dated, where_cond: { brand: 'A' } },
    ],
    [
      'and the where_cond when it was the only filter',
      selectTable,
      { ...dated, where_cond: { region_id: 3 } },
      dated,
    ],
    [
      'other types keep it (they are the filtered ones)',
      table,
      { where_cond: { region_id: 3 } },
      { where_cond: { region_id: 3 } },
    ],
    ['nothing applied', selectTable, undefined, undefined],
  ])('%s', (_name, widget, filter, expected) => {
    expect(withoutPublishedFilter(filter, widget)).toEqual(expected);
  });

  it("keeps the user's fixed region", () => {
    navigatorStore.user = { filtering_fixed: '{"region_id":3}' } as typeof navigatorStore.user;
    const filter = { where_cond: { region_id: 3 } };
    expect(withoutPublishedFilter(filter, selectTable)).toBe(filter);
  });
});
