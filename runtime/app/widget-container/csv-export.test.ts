import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../schemas/generated/index.ts';
import { columnFormats, roundedRows } from './csv-export.ts';

describe('columnFormats', () => {
  it.each<[string, Pick<Widget, 'format_definition' | 'params'>, Record<string, string>]>([
    ['nothing', {}, {}],
    ['format_definition', { format_definition: { revenue: 'money' } }, { revenue: 'money' }],
    [
      'chart series',
      { params: { graph: { series: [{ field: 'margin', format: 'percent' }, { field: 'x' }] } } },
      { margin: 'percent' },
    ],
    [
      'cards',
      { params: { card: { cards: [{ field: 'units', format: 'integer' }] } } },
      { units: 'integer' },
    ],
    [
      'format_definition wins over a series',
      {
        format_definition: { revenue: 'moneyInteger' },
        params: { graph: { series: [{ field: 'revenue', format: 'money' }] } },
      },
      { revenue: 'moneyInteger' },
    ],
  ])('%s', (_name, widget, expected) => {
    expect(columnFormats(widget)).toEqual(expected);
  });
});

describe('roundedRows', () => {
  it('rounds each column to its format and keeps the input', () => {
    const rows = [{ region: 'Texas', revenue: 18230.889999999996, margin: 0.22345678, n: 7 }];
    const out = roundedRows(rows, ['region', 'revenue', 'margin', 'n'], { margin: 'percentOne' });
    expect(out).toEqual([{ region: 'Texas', revenue: 18230.89, margin: 0.223, n: 7 }]);
    expect(rows[0]?.revenue).toBe(18230.889999999996);
  });
});
