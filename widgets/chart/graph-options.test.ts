import { describe, expect, it } from 'vitest';
import type { Graph } from '../../schemas/generated/index.ts';
import { at, build, layers, markType } from './chart-test-support.ts';
import { CHART_PALETTE } from './chart-theme.ts';
import { dailyRevenueRows, platformDailyRows, regionRows } from './demo-rows.ts';
import { sparseEnough } from './graph-cartesian.ts';
import { chartSpec, graphToSpec } from './graph-to-spec.ts';

describe('graphToSpec: yline', () => {
  it('draws a column in another format on its own right-hand axis', () => {
    const { spec } = build(
      { type: 'bar', xkey: 'sale_date', ykey: 'revenue', yline: 'margin_pct' },
      dailyRevenueRows,
    );
    expect(spec.resolve).toEqual({ scale: { y: 'independent' } });
    const line = layers(spec).at(-1);
    expect(markType(line!)).toBe('line');
    expect(at(line, 'encoding', 'y')).toMatchObject({
      field: 'margin_pct',
      axis: { orient: 'right' },
    });
    expect(at(line, 'encoding', 'x', 'bandPosition')).toBe(0.5);
    expect(at(line, 'encoding', 'tooltip')).toContainEqual(
      expect.objectContaining({ field: 'margin_pct', format: '.2%' }),
    );
  });

  it('shares the axis with a column in the same format', () => {
    const { spec } = build(
      { type: 'line', xkey: 'sale_date', ykey: 'revenue', yline: 'revenue_prev_year' },
      dailyRevenueRows,
    );
    expect(spec.resolve).toBeUndefined();
    expect(layers(spec).map(markType)).toEqual(['line', 'point', 'line']);
  });

  it.each([
    ['by default', {}, true],
    ['where there is room for them', { linePoints: true }, true],
    ['not where they would crowd', { linePoints: false }, false],
  ])('marks each row of the line with a dot %s', (_when, extra, dotted) => {
    const { spec } = build(
      { type: 'bar', xkey: 'sale_date', ykey: 'revenue', yline: 'margin_pct' },
      dailyRevenueRows,
      extra,
    );
    const line = layers(spec).at(-1);
    expect(markType(line!)).toBe('line');
    expect(at(line, 'mark', 'point') !== undefined).toBe(dotted);
    // The line itself is drawn either way.
    expect(at(line, 'mark', 'strokeWidth')).toBe(2);
  });

  it('draws a number as a dashed target rule on the value axis', () => {
    const { spec } = build(
      { type: 'bar', xkey: 'sale_date', ykey: 'revenue', yline: '200000' },
      dailyRevenueRows,
    );
    const rule = layers(spec).find((layer) => markType(layer) === 'rule');
    expect(at(rule, 'encoding', 'y')).toEqual({ datum: 200000, type: 'quantitative' });
    expect(at(rule, 'mark', 'strokeDash')).toEqual([6, 4]);
  });

  it('puts ticks on a top axis for horizontal bars', () => {
    const { spec } = build(
      { type: 'horizontal-bar', xkey: 'region_name', ykey: 'revenue', yline: 'units' },
      regionRows,
    );
    const tick = layers(spec).at(-1);
    expect(markType(tick!)).toBe('tick');
    expect(at(tick, 'encoding', 'x', 'axis', 'orient')).toBe('top');
    expect(spec.resolve).toEqual({ scale: { x: 'independent' } });
  });
});

