import { parse, View } from 'vega';
import { describe, expect, it } from 'vitest';
import states from '../us-map/us-states.topo.json' with { type: 'json' };
import { baseScale } from '../us-map/us-map-model.ts';
import { PIN_SIZE, placeSpec } from './place-spec.ts';

type Item = {
  datum: Record<string, unknown>;
  x: number;
  y: number;
  size: number;
  fill: string;
  tooltip: unknown;
};

async function draw(address: string) {
  const spec = placeSpec({
    location: { name: 'Acme Denver', address, latitude: 39.74, longitude: -104.99 },
    states,
    description: 'A map',
    width: 600,
    height: 400,
    zoom: 5,
    color: '#e03131',
    addressTitle: 'Dirección',
  });
  const view = new View(parse(spec as never, undefined, { ast: true }), { renderer: 'none' });
  await view.runAsync();
  const marks = (
    view.scenegraph() as unknown as {
      root: { items: { items: { name?: string; items: Item[] }[] }[] };
    }
  ).root.items[0]!.items;
  return { view, items: (name: string) => marks.find((m) => m.name === name)!.items };
}

describe('placeSpec', () => {
  it('opens on the place at params.place.zoom, the pin in the middle with its tooltip', async () => {
    const { view, items } = await draw('Denver, CO');
    const [pin] = items('placePin');
    expect(pin!.x).toBeCloseTo(300, 5);
    expect(pin!.y).toBeCloseTo(200, 5);
    expect(pin!.size).toBe(PIN_SIZE);
    expect(pin!.fill).toBe('#e03131');
    expect(pin!.tooltip).toEqual({ title: 'Acme Denver', Dirección: 'Denver, CO' });
    expect(view.signal('zoom')).toBeCloseTo(baseScale(600, 400) * 5);
    expect(items('stateShapes').length).toBeGreaterThanOrEqual(49);
  });

  it('no address: the tooltip is the name alone', async () => {
    const { items } = await draw('');
    expect(items('placePin')[0]!.tooltip).toEqual({ title: 'Acme Denver' });
  });
});
