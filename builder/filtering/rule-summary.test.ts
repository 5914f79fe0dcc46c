import { describe, expect, it } from 'vitest';
import type { FilterRule } from '../../runtime/core/index.ts';
import { ruleSummary } from './rule-summary.ts';

const words = {
  operator: (operator: string) =>
    ({ '==': 'equals', '>': 'greater than', IN: 'in list', range: 'between' })[operator] ??
    operator,
  and: 'and',
  or: 'or',
};

describe('ruleSummary', () => {
  it.each<[string, FilterRule[], string]>([
    ['no rule', [], ''],
    ['a blank rule is left out', [{ field: 'region_name' }], ''],
    [
      'one rule',
      [{ field: 'region_name', operator: '==', value: 'Texas' }],
      'region_name equals Texas',
    ],
    [
      'AND and OR joins',
      [
        { field: 'region_name', operator: '==', value: 'Texas' },
        { field: 'units', operator: '>', value: 5, union: 'AND' },
        { field: 'brand', operator: 'IN', valueIn: ['Acme', 'Zen'], union: 'OR' },
      ],
      'region_name equals Texas and units greater than 5 or brand in list Acme, Zen',
    ],
    [
      'a range',
      [{ field: 'sale_date', operator: 'range', valueIn: ['2026-10-01', '2026-10-31'] }],
      'sale_date between 2026-10-01 – 2026-10-31',
    ],
    ['no operator means equals', [{ field: 'units', value: 0 }], 'units equals 0'],
  ])('%s', (_, rules, expected) => {
    expect(ruleSummary(rules, words)).toBe(expected);
  });
});
