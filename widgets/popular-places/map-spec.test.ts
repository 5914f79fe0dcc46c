import { parse, View } from 'vega';
import { describe, expect, it } from 'vitest';
import states from '../us-map/us-states.topo.json' with { type: 'json' };
import { mapSpec } from './map-spec.ts';
import { baseScale, CIRCLE_AREA } from '../us-map/us-map-model.ts';

/** The spec drawn headless: its circles and state shapes. */
async function draw(
  places: { name: string; value: number; latitude: number; longitude: number }[],
) {
  const spec = mapSpec({
    places,
    states,
    description: 'A map',
    width: 600,
    height: 400,
    color: '#123456',
    format: (v) => `$ ${v}`,
    valueTitle: 'Revenue',
  });
  const view = new View(parse(spec as never, undefined, { ast: true }), { renderer: 'none' });
  await view.runAsync();
  type Item = { datum: Record<string, unknown>; size: number; fill: string; tooltip: unknown };
  const marks = (
    view.scenegraph() as unknown as {
      root: { items: { items: { name?: string; items: Item[] }[] }[] };
    }
  ).root.items[0]!.items;
  const items = (name: string) => marks.find((m) => m.name === name)!.items;
  return { view, circles: items('placeCircles'), shapes: items('stateShapes') };
}

describe('mapSpec', () => {
  it('draws every state, one circle per place inside the US, sized and coloured by params', async () => {
    const { view, circles, shapes } = await draw([
      { name: 'Boston', value: 100, latitude: 42.36, longitude: -71.06 },
      { name: 'Austin', value: 25, latitude: 30.27, longitude: -97.74 },
      // albersUsa has no place for Paris: not drawn.
      { name: 'Paris', value: 50, latitude: 48.85, longitude: 2.35 },
    ]);
    expect(shapes.length).toBeGreaterThanOrEqual(49);
    expect(circles.map((c) => c.datum.name)).toEqual(['Boston', 'Austin']);
    expect(circles.map((c) => c.size)).toEqual([CIRCLE_AREA.max, CIRCLE_AREA.max / 4]);
    expect(circles.every((c) => c.fill === '#123456')).toBe(true);
    expect(circles[0]!.tooltip).toEqual({ title: 'Boston', Revenue: '$ 100' });
    expect(view.signal('zoom')).toBeCloseTo(baseScale(600, 400));
    expect(view.signal('pan')).toEqual([300, 200]);
  });

  it('a place with no value still gets the smallest legible circle', async () => {
    const { circles } = await draw([
      { name: 'A', value: 0, latitude: 40, longitude: -100 },
      { name: 'B', value: 10, latitude: 35, longitude: -90 },
    ]);
    expect(circles.map((c) => c.size)).toEqual([CIRCLE_AREA.min, CIRCLE_AREA.max]);
  });
});
