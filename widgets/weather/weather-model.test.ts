import { describe, expect, it } from 'vitest';
import { CONDITION_ICONS, conditionIcon } from './weather-icons.ts';
import {
  conditionOf,
  dayName,
  dayOf,
  temperature,
  WEATHER_CONDITIONS,
  weatherOutlook,
  wind,
} from './weather-model.ts';

const row = (date: string, extra: Record<string, unknown> = {}) => ({
  store_name: 'Acme Denver',
  city_line: 'Denver, CO',
  weather_date: date,
  temp_min_c: -2.4,
  temp_max_c: 6.1,
  condition: 'snow',
  precip_pct: 70,
  wind_kmh: 22,
  ...extra,
});

describe('weatherOutlook', () => {
  it('the first day is today, the next seven the outlook, by date whatever the row order', () => {
    const dates = Array.from(
      { length: 10 },
      (_, i) => `2026-11-${String(14 + i).padStart(2, '0')}`,
    );
    const result = weatherOutlook([...dates].reverse().map((date) => row(date)));
    expect(result?.store).toBe('Acme Denver');
    expect(result?.place).toBe('Denver, CO');
    expect(result?.today.date).toBe('2026-11-14');
    expect(result?.outlook.map((day) => day.date)).toEqual(dates.slice(1, 8));
    expect(result?.today).toMatchObject({
      minC: -2.4,
      maxC: 6.1,
      condition: 'snow',
      precipPct: 70,
      windKmh: 22,
    });
  });

  it.each([
    ['no rows', [], null],
    ['rows without a date', [row('', { weather_date: null })], null],
  ])('%s: null (the empty state)', (_, rows, expected) => {
    expect(weatherOutlook(rows)).toBe(expected);
  });

  it('keeps the first store only, reads named columns, cuts to `days`', () => {
    const rows = [
      { place: 'Miami', d: '2026-01-01T00:00:00.000Z', lo: '20', hi: '27', sky: 'Sunny' },
      { place: 'Miami', d: '2026-01-02', lo: 21, hi: 28, sky: 'RAIN' },
      { place: 'Miami', d: '2026-01-03', lo: 21, hi: 28, sky: 'x' },
      { place: 'Boston', d: '2026-01-02', lo: -5, hi: 0, sky: 'snow' },
    ];
    const result = weatherOutlook(
      rows,
      {
        store_field: 'place',
        place_field: 'place',
        date_field: 'd',
        min_field: 'lo',
        max_field: 'hi',
        condition_field: 'sky',
        precip_field: 'none',
        wind_field: 'none',
      },
      1,
    );
    expect(result?.store).toBe('Miami');
    expect(result?.today).toEqual({
      date: '2026-01-01',
      minC: 20,
      maxC: 27,
      condition: 'sunny',
      precipPct: null,
      windKmh: null,
    });
    expect(result?.outlook.map((day) => [day.date, day.condition])).toEqual([
      ['2026-01-02', 'rain'],
    ]);
  });
});

describe('units', () => {
  it.each([
    [0, 'celsius', 0],
    [0, 'fahrenheit', 32],
    [100, 'fahrenheit', 212],
    [-40, 'fahrenheit', -40],
    [21.6, 'celsius', 22],
    [-0.4, 'celsius', 0],
    [null, 'fahrenheit', null],
  ] as const)('%s °C in %s is %s', (celsius, unit, expected) => {
    expect(temperature(celsius, unit)).toBe(expected);
  });

  it.each([
    [16, 'celsius', 16],
    [16, 'fahrenheit', 10],
    [null, 'celsius', null],
  ] as const)('wind %s km/h beside %s is %s', (kmh, unit, expected) => {
    expect(wind(kmh, unit)).toBe(expected);
  });
});

describe('conditions and icons', () => {
  it.each([
    ['sunny', 'sunny'],
    ['Partly cloudy', 'partly_cloudy'],
    ['partly-cloudy', 'partly_cloudy'],
    ['clear', 'sunny'],
    ['Thunderstorm', 'storm'],
    ['SNOW', 'snow'],
    ['hail', 'unknown'],
    [null, 'unknown'],
  ])('%j reads as %s', (value, condition) => {
    expect(conditionOf(value)).toBe(condition);
  });

  it('every condition has its own icon, unknown a fallback', () => {
    const icons = WEATHER_CONDITIONS.map((condition) => conditionIcon(condition).icon);
    expect(new Set(icons).size).toBe(WEATHER_CONDITIONS.length);
    expect(icons).not.toContain(CONDITION_ICONS.unknown.icon);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-14', 'en', 'Sat'],
    ['2026-11-14', 'es', 'sáb'],
    ['2026-11-16', 'pt', 'seg.'],
  ])('%s in %s is %s', (date, locale, name) => {
    expect(dayName(date, locale)).toBe(name);
  });

  it.each([
    ['2026-11-14', '2026-11-14'],
    ['2026-11-14T00:00:00Z', '2026-11-14'],
    ['14/11/2026', null],
    [undefined, null],
  ])('dayOf(%j) is %j', (value, day) => {
    expect(dayOf(value)).toBe(day);
  });
});
