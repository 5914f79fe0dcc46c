import { describe, expect, it } from 'vitest';
import { encodingTakesGzip } from './accepts-gzip.ts';

describe('encodingTakesGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip;q=0.0, br', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['identity;q=1, *;q=0.5', true],
    ['gzipx', false],
    ['gzip;q=abc', false],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(encodingTakesGzip(header)).toBe(expected);
  });
});
