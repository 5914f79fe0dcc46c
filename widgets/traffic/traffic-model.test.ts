import { describe, expect, it } from 'vitest';
import { firstHour, hourLabel, hourOf, stepHour, trafficOf } from './traffic-model.ts';

const settings = {
  name_field: 'store',
  latitude_field: 'lat',
  longitude_field: 'lon',
  hour_field: 'hour',
  value_field: 'visits',
};
const row = (
  store: string,
  hour: unknown,
  visits: unknown,
  lat: unknown = 40,
  lon: unknown = -75,
) => ({
  store,
  hour,
  visits,
  lat,
  lon,
});

describe('hourOf', () => {
  it.each([
    { cell: 0, want: 0 },
    { cell: '23', want: 23 },
    { cell: 24, want: undefined },
    { cell: -1, want: undefined },
    { cell: 9.5, want: undefined },
    { cell: null, want: undefined },
  ])('$cell → $want', ({ cell, want }) => {
    expect(hourOf(cell)).toBe(want);
  });
});

describe('trafficOf', () => {
  it('points per location and hour, shares of the day, peaks, totals per hour', () => {
    const traffic = trafficOf(
      [row('a', 9, 10), row('a', 12, 30), row('b', 12, '5', 35, -90), row('b', 18, 15, 35, -90)],
      settings,
    );
    expect(traffic.locations).toBe(2);
    expect(traffic.points).toHaveLength(48);
    const a12 = traffic.points.find((p) => p.name === 'a' && p.hour === 12)!;
    expect(a12).toEqual({
      name: 'a',
      latitude: 40,
      longitude: -75,
      hour: 12,
      value: 30,
      share: 0.75,
      peakHour: 12,
    });
    expect(traffic.points.find((p) => p.name === 'b' && p.hour === 3)).toMatchObject({
      value: 0,
      share: 0,
      peakHour: 18,
    });
    expect(traffic.hourTotals[12]).toBe(35);
    expect(traffic.hourTotals[18]).toBe(15);
    expect(traffic.busiestHour).toBe(12);
    expect(traffic.max).toBe(30);
  });

  it.each([
    {
      name: 'rows of one location and hour add up',
      rows: [row('a', 8, 2), row('a', 8, 3)],
      total: 5,
      locations: 1,
    },
    {
      name: 'an hour outside the day is left out',
      rows: [row('a', 24, 9), row('a', 1, 1)],
      total: 1,
      locations: 1,
    },
    {
      name: 'a row without visits is left out',
      rows: [row('a', 2, null), row('b', 2, 4)],
      total: 4,
      locations: 1,
    },
    {
      name: 'a row without coordinates is left out',
      rows: [row('a', 2, 3, null), row('b', 2, 4)],
      total: 4,
      locations: 1,
    },
    { name: 'no rows', rows: [], total: 0, locations: 0 },
  ])('$name', ({ rows, total, locations }) => {
    const traffic = trafficOf(rows, settings);
    expect(traffic.hourTotals.reduce((s, v) => s + v, 0)).toBe(total);
    expect(traffic.locations).toBe(locations);
  });
});

describe('firstHour', () => {
  const traffic = trafficOf([row('a', 17, 10), row('a', 9, 4)], settings);
  it.each([
    { hour: undefined, want: 17 },
    { hour: 9, want: 9 },
    { hour: 0, want: 0 },
  ])('params.traffic.hour $hour → $want', ({ hour, want }) => {
    expect(firstHour({ hour }, traffic)).toBe(want);
  });
});

describe('stepHour and hourLabel', () => {
  it.each([
    { hour: 23, step: 1, want: 0 },
    { hour: 0, step: -1, want: 23 },
    { hour: 10, step: 1, want: 11 },
  ])('$hour + $step → $want', ({ hour, step, want }) => {
    expect(stepHour(hour, step)).toBe(want);
  });
  it.each([
    { hour: 14, locale: 'en', short: false, want: '2:00 PM' },
    { hour: 14, locale: 'es', short: false, want: '14:00' },
    { hour: 9, locale: 'pt', short: false, want: '9:00' },
    { hour: 0, locale: 'en', short: true, want: '12 AM' },
  ])('$hour in $locale', ({ hour, locale, short, want }) => {
    expect(hourLabel(hour, locale, short).replace(/\s/g, ' ')).toBe(want);
  });
});
