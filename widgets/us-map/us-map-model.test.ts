import { describe, expect, it } from 'vitest';
import {
  baseScale,
  CIRCLE_AREA,
  circleArea,
  coordinatesOf,
  numberOf,
  valueTitleOf,
} from './us-map-model.ts';

describe('numberOf', () => {
  it.each([
    { cell: 3, want: 3 },
    { cell: '12.5', want: 12.5 },
    { cell: '', want: undefined },
    { cell: null, want: undefined },
    { cell: 'x', want: undefined },
    { cell: Number.NaN, want: undefined },
  ])('$cell → $want', ({ cell, want }) => {
    expect(numberOf(cell)).toBe(want);
  });
});

describe('coordinatesOf', () => {
  it.each([
    { lat: 42.36, lon: -71.06, want: { latitude: 42.36, longitude: -71.06 } },
    { lat: '30.2', lon: '-97.7', want: { latitude: 30.2, longitude: -97.7 } },
    { lat: 95, lon: -71, want: undefined },
    { lat: 40, lon: -190, want: undefined },
    { lat: null, lon: -71, want: undefined },
  ])('$lat, $lon', ({ lat, lon, want }) => {
    expect(coordinatesOf(lat, lon)).toEqual(want);
  });
});

describe('circleArea', () => {
  it.each([
    { value: 100, max: 100, want: CIRCLE_AREA.max },
    { value: 50, max: 100, want: CIRCLE_AREA.max / 2 },
    { value: 0.1, max: 100, want: CIRCLE_AREA.min },
    { value: 0, max: 0, want: CIRCLE_AREA.min },
    { value: 200, max: 100, want: CIRCLE_AREA.max },
  ])('$value of $max → $want', ({ value, max, want }) => {
    expect(circleArea(value, max)).toBe(want);
  });
});

describe('baseScale', () => {
  it.each([
    { width: 960, height: 560, want: 1070 },
    { width: 480, height: 560, want: 535 },
    { width: 960, height: 280, want: 535 },
  ])('$width × $height → $want', ({ width, height, want }) => {
    expect(baseScale(width, height)).toBeCloseTo(want);
  });
});

// popularPlaces.value_title and traffic.value_title: the measure's name in the viewer's language.
describe('valueTitleOf', () => {
  const value_title = { en: 'Visits', es: 'Visitas', pt: 'Visitas' };
  it.each([
    { settings: { value_field: 'visits', value_title }, locale: 'es', want: 'Visitas' },
    { settings: { value_field: 'visits', value_title }, locale: 'en', want: 'Visits' },
    {
      settings: { value_field: 'visits', value_title: 'Footfall' },
      locale: 'pt',
      want: 'Footfall',
    },
    { settings: { value_field: 'store_visits' }, locale: 'es', want: 'Store Visits' },
    {
      settings: { value_field: 'revenue', value_title: { en: 'Revenue', es: 'Ingresos' } },
      locale: 'pt',
      want: 'Revenue',
    },
  ])('$settings.value_title in $locale → $want', ({ settings, locale, want }) => {
    expect(valueTitleOf(settings, locale)).toBe(want);
  });
});
