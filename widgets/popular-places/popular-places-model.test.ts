import { describe, expect, it } from 'vitest';
import { DEFAULT_TOP, topPlaces } from './popular-places-model.ts';

const fields = {
  name_field: 'store',
  value_field: 'visits',
  latitude_field: 'lat',
  longitude_field: 'lon',
};
const row = (store: string, visits: unknown, lat: unknown = 40, lon: unknown = -75) => ({
  store,
  visits,
  lat,
  lon,
});

describe('topPlaces', () => {
  it.each([
    {
      name: 'largest first, cut at top',
      rows: [row('a', 5), row('b', 50), row('c', 20)],
      top: 2,
      want: ['b', 'c'],
    },
    {
      name: 'numeric strings count',
      rows: [row('a', '7'), row('b', '70')],
      top: 5,
      want: ['b', 'a'],
    },
    {
      name: 'rows without value or coordinates are left out before counting',
      rows: [row('a', null), row('b', 3, null), row('c', 2, 40, 'x'), row('d', 1)],
      top: 1,
      want: ['d'],
    },
    {
      name: 'coordinates off the globe are left out',
      rows: [row('a', 9, 95), row('b', 1)],
      top: 3,
      want: ['b'],
    },
    { name: 'top below 1 still shows one', rows: [row('a', 1), row('b', 2)], top: 0, want: ['b'] },
  ])('$name', ({ rows, top, want }) => {
    expect(topPlaces(rows, { ...fields, top }).map((p) => p.name)).toEqual(want);
  });

  it('defaults to the schema default of 10 and reads every field', () => {
    const rows = Array.from({ length: 15 }, (_, i) => row(`s${i}`, i, 30 + i, -100 - i));
    const places = topPlaces(rows, fields);
    expect(places).toHaveLength(DEFAULT_TOP);
    expect(places[0]).toEqual({ name: 's14', value: 14, latitude: 44, longitude: -114 });
  });
});
