import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';

/** The condition codes the weather widget knows (the demo's `weather.condition`). */
export const WEATHER_CONDITIONS = [
  'sunny',
  'partly_cloudy',
  'cloudy',
  'rain',
  'storm',
  'snow',
  'fog',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number] | 'unknown';

/** The widget's params: which column holds each figure (the defaults are the demo's names). */
export type WeatherParams = NonNullable<WidgetParams['weather']>;
type WeatherFields = Pick<
  WeatherParams,
  | 'date_field'
  | 'store_field'
  | 'place_field'
  | 'min_field'
  | 'max_field'
  | 'condition_field'
  | 'precip_field'
  | 'wind_field'
>;

export const DEFAULT_FIELDS: Required<WeatherFields> = {
  date_field: 'weather_date',
  store_field: 'store_name',
  place_field: 'city_line',
  min_field: 'temp_min_c',
  max_field: 'temp_max_c',
  condition_field: 'condition',
  precip_field: 'precip_pct',
  wind_field: 'wind_kmh',
};

export type TemperatureUnit = 'celsius' | 'fahrenheit';

/** One day of the outlook, in °C and km/h as stored. */
export interface WeatherDay {
  /** yyyy-mm-dd */
  date: string;
  minC: number | null;
  maxC: number | null;
  condition: WeatherCondition;
  precipPct: number | null;
  windKmh: number | null;
}

/** The store and its days: the first is "now", the rest the outlook. */
export interface WeatherOutlook {
  store: string;
  place: string;
  today: WeatherDay;
  outlook: WeatherDay[];
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A date cell as yyyy-mm-dd: DuckDB sends dates as text or as ISO timestamps. */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(String(value));
  return match ? match[1]! : null;
}

/** A condition cell read loosely ("Partly cloudy", "RAIN") so other sources fit too. */
export function conditionOf(value: unknown): WeatherCondition {
  const code = String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((WEATHER_CONDITIONS as readonly string[]).includes(code)) return code as WeatherCondition;
  if (code === 'clear') return 'sunny';
  if (code === 'thunderstorm') return 'storm';
  return 'unknown';
}

/**
 * The query's rows as the store's current day and outlook: rows of the first store only (a
 * query answering several stores shows the first, like the saved query does), ordered by date,
 * rows without a date dropped, at most `days` outlook days after the current one.
 */
export function weatherOutlook(
  rows: readonly DataRow[],
  fields: WeatherFields = {},
  days = 7,
): WeatherOutlook | null {
  const f = { ...DEFAULT_FIELDS, ...fields };
  const first = rows.find((row) => dayOf(row[f.date_field]) !== null);
  if (!first) return null;
  const store = String(first[f.store_field] ?? '');
  const list = rows
    .filter((row) => String(row[f.store_field] ?? '') === store)
    .map((row): WeatherDay => ({
      date: dayOf(row[f.date_field]) ?? '',
      minC: numberOf(row[f.min_field]),
      maxC: numberOf(row[f.max_field]),
      condition: conditionOf(row[f.condition_field]),
      precipPct: numberOf(row[f.precip_field]),
      windKmh: numberOf(row[f.wind_field]),
    }))
    .filter((day) => day.date !== '')
    .sort((a, b) => a.date.localeCompare(b.date));
  const [today, ...rest] = list;
  return {
    store,
    place: String(first[f.place_field] ?? ''),
    today: today!,
    outlook: rest.slice(0, Math.max(0, days)),
  };
}

/** A °C value in the asked unit, rounded to whole degrees (as weather is shown). */
export function temperature(celsius: number | null, unit: TemperatureUnit): number | null {
  if (celsius === null) return null;
  const value = unit === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius;
  // +0 turns -0 into 0: "-0°" reads as a mistake.
  return Math.round(value) + 0;
}

/** Wind in km/h, or mph beside °F (the units readers of °F expect). */
export function wind(kmh: number | null, unit: TemperatureUnit): number | null {
  if (kmh === null) return null;
  return Math.round(unit === 'fahrenheit' ? kmh / 1.609344 : kmh);
}

/** The day's short name ("Mon", "lun", "seg") in the reader's language, by the calendar day. */
export function dayName(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  // Noon UTC read in UTC: the calendar day whatever the reader's time zone.
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
