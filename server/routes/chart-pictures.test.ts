import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../tests/support/http.ts';
import {
  postAs,
  startTestServer,
  type PostAs,
  type TestServer,
} from '../../tests/support/test-server.ts';
import { createChartPrepareCache, type ChartPrepareCache } from '../charts/chart-prepare-cache.ts';
import { createChartPictures } from '../charts/chart-pictures.ts';
import {
  chartRoutes,
  CHART_PREPARE_PATH,
  CHART_PICTURE_MAX_ROWS,
  CHART_PICTURES_MAX_CHARTS,
  CHART_PICTURES_BUDGET_MS,
  CHART_PICTURES_PATH,
  PICTURES_OVER_BUDGET,
  picturesBudgetMs,
} from './chart-routes.ts';

let server: TestServer;
/** acme's viewer's POSTs to /pictures, gzip accepted. */
let pictures: PostAs;

beforeAll(async () => {
  server = await startTestServer();
  pictures = await postAs(server, 'acme', 'viewer', CHART_PICTURES_PATH);
});

afterAll(async () => {
  await server?.close();
});

/**
 * The chart routes alone on a loopback port over `cache`, every request signed in as one acme
 * user: the cache's counts are this test's alone. `post` sends a body to a path; `close` ends it.
 */
async function startChartRoutes(cache: ChartPrepareCache, picturesBudget?: number) {
  const small = Fastify({ logger: false });
  small.decorate('authenticate', async (request: FastifyRequest) => {
    (request as { user?: unknown }).user = { tenant: 'acme', user_id: 'u1' };
  });
  await small.register(chartRoutes, { cache, picturesBudgetMs: picturesBudget });
  await small.listen({ port: 0, host: '127.0.0.1' });
  const address = small.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    post: (path: string, body: unknown) => request(port, { method: 'POST', path, body }),
    close: () => small.close(),
  };
}

type Picture = { svg: string } | { none: string };

/** The answer's pictures by index, from its NDJSON lines `{i, svg}` / `{i, none}`. */
function picturesOf(response: { text: string }): Picture[] {
  const pictures: Picture[] = [];
  for (const line of response.text.split('\n').filter((text) => text.trim() !== '')) {
    const { i, ...picture } = JSON.parse(line) as { i: number } & Picture;
    expect(pictures[i]).toBeUndefined();
    pictures[i] = picture;
  }
  return pictures;
}

/** A bar chart as the chart widget sends it (rows cut out of its 'table' dataset). */
const bars = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  data: { name: 'table' },
  width: 300,
  height: 160,
  mark: { type: 'bar', tooltip: true },
  encoding: {
    x: { field: 'region', type: 'nominal' },
    y: { field: 'revenue', type: 'quantitative', axis: { format: ',.1f' } },
  },
};

const rows = [
  { region: 'Andes', revenue: 12345.5 },
  { region: 'Caribe', revenue: 2500 },
  { region: 'Pampa', revenue: 7250.25 },
  { region: 'Sierra', revenue: 400 },
];

/** The texts of the SVG's axis labels. */
function labels(svg: string): string[] {
  const group = /class="mark-text role-axis-label"[^>]*>(.*?)<\/g>/g;
  return [...svg.matchAll(group)].flatMap((match) =>
    [...match[1]!.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((text) => text[1]!),
  );
}

/** The bars drawn: the paths of the rect mark. */
function barCount(svg: string): number {
  const mark = /class="mark-rect role-mark[^"]*"[^>]*>(.*?)<\/g>/.exec(svg);
  return mark ? [...mark[1]!.matchAll(/<path /g)].length : 0;
}

