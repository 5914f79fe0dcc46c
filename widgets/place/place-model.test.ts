import { describe, expect, it } from 'vitest';
import { DEFAULT_ZOOM, locationOf, zoomOf } from './place-model.ts';

const store = {
  store_name: 'Acme Boston',
  city: 'Boston',
  state: 'MA',
  latitude: 42.36,
  longitude: -71.06,
};
const fields = {
  name_field: 'store_name',
  address_fields: ['city', 'state'],
  latitude_field: 'latitude',
  longitude_field: 'longitude',
};

describe('locationOf', () => {
  it.each([
    {
      name: 'the row through the fields, address cells joined',
      row: store,
      settings: fields,
      want: { name: 'Acme Boston', address: 'Boston, MA', latitude: 42.36, longitude: -71.06 },
    },
    {
      name: 'empty address cells are skipped',
      row: { ...store, city: null, state: ' ' },
      settings: fields,
      want: { name: 'Acme Boston', address: '', latitude: 42.36, longitude: -71.06 },
    },
    {
      name: 'coordinates as strings (DuckDB decimals)',
      row: { ...store, latitude: '30.27', longitude: '-97.74' },
      settings: fields,
      want: { name: 'Acme Boston', address: 'Boston, MA', latitude: 30.27, longitude: -97.74 },
    },
    {
      name: 'without fields: name, latitude, longitude columns',
      row: { name: 'HQ', latitude: 40, longitude: -75 },
      settings: undefined,
      want: { name: 'HQ', address: '', latitude: 40, longitude: -75 },
    },
    {
      name: 'a row without coordinates shows nothing',
      row: { ...store, latitude: null },
      settings: fields,
      want: undefined,
    },
    {
      name: 'coordinates off the globe show nothing',
      row: { ...store, latitude: 91 },
      settings: fields,
      want: undefined,
    },
    {
      name: 'no query: the params’ name, address and coordinates',
      row: undefined,
      settings: { name: 'Head office', address: '1 Main St', latitude: 39.74, longitude: -104.99 },
      want: { name: 'Head office', address: '1 Main St', latitude: 39.74, longitude: -104.99 },
    },
    {
      name: 'no query and no coordinates',
      row: undefined,
      settings: { name: 'x' },
      want: undefined,
    },
  ])('$name', ({ row, settings, want }) => {
    expect(locationOf(row, settings)).toEqual(want);
  });
});

describe('zoomOf', () => {
  it.each([
    { zoom: undefined, want: DEFAULT_ZOOM },
    { zoom: 3, want: 3 },
    { zoom: 0.2, want: 1 },
    { zoom: 40, want: 24 },
  ])('$zoom → $want', ({ zoom, want }) => {
    expect(zoomOf({ zoom })).toBe(want);
  });
});
