/**
 * The pure parts of the traffic map: the query's rows (one per location and hour) as points
 * with their share of the location's day and its busiest hour, the day's total per hour (the
 * hour strip), and the hour the map opens on.
 */
import type { WidgetParams } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { coordinatesOf, numberOf } from '../us-map/us-map-model.ts';

export type TrafficSettings = NonNullable<WidgetParams['traffic']>;

export const HOURS = 24;

/** One location in one hour. */
export interface TrafficPoint {
  name: string;
  latitude: number;
  longitude: number;
  hour: number;
  value: number;
  /** This hour's part of the location's day, 0 to 1. */
  share: number;
  /** The location's busiest hour. */
  peakHour: number;
}

export interface Traffic {
  points: TrafficPoint[];
  /** All locations' visits per hour, index 0 to 23. */
  hourTotals: number[];
  /** The hour with the most visits over all locations (the earliest on a tie). */
  busiestHour: number;
  /** The largest visits of one location in one hour: the circles' scale, fixed over the day. */
  max: number;
  locations: number;
}

/** An hour of the day from a cell: an integer 0 to 23, else undefined. */
export function hourOf(cell: unknown): number | undefined {
  const hour = numberOf(cell);
  return hour !== undefined && Number.isInteger(hour) && hour >= 0 && hour < HOURS
    ? hour
    : undefined;
}

const largestIndex = (values: readonly number[]) =>
  values.reduce((best, value, index) => (value > values[best]! ? index : best), 0);

/**
 * The traffic of `rows` read through `settings`. Rows without a usable hour, value or
 * coordinates are left out; two rows of the same location and hour add up.
 */
export function trafficOf(rows: readonly DataRow[], settings: TrafficSettings): Traffic {
  const byLocation = new Map<
    string,
    { name: string; latitude: number; longitude: number; hours: number[] }
  >();
  for (const row of rows) {
    const hour = hourOf(row[settings.hour_field]);
    const value = numberOf(row[settings.value_field]);
    const at = coordinatesOf(row[settings.latitude_field], row[settings.longitude_field]);
    if (hour === undefined || value === undefined || !at) continue;
    const name = String(row[settings.name_field] ?? '');
    const key = `${name}|${at.latitude}|${at.longitude}`;
    let location = byLocation.get(key);
    if (!location) {
      location = { name, ...at, hours: new Array<number>(HOURS).fill(0) };
      byLocation.set(key, location);
    }
    location.hours[hour]! += value;
  }
  const hourTotals = new Array<number>(HOURS).fill(0);
  const points: TrafficPoint[] = [];
  let max = 0;
  for (const { hours, ...location } of byLocation.values()) {
    const day = hours.reduce((sum, value) => sum + value, 0);
    const peakHour = largestIndex(hours);
    hours.forEach((value, hour) => {
      hourTotals[hour]! += value;
      max = Math.max(max, value);
      points.push({ ...location, hour, value, share: day > 0 ? value / day : 0, peakHour });
    });
  }
  return {
    points,
    hourTotals,
    busiestHour: largestIndex(hourTotals),
    max,
    locations: byLocation.size,
  };
}

/** The hour the map opens on: params.traffic.hour, else the busiest hour. */
export function firstHour(settings: Pick<TrafficSettings, 'hour'>, traffic: Traffic): number {
  const hour = hourOf(settings.hour);
  return hour ?? traffic.busiestHour;
}

/** The hour after (step 1) or before (step -1) `hour`, round the clock. */
export function stepHour(hour: number, step: number): number {
  return (((hour + step) % HOURS) + HOURS) % HOURS;
}

/** An hour as the viewer's clock shows it: "2:00 PM" in en, "14:00" in es and pt. */
export function hourLabel(hour: number, locale: string, short = false): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    ...(short ? {} : { minute: '2-digit' }),
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hour));
}