describe('POST /api/v2/charts/pictures', () => {
  it('draws each chart with its rows as SVG: one bar a row, the rows as axis labels', async () => {
    const response = await pictures({ charts: [{ spec: bars, values: rows }] });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const picture = picturesOf(response)[0] as { svg: string };
    expect(picture.svg).toMatch(/^<svg /);
    expect(barCount(picture.svg)).toBe(4);
    expect(labels(picture.svg)).toEqual(
      expect.arrayContaining(['Andes', 'Caribe', 'Pampa', 'Sierra', '10,000.0']),
    );
  });

  it('draws a spec not prepared yet (preparing it), one line per chart, each once', async () => {
    const fresh = { ...bars, width: 301 };
    const response = await pictures({
      charts: [
        { spec: fresh, values: rows },
        { spec: { ...bars, width: 302 }, values: rows.slice(0, 3) },
      ],
    });
    expect(response.status).toBe(200);
    const answer = picturesOf(response);
    expect(answer).toHaveLength(2);
    expect(barCount((answer[0] as { svg: string }).svg)).toBe(4);
    expect(barCount((answer[1] as { svg: string }).svg)).toBe(3);
  });

  it('draws a chart whose marks link somewhere without the link, and the server goes on', async () => {
    const linked = {
      ...bars,
      width: 307,
      encoding: { ...bars.encoding, href: { value: "javascript:alert('x')" } },
    };
    const response = await pictures({ charts: [{ spec: linked, values: rows }] });
    expect(response.status).toBe(200);
    const { svg } = picturesOf(response)[0] as { svg: string };
    expect(barCount(svg)).toBe(4);
    expect(svg).not.toMatch(/javascript:|href=/);
    // vega's SVG writer once rejected a promise of its own for each link, unhandled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await pictures({ charts: [{ spec: bars, values: rows }] });
    expect(again.status).toBe(200);
  });

  it("uses the visitor's number formats (es: 10.000,0)", async () => {
    const response = await pictures({ locale: 'es', charts: [{ spec: bars, values: rows }] });
    const { svg } = picturesOf(response)[0] as { svg: string };
    expect(labels(svg)).toContain('10.000,0');
    expect(labels(svg)).not.toContain('10,000.0');
    // The next visitor's English is not changed by the Spanish before it.
    const english = await pictures({ locale: 'en', charts: [{ spec: bars, values: rows }] });
    expect(labels((picturesOf(english)[0] as { svg: string }).svg)).toContain('10,000.0');
  });

  it('answers why there is no picture for a spec that cannot be drawn, and draws the others', async () => {
    const response = await pictures({
      charts: [
        { spec: { mark: 'nonsense', data: { name: 'table' } }, values: [] },
        { spec: { ...bars, data: { url: 'https://example.com/rows.json' } }, values: [] },
        { spec: bars, values: rows.slice(0, 2) },
        {
          // Rows generated by the spec's own parameters would hold the server (a sequence to
          // 1e9): such a spec draws live instead. (1e5 here, should the check ever fail.)
          spec: {
            $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
            data: { name: 'table' },
            layer: [
              { mark: 'bar', encoding: bars.encoding },
              {
                data: { sequence: { start: 0, stop: 1e5, as: 'n' } },
                mark: 'rule',
                encoding: { y: { field: 'n', type: 'quantitative' } },
              },
            ],
          },
          values: rows,
        },
      ],
    });
    expect(response.status).toBe(200);
    const answer = picturesOf(response);
    expect(answer[0]).toHaveProperty('none');
    expect(answer[1]).toHaveProperty('none');
    expect(barCount((answer[2] as { svg: string }).svg)).toBe(2);
    expect(answer[3]).toEqual({ none: expect.stringMatching(/sequence/) as unknown });
  });

  const many = Array.from({ length: CHART_PICTURES_MAX_CHARTS + 1 }, () => ({
    spec: bars,
    values: rows,
  }));
  const tooManyRows = Array.from({ length: CHART_PICTURE_MAX_ROWS + 1 }, (_, index) => ({
    region: `r${index}`,
    revenue: index,
  }));

  it.each([
    [[], 'The body must be a JSON object {"charts": [...]} (got an array).'],
    [{ charts: [] }, '"charts" is empty: send at least one chart.'],
    [{ charts: many }, `"charts" has 33 charts; at most ${CHART_PICTURES_MAX_CHARTS} per request.`],
    [
      { charts: [{ spec: [], values: [] }] },
      'charts[0].spec must be a JSON object (got an array).',
    ],
    [{ charts: [{ spec: bars }] }, 'charts[0].values must be an array of rows (got nothing).'],
    [
      { charts: [{ spec: bars, values: tooManyRows }] },
      `charts[0].values has 2001 rows; at most ${CHART_PICTURE_MAX_ROWS} per picture.`,
    ],
    [{ locale: 7, charts: [{ spec: bars, values: rows }] }, '"locale" must be a language tag'],
  ])('refuses a body with a 400 naming the problem (%#)', async (body, message) => {
    const response = await pictures(body);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(message);
  });

  it('refuses a request without a token with a 401', async () => {
    const response = await server.request({
      method: 'POST',
      path: CHART_PICTURES_PATH,
      tenant: 'acme',
      body: { charts: [{ spec: bars, values: rows }] },
    });
    expect(response.status).toBe(401);
  });
});

