import { describe, expect, it } from 'vitest';
import {
  autoMapping,
  coercionRule,
  previewRows,
  readSample,
  setEntry,
  targetColumns,
  type TableInfo,
} from './integrator-model.ts';

const table: TableInfo = {
  name: 'price_list',
  description: null,
  columns: {
    type: 'object',
    properties: {
      sku: { type: 'string', title: 'SKU' },
      product_name: { type: 'string', title: 'Product' },
      price: { type: 'number', title: 'Price' },
      valid_from: { type: 'string', format: 'date', title: 'Valid from' },
    },
    required: ['price'],
  },
  key: ['sku'],
  can_write: true,
};
const columns = targetColumns(table);

const csv = [
  'SKU;Product;Price;Valid from',
  ' ab-1 ;"Oat milk; 1 l";$ 1,234.50;01/02/2026',
  'ab-2;"Tea ""green""";abc;31/02/2026',
  '',
].join('\r\n');

describe('data integrator model', () => {
  it('reads a CSV sample (semicolons, quotes, CRLF) and maps columns by name or title', () => {
    const sample = readSample(csv, 'prices.csv')!;
    expect(sample.header).toEqual(['SKU', 'Product', 'Price', 'Valid from']);
    expect(sample.rows[1]).toEqual({
      SKU: 'ab-2',
      Product: 'Tea "green"',
      Price: 'abc',
      'Valid from': '31/02/2026',
    });
    expect(autoMapping(sample.header, columns)).toEqual([
      { column: 'sku', from: 'SKU' },
      { column: 'product_name', from: 'Product' },
      { column: 'price', from: 'Price' },
      { column: 'valid_from', from: 'Valid from' },
    ]);
    expect(readSample('[{"a":1},{"b":true}]', 'x.json')).toEqual({
      header: ['a', 'b'],
      rows: [{ a: 1 }, { b: true }],
    });
    expect(readSample('', 'x.xlsx')).toBeUndefined();
  });

  it('previews rows as written: transforms, date layout and coercion, with per-cell errors', () => {
    const sample = readSample(csv, 'prices.csv')!;
    let mapping = autoMapping(sample.header, columns);
    mapping = setEntry(mapping, columns, 'sku', {
      column: 'sku',
      from: 'SKU',
      transform: ['trim', 'upper'],
    });
    mapping = setEntry(mapping, columns, 'price', {
      column: 'price',
      from: 'Price',
      transform: ['strip_currency'],
    });
    mapping = setEntry(mapping, columns, 'valid_from', {
      column: 'valid_from',
      from: 'Valid from',
      date_format: 'DD/MM/YYYY',
    });
    expect(mapping.map((e) => e.column)).toEqual(['sku', 'product_name', 'price', 'valid_from']);
    const preview = previewRows(mapping, sample, columns);
    expect(preview.rows[0]).toEqual({
      sku: { value: 'AB-1' },
      product_name: { value: 'Oat milk; 1 l' },
      price: { value: 1234.5 },
      valid_from: { value: '2026-02-01' },
    });
    expect(preview.rows[1]?.price?.error).toBe('"abc" holds no number');
    expect(preview.rows[1]?.valid_from?.error).toMatch(/does not match the date layout/);
    expect(preview.failingRows).toBe(1);
    expect(coercionRule(mapping[3]!, columns[3]!, sample)).toEqual({
      from: 'text',
      to: 'date',
      dateFormat: 'DD/MM/YYYY',
      transforms: [],
    });
    // A date without its layout is named: the table stores ISO dates.
    const noLayout = setEntry(mapping, columns, 'valid_from', {
      column: 'valid_from',
      from: 'Valid from',
    });
    expect(previewRows(noLayout, sample, columns).rows[0]?.valid_from?.error).toMatch(
      /must be a date YYYY-MM-DD \(got "01\/02\/2026"\)/,
    );
    // A required column left unmapped is named in every row.
    const withoutPrice = setEntry(mapping, columns, 'price', undefined);
    expect(previewRows(withoutPrice, sample, columns).rows[0]?.price).toEqual({
      value: undefined,
      error: 'required',
    });
  });
});
