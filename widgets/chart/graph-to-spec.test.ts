import { describe, expect, it } from 'vitest';
import type { Graph } from '../../schemas/generated/index.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import { at, build, layers, markType } from './chart-test-support.ts';
import { isIdentifierColumn } from './chart-fields.ts';
import { CHART_PALETTE } from './chart-theme.ts';
import {
  brandCategoryRows,
  brandPlatformRows,
  brandRows,
  dailyRevenueRows,
  kpiRows,
  platformDailyRows,
  regionRows,
  storeRows,
} from './demo-rows.ts';
import type { ChartSpec, SpecObject } from './graph-to-spec.ts';
import { VEGA_LITE_SCHEMA } from './spec-passthrough.ts';

type Case = [name: string, graph: Graph, rows: DataRow[], check: (chart: ChartSpec) => void];

const cases: Case[] = [
  [
    'bar: one bar per category in query order, money axis and tooltip',
    { type: 'bar', xkey: 'region_name', ykey: 'revenue' },
    regionRows,
    ({ spec }) => {
      const [bar] = layers(spec);
      expect(markType(bar!)).toBe('bar');
      expect(at(bar, 'encoding', 'x')).toMatchObject({
        field: 'region_name',
        type: 'nominal',
        sort: null,
      });
      expect(at(bar, 'encoding', 'y')).toMatchObject({
        field: 'revenue',
        type: 'quantitative',
        title: 'Revenue',
      });
      expect(at(bar, 'encoding', 'y', 'axis', 'labelExpr')).toContain("'$.3~s'");
      expect(at(bar, 'encoding', 'tooltip')).toContainEqual(
        expect.objectContaining({ field: 'revenue', format: '$,.2f' }),
      );
      expect(at(bar, 'mark', 'color')).toBe(CHART_PALETTE[0]);
      expect(at(bar, 'encoding', 'color')).toBeUndefined();
    },
  ],
  [
    'bar with several ykeys: folded, grouped side by side, one legend',
    {
      type: 'bar',
      xkey: 'region_name',
      ykey: ['revenue', 'margin'],
      series: [{ field: 'margin', title: 'Gross Margin' }],
    },
    regionRows,
    ({ spec }) => {
      const [bar] = layers(spec);
      expect(at(bar, 'transform', 0)).toEqual({
        fold: ['revenue', 'margin'],
        as: ['__series', '__value'],
      });
      expect(at(bar, 'encoding', 'xOffset')).toMatchObject({
        field: '__label',
        sort: ['Revenue', 'Gross Margin'],
      });
      expect(at(bar, 'encoding', 'color', 'scale')).toEqual({
        domain: ['Revenue', 'Gross Margin'],
        range: [CHART_PALETTE[0], CHART_PALETTE[1]],
      });
      expect(at(bar, 'encoding', 'y', 'stack')).toBeNull();
    },
  ],
  [
    'horizontal-bar: categories on y, values on x',
    { type: 'horizontal-bar', xkey: 'region_name', ykey: ['revenue', 'margin'] },
    regionRows,
    ({ spec }) => {
      const [bar] = layers(spec);
      expect(at(bar, 'encoding', 'y', 'field')).toBe('region_name');
      expect(at(bar, 'encoding', 'x', 'field')).toBe('__value');
      expect(at(bar, 'encoding', 'yOffset', 'field')).toBe('__label');
    },
  ],
  [
    'stacked-bar with several ykeys: stacked on a day band axis',
    { type: 'stacked-bar', xkey: 'sale_date', ykey: ['online_units', 'app_units'] },
    platformDailyRows,
    ({ spec, temporalFields }) => {
      const [bar] = layers(spec);
      expect(at(bar, 'encoding', 'y', 'stack')).toBe('zero');
      expect(at(bar, 'encoding', 'x')).toMatchObject({
        type: 'temporal',
        timeUnit: 'yearmonthdate',
      });
      expect(at(bar, 'encoding', 'xOffset')).toBeUndefined();
      expect(temporalFields).toEqual(['sale_date']);
    },
  ],
  [
    'stacked-bar with one ykey: stacked by the next text column',
    { type: 'stacked-bar', xkey: 'brand', ykey: 'revenue' },
    brandPlatformRows,
    ({ spec }) => {
      const [bar] = layers(spec);
      expect(at(bar, 'encoding', 'color')).toMatchObject({
        field: 'platform',
        type: 'nominal',
        // Colours by the sorted categories: the same platform has the same colour everywhere.
        sort: 'ascending',
      });
      expect(at(bar, 'encoding', 'y', 'stack')).toBe('zero');
    },
  ],
  [
    'line: time axis, one series per ykey, nearest-point hover layer',
    { type: 'line', xkey: 'sale_date', ykey: ['revenue', 'revenue_prev_year'] },
    dailyRevenueRows,
    ({ spec }) => {
      const [line, hover] = layers(spec);
      expect(markType(line!)).toBe('line');
      expect(at(line, 'encoding', 'x')).toEqual({
        field: 'sale_date',
        type: 'temporal',
        title: null,
        axis: { format: '%b %d' },
      });
      expect(markType(hover!)).toBe('point');
      expect(at(hover, 'params', 0, 'select')).toMatchObject({ nearest: true, on: 'pointerover' });
      expect(at(hover, 'transform')).toEqual(at(line, 'transform'));
    },
  ],
  [
    'area: one measure fades out under its line',
    { type: 'area', xkey: 'sale_date', ykey: 'revenue' },
    dailyRevenueRows,
    ({ spec }) => {
      const [area] = layers(spec);
      expect(markType(area!)).toBe('area');
      expect(at(area, 'mark', 'color', 'gradient')).toBe('linear');
    },
  ],
  [
    'point: a numeric x is a linear axis',
    { type: 'point', xkey: 'square_feet', ykey: 'revenue' },
    storeRows,
    ({ spec }) => {
      const [points] = layers(spec);
      expect(markType(points!)).toBe('point');
      expect(at(points, 'encoding', 'x')).toMatchObject({
        field: 'square_feet',
        type: 'quantitative',
      });
    },
  ],
  [
    'donut: arcs with a hole and the total in it',
    { type: 'donut', xkey: 'brand', ykey: 'revenue' },
    brandRows,
    ({ spec }) => {
      const [arc, total] = layers(spec);
      expect(markType(arc!)).toBe('arc');
      expect(at(arc, 'mark', 'innerRadius')).toEqual({ expr: 'min(width, height) * 0.3' });
      expect(at(arc, 'encoding', 'theta')).toMatchObject({ field: 'revenue', stack: true });
      expect(at(arc, 'encoding', 'color')).toMatchObject({ field: 'brand', sort: 'ascending' });
      expect(at(arc, 'encoding', 'order')).toMatchObject({ field: 'revenue', sort: 'descending' });
      expect(markType(total!)).toBe('text');
      expect(at(total, 'transform', 0)).toEqual({
        aggregate: [{ op: 'sum', field: 'revenue', as: '__total' }],
      });
    },
  ],
  [
    'pie: arcs without a hole',
    { type: 'pie', xkey: 'brand', ykey: 'revenue' },
    brandRows,
    ({ spec }) => {
      expect(layers(spec)).toHaveLength(1);
      expect(at(layers(spec)[0], 'mark', 'innerRadius')).toBe(0);
    },
  ],
  [
    'gauge: first row against the yline column',
    { type: 'gauge', ykey: 'revenue', yline: 'revenue_target' },
    kpiRows,
    ({ spec }) => {
      const transform = spec.transform as SpecObject[];
      expect(transform).toContainEqual({ filter: 'datum.__rank === 1' });
      expect(transform).toContainEqual({
        calculate:
          'toNumber(datum["revenue_target"]) > 0 ? toNumber(datum["revenue_target"]) : ' +
          'datum.__value > 0 ? pow(10, floor(log(datum.__value * 1.2) / LN10)) * ' +
          'ceil(datum.__value * 1.2 / pow(10, floor(log(datum.__value * 1.2) / LN10))) : 1',
        as: '__max',
      });
      expect(layers(spec).map(markType)).toEqual(['arc', 'arc', 'text', 'text', 'text']);
    },
  ],
  [
    'gauge: a percent measure ends at 100%, a numeric yline is the maximum',
    { type: 'gauge', ykey: 'margin_pct' },
    kpiRows,
    ({ spec }) => {
      expect(spec.transform).toContainEqual({ calculate: '1', as: '__max' });
      const target = build({ type: 'gauge', ykey: 'revenue', yline: '6000000' }, kpiRows);
      expect(target.spec.transform).toContainEqual({ calculate: '6000000', as: '__max' });
    },
  ],
  [
    'heatmap: x by the first other text column, coloured by the measure',
    {
      type: 'heatmap',
      xkey: 'brand',
      ykey: 'margin_pct',
      series: [{ field: 'margin_pct', color: '#d4380d' }],
    },
    brandCategoryRows,
    ({ spec }) => {
      const [rect] = layers(spec);
      expect(markType(rect!)).toBe('rect');
      expect(at(rect, 'encoding', 'y')).toMatchObject({ field: 'category', type: 'nominal' });
      expect(at(rect, 'encoding', 'color')).toMatchObject({
        field: 'margin_pct',
        type: 'quantitative',
      });
      expect(at(rect, 'encoding', 'color', 'scale', 'range', 1)).toBe('#d4380d');
      expect(at(rect, 'encoding', 'color', 'legend', 'labelExpr')).toBe(
        "format(datum.value, '.1~%')",
      );
    },
  ],
  [
    'multi-series: the series list is folded into lines',
    {
      type: 'multi-series',
      xkey: 'sale_date',
      series: [
        { field: 'online_units', title: 'Online' },
        { field: 'app_units', title: 'App' },
      ],
    },
    platformDailyRows,
    ({ spec }) => {
      const [line] = layers(spec);
      expect(markType(line!)).toBe('line');
      expect(at(line, 'transform', 0, 'fold')).toEqual(['online_units', 'app_units']);
      expect(at(line, 'transform', 1, 'calculate')).toBe(
        'datum.__series === "online_units" ? "Online" : datum.__series === "app_units" ? "App" : datum.__series',
      );
    },
  ],
];

