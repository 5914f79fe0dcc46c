import { describe, expect, it } from 'vitest';
import { allDistinct, formatStat, formatTopValues } from './eda-format.ts';
import { summarizeColumn } from './eda-summary.ts';

const rows = [
  { brand: 'Lumina', revenue: 1200.5, day: '2026-11-01' },
  { brand: 'Voltix', revenue: 1200.5, day: '2026-11-02' },
  { brand: 'Lumina', revenue: 80, day: '2026-11-03' },
];

describe('formatStat', () => {
  it.each<[string, 'min' | 'max' | 'mean', Record<string, string>, string | undefined, string]>([
    ['revenue', 'min', { revenue: 'money' }, undefined, '$ 80.00'],
    ['revenue', 'max', { revenue: 'moneyInteger' }, 'es', '$ 1.201'],
    // No format: two decimals.
    ['revenue', 'mean', {}, undefined, '827.00'],
    ['day', 'min', { day: 'date' }, undefined, '2026-11-01'],
    ['brand', 'min', {}, undefined, ''],
  ])('%s %s', (column, stat, formats, locale, expected) => {
    const summary = summarizeColumn(rows, column);
    expect(formatStat(summary, summary[stat], formats, locale)).toBe(expected);
  });
});

describe('formatTopValues and allDistinct', () => {
  it('lists values with their counts, numbers in the column format', () => {
    expect(formatTopValues(summarizeColumn(rows, 'brand'))).toBe('Lumina (2), Voltix (1)');
    expect(formatTopValues(summarizeColumn(rows, 'revenue'), 1, { revenue: 'money' })).toBe(
      '$ 1,200.50 (2)',
    );
  });

  it.each([
    ['brand', false],
    ['revenue', false],
    ['day', true],
  ])('%s all distinct: %s', (column, expected) => {
    expect(allDistinct(summarizeColumn(rows, column))).toBe(expected);
  });

  it('does not call a single value all distinct', () => {
    expect(allDistinct(summarizeColumn([{ a: 1 }], 'a'))).toBe(false);
  });
});
