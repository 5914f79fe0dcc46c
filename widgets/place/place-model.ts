/**
 * The pure part of the place map: which location it shows. The first row of the query when
 * the widget has one (its name, address columns and coordinates), else the name, address and
 * coordinates written in params.place.
 */
import type { WidgetParams } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { coordinatesOf } from '../us-map/us-map-model.ts';

export type PlaceSettings = NonNullable<WidgetParams['place']>;

/** The location the map shows. */
export interface Location {
  name: string;
  /** The address line: address_fields' cells (or params.place.address), joined. */
  address: string;
  latitude: number;
  longitude: number;
}

/** Default of params.place.zoom (the schema's default): a metro area in a widget. */
export const DEFAULT_ZOOM = 6;

/** Columns read when params.place leaves them out (the demo's stores table). */
export const DEFAULT_FIELDS = {
  name_field: 'name',
  latitude_field: 'latitude',
  longitude_field: 'longitude',
} as const;

const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * The location of `row` (the query's first row) read through `settings`, or of the params
 * alone when there is no row. Undefined when the coordinates are missing or off the globe.
 */
export function locationOf(
  row: DataRow | undefined,
  settings: PlaceSettings = {},
): Location | undefined {
  if (!row) {
    const at = coordinatesOf(settings.latitude, settings.longitude);
    return at && { name: settings.name ?? '', address: settings.address ?? '', ...at };
  }
  const at = coordinatesOf(
    row[settings.latitude_field ?? DEFAULT_FIELDS.latitude_field],
    row[settings.longitude_field ?? DEFAULT_FIELDS.longitude_field],
  );
  if (!at) return undefined;
  const address = (settings.address_fields ?? [])
    .map((field) => text(row[field]))
    .filter((part) => part !== '')
    .join(', ');
  return { name: text(row[settings.name_field ?? DEFAULT_FIELDS.name_field]), address, ...at };
}

/** The zoom the map opens at: params.place.zoom within the schema's bounds. */
export function zoomOf(settings: PlaceSettings = {}): number {
  const zoom = settings.zoom ?? DEFAULT_ZOOM;
  return Number.isFinite(zoom) ? Math.min(24, Math.max(1, zoom)) : DEFAULT_ZOOM;
}
