import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import {
  createConfigBus,
  parseNotice,
  type ConfigBus,
  type ConfigChangeNotice,
} from './config-bus.ts';

const runs = requireOrSkip('config bus over Redis pub/sub', await redisAvailability());
const silent = { warn: () => undefined, info: () => undefined };
const buses: ConfigBus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

describe('parseNotice', () => {
  it.each([
    ['a full notice', '{"node":"n","tenant":"acme","files":["acme/x.json"],"rev":"abc"}', true],
    ['without rev', '{"node":"n","tenant":"acme","files":[]}', true],
    ['not JSON', 'reload!', false],
    ['files not strings', '{"node":"n","tenant":"acme","files":[1]}', false],
    ['no tenant', '{"node":"n","files":[]}', false],
  ])('%s → accepted: %s', (_name, text, accepted) => {
    expect(parseNotice(text) !== undefined).toBe(accepted);
  });
});

describe.skipIf(!runs)('config bus over Redis', () => {
  it('a change published by one node reaches the others, not itself', async () => {
    const channel = `navigator:test-config:${randomUUID()}`;
    const url = 'redis://127.0.0.1:6379';
    const [a, b, c] = [0, 1, 2].map(() => createConfigBus({ url, channel, log: silent }));
    buses.push(a!, b!, c!);
    const heard: Record<string, ConfigChangeNotice[]> = { a: [], b: [], c: [] };
    a!.onConfigChange((n) => void (n && heard.a!.push(n)));
    b!.onConfigChange((n) => void (n && heard.b!.push(n)));
    c!.onConfigChange((n) => void (n && heard.c!.push(n)));
    const change = { tenant: 'acme', files: ['acme/dashboards/sales.json'], rev: 'r1' };
    // Subscriptions open asynchronously: publish until both listeners have it.
    await expect
      .poll(
        async () => {
          if (heard.b!.length === 0 || heard.c!.length === 0) await a!.publishConfigChange(change);
          return heard.b!.length > 0 && heard.c!.length > 0;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
    expect(heard.b![0]).toEqual({ node: a!.node, ...change });
    expect(heard.a).toEqual([]);
  });

  it('without Redis publishing is a no-op and never throws', async () => {
    const bus = createConfigBus({ log: silent });
    buses.push(bus);
    expect(bus.kind).toBe('local');
    await expect(bus.publishConfigChange({ tenant: 'acme', files: [] })).resolves.toBeUndefined();
  });
});
