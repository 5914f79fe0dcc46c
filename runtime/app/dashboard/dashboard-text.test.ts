import { describe, expect, it } from 'vitest';
import { withPeriod } from './dashboard-text.ts';

describe('withPeriod', () => {
  it.each([
    [
      'Revenue for {period}, by region.',
      'Oct 5 – Oct 20, 2026',
      'Revenue for Oct 5 – Oct 20, 2026, by region.',
    ],
    ['{period}: revenue', 'Nov 1 – Nov 14, 2026', 'Nov 1 – Nov 14, 2026: revenue'],
    ['No placeholder.', 'Oct 5 – Oct 20, 2026', 'No placeholder.'],
    ['Revenue for {period}, by region.', undefined, 'Revenue, by region.'],
  ])('%s / %s', (description, period, expected) => {
    expect(withPeriod(description, period)).toBe(expected);
  });
});
