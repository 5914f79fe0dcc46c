/**
 * The Vega spec of the popular places map: the shared US map (us-map-spec.ts: states, wheel
 * zoom, drag pan) with one circle per place sized by its value, a tooltip and a size legend.
 */
import { circleArea } from '../us-map/us-map-model.ts';
import { circleLayer, projectedPoints, usMapSpec } from '../us-map/us-map-spec.ts';
import type { Place } from './popular-places-model.ts';

/** A place as the spec carries it: its formatted value and circle area precomputed. */
export interface DrawnPlace extends Place {
  label: string;
  size: number;
}

export interface MapSpecInput {
  places: readonly Place[];
  /** The bundled topojson (us-states.topo.json), object 'states'. */
  states: unknown;
  width: number;
  height: number;
  color: string;
  /** The value as the viewer reads it (params.popularPlaces.format). */
  format: (value: number) => string;
  /** Tooltip key of the value, e.g. the column's name in words. */
  valueTitle: string;
  /** The map's aria-label. */
  description: string;
}

export function mapSpec(input: MapSpecInput): Record<string, unknown> {
  const { places, width, height } = input;
  const max = places.reduce((m, p) => Math.max(m, p.value), 0);
  const values: DrawnPlace[] = places.map((p) => ({
    ...p,
    label: input.format(p.value),
    size: circleArea(p.value, max),
  }));
  return usMapSpec({
    description: input.description,
    states: input.states,
    width,
    height,
    layer: {
      data: [projectedPoints('places', values)],
      ...circleLayer({
        mark: 'placeCircles',
        data: 'places',
        max,
        title: input.valueTitle,
        color: input.color,
        opacity: 0.6,
        format: input.format,
        tooltip: `{title: datum.name, ${JSON.stringify(input.valueTitle)}: datum.label}`,
      }),
    },
  });
}
