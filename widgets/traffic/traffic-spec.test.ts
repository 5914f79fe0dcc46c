import { parse, View } from 'vega';
import { describe, expect, it } from 'vitest';
import states from '../us-map/us-states.topo.json' with { type: 'json' };
import { CIRCLE_AREA } from '../us-map/us-map-model.ts';
import { trafficOf } from './traffic-model.ts';
import { trafficSpec } from './traffic-spec.ts';

type Item = { datum: Record<string, unknown>; size: number; fill: string; tooltip: unknown };

const rows = [
  { store: 'Boston', hour: 9, visits: 40, lat: 42.36, lon: -71.06 },
  { store: 'Boston', hour: 18, visits: 10, lat: 42.36, lon: -71.06 },
  { store: 'Denver', hour: 18, visits: 20, lat: 39.74, lon: -104.99 },
];

async function draw(hour: number) {
  const traffic = trafficOf(rows, {
    name_field: 'store',
    latitude_field: 'lat',
    longitude_field: 'lon',
    hour_field: 'hour',
    value_field: 'visits',
  });
  const spec = trafficSpec({
    traffic,
    hour,
    states,
    description: 'A map',
    width: 600,
    height: 400,
    color: '#f76707',
    format: (v) => `${v} v`,
    hourText: (h) => `${h}h`,
    percent: (s) => `${Math.round(s * 100)}%`,
    titles: { value: 'Visits', hour: 'Hour', share: 'Share', peak: 'Peak' },
  });
  const view = new View(parse(spec as never, undefined, { ast: true }), { renderer: 'none' });
  await view.runAsync();
  const circles = () =>
    (
      view.scenegraph() as unknown as {
        root: { items: { items: { name?: string; items: Item[] }[] }[] };
      }
    ).root.items[0]!.items.find((m) => m.name === 'trafficCircles')!.items;
  return { view, circles };
}

describe('trafficSpec', () => {
  it('draws the locations of the hour, on one size scale for the day, with the figures in the tooltip', async () => {
    const { view, circles } = await draw(9);
    expect(circles().map((c) => c.datum.name)).toEqual(['Boston']);
    expect(circles()[0]!.size).toBe(CIRCLE_AREA.max);
    expect(circles()[0]!.tooltip).toEqual({
      title: 'Boston',
      Hour: '9h',
      Visits: '40 v',
      Share: '80%',
      Peak: '9h',
    });
    // The widget's hour strip sets the signal: the circles of 18:00, busiest first.
    await view.signal('hour', 18).runAsync();
    expect(circles().map((c) => [c.datum.name, c.size])).toEqual([
      ['Denver', CIRCLE_AREA.max / 2],
      ['Boston', CIRCLE_AREA.max / 4],
    ]);
    expect(circles()[1]!.tooltip).toMatchObject({ Share: '20%', Peak: '9h' });
  });

  it('an hour with no visits draws no circle', async () => {
    const { circles } = await draw(3);
    expect(circles()).toEqual([]);
  });
});
