import { describe, expect, it } from 'vitest';
import { acceptedFile, cellText, previewColumns, refusalOf } from './dropzone-files.ts';

describe('acceptedFile', () => {
  it.each([
    ['prices.csv', true],
    ['PRICES.XLSX', true],
    ['rows.tsv', true],
    ['rows.json', true],
    ['prices.xls', false],
    ['prices.csv.zip', false],
    ['notes.txt', false],
  ])('%s → %s', (name, accepted) => {
    expect(acceptedFile(name)).toBe(accepted);
  });
});

describe('refusalOf', () => {
  it('reads a 422 body and nothing else', () => {
    const body = {
      message: '3 row(s) of prices.csv do not fit the table; nothing was imported.',
      failing_rows: 3,
      failures: [{ row: 3, column: 'price', message: 'must be a number' }],
    };
    expect(refusalOf(body)).toBe(body);
    expect(refusalOf({ message: 'Too large' })).toBeUndefined();
    expect(refusalOf(undefined)).toBeUndefined();
  });
});

describe('previewColumns and cellText', () => {
  it("uses the file's columns, else the preview rows' keys", () => {
    const upload = {
      upload_id: 'u',
      table: 'price_list',
      file_name: 'p.json',
      row_count: 2,
      columns: [],
      preview: [{ sku: 'A' }, { sku: 'B', price: 2 }],
    };
    expect(previewColumns(upload)).toEqual(['sku', 'price']);
    expect(previewColumns({ ...upload, columns: ['price', 'sku'] })).toEqual(['price', 'sku']);
  });

  it('shows NULL as empty and objects as JSON', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(2.5)).toBe('2.5');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});
