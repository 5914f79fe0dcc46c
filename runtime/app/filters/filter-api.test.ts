import { describe, expect, it } from 'vitest';
import { wantsGzip } from './filter-api.ts';

describe('wantsGzip: the route query asks for the store list gzipped', () => {
  const cases: [string, boolean][] = [
    ['?fgzip', true],
    ['?dashboard=a&fgzip=1', true],
    ['fgzip=true', true],
    ['?dashboard=a', false],
    ['', false],
    ['?f=%7B%22fgzip%22%3A1%7D', false],
    ['?xfgzip=1', false],
  ];
  it.each(cases)('%s → %s', (search, expected) => {
    expect(wantsGzip(search)).toBe(expected);
  });
});
