/**
 * The Vega spec of the place map: the shared US map (us-map-spec.ts) opened on the location
 * at params.place.zoom, with a pin on it whose tooltip gives the name and address.
 */
import { focusFrame, projectedPoints, usMapSpec } from '../us-map/us-map-spec.ts';
import type { Location } from './place-model.ts';

/** A map pin in symbol units, its tip at (0, 0): the point it marks. */
export const PIN_PATH =
  'M0,0 C-0.35,-0.5 -0.7,-0.85 -0.7,-1.3 A0.7,0.7 0 1 1 0.7,-1.3 C0.7,-0.85 0.35,-0.5 0,0 Z';

/** Area of the pin symbol in square pixels (about 34 px tall). */
export const PIN_SIZE = 1600;

export interface PlaceSpecInput {
  location: Location;
  states: unknown;
  width: number;
  height: number;
  zoom: number;
  color: string;
  /** Tooltip key of the address, in the viewer's language. */
  addressTitle: string;
  /** The map's aria-label. */
  description: string;
}

export function placeSpec(input: PlaceSpecInput): Record<string, unknown> {
  const { location, width, height } = input;
  const tooltip = location.address
    ? `{title: datum.name, ${JSON.stringify(input.addressTitle)}: datum.address}`
    : '{title: datum.name}';
  const encode = (extra: Record<string, unknown>) => ({
    x: { field: 'x' },
    y: { field: 'y' },
    cursor: { value: 'pointer' },
    tooltip: { signal: tooltip },
    ...extra,
  });
  return usMapSpec({
    description: input.description,
    states: input.states,
    width,
    height,
    frame: focusFrame(width, height, location.longitude, location.latitude, input.zoom),
    layer: {
      data: [projectedPoints('location', [location])],
      marks: [
        {
          type: 'symbol',
          name: 'placePin',
          from: { data: 'location' },
          encode: {
            update: encode({
              shape: { value: PIN_PATH },
              size: { value: PIN_SIZE },
              fill: { value: input.color },
              stroke: { value: '#ffffff' },
              strokeWidth: { value: 1.5 },
            }),
          },
        },
        {
          // The pin's eye: a white dot in its head.
          type: 'symbol',
          name: 'placePinEye',
          from: { data: 'location' },
          encode: {
            update: encode({
              y: { signal: `datum.y - ${(1.3 * Math.sqrt(PIN_SIZE)) / 2}` },
              shape: { value: 'circle' },
              size: { value: 60 },
              fill: { value: '#ffffff' },
            }),
          },
        },
      ],
    },
  });
}
