import { parse, View, type Runtime, type Spec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postAs,
  startTestServer,
  type PostAs,
  type TestServer,
} from '../../tests/support/test-server.ts';
import { forCanvas } from '../../runtime/core/charts/canvas-spec.ts';
import '../../runtime/core/charts/lazy-voronoi.ts';
import { CHART_CACHE_HEADER, CHART_PREPARE_MAX_SPECS, CHART_PREPARE_PATH } from './chart-routes.ts';

let server: TestServer;
/** acme's viewer's POSTs to /prepare, gzip accepted. */
let prepare: PostAs;

beforeAll(async () => {
  // Memory only: the hits counted below are this app's, not an earlier run's files on disk.
  server = await startTestServer({ env: { ...process.env, NAVIGATOR_PREPARED_CHARTS: 'off' } });
  prepare = await postAs(server, 'acme', 'viewer', CHART_PREPARE_PATH);
});

afterAll(async () => {
  await server?.close();
});

/** A line chart with points and tooltips, as the chart widget builds one (rows cut out). */
function lines(width: number) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    data: { name: 'table' },
    width,
    height: 120,
    mark: { type: 'line', point: true, tooltip: true },
    encoding: {
      x: { field: 'day', type: 'ordinal' },
      y: { field: 'revenue', type: 'quantitative' },
    },
  };
}

const ROWS = [
  { day: 'mon', revenue: 3 },
  { day: 'tue', revenue: 5 },
  { day: 'wed', revenue: 2 },
];

/** What vega draws for `runtime` with `rows` in its table input (no renderer). */
async function drawing(runtime: Runtime, input: number, rows: unknown[]) {
  (runtime.operators[input] as { value: { $ingest: unknown } }).value.$ingest = rows;
  const view = new View(runtime, { renderer: 'none' });
  await view.runAsync();
  const scene = JSON.stringify(view.scenegraph());
  view.finalize();
  return scene;
}

interface Answer {
  vega: string;
  vegaLite: string;
  charts: { runtime?: Runtime; input?: number; vega?: object; error?: string }[];
}

describe(`POST ${CHART_PREPARE_PATH}`, () => {
  it('prepares a batch: each spec parsed without rows, drawing what the browser would draw', async () => {
    const response = await prepare({ specs: [lines(301), lines(302)] });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers[CHART_CACHE_HEADER]).toBe('0/2');
    const answer = response.json as Answer;
    expect(answer.vega).toMatch(/^\d+\.\d+\.\d+/);
    expect(answer.charts).toHaveLength(2);
    const [first] = answer.charts;
    expect(first?.runtime?.operators.length).toBeGreaterThan(10);
    // The same chart compiled and parsed here, rows inline: the same picture.
    const local = { ...lines(301), data: { name: 'table', values: ROWS } };
    const vega = forCanvas(compile(local as unknown as TopLevelSpec).spec as never) as Spec;
    const view = new View(parse(vega, undefined, { ast: true }), { renderer: 'none' });
    await view.runAsync();
    const expected = JSON.stringify(view.scenegraph());
    view.finalize();
    await expect(drawing(first!.runtime!, first!.input!, ROWS)).resolves.toBe(expected);
  });

  it('answers a spec it has prepared from its cache', async () => {
    const spec = lines(333);
    await prepare({ specs: [spec] });
    const again = await prepare({ specs: [spec, lines(334)] });
    expect(again.status).toBe(200);
    expect(again.headers[CHART_CACHE_HEADER]).toBe('1/2');
    const plain = await prepare({ specs: [spec] }, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json as Answer).charts[0]).toEqual((again.json as Answer).charts[0]);
  });

  it('answers a spec vega-lite or vega refuses with the error, and still prepares the others', async () => {
    const vegaSpec = {
      $schema: 'https://vega.github.io/schema/vega/v6.json',
      data: [{ name: 'table' }],
      signals: [{ name: 'x', update: 'alert(1)' }],
    };
    const response = await prepare({ specs: [{ mark: 'no-such-mark' }, vegaSpec, lines(350)] });
    expect(response.status).toBe(200);
    const { charts } = response.json as Answer;
    expect(charts[0]?.error).toMatch(/^vega-lite could not compile the spec: /);
    // An unknown function is refused by the parser: no expression is run.
    expect(charts[1]?.error).toBe('vega could not parse the spec: Unrecognized function: alert');
    expect(charts[2]?.runtime).toBeDefined();
  });

  it.each([
    [[{ mark: 'bar' }], 'The body must be a JSON object {"specs": [...]} (got an array).'],
    [{ spec: {} }, '"specs" must be an array of chart specs (got nothing).'],
    [{ specs: [] }, '"specs" is empty: send at least one chart spec.'],
    [{ specs: [{ mark: 'bar' }, 'bar'] }, 'specs[1] must be a JSON object (got a string).'],
    [{ specs: [null] }, 'specs[0] must be a JSON object (got null).'],
    [
      { specs: Array.from({ length: CHART_PREPARE_MAX_SPECS + 1 }, () => ({ mark: 'bar' })) },
      `"specs" has ${CHART_PREPARE_MAX_SPECS + 1} specs; at most ${CHART_PREPARE_MAX_SPECS} per request.`,
    ],
  ])('refuses %j with a 400 naming the problem', async (body, message) => {
    const response = await prepare(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message });
  });

  it('refuses a body over 1 MB with a 413', async () => {
    const big = { specs: [{ mark: 'bar', description: 'x'.repeat(1024 * 1024) }] };
    const response = await prepare(big);
    expect(response.status).toBe(413);
  });

  it('refuses a request without a token with a 401', async () => {
    const response = await server.request({
      method: 'POST',
      path: CHART_PREPARE_PATH,
      tenant: 'acme',
      body: { specs: [lines(300)] },
    });
    expect(response.status).toBe(401);
  });
});
