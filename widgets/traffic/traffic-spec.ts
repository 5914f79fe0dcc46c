/**
 * The Vega spec of the traffic map: the shared US map (us-map-spec.ts) with one circle per
 * location for the hour in the `hour` signal (the widget sets it from its hour strip), sized
 * on one scale for the whole day so a circle grows and shrinks as the hours pass.
 */
import { circleArea } from '../us-map/us-map-model.ts';
import { circleLayer, projectedPoints, usMapSpec } from '../us-map/us-map-spec.ts';
import type { Traffic, TrafficPoint } from './traffic-model.ts';

/** A point as the spec carries it: its texts and circle area precomputed. */
export interface DrawnPoint extends TrafficPoint {
  size: number;
  label: string;
  hourText: string;
  shareText: string;
  peakText: string;
}

/** Tooltip keys in the viewer's language. */
export interface TrafficTitles {
  value: string;
  hour: string;
  share: string;
  peak: string;
}

export interface TrafficSpecInput {
  traffic: Traffic;
  hour: number;
  states: unknown;
  width: number;
  height: number;
  color: string;
  format: (value: number) => string;
  hourText: (hour: number) => string;
  percent: (share: number) => string;
  titles: TrafficTitles;
  /** The map's aria-label. */
  description: string;
}

export function trafficSpec(input: TrafficSpecInput): Record<string, unknown> {
  const { traffic, titles } = input;
  const max = traffic.max;
  const values: DrawnPoint[] = traffic.points.map((point) => ({
    ...point,
    size: point.value > 0 ? circleArea(point.value, max) : 0,
    label: input.format(point.value),
    hourText: input.hourText(point.hour),
    shareText: input.percent(point.share),
    peakText: input.hourText(point.peakHour),
  }));
  const key = JSON.stringify;
  return usMapSpec({
    description: input.description,
    states: input.states,
    width: input.width,
    height: input.height,
    layer: {
      signals: [{ name: 'hour', value: input.hour }],
      data: [
        projectedPoints('traffic', values, [
          { type: 'filter', expr: 'datum.hour === hour && datum.value > 0' },
          // The busiest drawn first: smaller circles lie over larger ones, all reachable.
          { type: 'collect', sort: { field: 'value', order: 'descending' } },
        ]),
      ],
      ...circleLayer({
        mark: 'trafficCircles',
        data: 'traffic',
        max,
        title: titles.value,
        color: input.color,
        opacity: 0.55,
        format: input.format,
        tooltip: `{title: datum.name, ${key(titles.hour)}: datum.hourText, ${key(titles.value)}: datum.label, ${key(titles.share)}: datum.shareText, ${key(titles.peak)}: datum.peakText}`,
      }),
    },
  });
}
