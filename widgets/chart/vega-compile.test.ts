import { describe, expect, it } from 'vitest';
import { View } from 'vega';
import { prepareChart } from './vega-compile.ts';
import { createCompileCache } from './vega-compile-cache.ts';

const LITE = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  data: { name: 'table', values: [{ a: 'x', b: 1 }] },
  mark: 'bar',
  encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'quantitative' } },
};

const VEGA = {
  $schema: 'https://vega.github.io/schema/vega/v6.json',
  width: 100,
  height: 50,
  data: [{ name: 'table', values: [{ a: 1 }, { a: 2 }] }],
  marks: [{ type: 'rect', from: { data: 'table' } }],
};

const INLINE_ONLY = {
  data: { values: [{ a: 'x', b: 1 }] },
  mark: 'bar',
  encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'quantitative' } },
};

describe('prepareChart', () => {
  it.each([
    ['vega-lite, rows in the table dataset', LITE, true, 1],
    ['Vega, rows in the table dataset', VEGA, true, 2],
    ['vega-lite with unnamed inline data', INLINE_ONLY, false, undefined],
  ])('%s', async (_name, spec, hasTable, rows) => {
    // A cache of its own: the page's keeps its charts in the browser's local database.
    const prepared = await prepareChart(spec, createCompileCache(undefined));
    expect(prepared.hasTable).toBe(hasTable);
    const view = new View(prepared.runtime, { renderer: 'none' });
    await view.runAsync();
    if (rows !== undefined) expect(view.data('table')).toHaveLength(rows);
    const scene = view.scenegraph() as unknown as { root: { items: unknown[] } };
    expect(scene.root.items.length).toBeGreaterThan(0);
    view.finalize();
  });
});
