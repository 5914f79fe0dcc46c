/**
 * The Vega spec of the popular places map: the US states (bundled topojson, no tile server)
 * under an albersUsa projection whose scale the wheel changes and whose translate a drag
 * moves, and one circle per place sized by its value, with a tooltip and a size legend.
 */
import { baseScale, circleArea, type Place, ZOOM_LIMITS } from './popular-places-model.ts';

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
}

export function mapSpec(input: MapSpecInput): Record<string, unknown> {
  const { places, width, height } = input;
  const max = places.reduce((m, p) => Math.max(m, p.value), 0);
  const values: DrawnPlace[] = places.map((p) => ({
    ...p,
    label: input.format(p.value),
    size: circleArea(p.value, max),
  }));
  const scale = baseScale(width, height);
  const legendValues = max > 0 ? [max / 4, max / 2, max] : [];
  return {
    $schema: 'https://vega.github.io/schema/vega/v5.json',
    width,
    height,
    autosize: 'none',
    signals: [
      {
        name: 'zoom',
        value: scale,
        on: [
          {
            events: { type: 'wheel', consume: true },
            update: `clamp(zoom * pow(1.002, -event.deltaY * pow(16, event.deltaMode)), ${scale * ZOOM_LIMITS.min}, ${scale * ZOOM_LIMITS.max})`,
          },
        ],
      },
      {
        name: 'down',
        value: null,
        on: [
          { events: 'mousedown', update: 'xy()' },
          { events: 'window:mouseup', update: 'null' },
        ],
      },
      {
        name: 'pan0',
        value: [width / 2, height / 2],
        on: [{ events: 'mousedown', update: 'pan' }],
      },
      {
        name: 'pan',
        value: [width / 2, height / 2],
        on: [
          {
            events: '[mousedown, window:mouseup] > window:mousemove',
            update: 'down ? [pan0[0] + x() - down[0], pan0[1] + y() - down[1]] : pan',
          },
        ],
      },
    ],
    projections: [
      {
        name: 'projection',
        type: 'albersUsa',
        scale: { signal: 'zoom' },
        translate: { signal: 'pan' },
      },
    ],
    data: [
      { name: 'states', values: input.states, format: { type: 'topojson', feature: 'states' } },
      {
        name: 'places',
        values,
        transform: [
          { type: 'geopoint', projection: 'projection', fields: ['longitude', 'latitude'] },
          // albersUsa has no place for a point outside the US: it is not drawn.
          { type: 'filter', expr: 'isValid(datum.x) && isValid(datum.y)' },
        ],
      },
    ],
    scales: [
      {
        name: 'size',
        type: 'linear',
        domain: [0, max || 1],
        range: [0, circleArea(max, max)],
        zero: true,
      },
    ],
    legends: legendValues.length
      ? [
          {
            size: 'size',
            title: input.valueTitle,
            values: legendValues,
            orient: 'bottom-right',
            symbolType: 'circle',
            symbolFillColor: input.color,
            symbolOpacity: 0.6,
            symbolStrokeColor: '#ffffff',
            fillColor: 'rgba(255,255,255,0.85)',
            padding: 6,
            encode: {
              labels: {
                update: {
                  text: {
                    signal: `${JSON.stringify(Object.fromEntries(legendValues.map((v) => [String(v), input.format(v)])))}[datum.value + '']`,
                  },
                },
              },
            },
          },
        ]
      : [],
    marks: [
      {
        type: 'shape',
        name: 'stateShapes',
        from: { data: 'states' },
        encode: {
          update: {
            fill: { value: '#f1f3f5' },
            stroke: { value: '#868e96' },
            strokeWidth: { value: 0.6 },
          },
        },
        transform: [{ type: 'geoshape', projection: 'projection' }],
      },
      {
        type: 'symbol',
        name: 'placeCircles',
        from: { data: 'places' },
        encode: {
          update: {
            x: { field: 'x' },
            y: { field: 'y' },
            size: { field: 'size' },
            shape: { value: 'circle' },
            fill: { value: input.color },
            fillOpacity: { value: 0.6 },
            stroke: { value: '#ffffff' },
            strokeWidth: { value: 1 },
            cursor: { value: 'pointer' },
            tooltip: {
              signal: `{title: datum.name, ${JSON.stringify(input.valueTitle)}: datum.label}`,
            },
          },
          hover: { fillOpacity: { value: 0.9 } },
        },
      },
    ],
  };
}
