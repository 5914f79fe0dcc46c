import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { coerceRecord } from '../../runtime/core/writes/coerce-row.ts';
import { checkUpload } from './upload-check.ts';
import { readUpload, uploadFormat, UploadReadError } from './upload-read.ts';
import { tableDefinition } from './table-definition.ts';

const prices = tableDefinition({
  name: 'price_list',
  columns: {
    type: 'object',
    properties: {
      sku: { type: 'string', minLength: 1 },
      price: { type: 'number', minimum: 0 },
      units: { type: 'integer' },
      active: { type: 'boolean' },
      valid_from: { type: 'string', format: 'date' },
    },
    required: ['sku', 'price'],
  },
  key: ['sku'],
});

const stream = (text: string | Buffer, chunk = 7) => {
  const buffer = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const parts: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += chunk) parts.push(buffer.subarray(i, i + chunk));
  return Readable.from(parts);
};

describe('coerceRecord: file text into column types', () => {
  it.each([
    [{ sku: 'A', price: '1.50' }, { sku: 'A', price: 1.5 }, []],
    [{ sku: ' B ', price: '2', units: '12' }, { sku: 'B', price: 2, units: 12 }, []],
    [{ sku: 'C', price: '', units: '' }, { sku: 'C' }, []],
    [{ sku: 'D', price: '1e3', active: 'Yes' }, { sku: 'D', price: 1000, active: true }, []],
    [{ sku: 'E', price: '0', active: 'n' }, { sku: 'E', price: 0, active: false }, []],
    [
      { sku: 'F', price: '1,5' },
      { sku: 'F' },
      [{ column: 'price', message: 'must be a number (got "1,5")' }],
    ],
    [
      { sku: 'G', units: '2.5' },
      { sku: 'G' },
      [{ column: 'units', message: 'must be an integer (got "2.5")' }],
    ],
    [
      { sku: 'H', active: 'maybe' },
      { sku: 'H' },
      [{ column: 'active', message: 'must be true or false (got "maybe")' }],
    ],
    [{ sku: 'I', price: 3, active: true }, { sku: 'I', price: 3, active: true }, []],
    [
      { sku: 'J', valid_from: new Date(Date.UTC(2026, 10, 2)) },
      { sku: 'J', valid_from: '2026-11-02' },
      [],
    ],
    [{ sku: 'K', colour: 'red' }, { sku: 'K', colour: 'red' }, []],
  ])('%j', (record, row, failures) => {
    expect(coerceRecord(prices.columns, record)).toEqual({ row, failures });
  });
});

describe('uploadFormat', () => {
  it.each([
    ['text/csv', 'p.csv', 'csv'],
    ['application/octet-stream', 'P.XLSX', 'xlsx'],
    ['application/octet-stream', 'rows.json', 'json'],
    ['text/tab-separated-values; charset=utf-8', undefined, 'tsv'],
    ['application/pdf', 'p.pdf', undefined],
  ])('%s %s → %s', (type, name, format) => {
    expect(uploadFormat(type, name)).toBe(format);
  });
});

describe('readUpload + checkUpload', () => {
  it('reads CSV in chunks with quoted fields and line numbers, and names the failing lines', async () => {
    const csv = '\uFEFFsku,price,units\nA,1.5,3\n"B, large",2,\n\nC,-1,4\nD,x,5\n';
    const read = await readUpload(stream(csv), 'csv', 1_000);
    expect(read.header).toEqual(['sku', 'price', 'units']);
    expect(read.records.map((r) => r.line)).toEqual([2, 3, 5, 6]);
    const checked = checkUpload(prices, read);
    expect(checked.failingRows).toBe(2);
    expect(checked.failures).toEqual([
      { row: 5, column: 'price', message: 'must be >= 0' },
      { row: 6, column: 'price', message: 'must be a number (got "x")' },
    ]);
  });

  it('reads TSV and JSON', async () => {
    const tsv = await readUpload(stream('sku\tprice\nA\t1\n'), 'tsv', 1_000);
    expect(checkUpload(prices, tsv)).toEqual({
      rows: [{ sku: 'A', price: 1 }],
      failures: [],
      failingRows: 0,
    });
    const json = await readUpload(
      stream(JSON.stringify({ rows: [{ sku: 'A', price: 2 }, { sku: 'B' }] })),
      'json',
      1_000,
    );
    expect(checkUpload(prices, json).failures).toEqual([
      { row: 2, column: 'price', message: 'is required' },
    ]);
  });

  it('reads the first sheet of an XLSX workbook with its row numbers and dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['sku', 'price', 'valid_from']);
    sheet.addRow(['A', 1.25, new Date(Date.UTC(2026, 0, 5))]);
    sheet.addRow(['B', { formula: '2*3', result: 6 }, '2026-02-01']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readUpload(stream(buffer, 4096), 'xlsx', 1_000_000);
    expect(read.records.map((r) => r.line)).toEqual([2, 3]);
    expect(checkUpload(prices, read).rows).toEqual([
      { sku: 'A', price: 1.25, valid_from: '2026-01-05' },
      { sku: 'B', price: 6, valid_from: '2026-02-01' },
    ]);
  });

  it('refuses a header with unknown or missing columns before any row', async () => {
    const read = await readUpload(stream('sku,cost\nA,1\n'), 'csv', 1_000);
    expect(checkUpload(prices, read)).toEqual({
      rows: [],
      failingRows: 1,
      failures: [
        { row: 1, column: 'cost', message: 'is not a column of table "price_list"' },
        { row: 1, column: 'price', message: 'is required but the file has no such column' },
      ],
    });
  });

  it('stops past the byte limit with a 413, and reports malformed CSV with its line', async () => {
    const big = `sku,price\n${'A,1\n'.repeat(1000)}`;
    await expect(readUpload(stream(big, 64), 'csv', 500)).rejects.toMatchObject({ status: 413 });
    const ragged = readUpload(stream('sku,price\nA,1\nB,2,3\n'), 'csv', 1_000);
    await expect(ragged).rejects.toBeInstanceOf(UploadReadError);
    await expect(ragged).rejects.toThrow(/line 3/);
    await expect(readUpload(stream('{"rows": 3}'), 'json', 1_000)).rejects.toThrow(
      'A JSON upload holds an array of row objects (or {"rows": [...]})',
    );
  });
});
