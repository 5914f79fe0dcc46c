import { describe, expect, it } from 'vitest';
import { at, build } from './chart-test-support.ts';
import { dailyRevenueRows } from './demo-rows.ts';
import type { SpecObject } from './graph-to-spec.ts';
import { VEGA_LITE_SCHEMA } from './spec-passthrough.ts';
import { takesSize } from './chart-sizing.ts';

describe('chartSpec: a full spec in graph.spec', () => {
  const own: SpecObject = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    transform: [{ fold: ['revenue', 'revenue_prev_year'], as: ['series', 'value'] }],
    mark: 'line',
    encoding: {
      x: { field: 'sale_date', type: 'temporal' },
      y: { field: 'value', type: 'quantitative' },
    },
    config: { axis: { grid: false } },
  };

  it('injects the table dataset, fits the cell and reads v5 as the installed vega-lite', () => {
    const chart = build({ type: 'bar', spec: own }, dailyRevenueRows);
    expect(chart.spec).toMatchObject({
      $schema: VEGA_LITE_SCHEMA,
      data: { name: 'table' },
      autosize: { type: 'fit', contains: 'padding' },
      mark: 'line',
      encoding: own.encoding,
    });
    // The spec's own config wins, over the theme's.
    expect(at(chart.spec, 'config', 'axis', 'grid')).toBe(false);
    expect(at(chart.spec, 'config', 'axis', 'labelColor')).toBe('#5c6370');
  });

  it('converts the fields it reads as numbers and dates', () => {
    const chart = build({ spec: own }, dailyRevenueRows, {
      formats: { units: 'integer', sale_date: 'date' },
    });
    expect(chart.numericFields.sort()).toEqual(['revenue', 'revenue_prev_year', 'units', 'value']);
    expect(chart.temporalFields).toEqual(['sale_date']);
  });

  it("keeps a spec's own data and autosize", () => {
    const chart = build(
      { spec: { ...own, data: { values: [{ a: 1 }] }, autosize: 'pad' } },
      dailyRevenueRows,
    );
    expect(chart.spec.data).toEqual({ values: [{ a: 1 }] });
    expect(chart.spec.autosize).toBe('pad');
  });

  it('passes a Vega spec through untouched', () => {
    const vega = {
      $schema: 'https://vega.github.io/schema/vega/v5.json',
      data: [{ name: 'table' }],
      marks: [],
    };
    expect(build({ spec: vega }, dailyRevenueRows).spec).toEqual(vega);
  });

  it('does not mutate the widget params', () => {
    const copy = structuredClone(own);
    build({ spec: own }, dailyRevenueRows);
    expect(own).toEqual(copy);
  });

  it("keeps a spec's own size: no fit to the cell", () => {
    for (const size of [{ width: 300 }, { height: 120 }, { width: 300, height: 120 }]) {
      expect(build({ spec: { ...own, ...size } }, dailyRevenueRows).spec.autosize).toBeUndefined();
    }
    const container = build({ spec: { ...own, width: 'container' } }, dailyRevenueRows);
    expect(container.spec.autosize).toEqual({ type: 'fit', contains: 'padding' });
  });

  it("never overrides a spec's legend symbols: line legends keep their lines", () => {
    const chart = build({ spec: own }, dailyRevenueRows);
    expect(at(chart.spec, 'config', 'legend', 'symbolType')).toBeUndefined();
    expect(at(chart.spec, 'config', 'legend', 'labelColor')).toBe('#41464f');
  });

  it("theme 'vega-lite' draws with vega-lite's defaults: the spec's config only", () => {
    const chart = build({ spec: own, theme: 'vega-lite' }, dailyRevenueRows);
    expect(chart.spec.config).toEqual(own.config);
    const bare = build(
      { spec: { ...own, config: undefined }, theme: 'vega-lite' },
      dailyRevenueRows,
    );
    expect(bare.spec.config).toBeUndefined();
  });
});

describe('takesSize: which specs fit their cell', () => {
  const view = { mark: 'bar', encoding: { x: { field: 'a' } } };
  it.each([
    ['a single view without a size', view, true],
    ['a layer without a size', { layer: [view] }, true],
    ['a view with its own width', { ...view, width: 200 }, false],
    ['a view asking for the container', { ...view, width: 'container' }, true],
    ['a view faceted by a row channel', { mark: 'bar', encoding: { row: { field: 'b' } } }, false],
    ['a layer faceted by column', { layer: [{ mark: 'bar', encoding: { column: {} } }] }, false],
    ['a facet operator', { facet: { row: { field: 'b' } }, spec: view }, false],
    ['a concatenation', { hconcat: [view, view] }, false],
    ['a repeat', { repeat: ['a'], spec: view }, false],
  ])('%s: %s', (_label, spec, fits) => {
    expect(takesSize(spec)).toBe(fits);
  });
});
