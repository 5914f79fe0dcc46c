import { parse, View, version as vegaVersion, type Runtime, type Spec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { createLocalDb, MemoryStorage } from '../../runtime/widget-sdk/data.ts';
import { forCanvas } from './canvas-spec.ts';
import type { SpecObject } from './graph-encodings.ts';
import {
  createServerBatcher,
  PREPARE_PATH,
  type PostSpecs,
  type PrepareAnswer,
} from './server-prepare.ts';
import { createCompileCache, type CompileLite } from './vega-compile-cache.ts';
import { warmUpSpecs } from './vega-warmup.ts';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('acme', 'viewer');
});

afterAll(async () => {
  await server?.close();
});

/** The route over real HTTP, as the page's apiFetch calls it; `sent` counts the requests. */
function poster(options: { token?: string } = {}) {
  const sent: SpecObject[][] = [];
  const answered = { count: 0 };
  const post: PostSpecs = async (specs) => {
    sent.push(specs);
    const response = await server.request({
      method: 'POST',
      path: PREPARE_PATH,
      tenant: 'acme',
      token: options.token ?? token,
      headers: { 'accept-encoding': 'gzip' },
      body: { specs },
    });
    answered.count += 1;
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    return response.json as PrepareAnswer;
  };
  return { post, sent, answered };
}

const liteOf = (spec: SpecObject) => compile(spec as unknown as TopLevelSpec).spec;

/** What vega draws for `runtime` (no renderer). */
async function drawing(runtime: Runtime) {
  const view = new View(runtime, { renderer: 'none' });
  await view.runAsync();
  const scene = JSON.stringify(view.scenegraph());
  view.finalize();
  return scene;
}

function counted() {
  return vi.fn<CompileLite>((spec) => liteOf(spec) as ReturnType<CompileLite>);
}

describe('charts prepared by the server', () => {
  it('asks for the charts of one moment in one request, compiles none here, draws the same', async () => {
    const { post, sent, answered } = poster();
    const compileLite = counted();
    const cache = createCompileCache(undefined, compileLite, undefined, createServerBatcher(post));
    const specs = warmUpSpecs();
    specs.forEach((spec) => cache.prefetch(spec));
    // Charts wait their turn in the embed queue: the answer asked for ahead is kept until then.
    await vi.waitFor(() => expect(answered.count).toBe(1));
    const prepared = await Promise.all(specs.map((spec) => cache.prepare(spec)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(specs.length);
    // Sent without rows: only the spec's shape leaves the page.
    expect(JSON.stringify(sent[0])).not.toContain('"values"');
    expect(compileLite).not.toHaveBeenCalled();
    for (const [index, spec] of specs.entries()) {
      const direct = parse(forCanvas(liteOf(spec) as unknown as SpecObject) as Spec, undefined, {
        ast: true,
      });
      await expect(drawing(prepared[index]!.runtime)).resolves.toBe(await drawing(direct));
    }
    // Kept: a second preparation asks nobody.
    await cache.prepare(specs[0]!);
    expect(sent).toHaveLength(1);
  });

  it('asks nothing for a chart the local database keeps, ahead or in its turn', async () => {
    const { post, sent } = poster();
    const storage = new MemoryStorage();
    const store = createLocalDb('test', () => storage);
    const first = createCompileCache(store, counted(), undefined, createServerBatcher(post));
    const [spec] = warmUpSpecs();
    await first.prepare(spec!);
    expect(sent).toHaveLength(1);
    // A later visit: a new cache over the same database.
    const later = createCompileCache(store, counted(), undefined, createServerBatcher(post));
    later.prefetch(spec!);
    await later.prepare(spec!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });

  it('splits a large batch into requests of at most the batch size', async () => {
    const { post, sent } = poster();
    const ask = createServerBatcher(post, 5, 2);
    const [spec] = warmUpSpecs();
    const bare = { ...spec!, data: { name: 'table' } };
    const answers = await Promise.all([301, 302, 303].map((width) => ask({ ...bare, width })));
    expect(sent.map((batch) => batch.length)).toEqual([2, 1]);
    expect(answers.every((answer) => answer && 'runtime' in answer)).toBe(true);
  });

  it('compiles here what the server cannot prepare: a failed request, a spec it refuses', async () => {
    const refused = poster({ token: 'not-a-token' });
    const compileLite = counted();
    const cache = createCompileCache(
      undefined,
      compileLite,
      undefined,
      createServerBatcher(refused.post),
    );
    const [spec] = warmUpSpecs();
    await expect(cache.prepare(spec!)).resolves.toHaveProperty('hasTable', true);
    expect(refused.sent).toHaveLength(1);
    expect(compileLite).toHaveBeenCalledTimes(1);

    const { post } = poster();
    const local = counted();
    const other = createCompileCache(undefined, local, undefined, createServerBatcher(post));
    await expect(
      other.prepare({ data: { name: 'table', values: [] }, mark: 'no-such-mark' }),
    ).rejects.toThrow();
    expect(local).toHaveBeenCalledTimes(1);
  });

  it('uses no answer prepared by another vega', async () => {
    const { post } = poster();
    const older: PostSpecs = async (specs) => ({
      ...(await post(specs)),
      vega: `0.${vegaVersion}`,
    });
    const ask = createServerBatcher(older);
    const [spec] = warmUpSpecs();
    await expect(ask({ ...spec!, data: { name: 'table' } })).resolves.toBeUndefined();
  });
});
