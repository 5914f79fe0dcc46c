import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  cellValue,
  csvText,
  downloadName,
  fileSize,
  fillWorkbook,
  jsonFileText,
  type RowsExport,
} from './download-files.ts';

const input: RowsExport = {
  title: 'Top stores',
  columns: ['store_name', 'revenue', 'units', 'margin'],
  rows: [{ store_name: 'Acme "Main", NY', revenue: 1234.5678, units: '42', margin: 0.123456 }],
  formats: { revenue: 'money', margin: 'percentOne' },
  raw: false,
};

describe('download files', () => {
  it('rounds CSV numbers to the column formats unless raw', () => {
    expect(csvText(input)).toBe(
      '\uFEFFstore_name,revenue,units,margin\n"Acme ""Main"", NY",1234.57,42,0.123\n',
    );
    expect(csvText({ ...input, raw: true })).toContain('1234.5678,42,0.123456');
  });

  it('writes JSON rows in column order with numbers as numbers', () => {
    expect(JSON.parse(jsonFileText(input))).toEqual([
      { store_name: 'Acme "Main", NY', revenue: 1234.57, units: 42, margin: 0.123 },
    ]);
    expect(Object.keys(JSON.parse(jsonFileText(input))[0])).toEqual(input.columns);
  });

  it('writes one XLSX sheet that reads back', async () => {
    const workbook = new ExcelJS.Workbook();
    fillWorkbook(workbook, input);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const sheet = read.worksheets[0]!;
    expect(sheet.name).toBe('Top stores');
    expect(sheet.getRow(1).values).toEqual([undefined, ...input.columns]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Acme "Main", NY', 1234.57, 42, 0.123]);
  });

  it.each([
    ['csv', false, 'top-stores.csv'],
    ['xlsx', true, 'top-stores-raw.xlsx'],
    ['json', false, 'top-stores.json'],
  ] as const)('names the %s file (raw %s) %s', (format, raw, name) => {
    expect(downloadName('Top stores', format, raw)).toBe(name);
  });

  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['12345678901234567890', '12345678901234567890'],
    ['SKU-1', 'SKU-1'],
  ])('reads cell %s as %j', (value, expected) => {
    expect(cellValue(value)).toEqual(expected);
  });

  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [20 * 1024 * 1024, '20 MB'],
  ])('sizes %d bytes as %s', (bytes, text) => {
    expect(fileSize(bytes, 'en')).toBe(text);
  });
});
