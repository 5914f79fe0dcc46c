import { parse, View, type Spec } from 'vega';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartLoader } from './chart-loader.ts';
import { PARSE_OPTIONS } from './vega-compile-cache.ts';
import { CHART_EXPRESSIONS } from './vega-draw.ts';

const PAGE = 'http://acme.localhost:8080/retail/sales';

function loaderFor(allowed: string[] = []) {
  const refused: string[] = [];
  const loader = chartLoader({
    page: () => PAGE,
    allowed: () => allowed,
    onRefused: (message) => refused.push(message),
  });
  return { loader, refused };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chartLoader', () => {
  it.each([
    ['data from another site', 'https://evil.example/rows.json', 'dataflow', /evil\.example/],
    ['an image from another site', '//evil.example/p.png', 'image', /not allowed/],
    ['a javascript: link', 'javascript:alert(1)', 'href', /only http\(s\)/],
    ['a data: document as data', 'data:text/html,<b>x</b>', 'dataflow', /only http\(s\)/],
    ['a file', 'file:///etc/passwd', 'dataflow', /only http\(s\)/],
  ])('refuses %s with a clear message', async (_name, url, context, message) => {
    const { loader, refused } = loaderFor();
    await expect(loader.sanitize(url, { context } as never)).rejects.toThrow(message);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(message);
  });

  it('loads from the page and the allowed origins, and opens links in a new tab', async () => {
    const { loader, refused } = loaderFor(['https://data.acme.example']);
    await expect(
      loader.sanitize('/data/x.json', { context: 'dataflow' } as never),
    ).resolves.toEqual({
      href: 'http://acme.localhost:8080/data/x.json',
    });
    await expect(
      loader.sanitize('https://data.acme.example/p.png', { context: 'image' } as never),
    ).resolves.toEqual({ href: 'https://data.acme.example/p.png' });
    await expect(
      loader.sanitize('https://docs.example/page', { context: 'href' } as never),
    ).resolves.toEqual({
      href: 'https://docs.example/page',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(refused).toEqual([]);
  });

  it('reads relative URLs from the tenant data folder, sending the token there only', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return new Response('[]', { status: String(input).includes('missing') ? 404 : 200 });
    });
    const loader = chartLoader({
      page: () => PAGE,
      allowed: () => ['https://data.acme.example'],
      token: () => 'tok-1',
    });
    await loader.load('data/cars.json');
    await loader.load('https://data.acme.example/rows.json');
    await loader.load('/other/rows.json');
    expect(seen).toEqual([
      {
        url: 'http://acme.localhost:8080/api/v2/tenant-files/data/cars.json',
        auth: 'Bearer tok-1',
      },
      { url: 'https://data.acme.example/rows.json', auth: null },
      { url: 'http://acme.localhost:8080/other/rows.json', auth: null },
    ]);
    await expect(loader.load('data/missing.csv')).rejects.toThrow(
      'Could not load http://acme.localhost:8080/api/v2/tenant-files/data/missing.csv: 404',
    );
  });

  it('never fetches a refused URL', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { loader } = loaderFor();
    await expect(loader.load('https://evil.example/rows.json')).rejects.toThrow(/not allowed/);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('refuses the data.url of a spec run by a view, which then has no rows', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { loader, refused } = loaderFor();
    const spec = {
      $schema: 'https://vega.github.io/schema/vega/v6.json',
      data: [{ name: 'remote', url: 'https://evil.example/rows.json' }],
    } as Spec;
    const view = new View(parse(spec, undefined, PARSE_OPTIONS), {
      renderer: 'none',
      loader,
      expr: CHART_EXPRESSIONS,
    });
    view.logLevel(0);
    await view.runAsync();
    expect(refused).toEqual([expect.stringMatching(/https:\/\/evil\.example is not allowed/)]);
    expect(view.data('remote')).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
    view.finalize();
  });
});

describe('expressions without eval', () => {
  it('evaluates signals, filters and formulas without the Function constructor', async () => {
    const spec = {
      $schema: 'https://vega.github.io/schema/vega/v6.json',
      signals: [
        { name: 'limit', value: 2 },
        { name: 'double', update: 'limit * 2' },
      ],
      data: [
        {
          name: 'rows',
          values: [{ v: 1 }, { v: 3 }, { v: 5 }],
          transform: [
            { type: 'filter', expr: 'datum.v > limit' },
            { type: 'formula', as: 'w', expr: "upper('x') + datum.v" },
          ],
        },
      ],
    } as unknown as Spec;
    const runtime = parse(spec, undefined, PARSE_OPTIONS);
    const constructed = vi.spyOn(globalThis, 'Function');
    const view = new View(runtime, { renderer: 'none', expr: CHART_EXPRESSIONS });
    await view.runAsync();
    expect(view.signal('double')).toBe(4);
    expect(view.data('rows').map((row: { w: string }) => row.w)).toEqual(['X3', 'X5']);
    expect(constructed).not.toHaveBeenCalled();
    view.finalize();
  });

  it.each([
    "constructor.constructor('return this')()",
    "'a'.constructor.constructor('return 1')()",
    'this.window',
  ])('refuses the expression %s when the spec is parsed', (expr) => {
    const spec = {
      $schema: 'https://vega.github.io/schema/vega/v6.json',
      signals: [{ name: 'x', update: expr }],
    } as unknown as Spec;
    expect(() => parse(spec, undefined, PARSE_OPTIONS)).toThrow();
  });
});
