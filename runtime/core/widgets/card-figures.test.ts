import { describe, expect, it } from 'vitest';
import { cardFigures, NO_VALUE, type FigureSetting } from './card-figures.ts';

const row = { revenue: 1234567.891, margin: 0.4213, units: 9876, note: 'x', empty: null };

describe('cardFigures', () => {
  it.each<[string, FigureSetting, string, { label: string; value: string; missing: boolean }]>([
    [
      'money, label by language',
      { field: 'revenue', format: 'moneyInteger', title: { en: 'Revenue', es: 'Ingresos' } },
      'es',
      { label: 'Ingresos', value: '$ 1.234.568', missing: false },
    ],
    [
      'percent with one decimal',
      { field: 'margin', format: 'percentOne', title: 'Margin' },
      'en',
      { label: 'Margin', value: '42.1%', missing: false },
    ],
    [
      'integer, column name as label',
      { field: 'units', format: 'integer' },
      'en',
      { label: 'units', value: '9,876', missing: false },
    ],
    ['text as it is', { field: 'note' }, 'en', { label: 'note', value: 'x', missing: false }],
    [
      'null is missing',
      { field: 'empty' },
      'en',
      { label: 'empty', value: NO_VALUE, missing: true },
    ],
    [
      'absent column is missing',
      { field: 'nope', format: 'money' },
      'en',
      { label: 'nope', value: NO_VALUE, missing: true },
    ],
  ])('%s', (_name, setting, locale, expected) => {
    expect(cardFigures(row, [setting], locale)[0]).toMatchObject(expected);
  });

  it('no row: every figure missing; no settings: none', () => {
    expect(cardFigures(undefined, [{ field: 'revenue' }], 'en')).toEqual([
      { field: 'revenue', label: 'revenue', value: NO_VALUE, missing: true },
    ]);
    expect(cardFigures(row, undefined, 'en')).toEqual([]);
  });
});
