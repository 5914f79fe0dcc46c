import { describe, expect, it } from 'vitest';
import { splitWhereKey, whereKeyColumn } from './where-keys';

describe('splitWhereKey', () => {
  it.each([
    ['store_id', 'store_id', ''],
    ['store_id!', 'store_id', '!'],
    ['store_id|', 'store_id', '|'],
    ['name~', 'name', '~'],
    ['!', '!', ''],
    ['', '', ''],
  ])('%j → %j + %j', (key, column, suffix) => {
    expect(splitWhereKey(key)).toEqual({ column, suffix });
    expect(whereKeyColumn(key)).toBe(column);
  });
});
