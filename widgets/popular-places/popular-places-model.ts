/**
 * The pure parts of the popular places map: which rows become places (top-N by the measure,
 * with usable coordinates), how large each circle is, and the map's base projection scale.
 * PopularPlacesWidget.tsx turns them into a Vega spec (map-spec.ts).
 */
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { coordinatesOf, numberOf } from '../us-map/us-map-model.ts';

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

/**
 * The `top` rows with the largest values, largest first. A row without a value or with
 * coordinates off the globe is left out before counting: it could not be drawn anyway.
 */
export function topPlaces(rows: readonly DataRow[], fields: PlaceFields): Place[] {
  const places: Place[] = [];
  for (const row of rows) {
    const value = numberOf(row[fields.value_field]);
    const at = coordinatesOf(row[fields.latitude_field], row[fields.longitude_field]);
    if (value === undefined || !at) continue;
    places.push({ name: String(row[fields.name_field] ?? ''), value, ...at });
  }
  places.sort((a, b) => b.value - a.value);
  return places.slice(0, Math.max(1, Math.floor(fields.top ?? DEFAULT_TOP)));
}