describe('graphToSpec: category label angle', () => {
  // Twelve long names: too many to stand level under columns.
  const districts: DataRow[] = Array.from({ length: 12 }, (_, index) => ({
    district_name: `Metropolitan District ${index + 1}`,
    revenue: 1000 * (index + 1),
  }));
  it.each<[Graph['type'], 'x' | 'y', number]>([
    ['bar', 'x', -40],
    ['horizontal-bar', 'y', 0],
  ])('%s: the category axis (%s) is labelled at %i°', (type, channel, angle) => {
    const { spec } = build({ type, xkey: 'district_name', ykey: 'revenue' }, districts);
    const [bar] = layers(spec);
    expect(at(bar, 'encoding', channel, 'field')).toBe('district_name');
    expect(at(bar, 'encoding', channel, 'axis', 'labelAngle')).toBe(angle);
  });
});

describe('graphToSpec: the measure of a chart whose config names none', () => {
  const rows: DataRow[] = [
    { territory_id: 3, region_name: 'Great Lakes', storeId: 7, revenue: 18_000.5, units: 40 },
    { territory_id: 1, region_name: 'New England', storeId: 9, revenue: 12_000.25, units: 31 },
  ];
  const measureOf = (graph: Graph, data: DataRow[]) =>
    at(layers(build(graph, data).spec)[0], 'encoding', 'y', 'field');
  it.each<[string, Graph, DataRow[], string]>([
    ['skips id columns for the first real measure', { type: 'bar' }, rows, 'revenue'],
    [
      'an id column only when no other number is there',
      { type: 'bar' },
      rows.map(({ territory_id, region_name }) => ({ territory_id, region_name })),
      'territory_id',
    ],
    ['a configured ykey stays, id or not', { type: 'bar', ykey: 'storeId' }, rows, 'storeId'],
  ])('%s', (_name, graph, data, expected) => {
    expect(measureOf(graph, data)).toBe(expected);
  });

  it.each([
    ['id', true],
    ['territory_id', true],
    ['STORE_ID', true],
    ['storeId', true],
    ['region id', true],
    ['zip_code', true],
    ['fiscal_year', true],
    ['order_no', true],
    ['orderNumber', true],
    ['paid', false],
    ['casino', false],
    ['units', false],
    ['valid_units', false],
    ['idle_hours', false],
    ['revenue', false],
  ])('isIdentifierColumn(%s) is %s', (column, expected) => {
    expect(isIdentifierColumn(column)).toBe(expected);
  });
});

