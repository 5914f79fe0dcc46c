import { describe, expect, it } from 'vitest';
import {
  anchorId,
  keepPosition,
  parsePositions,
  scrollAction,
  type ScrollAction,
  type ScrollChange,
} from './scroll-plan.ts';

describe('scrollAction', () => {
  const cases: [string, ScrollChange, ScrollAction][] = [
    [
      'back to a kept place',
      { navigation: 'POP', pathChanged: true, hash: '', saved: 1200 },
      { kind: 'restore', y: 1200 },
    ],
    [
      'reload of a kept place',
      { navigation: 'POP', pathChanged: false, hash: '', saved: 900 },
      { kind: 'restore', y: 900 },
    ],
    [
      'back to the very top',
      { navigation: 'POP', pathChanged: true, hash: '', saved: 0 },
      { kind: 'restore', y: 0 },
    ],
    [
      'back without a kept place',
      { navigation: 'POP', pathChanged: true, hash: '', saved: undefined },
      { kind: 'keep' },
    ],
    ['a link', { navigation: 'PUSH', pathChanged: true, hash: '', saved: 300 }, { kind: 'top' }],
    [
      'a link on the same page',
      { navigation: 'PUSH', pathChanged: false, hash: '', saved: undefined },
      { kind: 'top' },
    ],
    [
      'a link to an anchor',
      { navigation: 'PUSH', pathChanged: true, hash: '#terms-3', saved: undefined },
      { kind: 'anchor', id: 'terms-3' },
    ],
    [
      'filters written to the address',
      { navigation: 'REPLACE', pathChanged: false, hash: '', saved: undefined },
      { kind: 'keep' },
    ],
    [
      'a replacement by another page',
      { navigation: 'REPLACE', pathChanged: true, hash: '', saved: undefined },
      { kind: 'top' },
    ],
    [
      'a bare hash',
      { navigation: 'PUSH', pathChanged: true, hash: '#', saved: undefined },
      { kind: 'top' },
    ],
  ];
  it.each(cases)('%s', (_name, change, action) => {
    expect(scrollAction(change)).toEqual(action);
  });
});

describe('anchorId', () => {
  it.each([
    ['', ''],
    ['#', ''],
    ['#top', 'top'],
    ['#a%20b', 'a b'],
    ['#%E0%A4%A', ''],
  ])('%j → %j', (hash, id) => {
    expect(anchorId(hash)).toBe(id);
  });
});

describe('keepPosition', () => {
  it.each([
    ['adds a key', {}, 'a', 10.4, 5, { a: 10 }],
    ['moves a known key to the newest place', { a: 1, b: 2 }, 'a', 3, 5, { b: 2, a: 3 }],
    ['drops the oldest past the limit', { a: 1, b: 2, c: 3 }, 'd', 4, 3, { b: 2, c: 3, d: 4 }],
    ['never keeps a negative position', {}, 'a', -20, 5, { a: 0 }],
  ])('%s', (_name, positions, key, y, limit, expected) => {
    const next = keepPosition(positions, key, y, limit);
    expect(next).toEqual(expected);
    expect(Object.keys(next)).toEqual(Object.keys(expected));
  });
});

describe('parsePositions', () => {
  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['"text"', {}],
    ['{"a":12,"b":"x","c":null,"d":4.5}', { a: 12, d: 4.5 }],
  ])('%j', (text, expected) => {
    expect(parsePositions(text)).toEqual(expected);
  });
});
