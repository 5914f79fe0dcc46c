import { describe, expect, it } from 'vitest';
import { comparisonSeries, lighterColor } from './comparison-series';

describe('lighterColor', () => {
  it.each([
    ['#d4380d', '#ea9c86'],
    ['#000', '#808080'],
    ['#FFFFFF', '#ffffff'],
    [' #102030 ', '#889098'],
    ['red', undefined],
    ['rgb(1, 2, 3)', undefined],
    [undefined, undefined],
  ])('%s → %s', (color, expected) => {
    expect(lighterColor(color)).toBe(expected);
  });
});

describe('comparisonSeries', () => {
  const title = (measure: string) => `${measure} (vs)`;
  const words = (column: string) => column.toUpperCase();
  it.each([
    [
      'a configured measure: its title, format and a lighter colour',
      [{ field: 'revenue', title: 'Ingresos', color: '#000000', format: 'money' }],
      ['revenue'],
      { revenue: 'revenue_cmp' },
      [
        { field: 'revenue', title: 'Ingresos', color: '#000000', format: 'money' },
        { field: 'revenue_cmp', title: 'Ingresos (vs)', color: '#808080', format: 'money' },
      ],
    ],
    [
      'an unconfigured measure: its column in words, no colour (the palette picks)',
      [],
      ['units'],
      { units: 'units_cmp' },
      [{ field: 'units_cmp', title: 'UNITS (vs)' }],
    ],
    [
      'a measure without a comparison column gets none',
      [{ field: 'revenue' }],
      ['revenue', 'margin'],
      { margin: 'margin_cmp' },
      [{ field: 'revenue' }, { field: 'margin_cmp', title: 'MARGIN (vs)' }],
    ],
    ['no comparison: the series as configured', [{ field: 'a' }], ['a'], {}, [{ field: 'a' }]],
  ])('%s', (_name, configured, measures, added, expected) => {
    expect(comparisonSeries(configured, measures, added, title, words)).toEqual(expected);
  });
});
