import { describe, expect, it } from 'vitest';
import { applyMapping, parseDate } from './import-mapping.ts';

describe('parseDate', () => {
  it.each([
    ['05/11/2026', 'DD/MM/YYYY', '2026-11-05'],
    ['11/05/2026', 'MM/DD/YYYY', '2026-11-05'],
    ['5.11.2026', 'DD.MM.YYYY', '2026-11-05'],
    ['2026-11-05 14:30', 'YYYY-MM-DD HH:mm', '2026-11-05T14:30:00'],
    ['31/02/2026', 'DD/MM/YYYY', undefined],
    ['2026-11-05', 'DD/MM/YYYY', undefined],
    ['05/11/2026 25:00', 'DD/MM/YYYY HH:mm', undefined],
  ])('%s as %s → %s', (text, layout, iso) => {
    expect(parseDate(text, layout)).toBe(iso);
  });
});

describe('applyMapping', () => {
  it.each([
    [
      'renames and drops unmapped columns',
      [{ column: 'sku', from: 'Item' }],
      { Item: 'A-1', Colour: 'red' },
      { values: { sku: 'A-1' }, failures: [] },
    ],
    [
      'chains transforms in order',
      [{ column: 'sku', from: 'Item', transform: ['trim', 'upper'] }],
      { Item: '  a-1 ' },
      { values: { sku: 'A-1' }, failures: [] },
    ],
    [
      'reads European and currency numbers',
      [
        { column: 'price', from: 'Preço', transform: ['decimal_comma', 'strip_currency'] },
        { column: 'cost', from: 'Cost', transform: ['strip_currency'] },
      ],
      { Preço: 'R$ 1.234,50', Cost: '$ 1,234.50' },
      { values: { price: '1234.50', cost: '1234.50' }, failures: [] },
    ],
    [
      'leaves typed numbers alone',
      [{ column: 'price', from: 'p', transform: ['decimal_comma'] }],
      { p: 12.5 },
      { values: { price: 12.5 }, failures: [] },
    ],
    [
      'fills fixed values',
      [{ column: 'supplier', value: 'north' }],
      {},
      { values: { supplier: 'north' }, failures: [] },
    ],
    [
      'turns empty text into no value',
      [{ column: 'note', from: 'n', transform: ['empty_to_null'] }],
      { n: '  ' },
      { values: { note: null }, failures: [] },
    ],
    [
      'reads a date layout',
      [{ column: 'valid_from', from: 'Date', date_format: 'DD/MM/YYYY' }],
      { Date: '01/12/2026' },
      { values: { valid_from: '2026-12-01' }, failures: [] },
    ],
    [
      'names a date that does not match',
      [{ column: 'valid_from', from: 'Date', date_format: 'DD/MM/YYYY' }],
      { Date: '2026-12-01' },
      {
        values: {},
        failures: [
          {
            column: 'valid_from',
            message: '"2026-12-01" does not match the date layout DD/MM/YYYY',
          },
        ],
      },
    ],
    [
      'names text that holds no number instead of dropping it',
      [{ column: 'price', from: 'p', transform: ['strip_currency'] }],
      { p: 'R$ abc' },
      { values: {}, failures: [{ column: 'price', message: '"R$ abc" holds no number' }] },
    ],
    [
      'names a missing source column',
      [{ column: 'sku', from: 'Item' }],
      { item: 'A' },
      { values: {}, failures: [{ column: 'sku', message: 'the source has no column "Item"' }] },
    ],
  ] as const)('%s', (_name, mapping, record, expected) => {
    expect(applyMapping(mapping as never, record)).toEqual(expected);
  });
});