describe('graphToSpec: every graph type', () => {
  it.each(cases)('%s', (_name, graph, rows, check) => {
    const chart = build(graph, rows);
    expect(chart.spec).toMatchObject({
      $schema: VEGA_LITE_SCHEMA,
      data: { name: 'table' },
      autosize: { type: 'fit', contains: 'padding' },
    });
    check(chart);
  });

  it('covers every type of the schema', () => {
    const covered = new Set(cases.map(([, graph]) => graph.type));
    expect([...covered].sort()).toEqual(
      [
        'bar',
        'horizontal-bar',
        'stacked-bar',
        'line',
        'area',
        'point',
        'donut',
        'pie',
        'gauge',
        'heatmap',
        'multi-series',
      ].sort(),
    );
  });
});

describe('graphToSpec: config texts in the reader language', () => {
  const graph: Graph = {
    type: 'bar',
    xkey: 'region',
    xtitle: { en: 'Region', es: 'Región', pt: 'Região' },
    ykey: ['revenue', 'units'],
    series: [
      { field: 'revenue', title: { en: 'Revenue', es: 'Ingresos' } },
      { field: 'units', title: 'Units' },
    ],
  };
  const rows: DataRow[] = [
    { region: 'North', revenue: 10, units: 2 },
    { region: 'South', revenue: 12, units: 3 },
  ];
  it.each([
    ['es', 'Región', ['Ingresos', 'Units']],
    ['pt', 'Região', ['Revenue', 'Units']],
    ['en', 'Region', ['Revenue', 'Units']],
    [undefined, 'Region', ['Revenue', 'Units']],
  ])('in %s the x axis is %s and the series %j', (locale, xTitle, seriesTitles) => {
    const { spec } = build(graph, rows, { locale });
    const text = JSON.stringify(spec);
    expect(text).toContain(`"title":"${xTitle}"`);
    for (const title of seriesTitles) expect(text).toContain(`"${title}"`);
    expect(text).not.toContain('"Region Name"');
  });
  it('without xtitle the x column in words', () => {
    const named = rows.map(({ region, ...rest }) => ({ region_name: region, ...rest }));
    const { spec } = build({ ...graph, xtitle: undefined, xkey: 'region_name' }, named, {
      locale: 'es',
    });
    expect(JSON.stringify(spec)).toContain('"title":"Region Name"');
  });
});