describe('pictures and /prepare of one spec at once', () => {
  it('compile it once: the pictures prepare it through the cache a /prepare shares', async () => {
    const cache = createChartPrepareCache();
    const routes = await startChartRoutes(cache);
    try {
      const spec = { ...bars, width: 303 };
      const [prepared, drawn] = await Promise.all([
        routes.post(CHART_PREPARE_PATH, { specs: [spec] }),
        routes.post(CHART_PICTURES_PATH, { charts: [{ spec, values: rows }] }),
      ]);
      expect(prepared.status).toBe(200);
      expect((prepared.json as { charts: unknown[] }).charts[0]).toHaveProperty('runtime');
      expect(barCount((picturesOf(drawn)[0] as { svg: string }).svg)).toBe(4);
      expect(cache.compiled).toBe(1);
      // And the browser's /prepare once the page has settled: a hit, no compile.
      await routes.post(CHART_PREPARE_PATH, { specs: [spec] });
      expect(cache.compiled).toBe(1);
    } finally {
      await routes.close();
    }
  });
});

describe('the time a pictures request may spend drawing', () => {
  it.each([
    { value: undefined, want: CHART_PICTURES_BUDGET_MS },
    { value: '', want: CHART_PICTURES_BUDGET_MS },
    { value: '0', want: 0 },
    { value: '1500', want: 1500 },
  ])('NAVIGATOR_PICTURES_MS=$value → $want ms', ({ value, want }) => {
    expect(picturesBudgetMs(value === undefined ? {} : { NAVIGATOR_PICTURES_MS: value })).toBe(
      want,
    );
  });

  it.each(['-1', 'soon', '5s'])('NAVIGATOR_PICTURES_MS=%s is refused, naming it', (value) => {
    expect(() => picturesBudgetMs({ NAVIGATOR_PICTURES_MS: value })).toThrow(
      `NAVIGATOR_PICTURES_MS must be a number of milliseconds (0 or more), not "${value}"`,
    );
  });

  it('a picture drawn before is still sent past it: kept pictures cost no drawing', async () => {
    const drawn = createChartPictures(createChartPrepareCache());
    const spec = { ...bars, width: 306 };
    expect(drawn.kept(spec, rows, 'en')).toBeUndefined();
    const picture = await drawn.render(spec, rows, 'en');
    expect(barCount((picture as { svg: string }).svg)).toBe(4);
    expect(drawn.kept(spec, rows, 'en')).toEqual(picture);
    // Another locale or other rows are another picture.
    expect(drawn.kept(spec, rows, 'es')).toBeUndefined();
    expect(drawn.kept(spec, rows.slice(1), 'en')).toBeUndefined();
  });

  it('past it, no chart is drawn: each answers why, and the browser draws it live', async () => {
    const cache = createChartPrepareCache();
    const routes = await startChartRoutes(cache, 0);
    try {
      const response = await routes.post(CHART_PICTURES_PATH, {
        charts: [
          { spec: { ...bars, width: 304 }, values: rows },
          { spec: { ...bars, width: 305 }, values: rows },
        ],
      });
      expect(response.status).toBe(200);
      expect(picturesOf(response)).toEqual([
        { none: PICTURES_OVER_BUDGET },
        { none: PICTURES_OVER_BUDGET },
      ]);
      // Nothing was compiled for them either: the browser prepares what it draws.
      expect(cache.compiled ?? 0).toBe(0);
    } finally {
      await routes.close();
    }
  });
});
