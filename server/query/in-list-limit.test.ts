import { describe, expect, it } from 'vitest';
import { compileInput } from './compile-fixtures.ts';
import { compileQuery } from './compile-query.ts';
import { QueryInputError } from './query-errors.ts';
import { DEFAULT_IN_LIST_LIMIT } from './where-compiler.ts';

const STORES = 'SELECT * FROM store_list';
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function compile(conditions: Record<string, unknown>, inListLimit?: number) {
  return compileQuery(compileInput({ sql: STORES, conditions, inListLimit }, 'duckdb'));
}

describe('IN-list limit', () => {
  it('is 1000 values by default', () => {
    expect(DEFAULT_IN_LIST_LIMIT).toBe(1000);
    expect(compile({ where_cond: { store_id: ids(1000) } }).params).toHaveLength(1000);
  });

  it.each([
    [
      { where_cond: { store_id: ids(1001) } },
      undefined,
      'where_cond "store_id": 1001 values, at most 1000 are allowed',
    ],
    [
      { where_cond: { store_id: ids(100_000) } },
      undefined,
      'where_cond "store_id": 100000 values, at most 1000 are allowed',
    ],
    [{ where_cond: { 'store_id!': ids(1001) } }, undefined, 'where_cond "store_id!": 1001 values'],
    [
      { where_cond: { 'store_name~': ids(1001).map(String) } },
      undefined,
      'where_cond "store_name~": 1001 values',
    ],
    [
      { where_cond: { 'region_id|': ids(11) } },
      10,
      'where_cond "region_id|": 11 values, at most 10 are allowed',
    ],
    // A loose key is a where_cond entry too.
    [{ store_id: ids(6) }, 5, 'where_cond "store_id": 6 values, at most 5 are allowed'],
    [{ filter: { store_id: ids(3) } }, 2, '"store_id": 3 values, at most 2 are allowed'],
  ])('refuses %j (limit %s)', (conditions, limit, message) => {
    expect(() => compile(conditions, limit)).toThrow(QueryInputError);
    expect(() => compile(conditions, limit)).toThrow(message);
  });

  it('takes the datasource limit when it is higher than the default', () => {
    expect(compile({ where_cond: { store_id: ids(1500) } }, 2000).params).toHaveLength(1500);
  });

  it('applies to the widget conditions and to fixed filters as well', () => {
    const widget = () =>
      compileQuery(
        compileInput(
          { sql: STORES, widgetConditions: { where_cond: { store_id: ids(4) } }, inListLimit: 3 },
          'postgres',
        ),
      );
    expect(widget).toThrow('where_cond "store_id": 4 values, at most 3 are allowed');
    const fixed = () =>
      compileQuery(
        compileInput(
          { sql: STORES, filteringFixed: { store_id: ids(4) }, inListLimit: 3 },
          'postgres',
        ),
      );
    expect(fixed).toThrow('"store_id": 4 values, at most 3 are allowed');
  });
});
