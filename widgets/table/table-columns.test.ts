import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { humanizeColumn } from './humanize.ts';
import { readPqgridOptions, type PqgridOptions } from './pqgrid-options.ts';
import { buildColumns, columnTotals } from './table-columns.ts';

describe('humanizeColumn', () => {
  it.each([
    ['revenue_usd', 'Revenue Usd'],
    ['store_name', 'Store Name'],
    ['storeName', 'Store Name'],
    ['margin-pct', 'Margin Pct'],
    ['region__name_', 'Region Name'],
    ['units', 'Units'],
    ['sku2Count', 'Sku2 Count'],
  ])('%s → %s', (name, title) => {
    expect(humanizeColumn(name)).toBe(title);
  });
});

describe('readPqgridOptions', () => {
  it.each<[string, unknown, Partial<PqgridOptions>]>([
    [
      'nothing',
      undefined,
      {
        columns: undefined,
        hidden: [],
        freezeCols: 0,
        totals: [],
        sort: undefined,
        sortable: true,
      },
    ],
    [
      'columns with titles, widths and alignment',
      {
        columns: [
          { field: 'a', title: 'A', width: '120px', align: 'center' },
          { dataIndx: 'b', hidden: true },
          { title: 'no field' },
        ],
      },
      {
        columns: [
          { field: 'a', title: 'A', width: 120, align: 'center' },
          { field: 'b', hidden: true },
        ],
      },
    ],
    [
      "pqgrid's colModel",
      { colModel: [{ dataIndx: 'x', title: 'X' }] },
      { columns: [{ field: 'x', title: 'X' }] },
    ],
    [
      'frozen columns, totals, hidden',
      { freezeCols: 2.7, totals: ['revenue', 3], hiddenColumns: ['id'] },
      { freezeCols: 2, totals: ['revenue'], hidden: ['id'] },
    ],
    ['a negative freeze', { freezeCols: -1 }, { freezeCols: 0 }],
    [
      "pqgrid's sortModel",
      { sortModel: { sorter: [{ dataIndx: 'revenue', dir: 'down' }] } },
      { sort: { field: 'revenue', direction: 'desc' } },
    ],
    [
      'a plain sort',
      { sort: { field: 'units', direction: 'asc' } },
      { sort: { field: 'units', direction: 'asc' } },
    ],
    ['sorting off', { sortable: false }, { sortable: false }],
    ['an empty column list', { columns: [] }, { columns: undefined }],
  ])('%s', (_name, pqgrid, expected) => {
    expect(readPqgridOptions(pqgrid)).toMatchObject(expected);
  });

  const translated = {
    columns: [{ field: 'revenue', title: { en: 'Revenue', es: 'Ingresos', pt: 'Receita' } }],
  };
  it.each([
    ['es', 'Ingresos'],
    ['pt-BR', 'Receita'],
    ['en', 'Revenue'],
    ['fr', 'Revenue'],
    [undefined, 'Revenue'],
  ])('a translated column title in %s is %s', (locale, title) => {
    expect(readPqgridOptions(translated, locale).columns?.[0]?.title).toBe(title);
  });
});

const rows: DataRow[] = [
  {
    store_id: 1042,
    store_name: 'Downtown',
    opened_on: '2021-04-01',
    revenue: '1234.5',
    units: 320,
    share: 0.25,
    visits: 1.5,
  },
  {
    store_id: 1043,
    store_name: 'Airport',
    opened_on: '2022-09-15',
    revenue: '99.99',
    units: 12,
    share: 0.75,
    visits: 2,
  },
];
const columns = Object.keys(rows[0]!);
const noOptions = readPqgridOptions(undefined);

