import { describe, expect, it } from 'vitest';
import { checkFormRows } from './row-check.ts';
import { tableDefinition } from './table-definition.ts';

const visits = tableDefinition({
  name: 'store_visits',
  columns: {
    type: 'object',
    properties: {
      store_id: { type: 'integer', minimum: 1 },
      out_of_stock: { type: 'integer', minimum: 0 },
      notes: { type: 'string' },
    },
    required: ['store_id'],
  },
});

describe('checkFormRows: the table rules plus the form’s required columns', () => {
  it.each([
    ['a full row passes', [{ store_id: 1, out_of_stock: 0, notes: 'ok' }], ['out_of_stock'], [], 0],
    ['no form rules: the table check alone', [{ store_id: 1 }], [], [], 0],
    [
      'a form-required column missing, null or empty is named',
      [
        { store_id: 1 },
        { store_id: 2, out_of_stock: null },
        { store_id: 3, out_of_stock: 1, notes: '' },
      ],
      ['out_of_stock', 'notes'],
      [
        { row: 1, column: 'out_of_stock', message: 'is required' },
        { row: 1, column: 'notes', message: 'is required' },
        // null is not an integer: the table's own check names it first.
        { row: 2, column: 'out_of_stock', message: 'must be an integer' },
        { row: 2, column: 'notes', message: 'is required' },
        { row: 3, column: 'notes', message: 'is required' },
      ],
      3,
    ],
    [
      'with the table failures of the same row, table first, none named twice',
      [{ out_of_stock: -1 }],
      ['out_of_stock', 'store_id'],
      [
        { row: 1, column: 'store_id', message: 'is required' },
        { row: 1, column: 'out_of_stock', message: 'must be >= 0' },
      ],
      1,
    ],
  ] as [string, unknown[], string[], object[], number][])(
    '%s',
    (_, rows, required, failures, failing) => {
      const check = checkFormRows(visits, rows, required);
      expect(check.failures).toEqual(failures);
      expect(check.failingRows).toBe(failing);
      expect(check.failingIndexes).toHaveLength(failing);
    },
  );
});
