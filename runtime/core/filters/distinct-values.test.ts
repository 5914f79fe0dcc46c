import { describe, expect, it } from 'vitest';
import { distinctValues } from './distinct-values';

const rows = [
  { city: 'Tampa', n: 10 },
  { city: 'Miami', n: 2 },
  { city: 'Tampa', n: null },
  { city: ' ', n: 2 },
  { city: { nested: true }, n: 1 },
];

describe('distinctValues', () => {
  it.each<[string | undefined, number | undefined, string[]]>([
    ['city', undefined, ['Miami', 'Tampa']],
    ['n', undefined, ['1', '2', '10']],
    ['n', 2, ['2', '10']],
    ['missing', undefined, []],
    [undefined, undefined, []],
  ])('%s (limit %s) → %j', (field, limit, expected) => {
    expect(distinctValues(rows, field, limit)).toEqual(expected);
  });
});
