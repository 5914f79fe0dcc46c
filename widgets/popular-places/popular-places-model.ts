/**
 * The pure parts of the popular places map: which rows become places (top-N by the measure,
 * with usable coordinates), how large each circle is, and the map's base projection scale.
 * PopularPlacesWidget.tsx turns them into a Vega spec (map-spec.ts).
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';

/** The params the model reads (params.popularPlaces). */
export interface PlaceFields {
  name_field: string;
  value_field: string;
  latitude_field: string;
  longitude_field: string;
  top?: number;
}

/** One place on the map. */
export interface Place {
  name: string;
  value: number;
  latitude: number;
  longitude: number;
}

/** Default of params.popularPlaces.top (the schema's default). */
export const DEFAULT_TOP = 10;

/** A finite number from a cell (DuckDB sends big numbers as strings), else undefined. */
function numberOf(cell: unknown): number | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  const value = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The `top` rows with the largest values, largest first. A row without a value or with
 * coordinates off the globe is left out before counting: it could not be drawn anyway.
 */
export function topPlaces(rows: readonly DataRow[], fields: PlaceFields): Place[] {
  const places: Place[] = [];
  for (const row of rows) {
    const value = numberOf(row[fields.value_field]);
    const latitude = numberOf(row[fields.latitude_field]);
    const longitude = numberOf(row[fields.longitude_field]);
    if (value === undefined || latitude === undefined || longitude === undefined) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    places.push({ name: String(row[fields.name_field] ?? ''), value, latitude, longitude });
  }
  places.sort((a, b) => b.value - a.value);
  return places.slice(0, Math.max(1, Math.floor(fields.top ?? DEFAULT_TOP)));
}

/** Smallest and largest circle, in square pixels (vega's symbol size is an area). */
export const CIRCLE_AREA = { min: 40, max: 1600 } as const;

/**
 * A circle's area for `value` when the largest place has `max`: proportional to the value
 * (a place with twice the value has twice the ink), never below the smallest legible circle.
 */
export function circleArea(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return CIRCLE_AREA.min;
  return Math.max(CIRCLE_AREA.min, (CIRCLE_AREA.max * Math.min(value, max)) / max);
}

/**
 * albersUsa's scale that fits the lower 48 states in width × height: d3's default (1070 for a
 * 960 × 500 frame) scaled by the tighter of the two sides.
 */
export function baseScale(width: number, height: number): number {
  return Math.max(1, 1070 * Math.min(width / 960, height / 560));
}

/** How far the wheel may zoom, as multiples of the base scale. */
export const ZOOM_LIMITS = { min: 0.6, max: 12 } as const;
