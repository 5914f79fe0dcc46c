import { describe, expect, it } from 'vitest';
import { specCarriesOwnData, specDataUrls } from './spec-data.ts';

describe('specCarriesOwnData', () => {
  const cases: [string, unknown, boolean][] = [
    ['inline values', { data: { values: [{ a: 1 }] }, mark: 'bar' }, true],
    ['a url', { data: { url: 'data/cars.json' }, mark: 'point' }, true],
    ['a sequence generator', { data: { sequence: { start: 0, stop: 10 } } }, true],
    ['named datasets', { datasets: { one: [{ a: 1 }] }, data: { name: 'one' } }, true],
    ['empty datasets', { datasets: {}, mark: 'bar' }, false],
    ['a layer with values', { layer: [{ mark: 'rule' }, { data: { values: [] } }] }, true],
    [
      'a lookup from a url',
      { transform: [{ lookup: 'id', from: { data: { url: 'x.csv' } } }] },
      true,
    ],
    ['only the named table', { data: { name: 'table' }, mark: 'bar' }, false],
    ['no data at all', { mark: 'bar', encoding: { x: { field: 'a' } } }, false],
    ['not a spec', 'bar', false],
  ];
  it.each(cases)('%s', (_, spec, expected) => {
    expect(specCarriesOwnData(spec)).toBe(expected);
  });
});

describe('specDataUrls', () => {
  const cases: [string, unknown, { url: string; pointer: string }[]][] = [
    ['top level', { data: { url: 'data/a.json' } }, [{ url: 'data/a.json', pointer: '/data/url' }]],
    [
      'layers and a lookup, in document order',
      {
        layer: [{ data: { url: 'data/a.csv' } }, { mark: 'line' }],
        transform: [{ lookup: 'k', from: { data: { url: 'data/b.json' }, key: 'k' } }],
      },
      [
        { url: 'data/a.csv', pointer: '/layer/0/data/url' },
        { url: 'data/b.json', pointer: '/transform/0/from/data/url' },
      ],
    ],
    [
      'a key needing escape',
      { 'a/b': { data: { url: 'u' } } },
      [{ url: 'u', pointer: '/a~1b/data/url' }],
    ],
    ['values only', { data: { values: [] } }, []],
  ];
  it.each(cases)('%s', (_, spec, expected) => {
    expect(specDataUrls(spec)).toEqual(expected);
  });
});
