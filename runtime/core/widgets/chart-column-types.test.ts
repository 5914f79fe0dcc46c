import { describe, expect, it } from 'vitest';
import {
  CHART_ROW_CAP,
  categoryText,
  chartRowCap,
  columnConversions,
  isYearValue,
  withDeclaredTypes,
  yearFields,
  yearStart,
  type ChartColumnType,
} from './chart-column-types';

describe('columnConversions', () => {
  it.each<[string, string[], string[], Record<string, ChartColumnType>, object]>([
    [
      'the spec alone',
      ['sales'],
      ['Year'],
      {},
      { numericFields: ['sales'], temporalFields: ['Year'], textFields: [] },
    ],
    [
      'a declared temporal column the spec does not read as a date',
      [],
      [],
      { Year: 'temporal' },
      { numericFields: [], temporalFields: ['Year'], textFields: [] },
    ],
    [
      'a declared ordinal year wins over a temporal encoding',
      [],
      ['Year'],
      { Year: 'ordinal' },
      { numericFields: [], temporalFields: [], textFields: ['Year'] },
    ],
    [
      'nominal makes text, quantitative makes numbers',
      ['zip'],
      [],
      { zip: 'nominal', units: 'quantitative' },
      { numericFields: ['units'], temporalFields: [], textFields: ['zip'] },
    ],
  ])('%s', (_name, quantitative, temporal, declared, expected) => {
    expect(columnConversions({ quantitative, temporal }, declared)).toEqual(expected);
  });
});

describe('isYearValue', () => {
  it.each<[unknown, boolean]>([
    [2001, true],
    ['1999', true],
    [1000, true],
    [9999, true],
    [999, false],
    [10000, false],
    [2001.5, false],
    ['2001-01-01', false],
    [true, false],
    [null, false],
    [978307200000, false],
  ])('%s → %s', (value, expected) => {
    expect(isYearValue(value)).toBe(expected);
  });
});

describe('yearFields', () => {
  const rows = [
    { Year: 2001, When: 978307200000, Label: 1999, Empty: null, Mixed: 2001 },
    { Year: '2002', When: 978393600000, Label: 'n/a', Empty: '', Mixed: 20011 },
    { Year: null, When: 978480000000, Label: 2003, Empty: null, Mixed: 2003 },
  ];
  it.each<[string, string[], string[]]>([
    ['integer years (numbers or text) with gaps', ['Year'], ['Year']],
    ['milliseconds are not years', ['When'], []],
    ['one value that is no year spoils the column', ['Label', 'Mixed'], []],
    ['a column with no values is no year column', ['Empty'], []],
    ['only the fields asked about', ['When', 'Year'], ['Year']],
  ])('%s', (_name, fields, expected) => {
    expect(yearFields(rows, fields)).toEqual(expected);
  });
});

describe('yearStart', () => {
  it.each([2001, 1000, 9999, 1850])('%s → local 1 January', (year) => {
    const date = new Date(yearStart(year));
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      year,
      0,
      1,
      0,
    ]);
  });
});

describe('categoryText', () => {
  it.each<[unknown, unknown]>([
    [2001, '2001'],
    ['West', 'West'],
    [null, null],
    [undefined, undefined],
    [false, 'false'],
  ])('%s → %s', (value, expected) => {
    expect(categoryText(value)).toBe(expected);
  });
});

describe('withDeclaredTypes', () => {
  const declared = { Year: 'temporal', Region: 'nominal' } as const;
  it.each<[string, unknown, unknown]>([
    [
      'fills an encoding with no type',
      { mark: 'line', encoding: { x: { field: 'Year' }, y: { field: 'v', type: 'quantitative' } } },
      {
        mark: 'line',
        encoding: {
          x: { field: 'Year', type: 'temporal' },
          y: { field: 'v', type: 'quantitative' },
        },
      },
    ],
    [
      'keeps the type a spec states',
      { encoding: { x: { field: 'Year', type: 'ordinal' } } },
      { encoding: { x: { field: 'Year', type: 'ordinal' } } },
    ],
    [
      'reaches layers and tooltip lists, not transforms or data',
      {
        data: { values: [{ field: 'Year' }] },
        transform: [{ timeUnit: 'year', field: 'Year', as: 'y' }],
        layer: [{ encoding: { tooltip: [{ field: 'Region' }, { field: 'other' }] } }],
      },
      {
        data: { values: [{ field: 'Year' }] },
        transform: [{ timeUnit: 'year', field: 'Year', as: 'y' }],
        layer: [
          { encoding: { tooltip: [{ field: 'Region', type: 'nominal' }, { field: 'other' }] } },
        ],
      },
    ],
  ])('%s', (_name, spec, expected) => {
    expect(withDeclaredTypes(spec, declared)).toEqual(expected);
  });

  it('returns the spec itself when nothing is declared', () => {
    const spec = { encoding: { x: { field: 'Year' } } };
    expect(withDeclaredTypes(spec, {})).toBe(spec);
  });
});

describe('chartRowCap', () => {
  it.each<[number | undefined, number]>([
    [undefined, CHART_ROW_CAP.default],
    [100, 100],
    [0, 1],
    [12.7, 12],
    [CHART_ROW_CAP.max + 1, CHART_ROW_CAP.max],
    [Number.NaN, CHART_ROW_CAP.default],
  ])('%s → %s', (maxRows, expected) => {
    expect(chartRowCap(maxRows)).toBe(expected);
  });
});