describe('buildColumns', () => {
  it('shows every column, humanized, with kinds, formats and alignment', () => {
    const built = buildColumns({
      columns,
      rows,
      formats: { revenue: 'money', share: 'percent' },
      options: noOptions,
      locale: 'en',
    });
    expect(
      built.map(({ field, title, format, kind, align }) => ({ field, title, format, kind, align })),
    ).toEqual([
      // Identifiers stay as they are: '1,042' would read as a quantity.
      { field: 'store_id', title: 'Store Id', format: undefined, kind: 'number', align: 'right' },
      { field: 'store_name', title: 'Store Name', format: undefined, kind: 'text', align: 'left' },
      { field: 'opened_on', title: 'Opened On', format: undefined, kind: 'date', align: 'left' },
      { field: 'revenue', title: 'Revenue', format: 'money', kind: 'number', align: 'right' },
      { field: 'units', title: 'Units', format: 'integer', kind: 'number', align: 'right' },
      { field: 'share', title: 'Share', format: 'percent', kind: 'number', align: 'right' },
      { field: 'visits', title: 'Visits', format: 'number', kind: 'number', align: 'right' },
    ]);
    expect(
      built.every((column) => column.width >= 72 && column.width <= 320 && !column.frozen),
    ).toBe(true);
  });

  it('takes the rows’ keys when the server sent no column list', () => {
    const built = buildColumns({
      columns: [],
      rows,
      formats: {},
      options: noOptions,
      locale: 'en',
    });
    expect(built.map((column) => column.field)).toEqual(columns);
  });

  it('follows pqgrid: order, titles, formats, widths, hidden and frozen columns', () => {
    const options = readPqgridOptions({
      columns: [
        { field: 'store_name', title: 'Store', width: 150 },
        { field: 'revenue', title: 'Revenue', format: 'moneyInteger' },
        { field: 'missing', title: 'Not in the rows' },
        { field: 'units', hidden: true },
        { field: 'share', align: 'center' },
      ],
      hiddenColumns: ['share'],
      freezeCols: 2,
    });
    const built = buildColumns({
      columns,
      rows,
      formats: { revenue: 'money' },
      options,
      locale: 'en',
    });
    expect(built.map((column) => column.field)).toEqual(['store_name', 'revenue']);
    expect(built[0]).toMatchObject({ title: 'Store', width: 150, frozen: true, left: 0 });
    expect(built[1]).toMatchObject({
      title: 'Revenue',
      format: 'moneyInteger',
      frozen: true,
      left: 150,
    });
  });

  it("formats 'text' and 'date' columns as text and sorts them by their kind", () => {
    const built = buildColumns({
      columns,
      rows,
      formats: { store_id: 'text', opened_on: 'date' },
      options: noOptions,
      locale: 'en',
    });
    expect(built[0]).toMatchObject({
      field: 'store_id',
      kind: 'text',
      align: 'left',
      format: 'text',
    });
    expect(built[2]).toMatchObject({ field: 'opened_on', kind: 'date', format: 'date' });
  });

  it('widens a column for long formatted values', () => {
    const wide = buildColumns({
      columns: ['note'],
      rows: [{ note: 'x'.repeat(30) }],
      formats: {},
      options: noOptions,
      locale: 'en',
    });
    const narrow = buildColumns({
      columns: ['note'],
      rows: [{ note: 'x' }],
      formats: {},
      options: noOptions,
      locale: 'en',
    });
    expect(wide[0]!.width).toBeGreaterThan(narrow[0]!.width);
  });
});

describe('columnTotals', () => {
  it('sums numbers and numeric text, skipping the rest', () => {
    const totals = columnTotals([...rows, { revenue: null, units: 'n/a' }], ['revenue', 'units']);
    expect(totals?.units).toBe(332);
    expect(totals?.revenue).toBeCloseTo(1334.49, 6);
  });

  it('is undefined without totals columns', () => {
    expect(columnTotals(rows, [])).toBeUndefined();
  });
});

describe('buildColumns: totals', () => {
  it('makes a column wide enough for its total', () => {
    const input = {
      columns: ['v'],
      rows: [{ v: 5 }],
      formats: { v: 'money' },
      options: noOptions,
      locale: 'en',
    };
    const plain = buildColumns(input)[0]!.width;
    const withTotal = buildColumns({ ...input, totals: { v: 123_456_789_012.5 } })[0]!.width;
    expect(withTotal).toBeGreaterThan(plain);
  });
});
