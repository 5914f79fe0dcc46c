import { describe, expect, it } from 'vitest';
import { filterDataTypeOfColumn, filterDataTypeOfValue, filterDataTypes } from './column-types';

describe('filterDataTypeOfColumn', () => {
  it.each([
    ['number', 'INTEGER', 'int'],
    ['number', 'BIGINT', 'int'],
    ['number', 'int4', 'int'],
    ['number', 'smallint', 'int'],
    ['number', 'UBIGINT', 'int'],
    ['number', 'HUGEINT', 'int'],
    ['number', 'DOUBLE', 'float'],
    ['number', 'numeric(10,2)', 'float'],
    ['number', 'DECIMAL(18,3)', 'float'],
    ['date', 'DATE', 'date'],
    ['timestamp', 'TIMESTAMP', 'date'],
    ['boolean', 'BOOLEAN', 'boolean'],
    ['string', 'VARCHAR', 'string'],
    ['other', 'JSON', 'string'],
    [undefined, undefined, 'string'],
  ])('%s %s → %s', (kind, type, expected) => {
    expect(filterDataTypeOfColumn({ kind, type })).toBe(expected);
  });
});

describe('filterDataTypeOfValue', () => {
  it.each([
    [12, 'int'],
    [12.5, 'float'],
    [true, 'boolean'],
    ['2024-01-31', 'date'],
    ['2024-01-31T10:00:00Z', 'date'],
    ['2024-02-30', 'string'],
    ['2024-01-31x', 'string'],
    ['Miami', 'string'],
    ['12', 'string'],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (value, expected) => {
    expect(filterDataTypeOfValue(value)).toBe(expected);
  });
});

describe('filterDataTypes', () => {
  it('prefers the server type, then samples rows', () => {
    const rows = [
      { store_id: 1, city: null, share: 1, opened_on: '2024-01-02' },
      { store_id: 2, city: 'Miami', share: 0.5, opened_on: '2024-02-03' },
    ];
    expect(
      filterDataTypes(
        [
          { name: 'store_id', kind: 'number', type: 'INTEGER' },
          { name: 'city' },
          { name: 'share' },
          { name: 'opened_on' },
          { name: 'empty' },
        ],
        rows,
      ),
    ).toEqual({
      store_id: 'int',
      city: 'string',
      share: 'float',
      opened_on: 'date',
      empty: 'string',
    });
  });
});
