import { describe, expect, it } from 'vitest';
import {
  decodeFilterUrlState,
  encodeFilterUrlState,
  type FilterUrlState,
} from './filter-url-state';

describe('encodeFilterUrlState', () => {
  it.each<[string, FilterUrlState, string | undefined]>([
    ['nothing selected', { selections: { region_id: null, store_id: [] } }, undefined],
    [
      'selections and a date',
      {
        selections: { region_id: '3', store_id: ['12', '15'], brand: '' },
        date: { period: 'mtd', firstdate: '2026-11-01', lastdate: '2026-11-20', compare: false },
      },
      '{"region_id":"3","store_id":["12","15"],"date":"mtd/2026-11-01/2026-11-20"}',
    ],
    [
      'a comparison',
      {
        selections: { product_filters: true },
        date: {
          period: 'custom',
          firstdate: '2026-10-01',
          lastdate: '2026-10-15',
          compare: true,
          rangeCompare: 'all',
        },
      },
      '{"product_filters":true,"date":"custom/2026-10-01/2026-10-15/all"}',
    ],
    ['a false switch is a selection', { selections: { open: false } }, '{"open":false}'],
  ])('%s', (_name, state, text) => {
    expect(encodeFilterUrlState(state)).toBe(text);
  });
});

describe('decodeFilterUrlState', () => {
  it.each<[string, string | null, FilterUrlState | undefined]>([
    ['no parameter', null, undefined],
    ['not JSON', '{region', undefined],
    ['a list', '[1]', undefined],
    [
      'selections and a date round-trip',
      '{"region_id":"3","store_id":["12","15"],"date":"mtd/2026-11-01/2026-11-20"}',
      {
        selections: { region_id: '3', store_id: ['12', '15'] },
        date: { period: 'mtd', firstdate: '2026-11-01', lastdate: '2026-11-20', compare: false },
      },
    ],
    [
      'a comparison',
      '{"date":"weekly/2026-11-01/2026-11-07/prev"}',
      {
        selections: {},
        date: {
          period: 'weekly',
          firstdate: '2026-11-01',
          lastdate: '2026-11-07',
          compare: true,
          rangeCompare: 'prev',
        },
      },
    ],
    [
      'bad keys, objects and bad dates are dropped',
      '{"a b":1,"x":{"y":1},"z":[1,{}],"ok":2,"date":"mtd/2026-13/2026-11-01"}',
      { selections: { ok: 2 } },
    ],
    ['a reversed range is dropped', '{"date":"custom/2026-11-05/2026-11-01"}', { selections: {} }],
    [
      'an unknown compare is dropped',
      '{"date":"mtd/2026-11-01/2026-11-05/next"}',
      { selections: {} },
    ],
  ])('%s', (_name, text, state) => {
    expect(decodeFilterUrlState(text)).toEqual(state);
  });
});