describe('graphToSpec: formats and colours', () => {
  it.each([
    ['money', '$,.2f'],
    ['moneyInteger', '$,.0f'],
    ['percent', '.2%'],
    ['percentOne', '.1%'],
    ['integer', ',.0f'],
    ['numberOne', ',.1f'],
    [undefined, ',.2~f'],
  ])('a %s measure shows %s in its tooltip', (format, pattern) => {
    const { spec } = build({ type: 'bar', xkey: 'region_name', ykey: 'revenue' }, regionRows, {
      formats: format ? { revenue: format } : {},
    });
    expect(at(layers(spec)[0], 'encoding', 'tooltip', 1, 'format')).toBe(pattern);
  });

  it('reads a series format before format_definition', () => {
    const { spec } = build(
      {
        type: 'bar',
        xkey: 'region_name',
        ykey: 'revenue',
        series: [{ field: 'revenue', format: 'percent' }],
      },
      regionRows,
    );
    expect(at(layers(spec)[0], 'encoding', 'tooltip', 1, 'format')).toBe('.2%');
  });

  it.each<[string, Partial<Parameters<typeof chartSpec>[0]>, Graph['series'], string]>([
    [
      'series colour first',
      { colors: ['#111111'], accent: '#222222' },
      [{ field: 'revenue', color: '#000000' }],
      '#000000',
    ],
    ['then params.colors', { colors: ['#111111'], accent: '#222222' }, undefined, '#111111'],
    ['then attributes.color', { accent: '#222222' }, undefined, '#222222'],
    ['not a named toolbar colour', { accent: 'teal-dark' }, undefined, CHART_PALETTE[0]!],
  ])('colour of a lone series: %s', (_name, extra, series, color) => {
    const { spec } = build(
      { type: 'bar', xkey: 'region_name', ykey: 'revenue', series },
      regionRows,
      extra,
    );
    expect(at(layers(spec)[0], 'mark', 'color')).toBe(color);
  });

  it('dates become a time axis, text categories keep query order', () => {
    expect(
      build({ type: 'line', xkey: 'sale_date', ykey: 'revenue' }, dailyRevenueRows).temporalFields,
    ).toEqual(['sale_date']);
    expect(
      build({ type: 'bar', xkey: 'region_name', ykey: 'revenue' }, regionRows).temporalFields,
    ).toEqual([]);
  });

  it('converts measures and ylines from numeric text', () => {
    const chart = build(
      { type: 'bar', xkey: 'region_name', ykey: 'revenue', yline: 'units' },
      regionRows,
    );
    expect(chart.numericFields).toEqual(['revenue', 'units']);
  });
});

describe('graphToSpec: defaults', () => {
  it('reads a legacy series list of bare column names', () => {
    const graph = {
      type: 'multi-series',
      xkey: 'sale_date',
      series: ['online_units', 'app_units'],
    };
    const { spec } = build(graph as unknown as Graph, platformDailyRows);
    expect(at(layers(spec)[0], 'transform', 0, 'fold')).toEqual(['online_units', 'app_units']);
  });

  it('without a graph, charts the first numeric column by the first text column', () => {
    const chart = graphToSpec({
      graph: undefined,
      columns: ['region_name', 'revenue'],
      rows: regionRows,
    });
    const [bar] = layers(chart!.spec);
    expect(at(bar, 'encoding', 'x', 'field')).toBe('region_name');
    expect(at(bar, 'encoding', 'y', 'field')).toBe('revenue');
  });

  it('is null when nothing is numeric', () => {
    expect(
      graphToSpec({
        graph: { type: 'bar' },
        columns: ['region_name'],
        rows: [{ region_name: 'West' }],
      }),
    ).toBeNull();
  });

  it('is null when ykey names no column of the rows', () => {
    expect(
      graphToSpec({
        graph: { ykey: 'nope' },
        columns: ['region_name', 'revenue'],
        rows: regionRows,
      }),
    ).toBeNull();
  });
});

describe('sparseEnough', () => {
  it.each([
    ['a year of days in a half-width cell', 365, 700, false],
    ['a month of days in a full-width cell', 31, 1400, true],
    ['twelve months in a narrow cell', 12, 300, true],
    ['exactly the room each dot needs', 50, 600, true],
    ['one row short of it', 51, 600, false],
    ['a cell not measured yet', 10, 0, false],
  ])('%s', (_case, rows, width, sparse) => {
    expect(sparseEnough(rows, width)).toBe(sparse);
  });
});
