/**
 * The Vega spec every US map shares: the states (bundled topojson, no tile server) under an
 * albersUsa projection, the wheel zooming about the pointer (the spot under it stays put, as
 * in a tile map) and a drag panning. A map type adds its own layer: data, scales, legends and
 * marks drawn over the states, projected through the signal-driven `projection`.
 */
import { projection } from 'vega';
import { baseScale, circleArea, ZOOM_LIMITS } from './us-map-model.ts';

/** Projection scale and translate (pixels) the map opens with. */
export interface MapFrame {
  scale: number;
  translate: [number, number];
}

/** The part of a d3-geo projection used here (vega's `projection` getter is typed loosely). */
interface UnitProjection {
  (point: [number, number]): [number, number] | null;
  scale(k: number): UnitProjection;
  translate(t: [number, number]): UnitProjection;
}

/** What a map type draws over the states. */
export interface MapLayer {
  signals?: Record<string, unknown>[];
  data?: Record<string, unknown>[];
  scales?: Record<string, unknown>[];
  legends?: Record<string, unknown>[];
  marks?: Record<string, unknown>[];
}

export interface UsMapInput {
  /** The bundled topojson (us-states.topo.json), object 'states'. */
  states: unknown;
  width: number;
  height: number;
  /** What the map shows, in the viewer's language: vega makes it the map's aria-label. */
  description: string;
  /** Where the map opens; the whole lower 48 when left out. */
  frame?: MapFrame;
  layer: MapLayer;
}

/** The whole country, centred: the frame of a map with nothing to focus on. */
export function countryFrame(width: number, height: number): MapFrame {
  return { scale: baseScale(width, height), translate: [width / 2, height / 2] };
}

/**
 * The frame that puts (longitude, latitude) in the middle of the map at `zoom` times the
 * country's scale. albersUsa is a point's fixed offset times the scale plus the translate, so
 * the translate is the middle minus the offset.
 */
export function focusFrame(
  width: number,
  height: number,
  longitude: number,
  latitude: number,
  zoom: number,
): MapFrame {
  const scale = baseScale(width, height) * zoom;
  const unit = (projection as unknown as (type: string) => () => UnitProjection)('albersUsa')()
    .scale(1)
    .translate([0, 0]);
  const offset = unit([longitude, latitude]);
  // Outside albersUsa's regions (no point to show): the country.
  if (!offset) return countryFrame(width, height);
  return { scale, translate: [width / 2 - offset[0] * scale, height / 2 - offset[1] * scale] };
}

/** The spec of a US map with `layer` over the states. */
export function usMapSpec(input: UsMapInput): Record<string, unknown> {
  const { width, height, layer } = input;
  const base = baseScale(width, height);
  const frame = input.frame ?? countryFrame(width, height);
  const [min, max] = [base * ZOOM_LIMITS.min, base * ZOOM_LIMITS.max];
  // One signal for scale and translate, so a wheel step changes both from the same old values.
  const factor = 'pow(1.002, -event.deltaY * pow(16, event.deltaMode))';
  const next = `clamp(view[0] * ${factor}, ${min}, ${max})`;
  return {
    $schema: 'https://vega.github.io/schema/vega/v5.json',
    description: input.description,
    width,
    height,
    autosize: 'none',
    signals: [
      {
        name: 'view',
        value: [frame.scale, ...frame.translate],
        on: [
          {
            events: { type: 'wheel', consume: true },
            update: `[${next}, x() - (x() - view[1]) * ${next} / view[0], y() - (y() - view[2]) * ${next} / view[0]]`,
          },
          {
            events: '[mousedown, window:mouseup] > window:mousemove',
            update: 'down ? [view[0], pan0[0] + x() - down[0], pan0[1] + y() - down[1]] : view',
          },
        ],
      },
      { name: 'zoom', update: 'view[0]' },
      { name: 'pan', update: '[view[1], view[2]]' },
      {
        name: 'down',
        value: null,
        on: [
          { events: 'mousedown', update: 'xy()' },
          { events: 'window:mouseup', update: 'null' },
        ],
      },
      { name: 'pan0', value: frame.translate, on: [{ events: 'mousedown', update: 'pan' }] },
      ...(layer.signals ?? []),
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
      ...(layer.data ?? []),
    ],
    scales: layer.scales ?? [],
    legends: layer.legends ?? [],
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
      ...(layer.marks ?? []),
    ],
  };
}

/**
 * A data set of points projected through the map's projection; a point albersUsa has no
 * place for (outside the US) is left out.
 */
export function projectedPoints(
  name: string,
  values: readonly object[],
  more: Record<string, unknown>[] = [],
): Record<string, unknown> {
  return {
    name,
    values,
    transform: [
      ...more,
      { type: 'geopoint', projection: 'projection', fields: ['longitude', 'latitude'] },
      { type: 'filter', expr: 'isValid(datum.x) && isValid(datum.y)' },
    ],
  };
}

/**
 * The legend of a linear scale named 'size' (circle areas): a quarter, half and the whole of
 * `max`, labelled as the viewer reads the value; none when nothing has a value.
 */
export function sizeLegend(input: {
  max: number;
  title: string;
  color: string;
  format: (value: number) => string;
}): Record<string, unknown>[] {
  const { max } = input;
  if (!(max > 0)) return [];
  const values = [max / 4, max / 2, max];
  const labels = Object.fromEntries(values.map((v) => [String(v), input.format(v)]));
  return [
    {
      size: 'size',
      title: input.title,
      values,
      orient: 'bottom-right',
      symbolType: 'circle',
      symbolFillColor: input.color,
      symbolOpacity: 0.6,
      symbolStrokeColor: '#ffffff',
      fillColor: 'rgba(255,255,255,0.85)',
      padding: 6,
      encode: {
        labels: {
          update: { text: { signal: `${JSON.stringify(labels)}[datum.value + '']` } },
        },
      },
    },
  ];
}

/**
 * Circles of the data set `data` (points with x, y from projectedPoints and `size`, an area
 * from circleArea) as the mark `mark`: one colour, a hover that darkens, the vega tooltip
 * expression `tooltip`, and the size scale and legend of values up to `max`.
 */
export function circleLayer(input: {
  mark: string;
  data: string;
  max: number;
  title: string;
  color: string;
  opacity: number;
  format: (value: number) => string;
  tooltip: string;
}): Required<Pick<MapLayer, 'scales' | 'legends' | 'marks'>> {
  const { max, color } = input;
  return {
    scales: [
      {
        name: 'size',
        type: 'linear',
        domain: [0, max || 1],
        range: [0, circleArea(max, max)],
        zero: true,
      },
    ],
    legends: sizeLegend({ max, title: input.title, color, format: input.format }),
    marks: [
      {
        type: 'symbol',
        name: input.mark,
        from: { data: input.data },
        encode: {
          update: {
            x: { field: 'x' },
            y: { field: 'y' },
            size: { field: 'size' },
            shape: { value: 'circle' },
            fill: { value: color },
            fillOpacity: { value: input.opacity },
            stroke: { value: '#ffffff' },
            strokeWidth: { value: 1 },
            cursor: { value: 'pointer' },
            tooltip: { signal: input.tooltip },
          },
          hover: { fillOpacity: { value: 0.9 } },
        },
      },
    ],
  };
}
