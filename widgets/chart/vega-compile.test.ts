import { describe, expect, it } from 'vitest';
import { toVegaSpec } from './vega-compile.ts';

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
  data: [{ name: 'table', values: [{ a: 1 }] }],
  marks: [{ type: 'rect', from: { data: 'table' } }],
};

describe('toVegaSpec', () => {
  it.each([
    ['vega-lite is compiled to Vega', LITE, /\/schema\/vega\/v\d/],
    ['Vega passes through', VEGA, /\/schema\/vega\/v6/],
  ])('%s', (_name, spec, schema) => {
    const vega = toVegaSpec(spec) as { $schema?: string; marks?: unknown[] };
    expect(vega.$schema).toMatch(schema);
    expect(vega.marks?.length).toBeGreaterThan(0);
  });

  it('hands a Vega spec over as it is', () => {
    expect(toVegaSpec(VEGA)).toBe(VEGA);
  });
});
